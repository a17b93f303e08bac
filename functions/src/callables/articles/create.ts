import { changedFields, auditOp } from '../../platform/audit';
import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { newId } from '../../platform/ids';
import { articleRecord, savedArticle } from './shared';

/** Publicações: a new article (draft, scheduled or published now), its address reserved in the same commit. */
export default implement('articles-create', async (ctx, input) => {
  const store = ctx.stores.documents;
  const id = newId('art');
  await store.transact(async (tx) => {
    const { data, slugOps } = await articleRecord(tx, ctx, id, input.article, null);
    return {
      ops: [
        { kind: 'create', collection: COLLECTIONS.articles, id, data },
        ...slugOps,
        auditOp(
          ctx,
          { section: 'articles', action: 'articles.create', entity: COLLECTIONS.articles, entityId: id, changedFields: changedFields(null, input.article) },
          data.editedAt,
        ),
      ],
      result: null,
    };
  });
  return savedArticle(store, id);
});
