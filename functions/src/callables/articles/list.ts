import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';

/** Publicações: the office's articles (published and drafts) by title. */
export default implement('articles-list', async (ctx, input) =>
  readPage(ctx.stores.documents, COLLECTIONS.articles, { orderBy: [{ field: 'title', direction: 'asc' }], limit: input.limit, after: input.after }),
);
