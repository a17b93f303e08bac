/** What the public site reads (its pages and these callables): the published FAQ and team, nothing internal. */
import {
  COLLECTIONS,
  formatOab,
  MAX_FAQ_ENTRIES,
  mediaUrl,
  renderMarkdown,
  type PracticeArea,
  type PublicFaqEntry,
  type PublicTeamMember,
} from '@office/domain';
import type { TypedReader } from '../../store/typed';
import { readTeam } from '../about/shared';
import { inOrder, readOrder } from '../faq/shared';

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

/** The team the site shows: published members only (no account links or authors), and the areas of practice. */
export async function publicTeam(reader: TypedReader): Promise<{ members: PublicTeamMember[]; areas: PracticeArea[] }> {
  const team = await readTeam(reader);
  return {
    members: team.members
      .filter((m) => m.published)
      .map((m) => ({
        id: m.id,
        name: m.name,
        role: m.role,
        title: m.title,
        oab: m.oab.map(formatOab),
        areas: m.areas,
        bio: m.bio,
        photoUrl: m.photoPath ? mediaUrl(m.photoPath) : null,
      })),
    areas: team.areas,
  };
}
