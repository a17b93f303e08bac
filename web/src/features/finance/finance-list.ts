/**
 * The Financeiro list's filters, all of them in the address (a reload or a shared link shows the same list,
 * and other pages link to a filtered list: the dashboard to what is overdue, a client to their lançamentos),
 * read through the list callable's own schema. The bare address is this month's due dates, what the office
 * looks at first; any other filter without dates (a client's lançamentos, the dashboard's overdue ones) means
 * every period.
 */
import { CALLABLES } from '@office/domain/contracts';
import { isCalendarDate, monthOf, officeDate } from '@office/domain/dates';
import { TRANSACTION_KINDS } from '@office/domain/finance-labels';
import { addressFilters } from '../../components/list/address-filters';

/** What "all periods" is written as, so that it differs from the bare address (this month). */
export const ALL_PERIODS = ['periodo', 'todos'] as const;

export const FINANCE_FILTERS = addressFilters(CALLABLES['finance-list'].input, {
  // The names other pages link with (a client's and a lawsuit's cards, the dashboard).
  params: { clientId: 'client', lawsuitId: 'lawsuit', accountId: 'account' },
  bare: { values: () => monthOf(officeDate()), marker: ALL_PERIODS },
  // A kind of the other type is left out; choosing another type drops the category (the office's plan has
  // one list of categories per type).
  normalize: (next, previous) => ({
    ...next,
    kind: next.kind && next.type && TRANSACTION_KINDS[next.kind].type !== next.type ? null : next.kind,
    category: next.type !== previous.type && next.category === previous.category ? null : next.category,
  }),
});

export type FinanceFilters = ReturnType<typeof FINANCE_FILTERS.read>;

/** Whether the period is one whole month (the month bar then steps it). */
export function isWholeMonth(f: Pick<FinanceFilters, 'from' | 'to'>): boolean {
  return Boolean(f.from && f.to && monthOf(f.from).from === f.from && monthOf(f.from).to === f.to);
}

/** An address's value if it is a date (YYYY-MM-DD), a month (YYYY-MM) or a record id; null otherwise. The statement and the cash flow read theirs with these. */
export const date = (v: string | null) => (v && isCalendarDate(v) ? v : null);
export const month = (v: string | null) => (v && /^\d{4}-(0[1-9]|1[0-2])$/.test(v) ? v : null);
export const id = (v: string | null) => (v && /^[A-Za-z0-9_-]{1,128}$/.test(v) ? v : null);
