/** The cash flow page's arithmetic: which months are projections, their results, the totals and the projected balance. */
import { addMonthsToMonth, formatMonthLabel } from '@office/domain/dates';
import type { CashFlow } from '@office/domain/finance';
import type { CashFlowMonth } from '@office/domain/finance-rollup';

export interface CashFlowRow extends CashFlowMonth {
  /** After this month (office calendar): nothing can be received or paid yet, only what is open. */
  projected: boolean;
  /** Received less paid (regime de caixa). */
  result: number;
}

export interface CashFlowView {
  rows: CashFlowRow[];
  totals: Pick<CashFlowRow, 'received' | 'paid' | 'result' | 'toReceive' | 'toPay'>;
  /**
   * The accounts' balance plus what is open from this month to the last month shown (receitas less despesas);
   * null when the window ends before this month. What is overdue from earlier months is left out.
   */
  projectedBalance: { month: string; amount: number } | null;
}

/** "YYYY-MM" `n` months after `month`. */
export const shiftMonth = addMonthsToMonth;

const MONTH_ABBR = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** "nov/26". */
export const shortMonth = (month: string) => `${MONTH_ABBR[Number(month.slice(5, 7)) - 1] ?? ''}/${month.slice(2, 4)}`;
/** "novembro de 2026". */
export const longMonth = (month: string) => formatMonthLabel(`${month}-01`);

/** The rows of the table and chart, with `thisMonth` ("YYYY-MM", office calendar) telling realised from projected. */
export function cashFlowView(flow: CashFlow, thisMonth: string): CashFlowView {
  const rows = flow.months.map((m) => ({ ...m, projected: m.month > thisMonth, result: m.received - m.paid }));
  const totals = { received: 0, paid: 0, result: 0, toReceive: 0, toPay: 0 };
  for (const r of rows) {
    totals.received += r.received;
    totals.paid += r.paid;
    totals.result += r.result;
    totals.toReceive += r.toReceive;
    totals.toPay += r.toPay;
  }
  const ahead = rows.filter((r) => r.month >= thisMonth);
  const last = ahead.at(-1);
  const projectedBalance = last ? { month: last.month, amount: ahead.reduce((sum, r) => sum + r.toReceive - r.toPay, flow.balance) } : null;
  return { rows, totals, projectedBalance };
}
