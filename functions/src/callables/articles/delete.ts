import { COLLECTIONS } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';

/** Publicações: deletes an article (on the version shown), frees its address, then removes its stored images. */
export default implement('articles-delete', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.articles, input.id);
    if (!before) throw appError('not-found');
    if (before.version !== input.expectedVersion) throw appError('conflict', { currentVersion: before.version });
    const slug = await tx.get(COLLECTIONS.articleSlugs, before.data.slug);
    return {
      ops: [
        { kind: 'delete', collection: COLLECTIONS.articles, id: input.id, expectedVersion: input.expectedVersion },
        ...(slug?.data.articleId === input.id ? [{ kind: 'delete' as const, collection: COLLECTIONS.articleSlugs, id: slug.id }] : []),
        auditOp(ctx, { section: 'articles', action: 'articles.delete', entity: COLLECTIONS.articles, entityId: input.id, changedFields: [] }),
      ],
      result: null,
    };
  });
  // The record is gone, so nothing serves these any more; removing them is housekeeping.
  const files = await ctx.stores.files.list(`articles/${input.id}`);
  await Promise.all(files.map((f) => ctx.stores.files.delete(f.path).catch(() => undefined)));
  return { deleted: true as const };
});
