/** The top bar's search and the one box of Processos in the browser: by keyboard, per reader, on a phone, with axe. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { APP_URL, axeViolations, launchBrowser, screenshot, signInUi } from '../support/browser';

const admin = SEED_STAFF.find((s) => s.admin)!;
const intern = SEED_STAFF.find((s) => s.uid === 'staff-lucas-almeida')!;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function freshPage(width: number, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 860 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', colorScheme });
  return context.newPage();
}

const results = (page: Page) => page.getByRole('listbox', { name: 'Resultados da busca' });

describe('Busca geral', () => {
  it('opens with Ctrl+K, groups what it finds by section and opens the chosen record by keyboard', async () => {
    const page = await freshPage(1280);
    await signInUi(page, admin.email, admin.password);
    // The shortcut listens once the frame is drawn (the address changes first).
    await page.getByRole('button', { name: 'Buscar…', exact: true }).waitFor();
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: /Busca geral/ });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole('status').filter({ hasText: 'Digite ao menos 2 letras' }).waitFor();
    await box.pressSequentially('bruno cardoso', { delay: 20 });
    await results(page)
      .getByRole('group', { name: 'Clientes' })
      .getByRole('option', { name: /Bruno Cardoso Monteiro/ })
      .waitFor();
    // The client's lawsuits are found by the client's name too.
    await results(page).getByRole('group', { name: 'Processos' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'search-dialog');
    // Down to the client, then Enter: the client's page, the dialog gone.
    for (let i = 0; i < 6; i++) {
      const active = await box.getAttribute('aria-activedescendant');
      if (active && (await page.locator(`[id="${active}"]`).innerText()).includes('Bruno Cardoso Monteiro')) break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/clients/'));
    await page.getByRole('heading', { name: 'Bruno Cardoso Monteiro' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // "/" outside a field opens it too; Escape closes it and gives the focus back.
    await page.keyboard.press('/');
    await box.waitFor();
    await box.fill('zzqqxx');
    await page.getByRole('status').filter({ hasText: 'Nada encontrado para “zzqqxx”' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('searches only the sections the person reads: an intern of the Agenda finds entries, never clients', async () => {
    const page = await freshPage(390);
    await signInUi(page, intern.email, intern.password);
    await page.getByRole('button', { name: 'Buscar…', exact: true }).click();
    await page.getByRole('combobox', { name: /Busca geral/ }).fill('despacho juiz');
    await results(page)
      .getByRole('group', { name: 'Agenda' })
      .getByRole('option', { name: /Despacho com o juiz/ })
      .first()
      .waitFor();
    expect(await results(page).getByRole('group').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'search-dialog-390');
    await page.getByRole('combobox', { name: /Busca geral/ }).fill('bruno cardoso');
    await page.getByRole('status').filter({ hasText: 'Nada encontrado para “bruno cardoso” nas seções que você acessa.' }).waitFor();
    await page.context().close();
  });
});

describe('Processos: one search box', () => {
  it('finds by the class and the subject together, with no "search by" to choose', async () => {
    const page = await freshPage(1280, 'dark');
    await signInUi(page, admin.email, admin.password);
    await page.goto(`${APP_URL}/lawsuits`);
    expect(await page.getByLabel('Buscar por').count()).toBe(0);
    await page.getByLabel('Buscar', { exact: true }).fill('divorcio partilha');
    await page.waitForURL((url) => url.searchParams.get('search') === 'divorcio partilha');
    await page.getByText('Dissolução de casamento e partilha').first().waitFor();
    await screenshot(page, 'lawsuits-one-box-dark');
    await page.context().close();
  });
});
