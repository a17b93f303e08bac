/**
 * Cobranças over HTTP: a charge over a client's open receivables with its PIX BR Code, refusals in pt-BR that store
 * nothing, two charges racing for one lançamento, the PDF, the e-mail at the SMTP sink with the PDF attached,
 * partial and full payments that become baixas of the lançamentos, the receipt, a payment's estorno, and cancelling.
 */
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, COLLECTIONS, officeDate, type BankAccountRecord, type Listed, type TransactionDetail, type TransactionSaved } from '@office/domain';
import type { ChargeDetail, ChargeFile, ChargePage } from '@office/domain/charges';
import { parsePixPayload } from '@office/domain/pix';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, signIn } from '../support/emulator-client';
import { freshClient, transaction } from '../support/finance';
import { waitForMail } from '../support/mail-sink';
import { testStores } from '../support/store';

/** Financeiro's member (reads Clientes, not Processos); the access matrix shows Financeiro alone suffices. */
const finance = SEED_STAFF.find((s) => s.uid === 'staff-camila-souza')!;
const partner = SEED_STAFF.find((s) => s.admin)!;
let token: string;
let partnerToken: string;
let stores: Stores;
let pixAccount: string;
let plainAccount: string;
const today = officeDate();

async function call<T>(name: string, data: unknown, as = token): Promise<T> {
  const res = await callFn<T>(name, data, as);
  if (res.error) throw new Error(`${name}: ${JSON.stringify(res.error)}`);
  return res.result!;
}

async function account(name: string, pixKey: string | null): Promise<string> {
  const created = await call<Listed<BankAccountRecord>>(
    'finance-createAccount',
    {
      account: {
        name: `${name} ${Math.random().toString(36).slice(2, 7)}`,
        type: 'corrente',
        bank: null,
        openingBalance: 0,
        openingDate: today,
        active: true,
        pixKey,
      },
    },
    partnerToken,
  );
  return created.id;
}

/** A receita of the client, due in `days`, made by the partner (who may link clients). */
async function receivable(clientId: string, amount: number, days: number, over: Record<string, unknown> = {}): Promise<string> {
  const saved = await call<TransactionSaved>(
    'finance-create',
    { transaction: transaction({ clientId, amount, dueDate: addDays(today, days), description: `Honorários ${days}`, ...over }) },
    partnerToken,
  );
  return saved.transaction.id;
}

const lancamento = (id: string) => call<TransactionDetail>('finance-get', { id });
const chargesOf = async (clientId: string) => (await call<ChargePage>('charges-list', { clientId })).items;
const pdfBytes = (file: ChargeFile) => Buffer.from(file.dataBase64, 'base64');

beforeAll(async () => {
  [token, partnerToken] = await Promise.all([signIn(finance.email, finance.password), signIn(partner.email, partner.password)]);
  stores = await testStores();
  [pixAccount, plainAccount] = await Promise.all([account('Conta PIX', '11.222.333/0001-81'), account('Conta sem PIX', null)]);
});
afterAll(async () => stores?.documents.close());

describe('charges-create', () => {
  it('groups open receivables oldest first, with a BR Code for the total that passes its CRC, and marks the lançamentos', async () => {
    const clientId = await freshClient();
    const later = await receivable(clientId, 150_000, 20);
    const sooner = await receivable(clientId, 100_050, 5);
    const detail = await call<ChargeDetail>('charges-create', {
      clientId,
      transactionIds: [later, sooner],
      dueDate: addDays(today, 10),
      accountId: pixAccount,
    });
    const c = detail.charge;
    expect(c.items.map((i) => i.transactionId)).toEqual([sooner, later]);
    expect(c.total).toBe(250_050);
    expect(c.status).toBe('aberta');
    expect(c.txid).toMatch(/^[A-Za-z0-9]{1,25}$/);
    const parsed = parsePixPayload(c.brCode);
    expect(parsed).toMatchObject({ ok: true, value: { key: '11222333000181', amount: 250_050, txid: c.txid } });
    expect(detail.qr.size).toBeGreaterThan(20);
    expect(detail.qr.path).toMatch(/^M\d+ \d+h/);
    for (const id of [later, sooner]) expect((await lancamento(id)).transaction.chargeId).toBe(c.id);
    const audit = await stores.documents.list(COLLECTIONS.audit, {
      where: [{ field: 'entityId', op: '==', value: c.id }],
      orderBy: [{ field: 'at' }],
      limit: 5,
    });
    expect(audit.docs.map((d) => d.data.action)).toContain('charges.create');
  });

  it('refuses in pt-BR and stores nothing: no PIX key, another client, paid, already charged', async () => {
    const clientId = await freshClient();
    const other = await freshClient();
    const open = await receivable(clientId, 50_000, 5);
    const others = await receivable(other, 50_000, 5);
    const paid = await receivable(clientId, 20_000, 3);
    await call(
      'finance-pay',
      {
        id: paid,
        expectedVersion: (await lancamento(paid)).transaction.version,
        payment: { date: today, amount: 20_000, accountId: pixAccount, method: 'pix' },
      },
      partnerToken,
    );
    const base = { clientId, transactionIds: [open], dueDate: addDays(today, 10), accountId: pixAccount };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ accountId: plainAccount }, 'accountId', 'Esta conta não tem chave PIX: cadastre a chave em Financeiro → Contas.'],
      [{ transactionIds: [open, others] }, 'transactionIds', 'Um lançamento marcado é de outro cliente.'],
      [{ transactionIds: [paid] }, 'transactionIds', 'O lançamento "Honorários 3" já está pago.'],
      [{ transactionIds: [] }, 'transactionIds', 'Marque ao menos um lançamento em aberto'],
      [{ transactionIds: [open, open] }, 'transactionIds', 'Um lançamento foi marcado duas vezes'],
      [{ dueDate: addDays(today, -1) }, 'dueDate', 'O vencimento da cobrança não pode estar no passado'],
    ];
    for (const [over, field, message] of cases) {
      const res = await callFn('charges-create', { ...base, ...over }, token);
      expect(res.error?.details?.id, JSON.stringify(over)).toBe('invalid-input');
      expect(res.error?.details?.fields?.[field], JSON.stringify(over)).toBe(message);
    }
    expect(await chargesOf(clientId)).toEqual([]);
    expect((await lancamento(open)).transaction.chargeId ?? null).toBeNull();

    const first = await call<ChargeDetail>('charges-create', base);
    const again = await callFn('charges-create', base, token);
    expect(again.error?.details?.fields?.transactionIds).toBe('O lançamento "Honorários 5" já está em outra cobrança aberta.');
    expect((await chargesOf(clientId)).map((c) => c.id)).toEqual([first.charge.id]);
  });

  it('of two charges made at once over one lançamento, one is stored and the other refused', async () => {
    const clientId = await freshClient();
    const id = await receivable(clientId, 80_000, 7);
    const input = { clientId, transactionIds: [id], dueDate: addDays(today, 10), accountId: pixAccount };
    const results = await Promise.all([callFn<ChargeDetail>('charges-create', input, token), callFn<ChargeDetail>('charges-create', input, token)]);
    const won = results.filter((r) => !r.error);
    expect(won).toHaveLength(1);
    expect(['conflict', 'invalid-input']).toContain(results.find((r) => r.error)?.error?.details?.id);
    expect((await chargesOf(clientId)).map((c) => c.id)).toEqual([won[0]!.result!.charge.id]);
    expect((await lancamento(id)).transaction.chargeId).toBe(won[0]!.result!.charge.id);
  });
});

describe('a charge’s life: PDF, e-mail, payments, receipt', () => {
  it('sends the PDF to the client, takes a partial then the full payment as baixas oldest first, and gives receipts', async () => {
    const email = `cobranca-${Date.now()}@cliente.test`;
    const clientId = await freshClient();
    await stores.documents.transact(async (tx) => {
      const c = await tx.get(COLLECTIONS.clients, clientId);
      return {
        ops: [{ kind: 'update', collection: COLLECTIONS.clients, id: clientId, expectedVersion: c!.version, patch: { ...c!.data, emails: [email] } }],
        result: null,
      };
    });
    const older = await receivable(clientId, 60_000, 2);
    const newer = await receivable(clientId, 40_000, 30);
    let detail = await call<ChargeDetail>('charges-create', { clientId, transactionIds: [newer, older], dueDate: addDays(today, 15), accountId: pixAccount });
    const { id, txid } = detail.charge;

    const pdf = pdfBytes(await call<ChargeFile>('charges-pdf', { id }));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getTitle()).toBe(`Cobrança ${txid}`);
    expect(doc.getSubject()).toBe(detail.charge.brCode);
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });

    detail = await call<ChargeDetail>('charges-send', { id });
    expect(detail.charge.sends).toMatchObject([{ to: email, by: finance.uid }]);
    const [mail] = await waitForMail((m) => m.to.includes(email));
    expect(mail!.subject).toBe(`Cobrança ${txid} — R$ 1.000,00, vencimento ${addDays(today, 15).split('-').reverse().join('/')}`);
    expect(mail!.text).toContain(detail.charge.brCode);
    expect(mail!.attachments).toMatchObject([{ fileName: `cobranca-${txid}.pdf`, contentType: 'application/pdf' }]);
    expect(mail!.attachments[0]!.length).toBe(pdf.length);

    const over = await callFn(
      'charges-pay',
      { id, expectedVersion: detail.charge.version, payment: { date: today, amount: 100_001, accountId: pixAccount, method: 'pix' } },
      token,
    );
    expect(over.error?.details?.fields?.['payment.amount']).toBe('O valor pago passa do que está em aberto (R$ 1.000,00).');

    detail = await call<ChargeDetail>('charges-pay', {
      id,
      expectedVersion: detail.charge.version,
      payment: { date: today, amount: 70_000, accountId: pixAccount, method: 'pix' },
    });
    expect(detail.charge).toMatchObject({ status: 'parcial', paidAmount: 70_000, openAmount: 30_000 });
    expect((await lancamento(older)).transaction).toMatchObject({ settlement: 'pago', openAmount: 0 });
    expect((await lancamento(newer)).transaction).toMatchObject({ settlement: 'parcial', paidAmount: 10_000, openAmount: 30_000 });
    const stale = await callFn(
      'charges-pay',
      { id, expectedVersion: detail.charge.version - 1, payment: { date: today, amount: 1_000, accountId: pixAccount, method: 'pix' } },
      token,
    );
    expect(stale.error?.details?.id).toBe('conflict');

    detail = await call<ChargeDetail>('charges-pay', {
      id,
      expectedVersion: detail.charge.version,
      payment: { date: today, amount: 30_000, accountId: pixAccount, method: 'ted' },
    });
    expect(detail.charge).toMatchObject({ status: 'paga', openAmount: 0 });
    const newerDetail = await lancamento(newer);
    expect(newerDetail.transaction.settlement).toBe('pago');
    expect(newerDetail.payments.map((p) => p.amount).sort()).toEqual([10_000, 30_000]);
    const paidAgain = await callFn(
      'charges-pay',
      { id, expectedVersion: detail.charge.version, payment: { date: today, amount: 1, accountId: pixAccount, method: 'pix' } },
      token,
    );
    expect(paidAgain.error?.details).toMatchObject({ id: 'invalid-state', reason: 'Esta cobrança já está paga.' });

    const [first] = detail.charge.payments;
    const receipt = await call<ChargeFile>('charges-receipt', { id, paymentId: first!.id });
    expect(receipt.fileName).toBe(`recibo-${txid}-${today}.pdf`);
    const receiptDoc = await PDFDocument.load(pdfBytes(receipt));
    expect(receiptDoc.getTitle()).toBe(`Recibo ${txid} ${first!.id}`);
    expect(receiptDoc.getSubject()).toBe('Recibo de R$ 700,00');
    const missing = await callFn('charges-receipt', { id, paymentId: 'cpg-nenhum' }, token);
    expect(missing.error?.details?.id).toBe('not-found');
  });
});

describe('charges-cancel', () => {
  it('frees the lançamentos for another charge, and is refused once something was paid', async () => {
    const clientId = await freshClient();
    const id = await receivable(clientId, 30_000, 4);
    const input = { clientId, transactionIds: [id], dueDate: addDays(today, 10), accountId: pixAccount };
    const made = await call<ChargeDetail>('charges-create', input);
    const noReason = await callFn('charges-cancel', { id: made.charge.id, expectedVersion: made.charge.version, reason: '' }, token);
    expect(noReason.error?.details?.fields?.reason).toBe('Informe o motivo do cancelamento');
    const cancelled = await call<ChargeDetail>('charges-cancel', { id: made.charge.id, expectedVersion: made.charge.version, reason: 'Valor renegociado' });
    expect(cancelled.charge).toMatchObject({ status: 'cancelada', cancellation: { reason: 'Valor renegociado', by: finance.uid } });
    expect((await lancamento(id)).transaction.chargeId).toBeNull();
    expect((await call<ChargePage>('charges-list', { clientId, status: 'cancelada' })).items.map((c) => c.id)).toEqual([made.charge.id]);

    const second = await call<ChargeDetail>('charges-create', input);
    const paid = await call<ChargeDetail>('charges-pay', {
      id: second.charge.id,
      expectedVersion: second.charge.version,
      payment: { date: today, amount: 10_000, accountId: pixAccount, method: 'pix' },
    });
    const refused = await callFn('charges-cancel', { id: second.charge.id, expectedVersion: paid.charge.version, reason: 'Desistência' }, token);
    expect(refused.error?.details).toMatchObject({
      id: 'invalid-state',
      reason: 'Esta cobrança tem pagamentos registrados: estorne-os (Estornar pagamento) antes de cancelar.',
    });
    expect((await call<ChargePage>('charges-list', { clientId, status: 'parcial' })).items.map((c) => c.id)).toEqual([second.charge.id]);
  });
});

describe('charges-reversePayment', () => {
  it('reverses one payment’s baixas through the lançamentos, the charge owing it again, once, and then it may be cancelled', async () => {
    const clientId = await freshClient();
    const older = await receivable(clientId, 60_000, 3);
    const newer = await receivable(clientId, 40_000, 20);
    const made = await call<ChargeDetail>('charges-create', { clientId, transactionIds: [older, newer], dueDate: addDays(today, 10), accountId: pixAccount });
    const pay = (expectedVersion: number, amount: number) =>
      call<ChargeDetail>('charges-pay', { id: made.charge.id, expectedVersion, payment: { date: today, amount, accountId: pixAccount, method: 'pix' } });
    let detail = await pay(made.charge.version, 70_000);
    detail = await pay(detail.charge.version, 30_000);
    const [first, second] = detail.charge.payments;
    const reverse = (expectedVersion: number, paymentId: string, reason = 'PIX devolvido pelo banco') =>
      callFn<ChargeDetail>('charges-reversePayment', { id: made.charge.id, expectedVersion, paymentId, reason }, token);

    const noReason = await reverse(detail.charge.version, first!.id, '');
    expect(noReason.error?.details?.fields?.reason).toBe('Informe o motivo do estorno');
    const stale = await reverse(detail.charge.version - 1, first!.id);
    expect(stale.error?.details?.id).toBe('conflict');
    expect((await lancamento(older)).transaction.settlement).toBe('pago');

    const reversed = await reverse(detail.charge.version, first!.id);
    expect(reversed.error).toBeUndefined();
    detail = reversed.result!;
    expect(detail.charge).toMatchObject({ status: 'parcial', paidAmount: 30_000, openAmount: 70_000 });
    expect(detail.charge.payments[0]!.reversal).toMatchObject({ by: finance.uid, reason: 'PIX devolvido pelo banco' });
    // 70.000 paid the older one whole and 10.000 of the newer: both owe it again, the newer keeps the second payment.
    expect((await lancamento(older)).transaction).toMatchObject({ settlement: 'aberto', paidAmount: 0, openAmount: 60_000 });
    const newerDetail = await lancamento(newer);
    expect(newerDetail.transaction).toMatchObject({ settlement: 'parcial', paidAmount: 30_000 });
    const baixas = await stores.documents.getMany(COLLECTIONS.payments, first!.paymentIds);
    expect(baixas.map((b) => (b!.data as { signedAmount: number; reversal: unknown }).signedAmount)).toEqual([0, 0]);

    const again = await reverse(detail.charge.version, first!.id);
    expect(again.error?.details).toMatchObject({ id: 'invalid-state', reason: 'Este pagamento já foi estornado.' });
    const receipt = await callFn('charges-receipt', { id: made.charge.id, paymentId: first!.id }, token);
    expect(receipt.error?.details?.reason).toBe('Este pagamento foi estornado: não há recibo dele.');

    detail = (await reverse(detail.charge.version, second!.id)).result!;
    expect(detail.charge).toMatchObject({ status: 'aberta', paidAmount: 0, openAmount: 100_000 });
    const cancelled = await call<ChargeDetail>('charges-cancel', { id: made.charge.id, expectedVersion: detail.charge.version, reason: 'Cobrança refeita' });
    expect(cancelled.charge.status).toBe('cancelada');
    expect((await lancamento(newer)).transaction).toMatchObject({ chargeId: null, paidAmount: 0 });
  });
});

describe('a lançamento held by a charge', () => {
  it('is not cancelled, deleted or given another amount on its own page, and a charge’s baixa is not reversed there', async () => {
    const clientId = await freshClient();
    const id = await receivable(clientId, 40_000, 6);
    const made = await call<ChargeDetail>('charges-create', { clientId, transactionIds: [id], dueDate: addDays(today, 10), accountId: pixAccount });
    const held = 'O lançamento "Honorários 6" está numa cobrança: cancele a cobrança antes de';
    let t = (await lancamento(id)).transaction;
    const cancel = await callFn('finance-cancel', { id, expectedVersion: t.version, reason: 'Desistência' }, token);
    expect(cancel.error?.details?.reason).toBe(`${held} cancelar o lançamento.`);
    const remove = await callFn('finance-delete', { id, expectedVersion: t.version }, token);
    expect(remove.error?.details?.reason).toBe(`${held} excluir o lançamento.`);
    const edit = await callFn(
      'finance-update',
      { id, expectedVersion: t.version, transaction: transaction({ clientId, amount: 45_000, dueDate: addDays(today, 6), description: 'Honorários 6' }) },
      partnerToken,
    );
    expect(edit.error?.details?.reason).toBe(`${held} mudar o valor ou o cliente.`);

    const paid = await call<ChargeDetail>('charges-pay', {
      id: made.charge.id,
      expectedVersion: made.charge.version,
      payment: { date: today, amount: 15_000, accountId: pixAccount, method: 'pix' },
    });
    const detail = await lancamento(id);
    t = detail.transaction;
    expect(t).toMatchObject({ settlement: 'parcial', paidAmount: 15_000 });
    const reverse = await callFn(
      'finance-reverse',
      { paymentId: paid.charge.payments[0]!.paymentIds[0], expectedVersion: t.version, reason: 'Devolvido' },
      token,
    );
    expect(reverse.error?.details?.reason).toBe('Este pagamento foi registrado pela cobrança do lançamento: estorne-o na cobrança (Estornar pagamento).');
    expect((await lancamento(id)).transaction.paidAmount).toBe(15_000);
  });
});

describe('“este e os seguintes” beside a charge', () => {
  it('leaves a following month a charge holds as the charge copied it', async () => {
    const clientId = await freshClient();
    const saved = await call<TransactionSaved>(
      'finance-create',
      {
        transaction: transaction({ clientId, kind: 'honorarios-mensais', description: 'Partido mensal', amount: 200_000, dueDate: addDays(today, 5) }),
        plan: { mode: 'mensal', count: 3 },
      },
      partnerToken,
    );
    const [first, second, third] = [saved.transaction, ...(await lancamento(saved.transaction.id)).series];
    await call<ChargeDetail>('charges-create', { clientId, transactionIds: [third!.id], dueDate: addDays(today, 10), accountId: pixAccount });
    const edited = await call<TransactionSaved>(
      'finance-update',
      {
        id: first.id,
        expectedVersion: first.version,
        scope: 'seguintes',
        transaction: transaction({ clientId, kind: 'honorarios-mensais', description: 'Partido mensal (1/3)', amount: 250_000, dueDate: first.dueDate }),
      },
      partnerToken,
    );
    expect([edited.affected, edited.skipped]).toEqual([2, 1]);
    expect((await lancamento(second!.id)).transaction.amount).toBe(250_000);
    expect((await lancamento(third!.id)).transaction).toMatchObject({ amount: 200_000, openAmount: 200_000 });
  });
});

describe('the PIX key of an account', () => {
  it('is stored normalised, and an invalid one is refused in pt-BR with nothing stored', async () => {
    const base = { type: 'corrente', bank: null, openingBalance: 0, openingDate: today, active: true };
    const name = `Conta chave ${Math.random().toString(36).slice(2, 7)}`;
    const bad = await callFn('finance-createAccount', { account: { ...base, name, pixKey: '529.982.247-26' } }, partnerToken);
    expect(bad.error?.details?.fields?.['account.pixKey']).toBe('Chave PIX: CPF inválido (para telefone, comece com +55)');
    const accounts = await call<(Listed<BankAccountRecord> & { balance: number })[]>('finance-accounts', {});
    expect(accounts.some((a) => a.name === name)).toBe(false);
    const good = await call<Listed<BankAccountRecord>>(
      'finance-createAccount',
      { account: { ...base, name, pixKey: '+55 (21) 99876-5432', pixName: 'Barbosa Advocacia', pixCity: 'Rio de Janeiro' } },
      partnerToken,
    );
    expect(good).toMatchObject({ pixKey: '+5521998765432', pixName: 'Barbosa Advocacia', pixCity: 'Rio de Janeiro' });
  });
});
