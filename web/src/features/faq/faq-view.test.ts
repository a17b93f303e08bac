import { describe, expect, it } from 'vitest';
import { placeWithinCategory } from '@office/domain/faq';
import { categoriesOf, categoryMovedMessage, dropPosition, entryMovedMessage, FAQ_FILTERS, placeInCategory, visibleGroups } from './faq-view';

const readFaqFilters = (params: URLSearchParams) => FAQ_FILTERS.read(params);
const faqFilterParams = (filters: Parameters<typeof FAQ_FILTERS.write>[0]) => FAQ_FILTERS.write(filters);

const e = (id: string, category: string, published = true) => ({ id, category, published });
const ENTRIES = [e('a', 'Honorários'), e('b', 'Prazos', false), e('c', 'Honorários', false), e('d', 'Honorários'), e('f', 'Prazos')];

describe('FAQ filters in the address', () => {
  it('reads known values and leaves the rest out', () => {
    expect(readFaqFilters(new URLSearchParams('status=publicadas&category=Honorários'))).toEqual({ status: 'publicadas', category: 'Honorários' });
    expect(readFaqFilters(new URLSearchParams('status=rascunho&category=%20%20'))).toEqual({ status: null, category: null });
    expect(readFaqFilters(new URLSearchParams(`category=${'x'.repeat(61)}`)).category).toBeNull();
  });

  it('writes only the filters in use, and reads back what it wrote', () => {
    expect(faqFilterParams({ status: null, category: null }).toString()).toBe('');
    const params = faqFilterParams({ status: 'nao-publicadas', category: 'Direito de família' });
    expect(readFaqFilters(new URLSearchParams(params.toString()))).toEqual({ status: 'nao-publicadas', category: 'Direito de família' });
  });
});

describe('visibleGroups', () => {
  it('groups in the order of each category’s first entry', () => {
    expect(visibleGroups(ENTRIES, { status: null, category: null }).map((g) => [g.category, g.entries.map((x) => x.id)])).toEqual([
      ['Honorários', ['a', 'c', 'd']],
      ['Prazos', ['b', 'f']],
    ]);
  });

  it('lets through one status, one category, or both', () => {
    const ids = (f: Parameters<typeof visibleGroups>[1]) => visibleGroups(ENTRIES, f).flatMap((g) => g.entries.map((x) => x.id));
    expect(ids({ status: 'publicadas', category: null })).toEqual(['a', 'd', 'f']);
    expect(ids({ status: 'nao-publicadas', category: null })).toEqual(['c', 'b']);
    expect(ids({ status: null, category: 'Prazos' })).toEqual(['b', 'f']);
    expect(ids({ status: 'publicadas', category: 'Prazos' })).toEqual(['f']);
    expect(ids({ status: null, category: 'Inexistente' })).toEqual([]);
  });

  it('lists the categories in order', () => {
    expect(categoriesOf(ENTRIES)).toEqual(['Honorários', 'Prazos']);
  });
});

describe('dropPosition', () => {
  /** What a drop means, spelled out: take the entry out, insert it before (or after) the target. */
  function expected(order: string[], from: number, target: number, after: boolean): string[] {
    const moved = order[from]!;
    const rest = order.filter((_, i) => i !== from);
    const at = rest.indexOf(order[target]!) + (after ? 1 : 0);
    return [...rest.slice(0, at), moved, ...rest.slice(at)];
  }

  it('lands where the drop mark showed, for every pair of places', () => {
    const group = ['h1', 'h2', 'h3', 'h4'];
    const entries = group.map((id) => e(id, 'Honorários'));
    for (let from = 0; from < group.length; from++) {
      for (let target = 0; target < group.length; target++) {
        if (from === target) continue;
        for (const after of [false, true]) {
          const want = expected(group, from, target, after);
          const got = placeWithinCategory(entries, group[from]!, dropPosition(from, target, after)) ?? group;
          expect(got, `${from} → ${after ? 'after' : 'before'} ${target}`).toEqual(want);
        }
      }
    }
  });

  it('moves only within the category', () => {
    const from = 0;
    const target = 2; // d, after it
    const ids = placeWithinCategory(ENTRIES, 'a', dropPosition(from, target, true));
    // placeWithinCategory also gathers each category's entries together, as the page shows them.
    expect(ids).toEqual(['c', 'd', 'a', 'b', 'f']);
  });
});

describe('announcements', () => {
  it('names the new place of an entry within its category', () => {
    expect(placeInCategory(ENTRIES, 'd')).toEqual({ position: 3, of: 3, category: 'Honorários' });
    expect(entryMovedMessage(ENTRIES, 'c')).toBe('Pergunta movida para a posição 2 de 3 em Honorários.');
    expect(entryMovedMessage(ENTRIES, 'zzz')).toBe('');
  });

  it('names the new place of a category', () => {
    expect(categoryMovedMessage(ENTRIES, 'Prazos')).toBe('Categoria Prazos movida para a posição 2 de 2.');
  });
});
