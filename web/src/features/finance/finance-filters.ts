/**
 * The Financeiro list's filters, all of them in the address (a reload or a shared link shows the same list,
 * and other pages link to a filtered list: the dashboard to what is overdue, a client to their lançamentos).
 */
import { addDays, addMonths, isCalendarDate, officeDate } from '@office/domain/dates';
import {
  isCategoryName,
  TRANSACTION_KIND_IDS,
  TRANSACTION_KINDS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionKind,
  type TransactionStatus,
  type TransactionType,
} from '@office/domain/finance-labels';
import type { FinanceListParams } from '../../api/finance';

export interface FinanceFilters {
  /** Due dates from (inclusive), YYYY-MM-DD. */
  from: string | null;
  /** Due dates up to (inclusive), YYYY-MM-DD. */
  to: string | null;
  /** Competência, YYYY-MM. */
  competence: string | null;
  type: TransactionType | null;
  kind: TransactionKind | null;
  status: TransactionStatus | null;
  client: string | null;
  lawsuit: string | null;
  category: string | null;
  account: string | null;
}

export const NO_FILTERS: FinanceFilters = {
  from: null,
  to: null,
  competence: null,
  type: null,
  kind: null,
  status: null,
  client: null,
  lawsuit: null,
  category: null,
  account: null,
};

const KEYS = Object.keys(NO_FILTERS) as (keyof FinanceFilters)[];

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null => (allowed.includes(value as T) ? (value as T) : null);
/** An address's value if it is a date (YYYY-MM-DD), a month (YYYY-MM) or a record id; null otherwise. Financeiro's pages read their addresses with these. */
export const date = (v: string | null) => (v && isCalendarDate(v) ? v : null);
export const month = (v: string | null) => (v && /^\d{4}-(0[1-9]|1[0-2])$/.test(v) ? v : null);
export const id = (v: string | null) => (v && /^[A-Za-z0-9_-]{1,128}$/.test(v) ? v : null);
/** "Grupo › Conta" (which exist is the office's plan; the list simply finds nothing for an unknown one). */
const category = (v: string | null) => (v && isCategoryName(v) ? v : null);

/** The first and last day of the month of `date` (YYYY-MM-DD). */
export function monthOf(date: string): { from: string; to: string } {
  const from = `${date.slice(0, 7)}-01`;
  return { from, to: addDays(addMonths(from, 1), -1) };
}

/** Whether the period is one whole month (the month bar then steps it). */
export function isWholeMonth(f: Pick<FinanceFilters, 'from' | 'to'>): boolean {
  return Boolean(f.from && f.to && monthOf(f.from).from === f.from && monthOf(f.from).to === f.to);
}

/** What "all periods" is written as, so that it differs from the bare address (this month). */
export const ALL_PERIODS = ['periodo', 'todos'] as const;

/**
 * Reads the address; what it does not know (or a kind or category of the other type) is left out. The bare
 * address is this month's due dates, what the office looks at first; any other filter without dates (a
 * client's lançamentos, the dashboard's overdue ones) means every period.
 */
export function readFilters(params: URLSearchParams, today: string = officeDate()): FinanceFilters {
  if ([...params.keys()].length === 0) return { ...NO_FILTERS, ...monthOf(today) };
  const type = oneOf(params.get('type'), TRANSACTION_TYPES);
  const kind = oneOf(params.get('kind'), TRANSACTION_KIND_IDS);
  return {
    from: date(params.get('from')),
    to: date(params.get('to')),
    competence: month(params.get('competence')),
    type,
    kind: kind && (!type || TRANSACTION_KINDS[kind].type === type) ? kind : null,
    status: oneOf(params.get('status'), TRANSACTION_STATUSES),
    client: id(params.get('client')),
    lawsuit: id(params.get('lawsuit')),
    category: category(params.get('category')),
    account: id(params.get('account')),
  };
}

/** The address of a set of filters: only the ones in use; no dates and nothing else is "every period". */
export function filterParams(filters: FinanceFilters): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of KEYS) {
    const v = filters[key];
    if (v) out.set(key, v);
  }
  if ([...out.keys()].length === 0) out.set(...ALL_PERIODS);
  return out;
}

/** A change of filters; choosing a type drops a kind of the other one, and changing it drops the category. */
export function withFilter(filters: FinanceFilters, patch: Partial<FinanceFilters>): FinanceFilters {
  const next = { ...filters, ...patch };
  if (next.type && next.kind && TRANSACTION_KINDS[next.kind].type !== next.type) next.kind = null;
  // The plan of accounts is the office's own: a category chosen for one type is not offered for the other.
  if (patch.type !== undefined && patch.type !== filters.type && patch.category === undefined) next.category = null;
  return next;
}

/** How many filters other than the period are in use (the phone's "Filtros (n)"). */
export const activeFilters = (filters: FinanceFilters) => KEYS.filter((k) => k !== 'from' && k !== 'to' && filters[k] !== null).length;

export const hasFilters = (filters: FinanceFilters) => KEYS.some((k) => filters[k] !== null);

/** What the list callable is asked for (without the page). */
export function listInput(f: FinanceFilters): Omit<FinanceListParams, 'limit' | 'after'> {
  return {
    from: f.from,
    to: f.to,
    competence: f.competence,
    type: f.type,
    kind: f.kind,
    status: f.status,
    clientId: f.client,
    lawsuitId: f.lawsuit,
    category: f.category,
    accountId: f.account,
  };
}
