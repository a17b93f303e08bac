import { COLLECTIONS } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';
import { visibleIntimationLawsuit } from './shared';

/** Processos → Intimações: mark read (for the whole office: one person treats an intimação) or unread again. */
export default implement('intimations-setRead', async (ctx, input) => {
  const store = ctx.stores.documents;
  // Segredo de justiça: one the caller may not see is not found (the commit's version check still guards the write).
  const current = await store.get(COLLECTIONS.intimations, input.id);
  if (!current) throw appError('not-found');
  await visibleIntimationLawsuit(ctx, store, current.data);
  const at = new Date().toISOString();
  const patch = input.read ? { read: true, readBy: ctx.uid, readAt: at } : { read: false, readBy: null, readAt: null };
  await store.commit([
    { kind: 'update', collection: COLLECTIONS.intimations, id: input.id, expectedVersion: input.expectedVersion, patch },
    auditOp(
      ctx,
      {
        section: 'lawsuits',
        action: input.read ? 'intimations.read' : 'intimations.unread',
        entity: COLLECTIONS.intimations,
        entityId: input.id,
        changedFields: ['read'],
      },
      at,
    ),
  ]);
  const doc = await store.get(COLLECTIONS.intimations, input.id);
  if (!doc) throw appError('not-found');
  return toListed(doc);
});
