/**
 * Perguntas Frequentes: questions with Markdown answers, grouped by category, in an order the office sets.
 * The order lives in one versioned record (`settings/faqOrder`): a reorder names the version it was made on,
 * so two people reordering at once get a conflict for the second, never a shuffle of both.
 */
import { expectedVersion, recordId } from './lists';
import { lineText, multilineText, z } from './schema';

export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 20_000;
export const FAQ_CATEGORY_MAX = 60;
/** A FAQ is read whole (staff list, public page); past this it should be split into articles. */
export const MAX_FAQ_ENTRIES = 300;
export const FAQ_ORDER_ID = 'faqOrder';

export interface FaqRecord {
  question: string;
  /** Markdown; rendered with renderMarkdown (markdown.ts). */
  answer: string;
  category: string;
  published: boolean;
  createdBy: string;
  updatedBy: string;
}

/** `settings/faqOrder`: every entry's id, in the order the FAQ shows them. */
export interface FaqOrderRecord {
  ids: string[];
}

export const faqValues = z
  .object({
    question: lineText(FAQ_QUESTION_MAX).min(5, 'Escreva a pergunta'),
    answer: multilineText(FAQ_ANSWER_MAX).refine((v) => v.trim().length > 0, 'Escreva a resposta'),
    category: lineText(FAQ_CATEGORY_MAX).min(2, 'Informe a categoria'),
    published: z.boolean(),
  })
  .strict();
export type FaqValues = z.output<typeof faqValues>;

/** The FAQ form's words for each field, in its order, for the audit log. */
export const FAQ_FIELD_LABELS = {
  question: 'pergunta',
  category: 'categoria',
  answer: 'resposta',
  published: 'publicada',
  ids: 'ordem',
} as const satisfies Record<keyof FaqValues, string> & Record<string, string>;

export const faqCreateInput = z.object({ entry: faqValues }).strict();
export const faqUpdateInput = z.object({ id: recordId, expectedVersion, entry: faqValues }).strict();
export const faqDeleteInput = z.object({ id: recordId, expectedVersion }).strict();
export const faqPublishInput = z.object({ id: recordId, expectedVersion, published: z.boolean() }).strict();
export const faqReorderInput = z
  .object({
    ids: z
      .array(recordId)
      .max(MAX_FAQ_ENTRIES)
      .refine((ids) => new Set(ids).size === ids.length, 'A ordem repete uma pergunta'),
    /** The order's version the new order was made on (0: never reordered). */
    expectedOrderVersion: z.number().int().min(0),
  })
  .strict();

/** The whole FAQ for the staff page: entries in their order, and the order's version a reorder must name. */
export interface FaqState<E> {
  entries: E[];
  orderVersion: number;
}

/** A published entry as the public site receives it: no authors, no versions. */
export interface PublicFaqEntry {
  id: string;
  question: string;
  category: string;
  /** The answer as written (Markdown) and as safe HTML. */
  answer: string;
  answerHtml: string;
  updatedAt: string;
}

/**
 * Entries grouped by category, each group where its first entry stands in the order, entries in order
 * within it: the way both the staff page and the public site show the FAQ.
 */
export function groupByCategory<E extends { category: string }>(ordered: readonly E[]): { category: string; entries: E[] }[] {
  const groups = new Map<string, E[]>();
  for (const e of ordered) {
    const group = groups.get(e.category);
    if (group) group.push(e);
    else groups.set(e.category, [e]);
  }
  return [...groups].map(([category, entries]) => ({ category, entries }));
}

/**
 * The stored ids in a usable order: ids of entries that no longer exist are dropped, and entries the order
 * does not name yet (an older store) come last, oldest first.
 */
export function orderedIds(order: readonly string[], existing: readonly { id: string; createdAt: string }[]): string[] {
  const present = new Set(existing.map((e) => e.id));
  const named = order.filter((id) => present.has(id));
  const seen = new Set(named);
  const rest = existing
    .filter((e) => !seen.has(e.id))
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0))
    .map((e) => e.id);
  return [...named, ...rest];
}

/** A copy of `items` with the items at `i` and `j` (both in range) swapped. */
function swapped<T>(items: readonly T[], i: number, j: number): T[] {
  return items.map((x, k) => (k === i ? items[j] : k === j ? items[i] : x) as T);
}

/**
 * Moves `id` one place up or down among the entries of its own category (the neighbour it swaps with may be
 * several places away in the whole order, behind entries of other categories). Null when it cannot move.
 */
export function moveWithinCategory(ordered: readonly { id: string; category: string }[], id: string, direction: -1 | 1): string[] | null {
  const index = ordered.findIndex((e) => e.id === id);
  const category = ordered[index]?.category;
  if (category === undefined) return null;
  let other = index + direction;
  while (other >= 0 && other < ordered.length && ordered[other]?.category !== category) other += direction;
  if (other < 0 || other >= ordered.length) return null;
  return swapped(
    ordered.map((e) => e.id),
    index,
    other,
  );
}

/** Moves a whole category before the previous one or after the next one, keeping the order inside each. */
export function moveCategory(ordered: readonly { id: string; category: string }[], category: string, direction: -1 | 1): string[] | null {
  const groups = groupByCategory(ordered);
  const index = groups.findIndex((g) => g.category === category);
  const other = index + direction;
  if (index < 0 || other < 0 || other >= groups.length) return null;
  return swapped(groups, index, other).flatMap((g) => g.entries.map((e) => e.id));
}

/** Puts `id` at `position` among the entries of its category (a drop in drag and drop). Null when nothing moves. */
export function placeWithinCategory(ordered: readonly { id: string; category: string }[], id: string, position: number): string[] | null {
  const groups = groupByCategory(ordered);
  const group = groups.find((g) => g.entries.some((e) => e.id === id));
  if (!group) return null;
  const from = group.entries.findIndex((e) => e.id === id);
  const to = Math.max(0, Math.min(position, group.entries.length - 1));
  if (from === to) return null;
  group.entries.splice(to, 0, ...group.entries.splice(from, 1));
  return groups.flatMap((g) => g.entries.map((e) => e.id));
}

/** The public site's FAQ: every published entry, or one category's. */
export const publicFaqInput = z.object({ category: lineText(FAQ_CATEGORY_MAX).nullish() }).strict();
