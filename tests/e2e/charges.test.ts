/**
 * Cobranças in the browser: a charge over two open receivables of a client, its PIX QR code and "copia e cola",
 * the PDF downloaded, a partial payment registered; the same page on a phone, where the payment is reversed. Axe clean at 1280 and 390 px.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { addDays, cpfCheckDigits, officeDate } from '@office/domain';
import { parsePixPayload } from '@office/domain/pix';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { APP_URL, axeViolations, launchBrowser, screenshot, signInUi, wideElements } from '../support/browser';
import { callFn, signIn } from '../support/emulator-client';
import { transaction } from '../support/finance';
import { clientInput } from '../support/records';

const admin = SEED_STAFF.find((s) => s.admin)!;
/** Financeiro's member (who also reads Clientes). */
const finance = SEED_STAFF.find((s) => s.uid === 'staff-camila-souza')!;
const run = Date.now().toString(36);
let browser: Browser;
let client: { id: string; name: string };
let chargeUrl: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await signIn(admin.email, admin.password);
  const base = String(500_000_000 + (Date.now() % 99_999_999));
  const name = `Cliente Cobrança ${run}`;
  const made = await callFn<{ id: string }>(
    'clients-create',
    { client: clientInput(base + cpfCheckDigits(base), { name, emails: [`cobranca-${run}@cliente.test`] }) },
    token,
  );
  client = { id: made.result!.id, name };
  for (const [amount, days] of [
    [120_000, 3],
    [80_000, 20],
  ] as const) {
    const fee = await callFn(
      'finance-create',
      { transaction: transaction({ clientId: client.id, amount, dueDate: addDays(officeDate(), days), description: `Honorários ${run} ${days}` }) },
      token,
    );
    expect(fee.error).toBeUndefined();
  }
});
afterAll(async () => browser?.close());

describe('Cobranças', () => {
  it('issues a charge, shows its QR code and copia e cola, downloads its PDF and registers a partial payment', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await signInUi(page, admin.email, admin.password);
    await page.goto(`${APP_URL}/transactions/charges`);
    await page.getByRole('link', { name: 'Nova cobrança' }).click();
    await page.getByRole('heading', { name: 'Nova cobrança' }).waitFor();
    await page.getByRole('combobox', { name: 'Cliente', exact: true }).fill(client.name);
    await page.getByRole('listbox', { name: 'Clientes encontrados' }).getByRole('option', { name: client.name }).click();
    await page.getByLabel(`Honorários ${run} 3`).check();
    await page.getByLabel(`Honorários ${run} 20`).check();
    await page.getByText('Total da cobrança: R$ 2.000,00').waitFor();
    await page.getByLabel('Conta que recebe (chave PIX)').selectOption({ label: 'Itaú — conta corrente (PIX financeiro@barbosaadvocacia.test)' });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Emitir cobrança' }).click();

    await page.waitForURL(/\/transactions\/charges\/cob-/);
    chargeUrl = page.url();
    await page.getByRole('img', { name: 'QR code PIX de R$ 2.000,00' }).waitFor();
    const code = await page.getByLabel('Pix copia e cola').inputValue();
    expect(parsePixPayload(code)).toMatchObject({ ok: true, value: { key: 'financeiro@barbosaadvocacia.test', amount: 200_000 } });
    expect(await page.getByRole('main').innerText()).toContain('Aberta');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'charge-detail');

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^cobranca-[A-Za-z0-9]+\.pdf$/);
    const bytes = await readFile(await pdf.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.getByRole('button', { name: 'Registrar pagamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar pagamento' });
    await dialog.getByLabel('Valor (R$)').fill('500,00');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Registrar pagamento' }).click();
    await page.getByText('Ainda em aberto: R$ 1.500,00.').waitFor();
    await page.getByText('Parcialmente paga').first().waitFor();
    await page.getByRole('button', { name: 'Recibo' }).waitFor();
    // The payment went to the older lançamento first, which links back to its charge.
    await page.getByRole('link', { name: `Honorários ${run} 3` }).click();
    await page.getByRole('heading', { name: `Honorários ${run} 3` }).waitFor();
    expect(await page.getByRole('main').innerText()).toContain('Parcialmente pago');
    await page.getByRole('link', { name: 'Ver cobrança' }).click();
    await page.waitForURL(chargeUrl);
    await context.close();
  });

  it('shows the charge on a phone without sideways scrolling, and reverses its payment there', async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signInUi(page, admin.email, admin.password);
    await page.goto(chargeUrl);
    await page.getByRole('img', { name: 'QR code PIX de R$ 2.000,00' }).waitFor();
    expect(await wideElements(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'charge-detail-phone');
    // The payment was returned by the bank: reversed with its reason, the charge owes it again.
    await page.getByRole('button', { name: 'Estornar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Estornar pagamento' });
    await dialog.getByLabel('Motivo').fill('PIX devolvido pelo banco');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Estornar pagamento' }).click();
    await page.getByText('Em aberto: R$ 2.000,00.').waitFor();
    await page.getByText(/Estornado em .*: PIX devolvido pelo banco/).waitFor();
    expect(await page.getByRole('main').innerText()).toContain('Aberta');
    expect(await wideElements(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${APP_URL}/transactions/charges`);
    await page.getByRole('link', { name: client.name }).first().waitFor();
    expect(await wideElements(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('opens Nova cobrança from a client, on a phone: the client chosen, their receivables already charged', async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signInUi(page, finance.email, finance.password);
    await page.goto(`${APP_URL}/transactions/charges/new?client=${client.id}`);
    await page.getByText('Este cliente não tem receitas em aberto fora de outra cobrança.').waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Cliente', exact: true }).inputValue()).toBe(client.name);
    expect(await wideElements(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'charge-new-phone');
  });
});
