import { COLLECTIONS, FAQ_ORDER_ID } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { orderWrite, readFaq, readOrder } from './shared';

/**
 * Perguntas Frequentes: stores a new order of every entry. It names the order's version it was made on: when
 * someone reordered, added or deleted meanwhile, the call is a conflict and nothing moves (never a merge of
 * two orders, which would scramble both).
 */
export default implement('faq-reorder', async (ctx, input) => {
  const store = ctx.stores.documents;
  await store.transact(async (tx) => {
    const [order, faq] = await Promise.all([readOrder(tx), readFaq(tx)]);
    const current = order?.version ?? 0;
    if (current !== input.expectedOrderVersion) throw appError('conflict', { currentVersion: current });
    const existing = new Set(faq.entries.map((e) => e.id));
    if (input.ids.length !== existing.size || !input.ids.every((id) => existing.has(id))) {
      throw appError('conflict', { currentVersion: current });
    }
    if (faq.entries.every((e, i) => e.id === input.ids[i])) return { ops: [], result: null };
    return {
      ops: [
        orderWrite(order, input.ids),
        auditOp(ctx, { section: 'faq', action: 'faq.reorder', entity: COLLECTIONS.settings, entityId: FAQ_ORDER_ID, changedFields: ['ids'] }),
      ],
      result: null,
    };
  });
  const { entries, orderVersion } = await readFaq(store);
  return { entries, orderVersion };
});
