import { pageInput, type ArticleRecord } from '@office/domain';
import { defineCallable } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';

/** Publicações: the office's articles (published and drafts) by title. */
export const list = defineCallable({ policy: { section: 'articles', access: 'read' }, input: pageInput }, async (ctx, input) =>
  readPage<ArticleRecord>(ctx.stores.documents, 'articles', { orderBy: [{ field: 'title', direction: 'asc' }], limit: input.limit, after: input.after }),
);
