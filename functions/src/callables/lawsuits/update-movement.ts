import { COLLECTIONS } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { movementProjectionOps } from '../../entities/lawsuits/lawsuit-prazos';
import { toListed } from '../../platform/pages';
import { readVisibleLawsuit } from '../../platform/lawsuit-visibility';

/** Processos: correct an andamento's date or text; stale edits are conflicts. */
export default implement('lawsuits-updateMovement', async (ctx, input) => {
  const before = await ctx.stores.documents.get(COLLECTIONS.movements, input.id);
  if (!before) throw appError('not-found');
  await readVisibleLawsuit(ctx, ctx.stores.documents, before.data.lawsuitId);
  // The court's record is not the office's to rewrite: an imported andamento can be hidden, not edited.
  if (before.data.source !== 'manual') {
    throw appError('invalid-state', { fields: { _: 'Andamento importado do DataJud não pode ser editado; se não for útil, oculte-o.' } });
  }
  const patch = { at: new Date(input.at).toISOString(), description: input.description };
  // One transaction with the list's "último andamento"; the version the person saw decides a conflict at commit.
  await ctx.stores.documents.transact(async (tx) => ({
    ops: [
      { kind: 'update', collection: COLLECTIONS.movements, id: input.id, expectedVersion: input.expectedVersion, patch },
      auditOp(ctx, {
        section: 'lawsuits',
        action: 'lawsuits.updateMovement',
        entity: COLLECTIONS.movements,
        entityId: input.id,
        recordId: before.data.lawsuitId,
        changedFields: changedFields(before.data, { ...before.data, ...patch }),
      }),
      ...(await movementProjectionOps(tx, before.data.lawsuitId, [{ id: input.id, after: { ...before.data, ...patch } }])),
    ],
    result: null,
  }));
  const after = await ctx.stores.documents.get(COLLECTIONS.movements, input.id);
  if (!after) throw appError('not-found');
  return toListed(after);
});
