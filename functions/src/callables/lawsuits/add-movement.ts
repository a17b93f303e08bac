import { COLLECTIONS, type MovementRecord } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { movementProjectionOps } from '../../entities/lawsuits/lawsuit-prazos';
import { toListed } from '../../platform/pages';
import { readVisibleLawsuit } from '../../platform/lawsuit-visibility';

/** Processos: record an andamento (entered by hand). */
export default implement('lawsuits-addMovement', async (ctx, input) => {
  const id = newId('mov');
  const record: MovementRecord = {
    lawsuitId: input.lawsuitId,
    at: new Date(input.at).toISOString(),
    description: input.description,
    source: 'manual',
    imported: null,
    hidden: false,
    createdBy: ctx.uid,
  };
  // The lawsuit is read in the transaction: if it is deleted meanwhile, no orphan andamento is left behind.
  await ctx.stores.documents.transact(async (tx) => {
    await readVisibleLawsuit(ctx, tx, input.lawsuitId);
    return {
      ops: [
        { kind: 'create', collection: COLLECTIONS.movements, id, data: record },
        auditOp(ctx, {
          section: 'lawsuits',
          action: 'lawsuits.addMovement',
          entity: COLLECTIONS.movements,
          entityId: id,
          recordId: record.lawsuitId,
          changedFields: Object.keys(record).sort(),
        }),
        // The list's "último andamento".
        ...(await movementProjectionOps(tx, record.lawsuitId, [{ id, after: record }])),
      ],
      result: null,
    };
  });
  const stored = await ctx.stores.documents.get(COLLECTIONS.movements, id);
  // Gone already: deleted (with its parent) by a write that committed right after this one.
  if (!stored) throw appError('not-found');
  return toListed(stored);
});
