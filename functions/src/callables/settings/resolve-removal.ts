import { COLLECTIONS } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';

/** Configurações: close a removal request (done or refused) with what was done; a stale edit is a conflict. */
export default implement('settings-resolveRemoval', async (ctx, input) => {
  const store = ctx.stores.documents;
  const before = await store.get(COLLECTIONS.removalRequests, input.id);
  if (!before) throw appError('not-found');
  const patch = { status: input.status, resolution: input.resolution, resolvedAt: new Date().toISOString(), resolvedBy: ctx.uid };
  await store.commit([
    { kind: 'update', collection: COLLECTIONS.removalRequests, id: input.id, expectedVersion: input.expectedVersion, patch },
    auditOp(
      ctx,
      {
        section: 'settings',
        action: 'removal.resolve',
        entity: COLLECTIONS.removalRequests,
        entityId: input.id,
        changedFields: changedFields(before.data, { ...before.data, ...patch }),
      },
      patch.resolvedAt,
    ),
  ]);
  const after = await store.get(COLLECTIONS.removalRequests, input.id);
  if (!after) throw appError('not-found');
  return toListed(after);
});
