import { implement } from '../../platform/define-callable';
import { listOwnJobs } from '../imports/shared';

/** Agenda: the caller's last imports of prazos and hearings (an administrator's: everyone's), newest first. */
export default implement('agendaImports-list', async (ctx) => listOwnJobs(ctx, 'agenda'));
