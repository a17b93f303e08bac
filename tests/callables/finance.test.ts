/**
 * Financeiro over HTTP: series whose centavos add up, baixas partial and whole, estornos, cancellations,
 * conflicts, concurrent payments on one installment, bad input that writes nothing, and totals that are
 * aggregations equal to summing the documents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  officeDate,
  addDays,
  type BankAccountWithBalance,
  type FinancePage,
  type FinanceTotals,
  type TransactionDetail,
  type TransactionInput,
  type TransactionRecord,
  type TransactionSaved,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, signIn } from '../support/emulator-client';
import { freshClient, transaction } from '../support/finance';
import { testStores } from '../support/store';

const finance = SEED_STAFF.find((s) => s.uid === 'staff-camila-souza')!;
/** Links a lançamento to a lawsuit: the finance person does not read Processos, so she cannot (link-access.test.ts). */
const partner = SEED_STAFF.find((s) => s.admin)!;
let token: string;
let partnerToken: string;
let stores: Stores;
const today = officeDate();

async function call<T>(name: string, data: unknown, as = token): Promise<T> {
  const res = await callFn<T>(name, data, as);
  if (res.error) throw new Error(`${name}: ${JSON.stringify(res.error)}`);
  return res.result!;
}

async function balanceOf(accountId: string): Promise<number> {
  const accounts = await call<BankAccountWithBalance[]>('finance-accounts', {});
  return accounts.find((a) => a.id === accountId)!.balance;
}

/** The list header's totals computed the slow way: summing the lançamentos one by one. */
function summedTotals(ts: TransactionRecord[]): FinanceTotals {
  const sum = (list: TransactionRecord[], field: 'openAmount' | 'paidAmount') => list.reduce((s, t) => s + t[field], 0);
  const r = ts.filter((t) => t.type === 'receita');
  const d = ts.filter((t) => t.type === 'despesa');
  return {
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
  };
}

beforeAll(async () => {
  [token, partnerToken] = await Promise.all([signIn(finance.email, finance.password), signIn(partner.email, partner.password)]);
  stores = await testStores();
});
afterAll(async () => stores?.documents.close());

describe('finance-create', () => {
  it('splits R$ 10.000,00 in 3 installments that add up exactly, monthly, for the client of the lawsuit, and audits each', async () => {
    const lawsuit = await stores.documents.get(COLLECTIONS.lawsuits, 'proc-001');
    const saved = await call<TransactionSaved>(
      'finance-create',
      {
        transaction: transaction({ lawsuitId: 'proc-001', dueDate: '2027-01-31', competence: '2027-01' }),
        plan: { mode: 'parcelado', count: 3, remainderOn: 'primeira' },
      },
      partnerToken,
    );
    expect(saved.affected).toBe(3);
    const detail = await call<TransactionDetail>('finance-get', { id: saved.transaction.id });
    const all = [detail.transaction, ...detail.series];
    expect(all.map((t) => [t.amount, t.dueDate, t.competence, t.series?.index, t.settlement])).toEqual([
      [333_334, '2027-01-31', '2027-01', 1, 'aberto'],
      [333_333, '2027-02-28', '2027-02', 2, 'aberto'],
      [333_333, '2027-03-31', '2027-03', 3, 'aberto'],
    ]);
    // Only the lawsuit was named: its client is filled in, both names copied for the lists.
    expect(detail.transaction.clientId).toBe(lawsuit!.data.clientId);
    expect(detail.transaction.clientName).toBe(lawsuit!.data.clientName);
    expect(detail.transaction.lawsuitLabel).toBe(lawsuit!.data.cnj);
    const audit = await stores.documents.list(COLLECTIONS.audit, {
      where: [{ field: 'recordId', op: '==', value: saved.transaction.id }],
      orderBy: [],
      limit: 10,
    });
    expect(audit.docs.map((d) => [d.data.action, d.data.actor])).toEqual([['finance.create', partner.uid]]);
  });

  it('refuses bad input with a pt-BR message on the field and writes nothing', async () => {
    const before = await stores.documents.count(COLLECTIONS.transactions);
    const cases: [Partial<TransactionInput>, string, RegExp][] = [
      [{ amount: -500 }, 'transaction.amount', /maior que zero/],
      [{ amount: 12.5 }, 'transaction.amount', /dois decimais/],
      [{ amount: 10_000_000_001 }, 'transaction.amount', /R\$ 100\.000\.000,00/],
      [{ dueDate: '2101-01-01' }, 'transaction.dueDate', /entre 01\/01\/1900 e 31\/12\/2100/],
      [{ clientId: 'cli-nao-existe' }, 'transaction.clientId', /Cliente não encontrado/],
      // Financeiro with Clientes links a client's lawsuits (link-access.test.ts), and is told when one does not exist.
      [{ lawsuitId: 'proc-nao-existe' }, 'transaction.lawsuitId', /^Processo não encontrado\.$/],
      [{ accountId: 'cta-nao-existe' }, 'transaction.accountId', /Conta não encontrada/],
    ];
    for (const [over, field, message] of cases) {
      const res = await callFn('finance-create', { transaction: transaction(over) }, token);
      expect(res.error?.details?.id, JSON.stringify(over)).toBe('invalid-input');
      expect(res.error?.details?.fields?.[field], JSON.stringify(over)).toMatch(message);
    }
    // Who reads Processos links lawsuits, and is told when one does not exist.
    {
      const res = await callFn('finance-create', { transaction: transaction({ lawsuitId: 'proc-nao-existe' }) }, partnerToken);
      expect(res.error?.details?.id).toBe('invalid-input');
      expect(res.error?.details?.fields?.['transaction.lawsuitId']).toBe('Processo não encontrado.');
    }
    const proc1 = await stores.documents.get(COLLECTIONS.lawsuits, 'proc-001');
    const other = proc1!.data.clientId === 'cli-001' ? 'cli-002' : 'cli-001';
    const wrongClient = await callFn('finance-create', { transaction: transaction({ lawsuitId: 'proc-001', clientId: other }) }, partnerToken);
    expect(wrongClient.error?.details?.fields?.['transaction.lawsuitId']).toBe('Este processo é de outro cliente.');
    expect(await stores.documents.count(COLLECTIONS.transactions)).toBe(before);
  });
});

describe('baixa, estorno, cancelamento', () => {
  it('pays partly then fully, moves the account balance by exactly that, refuses over-payment, and reverses with a reason', async () => {
    const clientId = await freshClient();
    const startBalance = await balanceOf('cta-corrente');
    const saved = await call<TransactionSaved>('finance-create', { transaction: transaction({ clientId, amount: 500_000 }) });
    let t = saved.transaction;

    const over = await callFn(
      'finance-pay',
      { id: t.id, expectedVersion: t.version, payment: { date: today, amount: 500_001, accountId: 'cta-corrente', method: 'pix' } },
      token,
    );
    expect(over.error?.details?.fields?.['payment.amount']).toBe('O valor pago passa do que está em aberto (R$ 5.000,00).');
    const future = await callFn(
      'finance-pay',
      { id: t.id, expectedVersion: t.version, payment: { date: addDays(today, 1), amount: 1, accountId: 'cta-corrente', method: 'pix' } },
      token,
    );
    expect(future.error?.details?.fields?.['payment.date']).toBe('A data do pagamento não pode estar no futuro');

    let detail = await call<TransactionDetail>('finance-pay', {
      id: t.id,
      expectedVersion: t.version,
      payment: { date: today, amount: 200_000, accountId: 'cta-corrente', method: 'pix' },
    });
    t = detail.transaction;
    expect([t.settlement, t.paidAmount, t.openAmount]).toEqual(['parcial', 200_000, 300_000]);
    let page = await call<FinancePage>('finance-list', { clientId });
    expect(page.totals).toMatchObject({ toReceive: 300_000, received: 200_000, toPay: 0, paid: 0 });
    expect(await balanceOf('cta-corrente')).toBe(startBalance + 200_000);

    detail = await call<TransactionDetail>('finance-pay', {
      id: t.id,
      expectedVersion: t.version,
      payment: { date: today, amount: 300_000, accountId: 'cta-caixa', method: 'dinheiro' },
    });
    t = detail.transaction;
    expect([t.settlement, t.openAmount, detail.payments.length]).toEqual(['pago', 0, 2]);
    const paidAgain = await callFn(
      'finance-pay',
      { id: t.id, expectedVersion: t.version, payment: { date: today, amount: 1, accountId: 'cta-corrente', method: 'pix' } },
      token,
    );
    expect(paidAgain.error?.details).toMatchObject({ id: 'invalid-state', reason: 'Este lançamento já está pago.' });

    // Deleting a paid entry is refused: reverse it instead.
    const del = await callFn('finance-delete', { id: t.id, expectedVersion: t.version }, token);
    expect(del.error?.details?.reason).toMatch(/estorne-os e cancele/);

    const first = detail.payments.find((p) => p.amount === 200_000)!;
    const noReason = await callFn('finance-reverse', { paymentId: first.id, expectedVersion: t.version, reason: '' }, token);
    expect(noReason.error?.details?.fields?.reason).toBe('Informe o motivo do estorno');
    detail = await call<TransactionDetail>('finance-reverse', { paymentId: first.id, expectedVersion: t.version, reason: 'PIX devolvido pelo banco' });
    t = detail.transaction;
    expect([t.settlement, t.paidAmount, t.openAmount]).toEqual(['parcial', 300_000, 200_000]);
    expect(detail.payments.find((p) => p.id === first.id)?.reversal).toMatchObject({ by: finance.uid, reason: 'PIX devolvido pelo banco' });
    expect(await balanceOf('cta-corrente')).toBe(startBalance);
    const again = await callFn('finance-reverse', { paymentId: first.id, expectedVersion: t.version, reason: 'de novo' }, token);
    expect(again.error?.details?.reason).toBe('Este pagamento já foi estornado.');
    page = await call<FinancePage>('finance-list', { clientId });
    expect(page.totals).toMatchObject({ toReceive: 200_000, received: 300_000 });

    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'recordId', op: '==', value: t.id }], orderBy: [], limit: 10 });
    expect(audit.docs.map((d) => d.data.action).sort()).toEqual(['finance.create', 'finance.pay', 'finance.pay', 'finance.reverse']);
  });

  it('cancels only what has nothing paid, with the reason; a cancelled entry takes no payment and leaves the totals', async () => {
    const clientId = await freshClient();
    const saved = await call<TransactionSaved>('finance-create', { transaction: transaction({ clientId, amount: 70_000 }) });
    const t = saved.transaction;
    const cancelled = await call<TransactionDetail>('finance-cancel', { id: t.id, expectedVersion: t.version, reason: 'Cliente desistiu do contrato' });
    expect([cancelled.transaction.settlement, cancelled.transaction.openAmount, cancelled.transaction.cancellation?.reason]).toEqual([
      'cancelado',
      0,
      'Cliente desistiu do contrato',
    ]);
    const pay = await callFn(
      'finance-pay',
      { id: t.id, expectedVersion: cancelled.transaction.version, payment: { date: today, amount: 1, accountId: 'cta-corrente', method: 'pix' } },
      token,
    );
    expect(pay.error?.details?.reason).toBe('Lançamento cancelado não recebe pagamentos.');
    const page = await call<FinancePage>('finance-list', { clientId });
    expect(page.totals.toReceive).toBe(0);
    expect((await call<FinancePage>('finance-list', { clientId, status: 'cancelado' })).items.map((i) => i.id)).toEqual([t.id]);

    const other = (await call<TransactionSaved>('finance-create', { transaction: transaction({ clientId, amount: 90_000 }) })).transaction;
    const paid = await call<TransactionDetail>('finance-pay', {
      id: other.id,
      expectedVersion: other.version,
      payment: { date: today, amount: 10_000, accountId: 'cta-corrente', method: 'pix' },
    });
    const refused = await callFn('finance-cancel', { id: other.id, expectedVersion: paid.transaction.version, reason: 'Erro' }, token);
    expect(refused.error?.details?.reason).toBe('Este lançamento tem pagamentos registrados: estorne-os antes de cancelar.');
  });

  it('of five payments sent at once on one installment, exactly one is recorded; the rest are conflicts', async () => {
    const saved = await call<TransactionSaved>('finance-create', {
      transaction: transaction({ amount: 250_000 }),
      plan: { mode: 'parcelado', count: 2, remainderOn: 'ultima' },
    });
    const t = saved.transaction;
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        callFn(
          'finance-pay',
          { id: t.id, expectedVersion: t.version, payment: { date: today, amount: t.openAmount, accountId: 'cta-corrente', method: 'pix' } },
          token,
        ),
      ),
    );
    expect(results.filter((r) => !r.error)).toHaveLength(1);
    expect(results.filter((r) => r.error).map((r) => r.error?.details?.id)).toEqual(['conflict', 'conflict', 'conflict', 'conflict']);
    const stored = await stores.documents.get(COLLECTIONS.transactions, t.id);
    expect([stored!.data.paidAmount, stored!.data.settlement]).toEqual([125_000, 'pago']);
    expect(await stores.documents.count(COLLECTIONS.payments, [{ field: 'transactionId', op: '==', value: t.id }])).toBe(1);
  });
});

describe('finance-update', () => {
  it('saves an edit and refuses the same stale edit; the amount cannot drop below what was paid', async () => {
    const t = (await call<TransactionSaved>('finance-create', { transaction: transaction() })).transaction;
    const edited = await call<TransactionSaved>('finance-update', {
      id: t.id,
      expectedVersion: t.version,
      transaction: transaction({ description: 'Honorários revistos' }),
    });
    expect(edited.transaction.description).toBe('Honorários revistos');
    const stale = await callFn('finance-update', { id: t.id, expectedVersion: t.version, transaction: transaction({ description: 'Versão antiga' }) }, token);
    expect(stale.error?.details?.id).toBe('conflict');
    const paid = await call<TransactionDetail>('finance-pay', {
      id: t.id,
      expectedVersion: edited.transaction.version,
      payment: { date: today, amount: 600_000, accountId: 'cta-corrente', method: 'ted' },
    });
    const below = await callFn('finance-update', { id: t.id, expectedVersion: paid.transaction.version, transaction: transaction({ amount: 500_000 }) }, token);
    expect(below.error?.details?.fields?.['transaction.amount']).toBe('O valor não pode ser menor que o já pago (R$ 6.000,00).');
    const lowered = await call<TransactionSaved>('finance-update', {
      id: t.id,
      expectedVersion: paid.transaction.version,
      transaction: transaction({ amount: 600_000 }),
    });
    expect([lowered.transaction.settlement, lowered.transaction.openAmount]).toEqual(['pago', 0]);
  });

  it('“este e os seguintes” changes this month and the following open ones of a recurrence, keeping their dates and skipping what was paid', async () => {
    const saved = await call<TransactionSaved>('finance-create', {
      transaction: transaction({ kind: 'honorarios-mensais', description: 'Partido mensal', amount: 300_000, dueDate: '2027-05-10', competence: '2027-05' }),
      plan: { mode: 'mensal', count: 4 },
    });
    const members = [saved.transaction, ...(await call<TransactionDetail>('finance-get', { id: saved.transaction.id })).series];
    const [, second, third] = members;
    await call('finance-pay', {
      id: third!.id,
      expectedVersion: third!.version,
      payment: { date: today, amount: 100_000, accountId: 'cta-corrente', method: 'pix' },
    });
    const res = await call<TransactionSaved>('finance-update', {
      id: second!.id,
      expectedVersion: second!.version,
      scope: 'seguintes',
      transaction: transaction({
        kind: 'honorarios-mensais',
        description: 'Partido mensal reajustado (2/4)',
        amount: 330_000,
        dueDate: '2027-06-10',
        competence: '2027-06',
      }),
    });
    expect([res.affected, res.skipped]).toEqual([2, 1]);
    const after = [saved.transaction, ...(await call<TransactionDetail>('finance-get', { id: saved.transaction.id })).series];
    expect(after.map((m) => [m.series?.index, m.amount, m.dueDate, m.description])).toEqual([
      [1, 300_000, '2027-05-10', 'Partido mensal (1/4)'],
      [2, 330_000, '2027-06-10', 'Partido mensal reajustado (2/4)'],
      [3, 300_000, '2027-07-10', 'Partido mensal (3/4)'],
      [4, 330_000, '2027-08-10', 'Partido mensal reajustado (4/4)'],
    ]);
    const alone = (await call<TransactionSaved>('finance-create', { transaction: transaction() })).transaction;
    const single = await callFn('finance-update', { id: alone.id, expectedVersion: alone.version, scope: 'seguintes', transaction: transaction() }, token);
    expect(single.error?.details?.fields?.scope).toBe('“Este e os seguintes” vale só para lançamentos mensais recorrentes.');
  });
});

describe('finance-list', () => {
  it('returns totals that equal summing the documents of the same filter (aggregations, seed included)', async () => {
    const docs = (await stores.documents.list(COLLECTIONS.transactions, { orderBy: [{ field: 'dueDate' }], limit: 500 })).docs.map(
      (d) => d.data as TransactionRecord,
    );
    expect(docs.length).toBeLessThan(500);
    const all = await call<FinancePage>('finance-list', { limit: 5 });
    expect(all.total).toBe(docs.length);
    expect(all.totals).toEqual(summedTotals(docs));
    expect(all.totals.received).toBeGreaterThan(0);
    expect(all.totals.overdueReceivable).toBeGreaterThan(0);

    const from = addDays(today, -60);
    const inPeriod = await call<FinancePage>('finance-list', { from, to: today, type: 'despesa' });
    expect(inPeriod.totals).toEqual({
      ...summedTotals(docs.filter((t) => t.dueDate >= from && t.dueDate <= today && t.type === 'despesa')),
      toReceive: 0,
      received: 0,
      overdueReceivable: 0,
    });
  });

  it('keeps the monthly rollups equal to the lançamentos through concurrent creations and payments in one month', async () => {
    // A month no other test reaches: the periodic pass's clocks (2031–2032) extend vigente agreements' monthly fees a year ahead.
    const month = { from: '2041-05-01', to: '2041-05-31' };
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call<TransactionSaved>('finance-create', {
          transaction: transaction({
            amount: 10_000 + i,
            dueDate: `2041-05-${String(10 + i).padStart(2, '0')}`,
            competence: '2041-05',
            type: i % 2 ? 'despesa' : 'receita',
            kind: i % 2 ? 'custas' : 'honorarios-fixos',
            category: i % 2 ? 'Processuais › Custas judiciais' : 'Honorários › Contratuais',
          }),
        }),
      ),
    );
    await Promise.all(
      created
        .slice(0, 4)
        .map(({ transaction: t }) =>
          call('finance-pay', { id: t.id, expectedVersion: t.version, payment: { date: today, amount: 5_000, accountId: 'cta-corrente', method: 'pix' } }),
        ),
    );
    const docs = (
      await stores.documents.list(COLLECTIONS.transactions, {
        where: [
          { field: 'dueDate', op: '>=', value: month.from },
          { field: 'dueDate', op: '<=', value: month.to },
        ],
        orderBy: [{ field: 'dueDate' }],
        limit: 100,
      })
    ).docs.map((d) => d.data as TransactionRecord);
    const page = await call<FinancePage>('finance-list', month);
    expect(page.total).toBe(8);
    expect(page.totals).toEqual(summedTotals(docs));
    expect([page.totals.overdueReceivable, page.totals.overduePayable]).toEqual([0, 0]);
    expect(page.totals.received + page.totals.paid).toBe(20_000);
  });

  it('filters by status as people read it: vencido is open and past due, pendente open and due from today', async () => {
    const overdue = await call<FinancePage>('finance-list', { status: 'vencido', limit: 100 });
    expect(overdue.items.length).toBeGreaterThan(0);
    for (const t of overdue.items) expect([t.settlement, t.dueDate < today]).toEqual(['aberto', true]);
    const pending = await call<FinancePage>('finance-list', { status: 'pendente', limit: 100 });
    for (const t of pending.items) expect([t.settlement, t.dueDate >= today]).toEqual(['aberto', true]);
    const dates = pending.items.map((t) => t.dueDate);
    expect(dates).toEqual([...dates].sort());
  });
});

describe('accounts and transfers', () => {
  it('moves money between two accounts in one commit; refuses the same account and an unknown one', async () => {
    const [from, to] = [await balanceOf('cta-corrente'), await balanceOf('cta-poupanca')];
    const accounts = await call<BankAccountWithBalance[]>('finance-transfer', {
      fromAccountId: 'cta-corrente',
      toAccountId: 'cta-poupanca',
      date: today,
      amount: 123_456,
      description: 'Aplicação na poupança',
    });
    expect(accounts.find((a) => a.id === 'cta-corrente')!.balance).toBe(from - 123_456);
    expect(accounts.find((a) => a.id === 'cta-poupanca')!.balance).toBe(to + 123_456);
    const same = await callFn(
      'finance-transfer',
      { fromAccountId: 'cta-corrente', toAccountId: 'cta-corrente', date: today, amount: 1, description: 'x y' },
      token,
    );
    expect(same.error?.details?.fields?.toAccountId).toBe('Escolha uma conta de destino diferente da de origem');
    const unknown = await callFn(
      'finance-transfer',
      { fromAccountId: 'cta-corrente', toAccountId: 'cta-nada', date: today, amount: 1, description: 'x y' },
      token,
    );
    expect(unknown.error?.details?.fields?.toAccountId).toBe('Conta não encontrada.');
  });

  it('creates an account with a negative opening balance (a card bill) and refuses a stale rename', async () => {
    const made = await call<{ id: string; version: number; openingBalance: number }>('finance-createAccount', {
      account: { name: 'Cartão reserva', type: 'cartao', bank: null, openingBalance: -45_000, openingDate: today, active: true },
    });
    expect(await balanceOf(made.id)).toBe(-45_000);
    const renamed = await call<{ version: number }>('finance-updateAccount', {
      id: made.id,
      expectedVersion: made.version,
      account: { name: 'Cartão reserva (Visa)', type: 'cartao', bank: null, openingBalance: -45_000, openingDate: today, active: true },
    });
    expect(renamed.version).toBe(made.version + 1);
    const stale = await callFn(
      'finance-updateAccount',
      {
        id: made.id,
        expectedVersion: made.version,
        account: { name: 'Outro nome', type: 'cartao', bank: null, openingBalance: 0, openingDate: today, active: true },
      },
      token,
    );
    expect(stale.error?.details?.id).toBe('conflict');
  });
});
