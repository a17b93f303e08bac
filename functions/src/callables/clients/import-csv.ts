import { COLLECTIONS } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { newId } from '../../platform/ids';
import type { TypedWriteOp } from '../../store/typed';
import { analyseImport, toClientRecord } from './shared';

/** Clientes: imports the valid rows (after the person saw the preview); invalid rows are skipped and listed again. */
export default implement('clients-importCsv', async (ctx, input) => {
  const a = await analyseImport(ctx, input.csv);
  const now = new Date().toISOString();
  for (let i = 0; i < a.rows.length; i += 100) {
    const ops: TypedWriteOp[] = a.rows.slice(i, i + 100).flatMap(({ values }) => {
      const id = newId('cli');
      const record = toClientRecord(values, ctx, ctx.uid);
      return [
        { kind: 'create', collection: COLLECTIONS.clientDocuments, id: values.document, data: { clientId: id } },
        { kind: 'create', collection: COLLECTIONS.clients, id, data: record },
        auditOp({
          at: now,
          actor: ctx.uid,
          section: 'clients',
          action: 'clients.import',
          entity: COLLECTIONS.clients,
          entityId: id,
          changedFields: changedFields(null, record),
        }),
      ] satisfies TypedWriteOp[];
    });
    await ctx.stores.documents.commit(ops);
  }
  return { total: a.total, valid: a.rows.length, invalid: a.invalid, imported: a.rows.length };
});
