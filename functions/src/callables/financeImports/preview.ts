import { implement } from '../../platform/define-callable';
import { planFinanceImport, toFinancePreview } from './job/plan';

/** Financeiro: what an import of lançamentos would do, row by row, before anything is written. */
export default implement('financeImports-preview', async (ctx, input) => toFinancePreview(await planFinanceImport(ctx, ctx.stores.documents, input)));
