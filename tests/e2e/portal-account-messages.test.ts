/**
 * Portal do cliente, the account and messages, in the browser: the client reads "Sua conta" with an open charge's
 * PIX (QR code and copia e cola) and writes to the office about a lawsuit opened to the portal (390 px, dark); the
 * lawyer sees it beside the case, marks it read and answers (1280 px); the client finds the answer marked new.
 * Axe-clean, nothing wider than the screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  addDays,
  formatBRL,
  officeDate,
  type BankAccountRecord,
  type ClientRecord,
  type LawsuitRecord,
  type Listed,
  type TransactionSaved,
} from '@office/domain';
import type { ChargeDetail } from '@office/domain/charges';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { APP_URL, axeViolations, launchBrowser, screenshot, signedInPage, signInUi, wideElements } from '../support/browser';
import { callFn, signIn } from '../support/emulator-client';
import { transaction } from '../support/finance';
import { invitedPortalClient } from '../support/portal-invited';
import { clientInput, cnjSource, cpfSource, lawsuitInput } from '../support/records';

const admin = SEED_STAFF.find((s) => s.uid === 'staff-helena-barbosa')!;
const rafael = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const run = Date.now().toString(36);
const email = `conta.mensagens.${run}@cliente.test`;
const PASSWORD = 'Portal#cliente-2026';
const today = officeDate();
const question = `Preciso levar algum documento à audiência? (${run})`;
const answer = `Leve um documento com foto, por favor (${run}).`;
let browser: Browser;
let client: Page;
let lawsuitId: string;
let charge: ChargeDetail;

async function ok<T>(name: string, data: unknown, token: string): Promise<T> {
  const res = await callFn<T>(name, data, token);
  if (res.error) throw new Error(`${name}: ${JSON.stringify(res.error)}`);
  return res.result!;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await signIn(admin.email, admin.password);
  const cpf = cpfSource(784_000_000 + (Date.now() % 100_000) * 10)();
  const cnj = cnjSource(3_950_000 + (Date.now() % 40_000), '2026', '0100')();
  const person = await ok<Listed<ClientRecord>>('clients-create', { client: clientInput(cpf, { name: `Marta Cliente ${run}` }) }, token);
  const lawsuit = await ok<Listed<LawsuitRecord>>(
    'lawsuits-create',
    { lawsuit: lawsuitInput(cnj, person.id, { subject: 'Danos morais por negativação', responsibleLawyerIds: [rafael.uid] }) },
    token,
  );
  lawsuitId = lawsuit.id;
  await ok('portalCases-set', { lawsuitId, open: true, expectedVersion: 0 }, token);
  const account = await ok<Listed<BankAccountRecord>>(
    'finance-createAccount',
    { account: { name: `Conta PIX ${run}`, type: 'corrente', bank: null, openingBalance: 0, openingDate: today, active: true, pixKey: '11.222.333/0001-81' } },
    token,
  );
  const fee = await ok<TransactionSaved>(
    'finance-create',
    { transaction: transaction({ clientId: person.id, amount: 75_050, dueDate: addDays(today, 5), description: 'Honorários iniciais' }) },
    token,
  );
  charge = await ok<ChargeDetail>(
    'charges-create',
    { clientId: person.id, transactionIds: [fee.transaction.id], dueDate: addDays(today, 10), accountId: account.id },
    token,
  );
  await invitedPortalClient(person.id, email, 'Marta Cliente');
});
afterAll(async () => browser?.close());

describe('Portal do cliente: Sua conta e Mensagens', () => {
  it('the client reads the open charge with its PIX and writes about the case (390 px, dark)', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', colorScheme: 'dark' });
    client = await context.newPage();
    await signInUi(client, email, PASSWORD, '/portal');
    const account = client.getByRole('region', { name: 'Sua conta' });
    await account.getByText(`Cobrança de ${formatBRL(75_050)}`, { exact: false }).waitFor();
    await account.getByRole('img', { name: 'QR code PIX de R$ 750,50' }).waitFor();
    expect(await account.getByLabel('Pix copia e cola').inputValue()).toBe(charge.charge.brCode);

    const messages = client.getByRole('region', { name: 'Mensagens' });
    await messages.getByLabel('Sua mensagem').fill(question);
    await messages.getByRole('button', { name: 'Enviar' }).click();
    await messages.getByText(question).waitFor();
    expect(await axeViolations(client)).toEqual([]);
    expect(await wideElements(client)).toEqual([]);
    await screenshot(client, 'portal-account-messages-390-dark');
  });

  it('the lawyer sees it beside the case, marks it read and answers; the client finds the answer (1280 px)', async () => {
    const page = await signedInPage(browser, rafael);
    await page.goto(`${APP_URL}/lawsuits/${lawsuitId}`);
    const card = page.getByRole('region', { name: 'Mensagens do cliente' });
    await card.getByText(question).waitFor();
    await card.getByText('1 não lida', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Marcar como lidas' }).click();
    await card.getByText('1 não lida', { exact: true }).waitFor({ state: 'detached' });
    await card.getByLabel(/^Responder a Marta Cliente/).fill(answer);
    await card.getByRole('button', { name: 'Enviar' }).click();
    await card.getByText(answer).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'portal-client-messages-lawyer-1280');

    await client.reload();
    const messages = client.getByRole('region', { name: 'Mensagens' });
    await messages.getByText(answer).waitFor();
    await messages.getByText(rafael.name, { exact: false }).first().waitFor();
  });
});
