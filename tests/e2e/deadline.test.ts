/** Calcular prazo in the browser: from an andamento of a lawsuit, against the court's calendar, kept in the address. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { APP_URL, launchBrowser, screenshot, signInUi } from '../support/browser';

const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('Calcular prazo', () => {
  it('opens from an andamento with the lawsuit’s court, explains each day, and survives a reload', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInUi(page, lawyer.email, lawyer.password);
    // proc-003: TJSP, comarca São Paulo.
    await page.goto(`${APP_URL}/lawsuits/proc-003`);
    await page
      .getByRole('link', { name: /^Calcular prazo a partir do andamento de/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Calcular prazo' }).waitFor();
    await expect.poll(() => page.getByLabel('Tribunal').inputValue()).toBe('TJSP');
    expect(await page.getByLabel('Comarca').inputValue()).toBe('São Paulo');
    expect(await page.getByLabel('Marco inicial').inputValue()).toBe('intimacao');
    expect(await page.getByLabel('Data do marco').inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    // Bad input is pointed out on its field and nothing is computed.
    await page.getByLabel('Prazo (dias)').fill('0');
    await page.getByRole('button', { name: 'Calcular' }).click();
    await page.getByText('O prazo tem ao menos 1 dia').waitFor();
    expect(await page.getByTestId('deadline-last-day').count()).toBe(0);

    // DJEN on Mon 30/03/2026, 5 dias úteis at TJSP: Holy Thursday and Good Friday are skipped.
    await page.getByLabel('Marco inicial').selectOption('disponibilizacao');
    await page.getByLabel('Data do marco').fill('2026-03-30');
    await page.getByLabel('Prazo (dias)').fill('5');
    await page.getByRole('button', { name: 'Calcular' }).click();
    await expect.poll(() => page.getByTestId('deadline-last-day').textContent()).toContain('09/04/2026');
    const table = page.getByRole('table', { name: 'Contagem dia a dia, do marco inicial ao vencimento' });
    const holyThursday = table.getByRole('row').filter({ hasText: '02/04/2026' });
    expect(await holyThursday.textContent()).toContain('Não contado: Quinta-feira Santa');
    expect(await holyThursday.textContent()).toContain('Provimento CSM nº 2.813/2025');
    // TJSP's 2026 act and São Paulo's municipal law are both in the data: nothing to warn about.
    expect(await page.getByRole('note', { name: 'Avisos' }).count()).toBe(0);

    await page.waitForURL((url) => url.searchParams.get('date') === '2026-03-30' && url.searchParams.get('lawsuit') === 'proc-003');
    await page.reload();
    await expect.poll(() => page.getByTestId('deadline-last-day').textContent()).toContain('09/04/2026');
    await screenshot(page, 'deadline-tjsp-desktop');
  });

  it('counts a TJRS prazo in Porto Alegre with the city’s own holiday, and warns about what the court has not confirmed', async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' })).newPage();
    await signInUi(page, lawyer.email, lawyer.password);
    await page.goto(`${APP_URL}/events/deadline`);
    await page.getByRole('heading', { name: 'Calcular prazo' }).waitFor();
    // The courts come grouped by branch: the TJRS is under Justiça Estadual.
    expect(await page.getByLabel('Tribunal').locator('optgroup[label="Justiça Estadual"] option[value="TJRS"]').count()).toBe(1);
    await page.getByLabel('Tribunal').selectOption('TJRS');
    await page.getByLabel('Comarca').fill('Porto Alegre');
    await page.getByLabel('Marco inicial').selectOption('disponibilizacao');
    // DJEN on Thu 29/01/2026: published Fri 30/01; Mon 02/02 is Nossa Senhora dos Navegantes in Porto Alegre, so
    // counting starts Tue 03/02 and 15 dias úteis end on Mon 23/02 (Carnival is not confirmed by a TJRS act: counted).
    await page.getByLabel('Data do marco').fill('29/01/2026');
    await page.getByLabel('Prazo (dias)').fill('15');
    await page.getByRole('button', { name: 'Calcular' }).click();
    await expect.poll(() => page.getByTestId('deadline-last-day').textContent()).toContain('23/02/2026');
    const table = page.getByRole('table', { name: 'Contagem dia a dia, do marco inicial ao vencimento' });
    const navegantes = await table.getByRole('row').filter({ hasText: '02/02/2026' }).textContent();
    expect(navegantes).toContain('Não contado: Nossa Senhora dos Navegantes');
    expect(navegantes).toContain('Lei municipal de Porto Alegre 4.453/1978');
    const warnings = await page.getByRole('note', { name: 'Avisos' }).textContent();
    expect(warnings).toContain('O calendário de 2026 do TJRS não está confirmado');
    expect(warnings).toContain('(Carnaval) costuma não ter expediente normal no TJRS');
    await screenshot(page, 'deadline-tjrs-porto-alegre-phone');
  });
});
