import { clientWrite } from '../../entities/clients/client-write';
import { implement } from '../../platform/define-callable';
import { newId } from '../../platform/ids';
import { analyseImport, toClientRecord } from './shared';

/**
 * Clientes: imports the valid rows (after the person saw the preview); invalid rows are skipped and listed again.
 * All or nothing: one transaction checks the office's CPF/CNPJ keys and writes every row, so an import that
 * fails stores none of its rows, and a client saved meanwhile with one of the file's numbers makes that row
 * invalid (the work runs again) instead of leaving half a file behind.
 */
export default implement('clients-importCsv', async (ctx, input) => {
  return ctx.stores.documents.transact(async (tx) => {
    const a = await analyseImport(ctx, tx, input.csv);
    const created = a.rows.map(({ values }) => ({ id: newId('cli'), before: null, after: toClientRecord(values, ctx, ctx.uid) }));
    // One time for the whole file: its rows arrived together.
    const ops = await clientWrite(tx, ctx, { action: 'clients.import', at: new Date().toISOString() }, created);
    return { ops, result: { total: a.total, valid: a.rows.length, invalid: a.invalid, imported: a.rows.length } };
  });
});
