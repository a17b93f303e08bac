import { implement } from '../../platform/define-callable';
import { readAreas } from '../about/shared';

/** Processos: the office's areas of practice, by name, for the lawsuit form (those who do not read Sobre too). */
export default implement('lawsuits-practiceAreas', async (ctx) => ((await readAreas(ctx.stores.documents))?.data.areas ?? []).map((a) => a.name));
