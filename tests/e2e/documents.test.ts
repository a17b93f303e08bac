/**
 * Documents from templates in the browser, before there is a case and one per client: a procuração generated from a
 * client's page (the object typed, no lawsuit needed), on a desktop and on a phone, and one from a litisconsórcio's
 * lawsuit for the client chosen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { readSeed } from '../../scripts/seed/load';
import { APP_URL, axeViolations, launchBrowser, screenshot, signedInPage, wideElements } from '../support/browser';

const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('Gerar documento on a client’s page', () => {
  // A person on the desktop, a company (signed by its representative) on the phone.
  it.each([
    [1280, 'cli-005'],
    [390, 'cli-027'],
  ] as const)('generates the procuração for a case not yet filed, at %i px', async (width, clientId) => {
    const client = readSeed().clients[clientId]!;
    const page = await signedInPage(browser, lawyer, width);
    await page.goto(`${APP_URL}/clients/${clientId}`);
    await page.getByRole('heading', { name: client.name }).waitFor();
    await page.getByRole('button', { name: 'Gerar documento' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Modelo').selectOption({ label: 'Procuração ad judicia et extra' });
    await dialog.getByLabel('Objeto (opcional)').fill('Ação de indenização por dano moral contra o Banco Exemplo S.A.');
    // No lawsuit to choose a client from: the client is the page's.
    expect(await dialog.getByLabel('Cliente', { exact: true }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await wideElements(page)).toEqual([]);
    await screenshot(page, `generate-document-client-${width}`);
    await dialog.getByRole('button', { name: 'Gerar', exact: true }).click();
    await dialog.getByText('Documento gerado e salvo em Arquivos.').waitFor();
    const name = `Procuração ad judicia et extra - ${client.name}`;
    await dialog.getByRole('button', { name: new RegExp(`^Baixar ${name}`) }).waitFor();
    // Every field the procuração uses had data: nothing to fill by hand, no lawsuit's field missing.
    await dialog.getByText('Todos os campos do modelo foram preenchidos.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `generate-document-client-${width}-done`);
    await dialog.getByText('Fechar', { exact: true }).click();
    await page.getByRole('button', { name: new RegExp(`^Baixar ${name}.*\\.docx$`) }).waitFor();
    expect(await wideElements(page)).toEqual([]);
    await page.context().close();
  });
});

describe('Gerar documento on a litisconsórcio’s lawsuit', () => {
  it('generates the procuração for the client chosen, the first offered by default', async () => {
    const seeded = readSeed().lawsuits['proc-035']!;
    const [first, second] = seeded.clients;
    const page = await signedInPage(browser, lawyer, 1280);
    await page.goto(`${APP_URL}/lawsuits/proc-035`);
    await page.getByRole('heading', { name: seeded.cnj! }).waitFor();
    await page.getByRole('button', { name: 'Gerar documento' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Modelo').selectOption({ label: 'Procuração ad judicia et extra' });
    const client = dialog.getByLabel('Cliente', { exact: true });
    expect(await client.inputValue()).toBe(first!.clientId);
    await client.selectOption(second!.clientId);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Gerar', exact: true }).click();
    await dialog.getByRole('button', { name: new RegExp(`^Baixar Procuração ad judicia et extra - ${second!.name}`) }).waitFor();
    await page.context().close();
  });
});
