import { implement } from '../../platform/define-callable';
import { planImport, toPreview } from './job/plan';

/** Processos: what an import of lawsuits would do, row by row, before anything is written. */
export default implement('imports-preview', async (ctx, input) => toPreview(await planImport(ctx, ctx.stores.documents, input)));
