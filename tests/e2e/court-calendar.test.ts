/**
 * Configurações → Calendário forense in the browser: an administrator adds a local holiday; the lawyer's open
 * prazo it changes shows "recalcular" with both dates on the dashboard and on its page, and the lawyer applies it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { EventSaved } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { callFn, signIn } from '../support/emulator-client';
import { APP_URL, axeViolations, launchBrowser, screenshot, signInUi, wideElements } from '../support/browser';

const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const admin = SEED_STAFF.find((s) => s.admin)!;
/** A comarca of this run only: the holiday changes no other prazo. */
const comarca = `Itu ${Date.now().toString(36)}`;
let browser: Browser;
let prazoId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  // Monday 25/01/2027 + 5 dias úteis = Monday 01/02; a holiday on Wednesday 27/01 makes it Tuesday 02/02. Earlier than
  // the prazos the HTTP suite flags in the same store, so the dashboard, soonest first, lists this one.
  const calculation = { trigger: 'data', triggerDate: '2027-01-25', days: 5, counting: 'uteis', doubling: null, electronic: true, tribunal: 'TJSP', comarca };
  const event = {
    kind: 'prazo',
    title: `Impugnação ao laudo (${comarca})`,
    date: '2027-02-01',
    allDay: true,
    startTime: null,
    endTime: null,
    location: null,
    lawsuitId: null,
    clientId: null,
    ownerId: lawyer.uid,
    participantIds: [],
    notes: '',
    reminderMinutes: null,
    prazo: { internalDate: '2027-01-28', legalBasis: 'CPC art. 477, § 1º', calculation },
  };
  const res = await callFn<EventSaved>('agenda-create', { event }, await signIn(lawyer.email, lawyer.password));
  prazoId = res.result!.event.id;
});
afterAll(async () => browser?.close());

async function pageAs(email: string, password: string, width = 1280): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await signInUi(page, email, password);
  return page;
}

describe('Calendário forense', () => {
  it('an administrator adds a local holiday, refused first for a missing comarca, and is told which prazos it changed', async () => {
    const page = await pageAs(admin.email, admin.password);
    await page.goto(`${APP_URL}/settings`);
    await page.getByRole('link', { name: 'Calendário forense' }).click();
    await page.getByRole('heading', { name: 'Fechamentos do escritório' }).waitFor();
    await page.getByRole('button', { name: 'Novo fechamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo fechamento' });
    await dialog.getByLabel('Primeiro dia').fill('2027-01-27');
    await dialog.getByLabel('Último dia').fill('2027-01-27');
    await dialog.getByLabel('Tipo').selectOption('feriado');
    await dialog.getByLabel('Descrição').fill(`Aniversário de ${comarca}`);
    await dialog.getByLabel('Ato ou fonte').fill('Lei municipal nº 100/1990');
    await dialog.getByLabel('Abrangência').selectOption('comarca');
    await dialog.getByLabel('Tribunal').selectOption('TJSP');
    await dialog.getByRole('button', { name: 'Incluir fechamento' }).click();
    await dialog.getByText('Informe a comarca').waitFor();
    await dialog.getByLabel('Comarca ou seção judiciária').fill(comarca);
    await dialog.getByRole('button', { name: 'Incluir fechamento' }).click();
    await page.getByText('1 prazo em aberto a recalcular.').waitFor();
    await page.getByText(`27/01/2027 · Aniversário de ${comarca}`).waitFor();
    const row = page.getByRole('row', { name: new RegExp(`Impugnação ao laudo \\(${comarca}\\)`) });
    await expect.poll(() => row.textContent()).toContain('01/02/2027 → 02/02/2027');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'court-calendar-1280');
  });

  it('the lawyer sees it on the dashboard and on the prazo, applies the new computation, and the history says so', async () => {
    const page = await pageAs(lawyer.email, lawyer.password, 390);
    await page.getByText(/prazos? a recalcular/).waitFor();
    // The notice's link, with both last days (the same prazo may also be among the next ones).
    await page.getByRole('link', { name: new RegExp(`Impugnação ao laudo \\(${comarca}\\) Último dia 01/02/2027 → 02/02/2027`) }).click();
    const notice = page.getByRole('region', { name: 'Recalcular: o calendário forense mudou' });
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/Cálculo guardado01\/02\/2027.*Pelo calendário atual02\/02\/2027/);
    expect(await wideElements(page)).toEqual([]);
    await screenshot(page, 'prazo-recalcular-390');
    await notice.getByRole('button', { name: 'Aplicar novo cálculo' }).click();
    await page.getByRole('dialog', { name: 'Aplicar o novo cálculo?' }).getByRole('button', { name: 'Aplicar novo cálculo' }).click();
    await page.getByText('Prazo fatal: 02/02/2027').waitFor();
    await notice.waitFor({ state: 'detached' });
    await page.getByText(/Recalculou prazo pelo calendário atual/).waitFor();
    expect(page.url()).toContain(prazoId);
  });

  it('shows per court what is confirmed and what is only foreseen, with the acts, on a phone too', async () => {
    const page = await pageAs(admin.email, admin.password, 390);
    await page.goto(`${APP_URL}/settings`);
    await page.getByRole('link', { name: 'Calendário forense' }).click();
    const card = page.getByRole('region', { name: 'Calendários dos tribunais' });
    await card.getByLabel('Buscar tribunal').fill('TJSP');
    const list = card.getByRole('list', { name: 'Situação dos calendários dos tribunais' });
    await expect.poll(() => list.locator(':scope > li').count()).toBe(1);
    const years = list.getByRole('list', { name: 'Anos de TJSP' });
    expect(await years.textContent()).toMatch(/confirmado|previsto/);
    expect(await list.textContent()).toContain('CPC art. 220');
    await card.getByLabel('Buscar tribunal').fill('trabalho');
    await expect.poll(() => list.locator(':scope > li').count()).toBeGreaterThan(20);
    expect(await wideElements(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'court-calendar-status-390');
  });
});
