import { COLLECTIONS, matchesWords, queryWords, type ArticleRecord } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { pageOfMatches, readPage, scanMatches } from '../../platform/pages';
import type { Filter, OrderBy } from '../../store/port';

/**
 * Publicações: one page of articles. By status as readers see it now (a scheduled article whose time came
 * is published): drafts by last edit, scheduled ones soonest first, published ones newest first; with no
 * status, every article by last edit. Search matches the title's words; a tag and an author narrow it.
 */
export default implement('articles-list', async (ctx, input) => {
  const now = new Date().toISOString();
  const where: Filter[] = [];
  let orderBy: OrderBy[] = [{ field: 'editedAt', direction: 'desc' }];
  if (input.status === 'rascunho') where.push({ field: 'status', op: '==', value: 'rascunho' });
  if (input.status === 'agendado') {
    where.push({ field: 'status', op: '==', value: 'agendado' }, { field: 'publishedAt', op: '>', value: now });
    orderBy = [{ field: 'publishedAt', direction: 'asc' }];
  }
  if (input.status === 'publicado') {
    where.push({ field: 'public', op: '==', value: true }, { field: 'publishedAt', op: '<=', value: now });
    orderBy = [{ field: 'publishedAt', direction: 'desc' }];
  }
  if (input.authorId) where.push({ field: 'authorId', op: '==', value: input.authorId });
  const words = input.search ? queryWords(input.search) : [];
  const tag = input.tag ?? null;
  // One array-contains per query (Firestore's rule): the search's longest word when searching, else the tag.
  if (words.length === 0) {
    if (tag) where.push({ field: 'tags', op: 'array-contains', value: tag });
    return readPage(ctx.stores.documents, COLLECTIONS.articles, { where, orderBy, limit: input.limit, after: input.after });
  }
  const [first = '', ...rest] = words;
  where.push({ field: 'searchWords', op: 'array-contains', value: first });
  if (rest.length === 0 && !tag) return readPage(ctx.stores.documents, COLLECTIONS.articles, { where, orderBy, limit: input.limit, after: input.after });
  const keep = (a: ArticleRecord) => matchesWords(a.searchWords, rest) && (!tag || a.tags.includes(tag));
  return pageOfMatches(await scanMatches(ctx.stores.documents, COLLECTIONS.articles, { where, orderBy }, keep), input.limit, input.after);
});
