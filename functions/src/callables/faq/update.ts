import { COLLECTIONS, type FaqRecord } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { orderWrite, readFaq, readOrder, requireVersion, savedEntry } from './shared';

/**
 * Perguntas Frequentes: edits an entry on the version that was edited (a stale edit is a conflict). Moving it
 * to another category puts it last in that category, so the categories stay together in the order.
 */
export default implement('faq-update', async (ctx, input) => {
  const store = ctx.stores.documents;
  await store.transact(async (tx) => {
    const before = requireVersion(await tx.get(COLLECTIONS.faq, input.id), input.expectedVersion);
    const after: FaqRecord = { ...before.data, ...input.entry, updatedBy: ctx.uid };
    const changed = changedFields(before.data, after).filter((f) => f !== 'updatedBy');
    if (changed.length === 0) return { ops: [], result: null };
    const ops = [
      { kind: 'update' as const, collection: COLLECTIONS.faq, id: input.id, expectedVersion: input.expectedVersion, patch: after },
      auditOp(ctx, { section: 'faq', action: 'faq.update', entity: COLLECTIONS.faq, entityId: input.id, changedFields: changed }),
    ];
    if (before.data.category !== after.category) {
      const [order, faq] = await Promise.all([readOrder(tx), readFaq(tx)]);
      const rest = faq.entries.filter((e) => e.id !== input.id);
      const ids = rest.map((e) => e.id);
      const lastOfCategory = rest.findLastIndex((e) => e.category === after.category);
      ids.splice(lastOfCategory < 0 ? ids.length : lastOfCategory + 1, 0, input.id);
      ops.push(orderWrite(order, ids));
    }
    return { ops, result: null };
  });
  return savedEntry(store, input.id);
});
