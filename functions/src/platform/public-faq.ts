import { COLLECTIONS, MAX_FAQ_ENTRIES, renderMarkdown, type PublicFaqEntry } from '@office/domain';
import type { TypedReader } from '../store/typed';
import { inOrder, readOrder } from '../callables/faq/shared';

/**
 * The published FAQ in the office's order (optionally one category's), with each answer as Markdown and as
 * safe HTML (renderMarkdown escapes raw HTML and drops unsafe links). No authors, versions or drafts.
 */
export async function publishedFaq(reader: TypedReader, category?: string | null): Promise<PublicFaqEntry[]> {
  const [order, page] = await Promise.all([
    readOrder(reader),
    reader.list(COLLECTIONS.faq, {
      where: [{ field: 'published', op: '==', value: true }, ...(category ? [{ field: 'category', op: '==' as const, value: category }] : [])],
      limit: MAX_FAQ_ENTRIES,
    }),
  ]);
  return inOrder(order?.data.ids ?? [], page.docs).map((d) => ({
    id: d.id,
    question: d.data.question,
    category: d.data.category,
    answer: d.data.answer,
    answerHtml: renderMarkdown(d.data.answer),
    updatedAt: d.updatedAt,
  }));
}
