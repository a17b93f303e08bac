import { implement } from '../../platform/define-callable';
import { readTeam } from './shared';

/** Sobre: the team (partners, lawyers, interns; by name) and the office's areas of practice. */
export default implement('about-team', (ctx) => readTeam(ctx.stores.documents));
