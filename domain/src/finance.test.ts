import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountInput,
  MAX_AMOUNT,
  MAX_SERIES,
  planSeries,
  seriesBaseDescription,
  settle,
  splitInstallments,
  successFeeAmount,
  transactionCreateInput,
  transactionInput,
  transactionListInput,
  transactionStatus,
  type TransactionInput,
  type TransactionValues,
} from './finance';
import { addDays, addMonths } from './dates';
import {
  cashFlowFromMonths,
  categoriesFromMonths,
  emptyFinanceMonth,
  isEmptyFinanceMonth,
  moveCash,
  moveShare,
  totalsFromMonths,
  type FinanceMonthRecord,
  type RolledUp,
} from './finance-rollup';
import { fieldErrors } from './schema';

const fee: TransactionInput = {
  type: 'receita',
  kind: 'honorarios-fixos',
  description: 'Honorários contratuais',
  amount: 1_000_000,
  competence: '2026-11',
  dueDate: '2026-11-30',
  clientId: 'cli-001',
  lawsuitId: null,
  category: 'Honorários › Contratuais',
  costCenter: null,
  accountId: null,
  method: 'pix',
  invoice: { issued: false, number: null },
  successFee: null,
  notes: '',
};
const values = transactionInput.parse(fee);

function errorsOf(input: Partial<TransactionInput>): Record<string, string> {
  const result = transactionInput.safeParse({ ...fee, ...input });
  return result.success ? {} : fieldErrors(result.error);
}

describe('installments', () => {
  it('add up exactly to the total for any total and any count up to 120, differing by less than the count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_SERIES }), fc.integer({ min: 0, max: MAX_AMOUNT }), fc.boolean(), (count, extra, first) => {
        const total = Math.max(count, extra);
        const parts = splitInstallments(total, count, first ? 'primeira' : 'ultima');
        expect(parts).toHaveLength(count);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        const base = Math.floor(total / count);
        parts.forEach((p, i) => expect(p).toBe((first ? i === 0 : i === count - 1) ? total - base * (count - 1) : base));
        expect(Math.min(...parts)).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('put the leftover centavos where the person chose: R$ 10.000,00 in 3 is 3.333,34 + 3.333,33 + 3.333,33', () => {
    expect(splitInstallments(1_000_000, 3, 'primeira')).toEqual([333_334, 333_333, 333_333]);
    expect(splitInstallments(1_000_000, 3, 'ultima')).toEqual([333_333, 333_333, 333_334]);
    expect(() => splitInstallments(2, 3, 'primeira')).toThrow(RangeError);
  });

  it('are planned monthly from the first due date, the day kept or clamped to a short month, numbered k/N', () => {
    const series = planSeries({ ...values, dueDate: '2027-01-31', competence: '2027-01' }, { mode: 'parcelado', count: 4, remainderOn: 'primeira' });
    expect(series.map((s) => [s.values.dueDate, s.values.competence, s.values.amount, s.values.description])).toEqual([
      ['2027-01-31', '2027-01', 250_000, 'Honorários contratuais (1/4)'],
      ['2027-02-28', '2027-02', 250_000, 'Honorários contratuais (2/4)'],
      ['2027-03-31', '2027-03', 250_000, 'Honorários contratuais (3/4)'],
      ['2027-04-30', '2027-04', 250_000, 'Honorários contratuais (4/4)'],
    ]);
    expect(seriesBaseDescription('Honorários contratuais (3/4)')).toBe('Honorários contratuais');
  });

  it('of a series, in either mode, sum to what was asked: the total when split, N times the amount when monthly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: MAX_SERIES }), fc.integer({ min: MAX_SERIES, max: MAX_AMOUNT }), (count, amount) => {
        const v: TransactionValues = { ...values, amount };
        const split = planSeries(v, { mode: 'parcelado', count, remainderOn: 'ultima' });
        expect(split.reduce((s, m) => s + m.values.amount, 0)).toBe(amount);
        const monthly = planSeries(v, { mode: 'mensal', count });
        expect(monthly.every((m) => m.values.amount === amount)).toBe(true);
        expect(monthly.at(-1)?.values.dueDate).toBe(addMonths(v.dueDate, count - 1));
      }),
      { numRuns: 50 },
    );
  });
});

describe('status', () => {
  it('is derived from the payments and the due date, never stored as typed', () => {
    expect(settle(1000, 0, false)).toEqual({ paidAmount: 0, openAmount: 1000, settlement: 'aberto' });
    expect(settle(1000, 400, false)).toEqual({ paidAmount: 400, openAmount: 600, settlement: 'parcial' });
    expect(settle(1000, 1000, false)).toEqual({ paidAmount: 1000, openAmount: 0, settlement: 'pago' });
    expect(settle(1000, 0, true)).toEqual({ paidAmount: 0, openAmount: 0, settlement: 'cancelado' });
    const today = '2026-11-25';
    expect(transactionStatus({ settlement: 'aberto', dueDate: '2026-11-25' }, today)).toBe('pendente');
    expect(transactionStatus({ settlement: 'aberto', dueDate: '2026-11-24' }, today)).toBe('vencido');
    expect(transactionStatus({ settlement: 'parcial', dueDate: '2026-11-01' }, today)).toBe('parcial');
    expect(transactionStatus({ settlement: 'pago', dueDate: '2026-11-01' }, today)).toBe('pago');
    expect(transactionStatus({ settlement: 'cancelado', dueDate: '2026-11-01' }, today)).toBe('cancelado');
  });
});

describe('lançamento input', () => {
  it('refuses negative, zero, fractional and oversized amounts with pt-BR messages', () => {
    expect(errorsOf({ amount: -100 }).amount).toBe('O valor deve ser maior que zero');
    expect(errorsOf({ amount: 0 }).amount).toBe('O valor deve ser maior que zero');
    expect(errorsOf({ amount: 10.5 }).amount).toBe('O valor: use no máximo dois decimais');
    expect(errorsOf({ amount: MAX_AMOUNT + 1 }).amount).toBe('O valor: o máximo é R$ 100.000.000,00');
    expect(errorsOf({ amount: MAX_AMOUNT })).toEqual({});
    // Past the safe integers too: the limit is what is said, not the decimals.
    expect(errorsOf({ amount: 1e16 }).amount).toBe('O valor: o máximo é R$ 100.000.000,00');
    const account = (openingBalance: number) =>
      fieldErrors(accountInput.safeParse({ name: 'Conta', type: 'corrente', bank: null, openingBalance, openingDate: '2026-01-01', active: true }).error!);
    expect(account(1e16).openingBalance).toBe('Saldo inicial: o máximo é R$ 100.000.000,00');
    expect(account(-1e16).openingBalance).toBe('Saldo inicial: o mínimo é -R$ 100.000.000,00');
  });

  it('refuses dates outside 1900–2100, a bad competência, a kind of the other type and what is not "Grupo › Conta"', () => {
    expect(errorsOf({ dueDate: '1899-12-31' }).dueDate).toBe('Use uma data entre 01/01/1900 e 31/12/2100');
    expect(errorsOf({ competence: '2026-13' }).competence).toMatch(/mês de competência/);
    expect(errorsOf({ kind: 'custas' }).kind).toBe('Este tipo de lançamento não é uma receita');
    // Which categories exist is the office's plan, which the server reads (tests/callables/finance-plan.test.ts).
    expect(errorsOf({ category: 'Inventada' }).category).toBe('Escolha uma categoria do plano de contas');
    expect(errorsOf({ category: 'Grupo ›  Conta' }).category).toBe('Escolha uma categoria do plano de contas');
    expect(errorsOf({ category: 'Grupo › Conta' })).toEqual({});
  });

  it('computes êxito fees as the percentage of the base and refuses an amount that is not', () => {
    const exito = { kind: 'honorarios-exito' as const, category: 'Honorários › Êxito', successFee: { percentBp: 2000, baseAmount: 8_500_000 } };
    expect(successFeeAmount(exito.successFee)).toBe(1_700_000);
    expect(successFeeAmount({ percentBp: 3333, baseAmount: 100 })).toBe(33);
    expect(errorsOf({ ...exito, amount: 1_700_000 })).toEqual({});
    expect(errorsOf({ ...exito, amount: 1_700_001 }).amount).toBe('O valor deve ser o percentual aplicado ao valor-base');
    expect(errorsOf({ kind: 'honorarios-exito', category: 'Honorários › Êxito' })['successFee.percentBp']).toMatch(/percentual/);
    expect(errorsOf({ ...exito, successFee: { percentBp: 10_001, baseAmount: 1 } })['successFee.percentBp']).toBe('O percentual máximo é 100 %');
  });

  it('asks for the client of what enters the client’s accounting (repasse, valores e adiantamentos do cliente)', () => {
    expect(errorsOf({ type: 'despesa', kind: 'repasse', category: 'Valores de clientes › Repasses a clientes', clientId: null }).clientId).toMatch(
      /prestação de contas/,
    );
  });

  it('refuses a split into more installments than centavos, a series over 120, and an êxito fee in installments', () => {
    const errors = (plan: unknown, t: Partial<TransactionInput> = {}) => {
      const r = transactionCreateInput.safeParse({ transaction: { ...fee, ...t }, plan });
      return r.success ? {} : fieldErrors(r.error);
    };
    expect(errors({ mode: 'parcelado', count: 3, remainderOn: 'primeira' }, { amount: 2 })['plan.count']).toBe('O valor é pequeno demais para tantas parcelas');
    expect(errors({ mode: 'mensal', count: 121 })['plan.count']).toBe('No máximo 120 meses');
    expect(
      errors(
        { mode: 'parcelado', count: 2, remainderOn: 'primeira' },
        { kind: 'honorarios-exito', category: 'Honorários › Êxito', amount: 100, successFee: { percentBp: 10_000, baseAmount: 100 } },
      )['plan.mode'],
    ).toMatch(/uma vez/);
    expect(errors(undefined)).toEqual({});
  });

  it('refuses a list period that ends before it starts', () => {
    const r = transactionListInput.safeParse({ from: '2026-11-30', to: '2026-11-01' });
    expect(r.success ? {} : fieldErrors(r.error)).toEqual({ to: 'O fim do período vem antes do início' });
  });
});

describe('monthly rollups', () => {
  const arbitraryTransaction = fc.record({
    type: fc.constantFrom('receita' as const, 'despesa' as const),
    settlement: fc.constantFrom('aberto' as const, 'parcial' as const, 'pago' as const, 'cancelado' as const),
    dueDate: fc.integer({ min: 0, max: 400 }).map((d) => addDays('2026-01-01', d)),
    category: fc.constantFrom('Honorários › Êxito', 'Processuais › Custas judiciais', 'Outras receitas › Outras'),
    openAmount: fc.integer({ min: 0, max: 1_000_000 }),
    paidAmount: fc.integer({ min: 0, max: 1_000_000 }),
  });
  const arbitraryQuery = fc.record({
    from: fc.option(fc.integer({ min: 0, max: 400 }).map((d) => addDays('2026-01-01', d))),
    to: fc.option(fc.integer({ min: 0, max: 400 }).map((d) => addDays('2026-01-01', d))),
    type: fc.option(fc.constantFrom('receita' as const, 'despesa' as const)),
    status: fc.option(fc.constantFrom(...(['pendente', 'vencido', 'parcial', 'pago', 'cancelado'] as const))),
  });

  it('give the count and totals of summing the lançamentos one by one, for any period, type and status, after any adds and removals', () => {
    fc.assert(
      fc.property(fc.array(arbitraryTransaction, { maxLength: 60 }), fc.array(fc.nat(), { maxLength: 20 }), arbitraryQuery, (all, removals, q) => {
        const months = new Map<string, FinanceMonthRecord>();
        const monthOf = (t: RolledUp) => {
          const m = t.dueDate.slice(0, 7);
          if (!months.has(m)) months.set(m, emptyFinanceMonth(m));
          return months.get(m)!;
        };
        const kept = [...all];
        for (const t of all) moveShare(monthOf(t), t, 1);
        for (const r of removals) {
          const [gone] = kept.length ? kept.splice(r % kept.length, 1) : [];
          if (gone) moveShare(monthOf(gone), gone, -1);
        }
        const today = '2026-06-15';
        const matches = kept.filter(
          (t) =>
            (!q.from || t.dueDate >= q.from) &&
            (!q.to || t.dueDate <= q.to) &&
            (!q.type || t.type === q.type) &&
            (!q.status || transactionStatus(t, today) === q.status),
        );
        const sum = (ts: RolledUp[], f: 'openAmount' | 'paidAmount') => ts.reduce((s, t) => s + t[f], 0);
        const r = matches.filter((t) => t.type === 'receita');
        const d = matches.filter((t) => t.type === 'despesa');
        expect(totalsFromMonths([...months.values()], q, today)).toEqual({
          count: matches.length,
          totals: {
            toReceive: sum(r, 'openAmount'),
            received: sum(r, 'paidAmount'),
            toPay: sum(d, 'openAmount'),
            paid: sum(d, 'paidAmount'),
            overdueReceivable: sum(
              r.filter((t) => t.dueDate < today),
              'openAmount',
            ),
            overduePayable: sum(
              d.filter((t) => t.dueDate < today),
              'openAmount',
            ),
          },
        });
        // Removing everything leaves empty records: nothing is left behind to be summed.
        for (const t of kept) moveShare(monthOf(t), t, -1);
        expect([...months.values()].every(isEmptyFinanceMonth)).toBe(true);
      }),
    );
  });

  it('give each category the sums of its lançamentos not cancelled, and each month its open amounts and payments', () => {
    const arbitraryPayment = fc.record({
      type: fc.constantFrom('receita' as const, 'despesa' as const),
      date: fc.integer({ min: 0, max: 400 }).map((d) => addDays('2026-01-01', d)),
      amount: fc.integer({ min: 1, max: 1_000_000 }),
      reversed: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(arbitraryTransaction, { maxLength: 60 }), fc.array(arbitraryPayment, { maxLength: 30 }), (all, payments) => {
        const months = new Map<string, FinanceMonthRecord>();
        const recordOf = (m: string) => months.get(m) ?? months.set(m, emptyFinanceMonth(m)).get(m)!;
        for (const t of all) moveShare(recordOf(t.dueDate.slice(0, 7)), t, 1);
        for (const p of payments) {
          moveCash(recordOf(p.date.slice(0, 7)), p.type, p.amount);
          if (p.reversed) moveCash(recordOf(p.date.slice(0, 7)), p.type, -p.amount);
        }
        const counted = all.filter((t) => t.settlement !== 'cancelado');
        const keys = [...new Set(counted.map((t) => `${t.type}:${t.category}`))];
        const expected = keys.map((key) => {
          const of = counted.filter((t) => `${t.type}:${t.category}` === key);
          return {
            key,
            n: of.length,
            open: of.reduce((s, t) => s + t.openAmount, 0),
            paid: of.reduce((s, t) => s + t.paidAmount, 0),
          };
        });
        const got = categoriesFromMonths([...months.values()]);
        expect(Object.fromEntries(got.map((c) => [`${c.type}:${c.category}`, { n: c.n, open: c.open, paid: c.paid }]))).toEqual(
          Object.fromEntries(expected.filter((e) => e.n).map(({ key, ...cell }) => [key, cell])),
        );
        // Receitas first, then despesas.
        expect(got.map((c) => c.type).join(' ')).toMatch(/^(receita ?)*(despesa ?)*$/);
        const flow = cashFlowFromMonths([...months.values()], ['2026-03', '2027-01']);
        for (const row of flow) {
          const inMonth = <T extends { type: string }>(xs: T[], date: (x: T) => string, type: string) =>
            xs.filter((x) => date(x).startsWith(row.month) && x.type === type);
          const kept = payments.filter((p) => !p.reversed);
          expect(row).toEqual({
            month: row.month,
            received: inMonth(kept, (p) => p.date, 'receita').reduce((s, p) => s + p.amount, 0),
            paid: inMonth(kept, (p) => p.date, 'despesa').reduce((s, p) => s + p.amount, 0),
            toReceive: inMonth(all, (t) => t.dueDate, 'receita').reduce((s, t) => s + t.openAmount, 0),
            toPay: inMonth(all, (t) => t.dueDate, 'despesa').reduce((s, t) => s + t.openAmount, 0),
          });
        }
      }),
    );
  });
});
