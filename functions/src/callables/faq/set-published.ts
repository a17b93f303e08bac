import { COLLECTIONS } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { requireVersion, savedEntry } from './shared';

/** Perguntas Frequentes: publishes an entry on the public site, or takes it off (on the version the page showed). */
export default implement('faq-setPublished', async (ctx, input) => {
  const store = ctx.stores.documents;
  await store.transact(async (tx) => {
    const before = requireVersion(await tx.get(COLLECTIONS.faq, input.id), input.expectedVersion);
    if (before.data.published === input.published) return { ops: [], result: null };
    return {
      ops: [
        {
          kind: 'update',
          collection: COLLECTIONS.faq,
          id: input.id,
          expectedVersion: input.expectedVersion,
          patch: { published: input.published, updatedBy: ctx.uid },
        },
        auditOp(ctx, {
          section: 'faq',
          action: input.published ? 'faq.publish' : 'faq.unpublish',
          entity: COLLECTIONS.faq,
          entityId: input.id,
          changedFields: ['published'],
        }),
      ],
      result: null,
    };
  });
  return savedEntry(store, input.id);
});
