import { COLLECTIONS } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { orderWrite, readOrder, requireVersion } from './shared';

/** Perguntas Frequentes: deletes an entry (on the version the page showed) and takes it out of the order. */
export default implement('faq-delete', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    requireVersion(await tx.get(COLLECTIONS.faq, input.id), input.expectedVersion);
    const order = await readOrder(tx);
    return {
      ops: [
        { kind: 'delete', collection: COLLECTIONS.faq, id: input.id, expectedVersion: input.expectedVersion },
        ...(order
          ? [
              orderWrite(
                order,
                order.data.ids.filter((id) => id !== input.id),
              ),
            ]
          : []),
        auditOp(ctx, { section: 'faq', action: 'faq.delete', entity: COLLECTIONS.faq, entityId: input.id, changedFields: [] }),
      ],
      result: null,
    };
  });
  return { deleted: true as const };
});
