import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { faqValues, groupByCategory, moveCategory, moveWithinCategory, orderedIds, placeWithinCategory } from './faq';

const entry = (id: string, category: string) => ({ id, category });
const faq = [entry('a', 'Atendimento'), entry('b', 'Honorários'), entry('c', 'Atendimento'), entry('d', 'Honorários'), entry('e', 'Privacidade')];

describe('FAQ order', () => {
  it('groups by category where each category first appears, keeping the order inside', () => {
    expect(groupByCategory(faq).map((g) => [g.category, g.entries.map((e) => e.id)])).toEqual([
      ['Atendimento', ['a', 'c']],
      ['Honorários', ['b', 'd']],
      ['Privacidade', ['e']],
    ]);
  });

  it('moves an entry past entries of other categories to its own neighbour, and not past the ends', () => {
    expect(moveWithinCategory(faq, 'c', -1)).toEqual(['c', 'b', 'a', 'd', 'e']);
    expect(moveWithinCategory(faq, 'b', 1)).toEqual(['a', 'd', 'c', 'b', 'e']);
    expect(moveWithinCategory(faq, 'a', -1)).toBeNull();
    expect(moveWithinCategory(faq, 'e', 1)).toBeNull();
    expect(moveWithinCategory(faq, 'zz', 1)).toBeNull();
  });

  it('moves a whole category and a dropped entry within its category', () => {
    expect(moveCategory(faq, 'Honorários', -1)).toEqual(['b', 'd', 'a', 'c', 'e']);
    expect(moveCategory(faq, 'Atendimento', -1)).toBeNull();
    expect(placeWithinCategory(faq, 'd', 0)).toEqual(['a', 'c', 'd', 'b', 'e']);
    expect(placeWithinCategory(faq, 'a', 0)).toBeNull();
  });

  it('every move is a permutation of the same entries', () => {
    const arb = fc.array(fc.constantFrom('A', 'B', 'C'), { minLength: 1, maxLength: 20 }).map((cats) => cats.map((c, i) => entry(`q${i}`, c)));
    fc.assert(
      fc.property(arb, fc.nat(), fc.constantFrom(-1 as const, 1 as const), (list, pick, dir) => {
        const target = list[pick % list.length]!;
        for (const ids of [
          moveWithinCategory(list, target.id, dir),
          moveCategory(list, target.category, dir),
          placeWithinCategory(list, target.id, pick % 5),
        ]) {
          if (ids) expect([...ids].sort()).toEqual(list.map((e) => e.id).sort());
        }
      }),
    );
  });

  it('drops ids of deleted entries and puts entries the order does not name last, oldest first', () => {
    const existing = [
      { id: 'x', createdAt: '2026-01-02T00:00:00.000Z' },
      { id: 'y', createdAt: '2026-01-01T00:00:00.000Z' },
      { id: 'z', createdAt: '2026-01-03T00:00:00.000Z' },
    ];
    expect(orderedIds(['z', 'gone', 'x'], existing)).toEqual(['z', 'x', 'y']);
    expect(orderedIds([], existing)).toEqual(['y', 'x', 'z']);
  });
});

describe('FAQ entry', () => {
  it('refuses an empty answer, a short question and control characters, in pt-BR', () => {
    const bad = faqValues.safeParse({ question: 'Oi', answer: '  ', category: 'A\u0007', published: true });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining(['Escreva a pergunta', 'Escreva a resposta']));
    expect(messages.some((m) => m.startsWith('Remova os caracteres invisíveis'))).toBe(true);
  });
});
