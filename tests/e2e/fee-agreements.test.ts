/**
 * Contratos de honorários in the browser: an agreement made from a client's page, its lançamentos previewed
 * before saving, and its page after; money received for a client from a lawsuit's Financeiro card; the index
 * table in Configurações. At 1280 and 390 px, axe clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { cpfCheckDigits } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { APP_URL, axeViolations, launchBrowser, screenshot, signInUi } from '../support/browser';
import { callFn, signIn } from '../support/emulator-client';
import { clientInput } from '../support/records';

const finance = SEED_STAFF.find((s) => s.uid === 'staff-camila-souza')!;
const admin = SEED_STAFF.find((s) => s.admin)!;
const run = Date.now().toString(36);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

/** A client of its own per test, so its card starts without agreements. */
async function freshClient(width: number): Promise<{ id: string; name: string }> {
  const token = await signIn(admin.email, admin.password);
  const base = String(500_000_000 + ((Date.now() + width) % 99_999_999));
  const name = `Cliente Contrato ${run} ${width}`;
  const made = await callFn<{ id: string }>('clients-create', { client: clientInput(base + cpfCheckDigits(base), { name }) }, token);
  return { id: made.result!.id, name };
}
afterAll(async () => browser?.close());

async function newAgreementFromClient(page: Page, width: number): Promise<{ id: string; name: string }> {
  const client = await freshClient(width);
  await page.goto(`${APP_URL}/clients/${client.id}`);
  const card = page.getByRole('region', { name: 'Contratos de honorários' });
  await card.getByText('Nenhum contrato de honorários cadastrado.').waitFor();
  await card.getByRole('link', { name: 'Novo contrato' }).click();
  await page.getByRole('heading', { name: 'Novo contrato de honorários' }).waitFor();
  await page.getByLabel('Título').fill(`Contrato ${run} (${width})`);
  await page.getByLabel('Tipo da cláusula').selectOption('fixo');
  await page.getByRole('button', { name: 'Acrescentar cláusula' }).click();
  await page.getByLabel('Valor total').fill('9.000,01');
  await page.getByLabel('Parcelas (1: à vista)').fill('3');
  await page.getByRole('button', { name: 'Ver lançamentos' }).click();
  const preview = page.getByRole('table', { name: 'Lançamentos do contrato' });
  await preview.waitFor();
  // Three installments whose centavos add up to the total: the last takes the centavo left over.
  expect(await preview.getByRole('row').count()).toBe(5);
  expect(await preview.innerText()).toMatch(/\(3\/3\)\s+R\$ 3\.000,01/);
  expect(await preview.innerText()).toContain('R$ 9.000,01');
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, `fee-agreement-preview-${width}`);
  await page.getByRole('button', { name: 'Cadastrar contrato' }).click();
  await page.waitForURL(/\/transactions\/agreements\/hon-/);
  await page.getByRole('heading', { name: `Contrato ${run} (${width})` }).waitFor();
  await page.getByText('Lançamentos (3)').waitFor();
  await page.getByText(/R\$ 9\.000,01 \(nove mil reais e um centavo\), em três parcelas mensais/).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, `fee-agreement-page-${width}`);
  return client;
}

describe('Contratos de honorários', () => {
  it('an agreement from a client page, previewed before saving, at 1280 px', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInUi(page, finance.email, finance.password);
    const client = await newAgreementFromClient(page, 1280);
    // Ended today: the installments due later are cancelled with the reason.
    await page.getByRole('button', { name: 'Encerrar', exact: true }).click();
    const ending = page.getByRole('dialog', { name: 'Encerrar contrato' });
    await ending.getByLabel('Motivo').fill('Rescisão pelo cliente');
    await ending.getByRole('button', { name: 'Encerrar contrato' }).click();
    await page.getByText('Encerrado em').waitFor();
    await expect.poll(() => page.getByText('Cancelado', { exact: true }).count()).toBe(3);
    // Back on the client's page, the card lists it; money received for the client is passed on in full.
    await page.goto(`${APP_URL}/clients/${client.id}`);
    await page.getByRole('link', { name: `Contrato ${run} (1280)` }).waitFor();
    await page.getByRole('button', { name: 'Receber em nome do cliente' }).click();
    const receipt = page.getByRole('dialog', { name: 'Receber em nome do cliente' });
    await receipt.getByLabel('Valor recebido').fill('1.500,00');
    await receipt.getByLabel('Conta que recebeu').selectOption({ index: 1 });
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'receive-for-client-1280');
    await receipt.getByRole('button', { name: 'Registrar recebimento' }).click();
    await page.getByText('Recebido R$ 1.500,00; honorários descontados R$ 0,00; repasse R$ 1.500,00.').waitFor();
  });

  it('the same at 390 px, and Configurações → Índices econômicos', async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signInUi(page, admin.email, admin.password);
    await newAgreementFromClient(page, 390);
    await page.goto(`${APP_URL}/settings/indexes`);
    await page.getByRole('heading', { name: 'Índices econômicos' }).waitFor();
    await page.getByRole('button', { name: 'Acrescentar' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'economic-indexes-390');
    // From a lawsuit's Financeiro card: the seeded retainer's 15 % êxito kept from an alvará, the rest to repasse.
    await page.goto(`${APP_URL}/lawsuits/proc-010`);
    const card = page.getByRole('region', { name: 'Financeiro' });
    await card.getByRole('button', { name: 'Receber em nome do cliente' }).click();
    const receipt = page.getByRole('dialog', { name: 'Receber em nome do cliente' });
    await receipt.getByLabel('Valor recebido').fill('10.000,00');
    await receipt.getByLabel('Conta que recebeu').selectOption({ index: 1 });
    await receipt.getByLabel('Honorários descontados do valor').selectOption('exito:hon-seed-0002:c2:alvara');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'receive-for-client-lawsuit-390');
    await receipt.getByRole('button', { name: 'Registrar recebimento' }).click();
    await page.getByText('Recebido R$ 10.000,00; honorários descontados R$ 1.500,00; repasse R$ 8.500,00.').waitFor();
  });
});
