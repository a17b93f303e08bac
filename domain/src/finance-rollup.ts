/**
 * Monthly rollups of Financeiro: `financeMonths/<YYYY-MM>` holds, per day of due date, per type and settlement,
 * how many lançamentos there are and what is open and paid. Every write to a lançamento moves its share in the
 * same commit, so the list's header and count for a period, a type and a status are read from one document
 * per month: their cost grows with the months shown, not with the lançamentos.
 */
import { transactionStatus, type FinanceTotals, type Settlement, type TransactionStatus, type TransactionType } from './finance-labels';

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
}

/** What of a lançamento a rollup counts. */
export type RolledUp = { type: TransactionType; settlement: Settlement; dueDate: string; openAmount: number; paidAmount: number };

/** Adds (sign 1) or removes (sign −1) a lançamento's share in its month's record, in place. */
export function moveShare(record: FinanceMonthRecord, t: RolledUp, sign: 1 | -1): void {
  const day = t.dueDate.slice(8, 10);
  const key = `${t.type}:${t.settlement}`;
  const cells = record.days[day] ?? {};
  const cell = cells[key] ?? { n: 0, open: 0, paid: 0 };
  const next = { n: cell.n + sign, open: cell.open + sign * t.openAmount, paid: cell.paid + sign * t.paidAmount };
  const empty = next.n === 0 && next.open === 0 && next.paid === 0;
  const nextCells = Object.fromEntries([...Object.entries(cells).filter(([k]) => k !== key), ...(empty ? [] : [[key, next] as const])]);
  record.days = Object.fromEntries([
    ...Object.entries(record.days).filter(([d]) => d !== day),
    ...(Object.keys(nextCells).length ? [[day, nextCells] as const] : []),
  ]);
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
