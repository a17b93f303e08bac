/**
 * What the Perguntas Frequentes page shows and how it names positions: the filters in the address, the
 * groups on screen, where a drop lands, and the words a move is announced with.
 */
import { FAQ_CATEGORY_MAX, groupByCategory } from '@office/domain/faq';
import { lineText, z } from '@office/domain/schema';
import { addressFilters } from '../../components/list/address-filters';

export const FAQ_STATUSES = ['publicadas', 'nao-publicadas'] as const;
export type FaqStatus = (typeof FAQ_STATUSES)[number];

export const FAQ_STATUS_LABELS: Record<FaqStatus | '', string> = { '': 'Todas', publicadas: 'Publicadas', 'nao-publicadas': 'Não publicadas' };

/**
 * The page's filters, in the address: only published entries, only unpublished ones, or (null) all; one
 * category's entries (its exact name), or (null) every category. The list callable takes no filter (the
 * whole FAQ comes in one read, filtered here), so they have a schema of their own.
 */
export const FAQ_FILTERS = addressFilters(z.object({ status: z.enum(FAQ_STATUSES).nullish(), category: lineText(FAQ_CATEGORY_MAX).nullish() }));
export type FaqFilters = ReturnType<typeof FAQ_FILTERS.read>;

interface Entry {
  id: string;
  category: string;
  published: boolean;
}

/**
 * The groups on screen: the entries the filters let through, by category, in the office's order. The
 * categories keep their places in the whole FAQ (a filter does not reorder them).
 */
export function visibleGroups<E extends Entry>(entries: readonly E[], filters: FaqFilters): { category: string; entries: E[] }[] {
  const shown = (e: E) =>
    (filters.category === null || e.category === filters.category) && (filters.status === null || e.published === (filters.status === 'publicadas'));
  return groupByCategory(entries)
    .map((group) => ({ category: group.category, entries: group.entries.filter(shown) }))
    .filter((group) => group.entries.length > 0);
}

/** Every category, in the order the FAQ shows them. */
export function categoriesOf(entries: readonly { category: string }[]): string[] {
  return [...new Set(entries.map((e) => e.category))];
}

/**
 * Where an entry dragged from place `from` of its category lands when dropped on the entry at place `target`
 * (before it, or after it when `after`): its place once it has left its own, as placeWithinCategory takes it.
 */
export function dropPosition(from: number, target: number, after: boolean): number {
  const slot = after ? target + 1 : target;
  return from < slot ? slot - 1 : slot;
}

/** An entry's place among its category's entries, counted from 1, in an order of every entry. */
export function placeInCategory(entries: readonly { id: string; category: string }[], id: string): { position: number; of: number; category: string } | null {
  const entry = entries.find((e) => e.id === id);
  if (!entry) return null;
  const group = entries.filter((e) => e.category === entry.category);
  return { position: group.findIndex((e) => e.id === id) + 1, of: group.length, category: entry.category };
}

/** "Pergunta movida para a posição 2 de 4 em Honorários." */
export function entryMovedMessage(entries: readonly { id: string; category: string }[], id: string): string {
  const place = placeInCategory(entries, id);
  return place ? `Pergunta movida para a posição ${place.position} de ${place.of} em ${place.category}.` : '';
}

/** "Categoria Honorários movida para a posição 2 de 3." */
export function categoryMovedMessage(entries: readonly { category: string }[], category: string): string {
  const categories = categoriesOf(entries);
  return `Categoria ${category} movida para a posição ${categories.indexOf(category) + 1} de ${categories.length}.`;
}

/** "1 pergunta", "12 perguntas". */
export function questionsLabel(count: number): string {
  return count === 1 ? '1 pergunta' : `${count.toLocaleString('pt-BR')} perguntas`;
}
