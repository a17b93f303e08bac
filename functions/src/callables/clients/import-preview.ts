import { implement } from '../../platform/define-callable';
import { analyseImport } from './shared';

/** Clientes: what an import would do, row by row; writes nothing. */
export default implement('clients-importPreview', async (ctx, input) => {
  const a = await analyseImport(ctx, ctx.stores.documents, input.csv);
  return { total: a.total, valid: a.rows.length, invalid: a.invalid };
});
