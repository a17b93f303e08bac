/**
 * Monthly rollups of Financeiro: `financeMonths/<YYYY-MM>` holds, per day of due date, per type and settlement,
 * how many lançamentos there are and what is open and paid; per category, the same for the month; and what the
 * payments dated in the month brought in and took out. Every write to a lançamento or a payment moves its share
 * in the same commit, so the list's header for a period, the cash flow and the breakdown by category are read
 * from one document per month: their cost grows with the months shown, not with the lançamentos.
 */
import {
  categoryKey,
  parseCategoryKey,
  transactionStatus,
  type FinanceTotals,
  type Settlement,
  type TransactionStatus,
  type TransactionType,
} from './finance-labels';

export interface RollupCell {
  n: number;
  open: number;
  paid: number;
}

export interface FinanceMonthRecord {
  /** "YYYY-MM", also the document id: months are read by range. */
  month: string;
  /** Day of the due date ("01"–"31") → "receita:aberto" → the cell. Empty cells are left out. */
  days: Record<string, Record<string, RollupCell>>;
  /** "receita:Honorários › Contratuais" → the cell of the month's lançamentos of that category. Cancelled ones are left out. */
  categories: Record<string, RollupCell>;
  /**
   * Regime de caixa: the baixas dated this month and not reversed, received (receita) and paid (despesa).
   * Transfers between the office's accounts are neither.
   */
  cash: Record<TransactionType, number>;
}

/** What of a lançamento a rollup counts. */
export type RolledUp = {
  type: TransactionType;
  settlement: Settlement;
  dueDate: string;
  category: string;
  openAmount: number;
  paidAmount: number;
};

/** A month's record with nothing in it. */
export const emptyFinanceMonth = (month: string): FinanceMonthRecord => ({ month, days: {}, categories: {}, cash: { receita: 0, despesa: 0 } });

/** Whether a month's record holds nothing (it is then deleted rather than kept). */
export const isEmptyFinanceMonth = (r: FinanceMonthRecord): boolean =>
  !Object.keys(r.days).length && !Object.keys(r.categories).length && r.cash.receita === 0 && r.cash.despesa === 0;

/** `cells[key]` moved by one lançamento's share; a cell that comes back to nothing is dropped. */
function moveCell(cells: Record<string, RollupCell>, key: string, t: RolledUp, sign: 1 | -1): Record<string, RollupCell> {
  const cell = cells[key] ?? { n: 0, open: 0, paid: 0 };
  const next = { n: cell.n + sign, open: cell.open + sign * t.openAmount, paid: cell.paid + sign * t.paidAmount };
  const empty = next.n === 0 && next.open === 0 && next.paid === 0;
  return Object.fromEntries([...Object.entries(cells).filter(([k]) => k !== key), ...(empty ? [] : [[key, next] as const])]);
}

/** Adds (sign 1) or removes (sign −1) a lançamento's share in its month's record, in place. */
export function moveShare(record: FinanceMonthRecord, t: RolledUp, sign: 1 | -1): void {
  const day = t.dueDate.slice(8, 10);
  const nextCells = moveCell(record.days[day] ?? {}, `${t.type}:${t.settlement}`, t, sign);
  record.days = Object.fromEntries([
    ...Object.entries(record.days).filter(([d]) => d !== day),
    ...(Object.keys(nextCells).length ? [[day, nextCells] as const] : []),
  ]);
  if (t.settlement !== 'cancelado') record.categories = moveCell(record.categories, categoryKey(t.type, t.category), t, sign);
}

/** Whether a payment is cash (regime de caixa): a baixa that moved an account, not a transfer nor a compensação. */
export const isCash = (p: { kind: 'baixa' | 'transferencia'; method: string | null }): boolean => p.kind === 'baixa' && p.method !== 'compensacao';

/** Adds a baixa (amount > 0) or its estorno (amount < 0) to the cash of its payment's month, in place. */
export function moveCash(record: FinanceMonthRecord, type: TransactionType, amount: number): void {
  record.cash = { ...record.cash, [type]: record.cash[type] + amount };
}

export interface RollupQuery {
  from?: string | null;
  to?: string | null;
  type?: TransactionType | null;
  status?: TransactionStatus | null;
}

/** The count and the header's totals of the lançamentos the query matches, from the months' records. */
export function totalsFromMonths(months: readonly FinanceMonthRecord[], q: RollupQuery, today: string): { count: number; totals: FinanceTotals } {
  const totals: FinanceTotals = { toReceive: 0, received: 0, toPay: 0, paid: 0, overdueReceivable: 0, overduePayable: 0 };
  let count = 0;
  for (const m of months) {
    for (const [day, cells] of Object.entries(m.days)) {
      const date = `${m.month}-${day}`;
      if ((q.from && date < q.from) || (q.to && date > q.to)) continue;
      for (const [key, cell] of Object.entries(cells)) {
        const [type, settlement] = key.split(':') as [TransactionType, Settlement];
        if ((q.type && type !== q.type) || (q.status && transactionStatus({ settlement, dueDate: date }, today) !== q.status)) continue;
        count += cell.n;
        if (type === 'receita') {
          totals.toReceive += cell.open;
          totals.received += cell.paid;
          if (date < today) totals.overdueReceivable += cell.open;
        } else {
          totals.toPay += cell.open;
          totals.paid += cell.paid;
          if (date < today) totals.overduePayable += cell.open;
        }
      }
    }
  }
  return { count, totals };
}

/** One month of the cash flow: what was received and paid (regime de caixa) and what is still open with a due date in it. */
export interface CashFlowMonth {
  month: string;
  received: number;
  paid: number;
  /** Open receitas and despesas due this month: overdue for past months, projected for the coming ones. */
  toReceive: number;
  toPay: number;
}

/** The cash flow of `count` months from `first` ("YYYY-MM"), from their records (months without one are zeros). */
export function cashFlowFromMonths(records: readonly FinanceMonthRecord[], months: readonly string[]): CashFlowMonth[] {
  const byMonth = new Map(records.map((r) => [r.month, r]));
  return months.map((month) => {
    const r = byMonth.get(month);
    const out: CashFlowMonth = { month, received: r?.cash.receita ?? 0, paid: r?.cash.despesa ?? 0, toReceive: 0, toPay: 0 };
    for (const cells of Object.values(r?.days ?? {}))
      for (const [key, cell] of Object.entries(cells)) {
        if (key.startsWith('receita:')) out.toReceive += cell.open;
        else out.toPay += cell.open;
      }
    return out;
  });
}

export interface CategoryTotal {
  type: TransactionType;
  category: string;
  /** Lançamentos due in the period, not cancelled. */
  n: number;
  open: number;
  paid: number;
}

/** The months' lançamentos per type and category, each type's largest first. */
export function categoriesFromMonths(records: readonly FinanceMonthRecord[]): CategoryTotal[] {
  const totals = new Map<string, CategoryTotal>();
  for (const r of records)
    for (const [key, cell] of Object.entries(r.categories)) {
      const total = totals.get(key) ?? { ...parseCategoryKey(key), n: 0, open: 0, paid: 0 };
      totals.set(key, { ...total, n: total.n + cell.n, open: total.open + cell.open, paid: total.paid + cell.paid });
    }
  const receitasFirst = (t: TransactionType) => (t === 'receita' ? 0 : 1);
  return [...totals.values()].sort(
    (a, b) => receitasFirst(a.type) - receitasFirst(b.type) || b.open + b.paid - (a.open + a.paid) || a.category.localeCompare(b.category, 'pt-BR'),
  );
}
