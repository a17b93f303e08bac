import { describe, expect, it } from 'vitest';
import type { CashFlow } from '@office/domain/finance';
import { cashFlowView, shiftMonth, shortMonth } from './cash-flow';

const month = (m: string, received: number, paid: number, toReceive: number, toPay: number) => ({ month: m, received, paid, toReceive, toPay });

/** Two realised months, this month, and two projected (the callable sends 15; the arithmetic does not care). */
const flow: CashFlow = {
  month: '2026-11',
  balance: 1_000_000,
  months: [
    month('2026-09', 500_000, 200_000, 30_000, 0),
    month('2026-10', 100_000, 300_000, 0, 10_000),
    month('2026-11', 200_000, 50_000, 400_000, 100_000),
    month('2026-12', 0, 0, 600_000, 250_000),
    month('2027-01', 0, 0, 300_000, 450_000),
  ],
};

describe('cash flow arithmetic', () => {
  it('marks the months after this one as projected and takes each result as received less paid', () => {
    const { rows } = cashFlowView(flow, '2026-11');
    expect(rows.map((r) => [r.month, r.projected, r.result])).toEqual([
      ['2026-09', false, 300_000],
      ['2026-10', false, -200_000],
      ['2026-11', false, 150_000],
      ['2026-12', true, 0],
      ['2027-01', true, 0],
    ]);
  });

  it('totals every column of the table', () => {
    expect(cashFlowView(flow, '2026-11').totals).toEqual({ received: 800_000, paid: 550_000, result: 250_000, toReceive: 1_330_000, toPay: 810_000 });
  });

  it("projects the balance with this month's open amounts and the coming months', leaving out earlier overdue ones", () => {
    // 10.000,00 + (4.000 − 1.000) + (6.000 − 2.500) + (3.000 − 4.500): September's 300,00 overdue does not count.
    expect(cashFlowView(flow, '2026-11').projectedBalance).toEqual({ month: '2027-01', amount: 1_000_000 + 300_000 + 350_000 - 150_000 });
  });

  it('has no projection when the window ends before this month', () => {
    expect(cashFlowView(flow, '2027-02').projectedBalance).toBeNull();
    expect(cashFlowView(flow, '2027-02').rows.every((r) => !r.projected)).toBe(true);
  });

  it('steps months across years and names them short', () => {
    expect(shiftMonth('2026-11', 3)).toBe('2027-02');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shortMonth('2027-02')).toBe('fev/27');
  });
});
