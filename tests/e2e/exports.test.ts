/**
 * Exportações in the browser: the administrator exports the whole office from Configurações (at 1280 px) and one
 * client's data from the client's page (at 390 px); each archive is written in the background, the bell says it is
 * ready, and the download is a ZIP under its name. Axe-clean, nothing wider than the screen.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { APP_URL, axeViolations, launchBrowser, screenshot, signedInPage, wideElements } from '../support/browser';

const admin = SEED_STAFF.find((s) => s.uid === 'staff-helena-barbosa')!;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Opens the bell's panel and finds the notice titled `title`. */
async function notice(page: Page, title: string) {
  const panel = page.getByRole('dialog', { name: 'Notificações' });
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Notificações|\d+ notificaç(ão|ões) não lidas?)$/ })
    .click();
  const item = panel.getByRole('listitem').filter({ hasText: title }).first();
  await item.waitFor();
  return item;
}

/** Clicks "Baixar" on the export's row and answers the downloaded file's name and first bytes. */
async function download(page: Page, title: RegExp): Promise<{ name: string; head: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: title }).first().click()]);
  return {
    name: file.suggestedFilename(),
    head: readFileSync(await file.path())
      .subarray(0, 2)
      .toString('latin1'),
  };
}

describe('Exportações', () => {
  it('exports the whole office in the background, announces it in the bell and downloads the ZIP (1280 px)', async () => {
    const page = await signedInPage(browser, admin);
    await page.goto(`${APP_URL}/settings`);
    await page.getByRole('link', { name: 'Exportações' }).click();
    await page.getByRole('heading', { name: 'Exportações', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Exportar todos os dados' }).click();
    await page.getByText('Exportação iniciada', { exact: true }).waitFor();
    const row = page.getByRole('list', { name: 'Exportações recentes' }).getByRole('listitem').first();
    await row.getByText('Pronta', { exact: true }).waitFor();
    const item = await notice(page, 'Exportação do escritório pronta para baixar');
    expect(await item.innerText()).toMatch(/Arquivo ZIP de .+ O link vale até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\./);
    await item.getByRole('link').first().click();
    await page.waitForURL(`${APP_URL}/settings/exports`);
    expect(await row.innerText()).toMatch(/Pedida por Helena .+ link válido até/);
    const file = await download(page, /^Baixar Exportação do escritório/);
    expect(file.name).toMatch(/^escritorio-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(file.head).toBe('PK');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'exports-1280');
  });

  it("exports one client's data for an LGPD request from the client's page (390 px)", async () => {
    const page = await signedInPage(browser, admin, 390);
    await page.goto(`${APP_URL}/clients/cli-002`);
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await page.getByRole('button', { name: 'Exportar dados (LGPD)' }).click();
    await page.getByRole('button', { name: 'Ver exportações' }).click();
    await page.waitForURL(`${APP_URL}/settings/exports`);
    const row = page
      .getByRole('list', { name: 'Exportações recentes' })
      .getByRole('listitem')
      .filter({ hasText: `Exportação de ${name} (LGPD)` })
      .first();
    await row.getByText('Pronta', { exact: true }).waitFor();
    const file = await download(page, new RegExp(`^Baixar Exportação de ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(file.name).toMatch(/^cliente-cli-002-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(file.head).toBe('PK');
    expect(await axeViolations(page)).toEqual([]);
    expect(await wideElements(page)).toEqual([]);
    await screenshot(page, 'exports-390');
  });
});
