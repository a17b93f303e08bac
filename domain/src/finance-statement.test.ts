import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';
import {
  clientStatement,
  statementBalanceLabel,
  statementCsvRows,
  STATEMENT_CREDITS,
  type StatementPayment,
  type StatementTransaction,
} from './finance-statement';

const tx = (id: string, over: Partial<StatementTransaction>): StatementTransaction => ({
  id,
  type: 'receita',
  kind: 'valor-cliente',
  description: id,
  dueDate: '2026-03-01',
  amount: 0,
  lawsuitLabel: null,
  successFee: null,
  settlement: 'aberto',
  ...over,
});
const pay = (id: string, transactionId: string, date: string, amount: number, reversal: unknown = null, method = 'pix'): StatementPayment => ({
  id,
  kind: 'baixa',
  transactionId,
  date,
  amount,
  method,
  reversal,
});

describe('prestação de contas', () => {
  // An alvará of R$ 100.000,00 received for the client, a 20 % success fee kept, custas paid, the rest repassed.
  const transactions = [
    tx('alvara', { kind: 'valor-cliente', amount: 10_000_000, dueDate: '2026-03-10', lawsuitLabel: '0001234-56.2025.8.26.0100' }),
    tx('exito', {
      kind: 'honorarios-exito',
      amount: 2_000_000,
      dueDate: '2026-03-12',
      successFee: { percentBp: 2000, baseAmount: 10_000_000 },
    }),
    tx('custas', { type: 'despesa', kind: 'custas', amount: 50_000, dueDate: '2026-02-20' }),
    tx('adiant', { kind: 'adiantamento-cliente', amount: 100_000, dueDate: '2026-02-15' }),
    tx('repasse', { type: 'despesa', kind: 'repasse', amount: 8_050_000, dueDate: '2026-03-20' }),
    tx('sucumb', { kind: 'honorarios-sucumbencia', amount: 900_000, dueDate: '2026-03-12' }),
    tx('cancelado', { kind: 'honorarios-fixos', amount: 500_000, dueDate: '2026-03-05', settlement: 'cancelado' }),
    tx('escritorio', { type: 'despesa', kind: 'despesa-escritorio', amount: 30_000, dueDate: '2026-03-05' }),
  ];
  const payments = [
    pay('p1', 'adiant', '2026-02-15', 100_000),
    pay('p2', 'custas', '2026-02-20', 50_000),
    pay('p3', 'alvara', '2026-03-10', 10_000_000),
    // The fee kept from the alvará: no money came from the client for it.
    pay('p8', 'exito', '2026-03-11', 2_000_000, null, 'compensacao'),
    pay('p4', 'sucumb', '2026-03-12', 900_000),
    pay('p5', 'escritorio', '2026-03-05', 30_000),
    pay('p6', 'repasse', '2026-03-20', 8_000_000),
    pay('p7', 'repasse', '2026-03-21', 50_000, { reason: 'TED devolvida' }),
  ];

  it('credits money received for the client and debits the fee kept, the expenses paid and the repasses', () => {
    const s = clientStatement(transactions, payments, '2026-03-01', '2026-03-31');
    // Before March: R$ 1.000,00 advanced by the client, R$ 500,00 of custas paid with it.
    expect(s.opening).toBe(50_000);
    expect(s.lines.map((l) => [l.date, l.nature, l.credit, l.debit, l.balance])).toEqual([
      ['2026-03-10', 'recebido', 10_000_000, 0, 10_050_000],
      ['2026-03-11', 'honorarios', 0, 2_000_000, 8_050_000],
      ['2026-03-20', 'repasse', 0, 8_000_000, 50_000],
    ]);
    expect(s.lines[1]!.basis).toBe('Honorários de êxito: 20,00 % de R$ 100.000,00');
    expect(s.totals).toMatchObject({ recebido: 10_000_000, honorarios: 2_000_000, repasse: 8_000_000, despesas: 0 });
    // The R$ 500,00 repasse was reversed: it is still owed.
    expect(s.closing).toBe(50_000);
    expect(statementBalanceLabel(s.closing)).toBe('R$ 500,00 a repassar ao cliente');
  });

  it('leaves a fee the client has not paid owing, and shows a fee paid on its due date after its charge', () => {
    const s = clientStatement(
      [
        tx('fixo', { kind: 'honorarios-fixos', amount: 300_000, dueDate: '2026-05-05' }),
        tx('mensal', { kind: 'honorarios-mensais', amount: 150_000, dueDate: '2026-05-10' }),
      ],
      [pay('p', 'fixo', '2026-05-05', 300_000)],
      '2026-05-01',
      '2026-05-31',
    );
    expect(s.lines.map((l) => [l.nature, l.balance])).toEqual([
      ['honorarios', -300_000],
      ['honorarios-pagos', 0],
      ['honorarios', -150_000],
    ]);
    expect(statementBalanceLabel(s.closing)).toBe('R$ 1.500,00 devidos pelo cliente');
  });

  it('adds up for any movements: opening plus credits less debits is the closing balance, and periods chain', () => {
    const kinds = ['valor-cliente', 'adiantamento-cliente', 'reembolso', 'honorarios-fixos', 'honorarios-exito', 'custas', 'repasse'] as const;
    const day = fc.integer({ min: 0, max: 27 }).map((d) => `2026-0${1 + (d % 6)}-${String(1 + d).padStart(2, '0')}`);
    const arbitrary = fc.array(
      fc.record({ kind: fc.constantFrom(...kinds), amount: fc.integer({ min: 1, max: 10_000_000 }), due: day, paid: fc.option(day), reversed: fc.boolean() }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(arbitrary, day, (items, cut) => {
        const ts = items.map((it, i) =>
          tx(`t${i}`, { kind: it.kind, type: it.kind === 'custas' || it.kind === 'repasse' ? 'despesa' : 'receita', amount: it.amount, dueDate: it.due }),
        );
        const ps = items.flatMap((it, i) => (it.paid ? [pay(`p${i}`, `t${i}`, it.paid, it.amount, it.reversed ? { reason: 'x' } : null)] : []));
        const whole = clientStatement(ts, ps, '2026-01-01', '2026-12-31');
        const credits = whole.lines.reduce((s, l) => s + l.credit, 0);
        const debits = whole.lines.reduce((s, l) => s + l.debit, 0);
        expect(whole.opening).toBe(0);
        expect(whole.closing).toBe(credits - debits);
        const byNature = Object.entries(whole.totals).reduce((s, [n, v]) => s + (STATEMENT_CREDITS.includes(n as never) ? v : -v), 0);
        expect(byNature).toBe(whole.closing);
        // Splitting the year at any day: the first part's closing is the second's opening, and the end is the same.
        const first = clientStatement(ts, ps, '2026-01-01', cut);
        const dayAfter = new Date(Date.parse(`${cut}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
        const second = clientStatement(ts, ps, dayAfter, '2026-12-31');
        expect(second.opening).toBe(first.closing);
        expect(second.closing).toBe(whole.closing);
      }),
    );
  });

  it('exports CSV a spreadsheet sums: positive figures with a decimal comma, the side owed in its own column', () => {
    const s = clientStatement(transactions, payments, '2026-03-01', '2026-03-31');
    const rows = parseCsv(toCsv(statementCsvRows(s)));
    expect(rows[0]).toEqual(['data', 'natureza', 'descrição', 'processo', 'base contratual', 'crédito', 'débito', 'saldo', 'saldo a favor de']);
    expect(rows[1]).toEqual(['01/03/2026', 'Saldo anterior', '', '', '', '', '', '500,00', 'cliente']);
    expect(rows[2]).toEqual([
      '10/03/2026',
      'Valores recebidos em nome do cliente',
      'alvara',
      '0001234-56.2025.8.26.0100',
      '',
      '100000,00',
      '',
      '100500,00',
      'cliente',
    ]);
    expect(rows.at(-1)).toEqual(['31/03/2026', 'Saldo final', '', '', '', '', '', '500,00', 'cliente']);
    expect(toCsv(statementCsvRows(s))).not.toMatch(/;'?-\d/);
  });
});
