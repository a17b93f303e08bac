/**
 * Portal do cliente, "Sua conta", over HTTP: a client account reads its own client's prestação de contas and
 * charges (the open one with its PIX, the paid one without), computed as Financeiro computes them, and nothing of
 * another client; the staff callables that show the same money refuse the client's token.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  HIDDEN_LAWSUIT_LABEL,
  lawsuitLabel,
  officeDate,
  type BankAccountRecord,
  type LawsuitRecord,
  type Listed,
  type PortalMoney,
  type TransactionSaved,
} from '@office/domain';
import type { ChargeDetail } from '@office/domain/charges';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { callFn, signIn } from '../support/emulator-client';
import { freshClient, transaction } from '../support/finance';
import { invitedPortalClient } from '../support/portal-invited';
import { cnjSource, lawsuitInput } from '../support/records';

const partner = SEED_STAFF.find((s) => s.admin)!;
const run = Date.now().toString(36);
const today = officeDate();
const nextCnj = cnjSource(3_960_000 + (Date.now() % 30_000), '2026', '0100');
let partnerToken: string;

async function call<T>(name: string, data: unknown, as = partnerToken): Promise<T> {
  const res = await callFn<T>(name, data, as);
  if (res.error) throw new Error(`${name}: ${JSON.stringify(res.error)}`);
  return res.result!;
}

async function receivable(clientId: string, amount: number, days: number, description: string, lawsuitId: string | null = null): Promise<string> {
  const saved = await call<TransactionSaved>('finance-create', {
    transaction: transaction({ clientId, amount, dueDate: addDays(today, days), description, lawsuitId }),
  });
  return saved.transaction.id;
}

beforeAll(async () => {
  partnerToken = await signIn(partner.email, partner.password);
});

describe('portal-money', () => {
  it("shows the client's own statement and charges, PIX only while open, nothing of another client", async () => {
    const [mine, other] = await Promise.all([freshClient(), freshClient()]);
    const pixAccount = (
      await call<Listed<BankAccountRecord>>('finance-createAccount', {
        account: {
          name: `Conta PIX portal ${run}`,
          type: 'corrente',
          bank: null,
          openingBalance: 0,
          openingDate: today,
          active: true,
          pixKey: '11.222.333/0001-81',
        },
      })
    ).id;
    // Due today and unpaid: the fee is charged, so the client owes it.
    await receivable(mine, 120_000, 0, `Honorários de hoje ${run}`);
    const [a, b, c] = await Promise.all([
      receivable(mine, 50_000, 5, `Parcela A ${run}`),
      receivable(mine, 25_050, 6, `Parcela B ${run}`),
      receivable(mine, 30_000, 7, `Parcela paga ${run}`),
    ]);
    const open = await call<ChargeDetail>('charges-create', { clientId: mine, transactionIds: [a, b], dueDate: addDays(today, 10), accountId: pixAccount });
    const paid = await call<ChargeDetail>('charges-create', { clientId: mine, transactionIds: [c], dueDate: addDays(today, 10), accountId: pixAccount });
    await call('charges-pay', {
      id: paid.charge.id,
      expectedVersion: paid.charge.version,
      payment: { date: today, amount: 30_000, accountId: pixAccount, method: 'pix' },
    });
    const theirs = await receivable(other, 99_000, 5, `Do outro cliente ${run}`);
    const othersCharge = await call<ChargeDetail>('charges-create', {
      clientId: other,
      transactionIds: [theirs],
      dueDate: addDays(today, 10),
      accountId: pixAccount,
    });

    const { token } = await invitedPortalClient(mine, `conta.${run}@cliente.test`);
    const money = await call<PortalMoney>('portal-money', {}, token);
    expect(money.clients.map((m) => m.id)).toEqual([mine]);
    const [account] = money.clients;

    // Same computation as Financeiro's prestação de contas for this client up to today.
    const staffView = await call<{ closing: number; lines: { description: string }[] }>('finance-statement', {
      clientId: mine,
      from: account!.statement.from,
      to: today,
    });
    expect(account!.statement.closing).toBe(staffView.closing);
    expect(account!.statement.lines.map((l) => l.description)).toEqual(staffView.lines.map((l) => l.description));
    // The fee due today (R$ 1.200,00) owed; the paid installment charged and paid today: nets to zero.
    expect(account!.statement.closing).toBe(-120_000);
    expect(account!.statement.lines.map((l) => l.description)).toEqual(expect.arrayContaining([`Honorários de hoje ${run}`, `Parcela paga ${run}`]));

    const byId = new Map(account!.charges.map((ch) => [ch.id, ch]));
    expect([...byId.keys()].sort()).toEqual([open.charge.id, paid.charge.id].sort());
    expect(byId.get(open.charge.id)).toMatchObject({ status: 'aberta', total: 75_050, openAmount: 75_050, pix: { brCode: open.charge.brCode, qr: open.qr } });
    expect(byId.get(open.charge.id)!.items.map((i) => i.amount)).toEqual([50_000, 25_050]);
    expect(byId.get(paid.charge.id)).toMatchObject({ status: 'paga', openAmount: 0, pix: null, payments: [{ date: today, amount: 30_000 }] });

    const text = JSON.stringify(money);
    expect(text).not.toContain(othersCharge.charge.id);
    expect(text).not.toContain(`Do outro cliente ${run}`);
  });

  it('refuses the client token on the staff calls that show the same money, and refuses a staff token here', async () => {
    const mine = await freshClient();
    const { token } = await invitedPortalClient(mine, `conta2.${run}@cliente.test`);
    for (const [name, input] of [
      ['finance-statement', { clientId: mine, from: addDays(today, -30), to: today }],
      ['charges-list', { clientId: mine }],
      ['finance-list', {}],
    ] as const) {
      const res = await callFn(name, input, token);
      expect([res.status, res.error?.details?.id], name).toEqual([403, 'no-staff-record']);
    }
    const staff = await callFn('portal-money', {}, partnerToken);
    expect([staff.status, staff.error?.details?.id]).toEqual([403, 'portal-only']);
  });

  it('names a lawsuit under segredo only once the lawyer opened it to the portal', async () => {
    const mine = await freshClient();
    const [plain, secret] = await Promise.all(
      [false, true].map((confidential) =>
        call<Listed<LawsuitRecord>>('lawsuits-create', { lawsuit: lawsuitInput(nextCnj(), mine, { confidential, responsibleLawyerIds: [partner.uid] }) }),
      ),
    );
    await receivable(mine, 10_000, 0, `Custas do processo comum ${run}`, plain!.id);
    await receivable(mine, 20_000, 0, `Custas do processo em segredo ${run}`, secret!.id);
    const { token } = await invitedPortalClient(mine, `segredo.${run}@cliente.test`);
    const labels = async () =>
      Object.fromEntries((await call<PortalMoney>('portal-money', {}, token)).clients[0]!.statement.lines.map((l) => [l.description, l.lawsuitLabel]));
    expect(await labels()).toEqual({
      [`Custas do processo comum ${run}`]: lawsuitLabel(plain!),
      [`Custas do processo em segredo ${run}`]: HIDDEN_LAWSUIT_LABEL,
    });
    await call('portalCases-set', { lawsuitId: secret!.id, open: true, expectedVersion: 0, confirmSecrecy: true });
    expect((await labels())[`Custas do processo em segredo ${run}`]).toBe(lawsuitLabel(secret!));
  });
});
