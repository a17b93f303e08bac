import { COLLECTIONS, MAX_FAQ_ENTRIES, renderMarkdown } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { limitPublicRead } from '../../platform/public-reads';
import { inOrder, readOrder } from '../faq/shared';

/**
 * The public site's FAQ: published entries only, in the office's order, with the answer as Markdown and as
 * safe HTML (renderMarkdown escapes raw HTML and drops unsafe links). No authors, versions or drafts.
 */
export default implement('publicPages-faq', async (ctx, input) => {
  await limitPublicRead(ctx);
  const store = ctx.stores.documents;
  const [order, page] = await Promise.all([
    readOrder(store),
    store.list(COLLECTIONS.faq, {
      where: [{ field: 'published', op: '==', value: true }, ...(input.category ? [{ field: 'category', op: '==' as const, value: input.category }] : [])],
      limit: MAX_FAQ_ENTRIES,
    }),
  ]);
  return inOrder(order?.data.ids ?? [], page.docs).map((d) => {
    return {
      id: d.id,
      question: d.data.question,
      category: d.data.category,
      answer: d.data.answer,
      answerHtml: renderMarkdown(d.data.answer),
      updatedAt: d.updatedAt,
    };
  });
});
