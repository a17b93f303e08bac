import { COLLECTIONS } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { newId } from '../../platform/ids';
import type { TypedWriteOp } from '../../store/typed';
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
    const now = new Date().toISOString();
    const ops = a.rows.flatMap(({ values }): TypedWriteOp[] => {
      const id = newId('cli');
      const record = toClientRecord(values, ctx, ctx.uid);
      return [
        { kind: 'create', collection: COLLECTIONS.clientDocuments, id: values.document, data: { clientId: id } },
        { kind: 'create', collection: COLLECTIONS.clients, id, data: record },
        auditOp(
          ctx,
          { section: 'clients', action: 'clients.import', entity: COLLECTIONS.clients, entityId: id, changedFields: changedFields(null, record) },
          now,
        ),
      ];
    });
    return { ops, result: { total: a.total, valid: a.rows.length, invalid: a.invalid, imported: a.rows.length } };
  });
});
