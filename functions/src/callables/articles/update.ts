import { COLLECTIONS } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { articleRecord, savedArticle } from './shared';

/** Fields derived on every save: not what a person changed. */
const DERIVED = new Set(['editedAt', 'readingMinutes', 'titleKey', 'searchWords', 'authorName', 'public', 'updatedBy']);

/** Publicações: edits an article on the version that was edited; a new address frees the old one in the same commit. */
export default implement('articles-update', async (ctx, input) => {
  const store = ctx.stores.documents;
  await store.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.articles, input.id);
    if (!before) throw appError('not-found');
    if (before.version !== input.expectedVersion) throw appError('conflict', { currentVersion: before.version });
    const { data, slugOps } = await articleRecord(tx, ctx, input.id, input.article, before);
    const changed = changedFields(before.data, data).filter((f) => !DERIVED.has(f));
    if (changed.length === 0) return { ops: [], result: null };
    return {
      ops: [
        { kind: 'update', collection: COLLECTIONS.articles, id: input.id, expectedVersion: input.expectedVersion, patch: data },
        ...slugOps,
        auditOp(ctx, { section: 'articles', action: 'articles.update', entity: COLLECTIONS.articles, entityId: input.id, changedFields: changed }),
      ],
      result: null,
    };
  });
  return savedArticle(store, input.id);
});
