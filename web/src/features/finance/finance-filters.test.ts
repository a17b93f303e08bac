import { describe, expect, it } from 'vitest';
import { filterParams, hasFilters, isWholeMonth, listInput, monthOf, NO_FILTERS, readFilters, withFilter } from './finance-filters';

describe('Financeiro filters in the address', () => {
  it('reads what it knows, writes only what is in use, and round-trips', () => {
    const query =
      'from=2026-03-01&to=2026-03-31&competence=2026-03&type=receita&kind=honorarios-mensais&status=vencido&client=cli-001&category=Honorários+›+Contratuais&account=acc-1';
    const filters = readFilters(new URLSearchParams(query));
    expect(filters).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      competence: '2026-03',
      type: 'receita',
      kind: 'honorarios-mensais',
      status: 'vencido',
      client: 'cli-001',
      lawsuit: null,
      category: 'Honorários › Contratuais',
      account: 'acc-1',
    });
    expect(readFilters(filterParams(filters))).toEqual(filters);
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it('opens on this month; any other filter without dates, or “todo o período”, covers every period', () => {
    const today = '2026-02-14';
    expect(readFilters(new URLSearchParams(''), today)).toEqual({ ...NO_FILTERS, from: '2026-02-01', to: '2026-02-28' });
    expect(readFilters(new URLSearchParams('client=cli-001'), today)).toEqual({ ...NO_FILTERS, client: 'cli-001' });
    expect(filterParams(NO_FILTERS).toString()).toBe('periodo=todos');
    expect(readFilters(filterParams(NO_FILTERS), today)).toEqual(NO_FILTERS);
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect([isWholeMonth(monthOf('2026-12-31')), isWholeMonth({ from: '2026-12-01', to: '2026-12-30' })]).toEqual([true, false]);
  });

  it('drops impossible dates, unknown values, a kind of the other type and what is not a category', () => {
    const odd = readFilters(new URLSearchParams('from=2026-02-30&competence=2026-13&status=atrasado&type=despesa&kind=honorarios-fixos&category=Honorários'));
    expect(odd).toEqual({ ...NO_FILTERS, type: 'despesa' });
    // Choosing the other type clears what belongs to the first.
    const next = withFilter({ ...NO_FILTERS, type: 'receita', kind: 'honorarios-exito', category: 'Honorários › Êxito' }, { type: 'despesa' });
    expect([next.kind, next.category]).toEqual([null, null]);
  });

  it('asks the list callable with its own field names', () => {
    expect(listInput({ ...NO_FILTERS, client: 'c1', lawsuit: 'l1', account: 'a1' })).toMatchObject({
      clientId: 'c1',
      lawsuitId: 'l1',
      accountId: 'a1',
      from: null,
    });
  });
});
