/**
 * Timesheet in the browser: the top bar's timer (started, still running after a reload, stopped into an entry),
 * a manual entry in the week view (found from the Agenda) on a phone, a colleague's week read by who reads
 * Financeiro, Financeiro approving it, and the profitability report; axe clean and no page scrolling sideways,
 * at 1280 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { APP_URL, axeViolations, launchBrowser, screenshot, signedInPage, wideElements } from '../support/browser';

const rafael = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const camila = SEED_STAFF.find((s) => s.uid === 'staff-camila-souza')!;
/** Reads the Agenda and Financeiro: the one who picks a colleague's week. */
const partner = SEED_STAFF.find((s) => s.admin)!;
const run = Date.now().toString(36);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A page of the test, failing it on any uncaught error in the app. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function accessible(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  expect(await wideElements(page)).toEqual([]);
}

describe('timesheet', () => {
  for (const width of [1280, 390]) {
    it(`runs the top bar's timer across a reload and stops it into an entry (${width} px)`, async () => {
      const page = await signedInPage(browser, rafael, width);
      await page.getByRole('button', { name: 'Iniciar cronômetro' }).click();
      const dialog = page.getByRole('dialog', { name: 'Iniciar cronômetro' });
      await dialog.getByLabel('Descrição').fill(`Estudo do caso ${run} ${width}`);
      await dialog.getByRole('button', { name: 'Iniciar' }).click();
      await page.getByText('Cronômetro iniciado.').waitFor();
      const stop = page.getByRole('button', { name: 'Parar cronômetro' });
      await stop.waitFor();
      await accessible(page);
      await screenshot(page, `timesheet-timer-${width}`);
      // Kept by the server: a reload shows the same running timer.
      await page.reload();
      await stop.waitFor();
      if (width === 1280) await page.getByRole('link', { name: new RegExp(`^Cronômetro: 00:0\\d:\\d\\d · Estudo do caso ${run} ${width}$`) }).waitFor();
      await stop.click();
      await page.getByText('Tempo registrado.').waitFor();
      await page.getByRole('button', { name: 'Iniciar cronômetro' }).waitFor();
      await page.context().close();
    });
  }

  it('adds a manual entry in the week view on a phone, with the day and week totals', async () => {
    const page = await signedInPage(browser, rafael, 390);
    // Found from the Agenda, with no timer running.
    await page.goto(`${APP_URL}/events`);
    await page.getByRole('link', { name: 'Minhas horas' }).click();
    await page.getByRole('heading', { name: 'Minhas horas' }).waitFor();
    expect(await page.getByLabel('Pessoa').count()).toBe(0);
    await page.getByRole('button', { name: 'Registrar tempo' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Registrar tempo' });
    await dialog.getByRole('button', { name: 'Registrar tempo' }).click();
    await dialog.getByText('Descreva o trabalho').waitFor();
    await dialog.getByLabel('Descrição').fill(`Revisão de contrato ${run}`);
    await dialog.getByLabel('Duração (minutos)').fill('45');
    await dialog.getByRole('button', { name: 'Registrar tempo' }).click();
    await page.getByText('Tempo registrado.').waitFor();
    // The entry's own line (its day's item holds it too).
    const entry = page
      .getByRole('listitem')
      .filter({ hasText: `Revisão de contrato ${run}` })
      .last();
    await expect.poll(() => entry.innerText()).toMatch(/45min[\s\S]*Pendente/);
    await page.getByText(/Total da semana: \d/).waitFor();
    await accessible(page);
    await screenshot(page, 'timesheet-week-390');
    await page.context().close();
  });

  for (const width of [1280, 390]) {
    it(`lets who reads Financeiro read a colleague's week without editing it (${width} px)`, async () => {
      const page = await signedInPage(browser, partner, width);
      const errors = watchErrors(page);
      await page.goto(`${APP_URL}/events`);
      await page.getByRole('link', { name: 'Minhas horas' }).click();
      await page.getByRole('heading', { name: 'Minhas horas' }).waitFor();
      await page.getByLabel('Pessoa').selectOption({ label: rafael.name });
      await page.getByRole('heading', { name: `Horas de ${rafael.name}` }).waitFor();
      await page.getByText(`Revisão de contrato ${run}`).waitFor();
      expect(await page.getByRole('button', { name: `Editar Revisão de contrato ${run}` }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Registrar tempo' }).count()).toBe(0);
      expect(new URL(page.url()).searchParams.get('pessoa')).toBe(rafael.uid);
      await accessible(page);
      expect(errors).toEqual([]);
      await screenshot(page, `timesheet-colleague-${width}`);
      await page.context().close();
    });

    it(`lets Financeiro approve the entry and read the profitability report (${width} px)`, async () => {
      const page = await signedInPage(browser, camila, width);
      const errors = watchErrors(page);
      await page.goto(`${APP_URL}/transactions/hours`);
      await page.getByRole('heading', { name: 'Horas', exact: true }).waitFor();
      await page.getByRole('region', { name: 'Valores por hora' }).getByLabel('Valor por hora padrão').waitFor();
      expect(errors).toEqual([]);
      const pending = page.getByRole('checkbox', { name: new RegExp(`Revisão de contrato ${run}`) });
      if (width === 1280) {
        await pending.check();
        await page.getByRole('button', { name: 'Aprovar selecionados (1)' }).click();
        await page.getByText('1 registro aprovado.').waitFor();
        await expect.poll(() => pending.count()).toBe(0);
      }
      await accessible(page);
      await screenshot(page, `timesheet-hours-${width}`);

      await page.goto(`${APP_URL}/transactions/profitability?por=person`);
      const table = page.getByRole('table', { name: 'Rentabilidade por pessoa' });
      await table.getByRole('rowheader', { name: rafael.name }).waitFor();
      await accessible(page);
      expect(errors).toEqual([]);
      await screenshot(page, `timesheet-profitability-${width}`);
      await page.context().close();
    });
  }
});
