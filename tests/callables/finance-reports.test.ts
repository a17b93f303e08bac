/**
 * Financeiro's reports over HTTP: the cash flow and the breakdown by category equal summing the documents,
 * a baixa and its estorno move the cash of the payment's month, the client's statement adds up, and the CSV
 * export has what the list's filter has.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addMonthsToMonth,
  COLLECTIONS,
  formatDate,
  isCash,
  officeDate,
  parseCsv,
  type BankAccountWithBalance,
  type CashFlow,
  type CategoryTotal,
  type ClientStatement,
  type PaymentRecord,
  type TransactionDetail,
  type TransactionRecord,
  type TransactionSaved,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import type { ListPage } from '../../functions/src/store/port';
import { callFn, signIn } from '../support/emulator-client';
import { freshClient, transaction } from '../support/finance';
import { testStores } from '../support/store';

const finance = SEED_STAFF.find((s) => s.uid === 'staff-camila-souza')!;
let token: string;
let stores: Stores;
const today = officeDate();
const thisMonth = today.slice(0, 7);

async function call<T>(name: string, data: unknown): Promise<T> {
  const res = await callFn<T>(name, data, token);
  if (res.error) throw new Error(`${name}: ${JSON.stringify(res.error)}`);
  return res.result!;
}

async function all<T>(collection: string): Promise<T[]> {
  const out: T[] = [];
  let after: string | null = null;
  do {
    const page: ListPage = await stores.documents.list(collection, { limit: 500, after });
    out.push(...page.docs.map((d) => ({ id: d.id, ...d.data }) as T));
    after = page.nextCursor;
  } while (after);
  return out;
}

const sum = <T>(xs: T[], f: (x: T) => number) => xs.reduce((s, x) => s + f(x), 0);

async function pay(t: { id: string; version: number }, amount: number, date = today): Promise<TransactionDetail> {
  return call<TransactionDetail>('finance-pay', { id: t.id, expectedVersion: t.version, payment: { date, amount, accountId: 'cta-corrente', method: 'pix' } });
}

beforeAll(async () => {
  token = await signIn(finance.email, finance.password);
  stores = await testStores();
});
afterAll(async () => stores?.documents.close());

describe('finance-cashFlow', () => {
  it('gives 12 months realised and 3 projected, each equal to summing its payments and open lançamentos (seed included)', async () => {
    const flow = await call<CashFlow>('finance-cashFlow', {});
    expect(flow.month).toBe(thisMonth);
    expect(flow.months.map((m) => m.month)).toEqual(Array.from({ length: 15 }, (_, i) => addMonthsToMonth(thisMonth, i - 11)));
    const [transactions, payments] = await Promise.all([all<TransactionRecord>(COLLECTIONS.transactions), all<PaymentRecord>(COLLECTIONS.payments)]);
    // Cash only: a fee kept from the client's money (compensação) moves no account.
    const live = payments.filter((p) => isCash(p) && !p.reversal);
    for (const m of flow.months) {
      const paidIn = live.filter((p) => p.date.startsWith(m.month));
      const dueIn = transactions.filter((t) => t.dueDate.startsWith(m.month));
      expect(m, m.month).toEqual({
        month: m.month,
        received: sum(
          paidIn.filter((p) => p.type === 'receita'),
          (p) => p.amount,
        ),
        paid: sum(
          paidIn.filter((p) => p.type === 'despesa'),
          (p) => p.amount,
        ),
        toReceive: sum(
          dueIn.filter((t) => t.type === 'receita'),
          (t) => t.openAmount,
        ),
        toPay: sum(
          dueIn.filter((t) => t.type === 'despesa'),
          (t) => t.openAmount,
        ),
      });
    }
    // The seed has six months of books: the realised months are not all empty.
    expect(flow.months.filter((m) => m.received > 0).length).toBeGreaterThanOrEqual(6);
    // What the accounts page shows, added up: transfers between the office's accounts cancel out.
    const accounts = await call<BankAccountWithBalance[]>('finance-accounts', {});
    expect(flow.balance).toBe(sum(accounts, (a) => a.balance));
  });

  it("moves a baixa into its payment's month and takes it out again on estorno; the due month's open amount moves the other way", async () => {
    const nextMonth = addMonthsToMonth(thisMonth, 1);
    const created = await call<TransactionSaved>('finance-create', {
      transaction: transaction({ amount: 900_000, dueDate: `${nextMonth}-15`, competence: nextMonth }),
    });
    const before = await call<CashFlow>('finance-cashFlow', {});
    const at = (f: CashFlow, month: string) => f.months.find((m) => m.month === month)!;
    const paid = await pay(created.transaction, 300_000);
    const after = await call<CashFlow>('finance-cashFlow', {});
    expect(at(after, thisMonth).received - at(before, thisMonth).received).toBe(300_000);
    expect(at(after, nextMonth).toReceive - at(before, nextMonth).toReceive).toBe(-300_000);
    expect(after.balance - before.balance).toBe(300_000);

    await call('finance-reverse', { paymentId: paid.payments[0]!.id, expectedVersion: paid.transaction.version, reason: 'PIX devolvido pelo banco' });
    const reversed = await call<CashFlow>('finance-cashFlow', {});
    expect(reversed.months).toEqual(before.months);
    expect(reversed.balance).toBe(before.balance);
  });

  it('refuses a month that does not exist, and a breakdown whose end comes first, in pt-BR', async () => {
    const bad = await callFn('finance-cashFlow', { month: '2026-13' }, token);
    expect(bad.error?.details?.id).toBe('invalid-input');
    expect(bad.error?.details?.fields?.month).toMatch(/mês/i);
    const reversed = await callFn('finance-categories', { from: '2026-06', to: '2026-01' }, token);
    expect(reversed.error?.details?.fields?.to).toBe('O fim do período vem antes do início');
    const tooLong = await callFn('finance-categories', { from: '2000-01', to: '2026-01' }, token);
    expect(tooLong.error?.details?.fields?.to).toMatch(/até 120 meses/);
  });
});

describe('finance-categories', () => {
  it('gives each category the sums of its lançamentos due in the months, cancelled ones left out', async () => {
    const from = addMonthsToMonth(thisMonth, -6);
    const rows = await call<CategoryTotal[]>('finance-categories', { from, to: thisMonth });
    const transactions = (await all<TransactionRecord>(COLLECTIONS.transactions)).filter(
      (t) => t.dueDate.slice(0, 7) >= from && t.dueDate.slice(0, 7) <= thisMonth && t.settlement !== 'cancelado',
    );
    const keys = [...new Set(transactions.map((t) => `${t.type}:${t.category}`))];
    expect(Object.fromEntries(rows.map((r) => [`${r.type}:${r.category}`, [r.n, r.open, r.paid]]))).toEqual(
      Object.fromEntries(
        keys.map((k) => {
          const of = transactions.filter((t) => `${t.type}:${t.category}` === k);
          return [k, [of.length, sum(of, (t) => t.openAmount), sum(of, (t) => t.paidAmount)]];
        }),
      ),
    );
    expect(rows.length).toBeGreaterThan(4);
  });
});

describe('finance-statement', () => {
  it("accounts to the client: money received on the client's behalf, the success fee kept on its basis, custas and the repasse", async () => {
    const clientId = await freshClient();
    const start = addDays(today, -20);
    const make = async (over: Parameters<typeof transaction>[0]) =>
      (await call<TransactionSaved>('finance-create', { transaction: transaction({ clientId, ...over }) })).transaction;
    const adiantamento = await make({
      kind: 'adiantamento-cliente',
      category: 'Valores de clientes › Adiantamentos de despesas',
      amount: 100_000,
      dueDate: addDays(start, -5),
    });
    const custas = await make({ type: 'despesa', kind: 'custas', category: 'Processuais › Custas judiciais', amount: 60_000, dueDate: addDays(start, -3) });
    const alvara = await make({ kind: 'valor-cliente', category: 'Valores de clientes › Alvarás e acordos', amount: 10_000_000, dueDate: addDays(start, 1) });
    const exito = await make({
      kind: 'honorarios-exito',
      category: 'Honorários › Êxito',
      amount: 2_000_000,
      successFee: { percentBp: 2000, baseAmount: 10_000_000 },
      dueDate: addDays(start, 2),
    });
    const repasse = await make({
      type: 'despesa',
      kind: 'repasse',
      category: 'Valores de clientes › Repasses a clientes',
      amount: 8_000_000,
      dueDate: addDays(start, 3),
    });
    await make({ kind: 'honorarios-sucumbencia', category: 'Honorários › Sucumbência', amount: 500_000, dueDate: addDays(start, 2) });
    await pay(adiantamento, 100_000, addDays(start, -5));
    await pay(custas, 60_000, addDays(start, -3));
    await pay(alvara, 10_000_000, addDays(start, 1));
    await pay(repasse, 8_000_000, addDays(start, 3));
    // The fee is kept from the alvará (compensação): settled, with no account moved and no cash counted.
    const before = await call<CashFlow>('finance-cashFlow', {});
    const kept = await call<TransactionDetail>('finance-pay', {
      id: exito.id,
      expectedVersion: exito.version,
      payment: { date: addDays(start, 2), amount: 2_000_000, accountId: null, method: 'compensacao' },
    });
    expect([kept.transaction.settlement, kept.payments[0]!.accountId, kept.payments[0]!.signedAmount]).toEqual(['pago', null, 0]);
    const cash = (f: CashFlow) => [f.balance, f.months.map((m) => [m.received, m.paid])];
    const after = await call<CashFlow>('finance-cashFlow', {});
    expect(cash(after)).toEqual(cash(before));
    // What was open of it is no longer to receive, in its due month.
    const dueMonth = addDays(start, 2).slice(0, 7);
    const open = (f: CashFlow) => f.months.find((m) => m.month === dueMonth)!.toReceive;
    expect(open(before) - open(after)).toBe(2_000_000);
    const openCustas = await make({ type: 'despesa', kind: 'custas', category: 'Processuais › Custas judiciais', amount: 10_000, dueDate: addDays(today, 30) });
    const onCustas = await callFn(
      'finance-pay',
      { id: openCustas.id, expectedVersion: openCustas.version, payment: { date: today, amount: 1, accountId: null, method: 'compensacao' } },
      token,
    );
    expect(onCustas.error?.details?.fields?.['payment.method']).toMatch(/Só honorários contratuais de um cliente/);
    const withAccount = await callFn(
      'finance-pay',
      { id: exito.id, expectedVersion: kept.transaction.version, payment: { date: today, amount: 1, accountId: 'cta-corrente', method: 'compensacao' } },
      token,
    );
    expect(withAccount.error?.details?.fields?.['payment.accountId']).toMatch(/não passa por conta/);

    const s = await call<ClientStatement & { client: { name: string } }>('finance-statement', { clientId, from: start, to: today });
    expect(s.client.name).toMatch(/^Cliente Financeiro/);
    expect(s.opening).toBe(40_000);
    // The kept fee is its charge alone: the client paid nothing for it.
    expect(s.lines.map((l) => [l.nature, l.credit, l.debit, l.balance])).toEqual([
      ['recebido', 10_000_000, 0, 10_040_000],
      ['honorarios', 0, 2_000_000, 8_040_000],
      ['repasse', 0, 8_000_000, 40_000],
    ]);
    expect(s.lines[1]!.basis).toBe('Honorários de êxito: 20,00 % de R$ 100.000,00');
    expect(s.closing).toBe(40_000);
  });

  it('refuses an unknown client and a period that ends before it starts, writing nothing', async () => {
    const unknown = await callFn('finance-statement', { clientId: 'cli-nao-existe', from: '2026-01-01', to: '2026-02-01' }, token);
    expect(unknown.error?.details?.id).toBe('not-found');
    const reversed = await callFn('finance-statement', { clientId: 'cli-001', from: '2026-02-01', to: '2026-01-01' }, token);
    expect(reversed.error?.details?.fields?.to).toBe('O fim do período vem antes do início');
  });
});

describe('finance-exportCsv', () => {
  it("exports the filter's lançamentos in due-date order, figures a spreadsheet sums, a formula neutralised", async () => {
    const clientId = await freshClient();
    await call('finance-create', {
      transaction: transaction({ clientId, description: '=HYPERLINK("http://x")', amount: 123_456, dueDate: addDays(today, 5) }),
      plan: { mode: 'parcelado', count: 2, remainderOn: 'primeira' },
    });
    const exported = await call<{ csv: string; rows: number }>('finance-exportCsv', { clientId });
    expect(exported.rows).toBe(2);
    const rows = parseCsv(exported.csv);
    expect(rows[0]).toEqual([
      'vencimento',
      'competência',
      'tipo',
      'natureza',
      'descrição',
      'cliente',
      'processo',
      'categoria',
      'centro de custo',
      'valor',
      'pago',
      'em aberto',
      'situação',
      'forma de pagamento',
      'nota fiscal',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[4], r[9], r[12]])).toEqual([
      [formatDate(addDays(today, 5)), '=HYPERLINK("http://x") (1/2)', '617,28', 'Pendente'],
      [formatDate(addMonths(addDays(today, 5), 1)), '=HYPERLINK("http://x") (2/2)', '617,28', 'Pendente'],
    ]);
    // On disk the formula starts with an apostrophe (inside the quotes its own quotes need), which parseCsv removes.
    expect(exported.csv).toMatch(/;"'=HYPERLINK/);
    const none = await call<{ rows: number }>('finance-exportCsv', { clientId, type: 'despesa' });
    expect(none.rows).toBe(0);
  });
});
