import { afterEach, describe, expect, it, vi } from 'vitest';
import { monthOf } from '@office/domain/dates';
import { FINANCE_FILTERS, isWholeMonth } from './finance-list';

const read = (query: string) => FINANCE_FILTERS.read(new URLSearchParams(query));
const NO_FILTERS = FINANCE_FILTERS.none;

afterEach(() => vi.useRealTimers());

describe('Financeiro filters in the address', () => {
  it('reads what it knows, writes only what is in use, and round-trips', () => {
    const query =
      'from=2026-03-01&to=2026-03-31&competence=2026-03&type=receita&kind=honorarios-mensais&status=vencido&client=cli-001&category=Honorários+›+Contratuais&account=acc-1';
    const filters = read(query);
    expect(filters).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      competence: '2026-03',
      type: 'receita',
      kind: 'honorarios-mensais',
      status: 'vencido',
      clientId: 'cli-001',
      lawsuitId: null,
      category: 'Honorários › Contratuais',
      accountId: 'acc-1',
    });
    expect(FINANCE_FILTERS.read(FINANCE_FILTERS.write(filters))).toEqual(filters);
    expect(FINANCE_FILTERS.inUse(NO_FILTERS)).toEqual([]);
  });

  it('opens on this month; any other filter without dates, or “todo o período”, covers every period', () => {
    vi.useFakeTimers({ now: new Date('2026-02-14T15:00:00Z'), toFake: ['Date'] });
    expect(read('')).toEqual({ ...NO_FILTERS, from: '2026-02-01', to: '2026-02-28' });
    expect(read('client=cli-001')).toEqual({ ...NO_FILTERS, clientId: 'cli-001' });
    expect(FINANCE_FILTERS.write(NO_FILTERS).toString()).toBe('periodo=todos');
    expect(FINANCE_FILTERS.read(FINANCE_FILTERS.write(NO_FILTERS))).toEqual(NO_FILTERS);
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect([isWholeMonth(monthOf('2026-12-31')), isWholeMonth({ from: '2026-12-01', to: '2026-12-30' })]).toEqual([true, false]);
  });

  it('drops impossible dates, unknown values, a kind of the other type and what is not a category', () => {
    const odd = read('from=2026-02-30&competence=2026-13&status=atrasado&type=despesa&kind=honorarios-fixos&category=Honorários');
    expect(odd).toEqual({ ...NO_FILTERS, type: 'despesa' });
    // Choosing the other type clears what belongs to the first.
    const next = FINANCE_FILTERS.apply({ ...NO_FILTERS, type: 'receita', kind: 'honorarios-exito', category: 'Honorários › Êxito' }, { type: 'despesa' });
    expect([next.kind, next.category]).toEqual([null, null]);
  });

  it('asks the list callable with its own field names', () => {
    expect(read('client=c1&lawsuit=l1&account=a1')).toMatchObject({
      clientId: 'c1',
      lawsuitId: 'l1',
      accountId: 'a1',
      from: null,
    });
  });
});
