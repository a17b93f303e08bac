import { COLLECTIONS } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { movementProjectionOps } from '../../entities/lawsuits/lawsuit-prazos';
import { toListed } from '../../platform/pages';
import { readVisibleLawsuit } from '../../platform/lawsuit-visibility';

/**
 * Processos: hide an imported andamento from the timeline, or show it again. It stays stored, so the next
 * import finds it and does not bring it back; andamentos typed in are edited, not hidden.
 */
export default implement('lawsuits-setMovementHidden', async (ctx, input) => {
  const before = await ctx.stores.documents.get(COLLECTIONS.movements, input.id);
  if (!before) throw appError('not-found');
  await readVisibleLawsuit(ctx, ctx.stores.documents, before.data.lawsuitId);
  if (before.data.source === 'manual') {
    throw appError('invalid-state', { fields: { _: 'Só andamentos importados podem ser ocultados; um andamento registrado à mão pode ser editado.' } });
  }
  // A hidden andamento is not the list's "último andamento": both change in one transaction.
  await ctx.stores.documents.transact(async (tx) => ({
    ops: [
      { kind: 'update', collection: COLLECTIONS.movements, id: input.id, expectedVersion: input.expectedVersion, patch: { hidden: input.hidden } },
      auditOp(ctx, {
        section: 'lawsuits',
        action: input.hidden ? 'lawsuits.hideMovement' : 'lawsuits.showMovement',
        entity: COLLECTIONS.movements,
        entityId: input.id,
        recordId: before.data.lawsuitId,
        changedFields: ['hidden'],
      }),
      ...(await movementProjectionOps(tx, before.data.lawsuitId, [{ id: input.id, after: { ...before.data, hidden: input.hidden } }])),
    ],
    result: null,
  }));
  const after = await ctx.stores.documents.get(COLLECTIONS.movements, input.id);
  if (!after) throw appError('not-found');
  return toListed(after);
});
