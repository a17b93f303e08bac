import { COLLECTIONS, MAX_FAQ_ENTRIES, type FaqRecord } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { orderWrite, readFaq, readOrder, savedEntry } from './shared';

/** Perguntas Frequentes: a new entry, placed last in its category (the order record changes in the same commit). */
export default implement('faq-create', async (ctx, input) => {
  const store = ctx.stores.documents;
  const id = newId('faq');
  await store.transact(async (tx) => {
    const [order, faq] = await Promise.all([readOrder(tx), readFaq(tx)]);
    if (faq.entries.length >= MAX_FAQ_ENTRIES) {
      throw appError('invalid-state', { reason: `As perguntas frequentes chegaram ao máximo de ${MAX_FAQ_ENTRIES}. Exclua as que não servem mais.` });
    }
    const data: FaqRecord = { ...input.entry, createdBy: ctx.uid, updatedBy: ctx.uid };
    // Right after the category's last entry, so the category stays together; a new category goes to the end.
    const ids = faq.entries.map((e) => e.id);
    const lastOfCategory = faq.entries.findLastIndex((e) => e.category === data.category);
    ids.splice(lastOfCategory < 0 ? ids.length : lastOfCategory + 1, 0, id);
    return {
      ops: [
        { kind: 'create', collection: COLLECTIONS.faq, id, data },
        orderWrite(order, ids),
        auditOp(ctx, { section: 'faq', action: 'faq.create', entity: COLLECTIONS.faq, entityId: id, changedFields: changedFields(null, input.entry) }),
      ],
      result: null,
    };
  });
  return savedEntry(store, id);
});
