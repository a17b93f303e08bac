/** Records point at each other by name and link, counts open their list, and late items are flagged. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { COLLECTIONS, officeDate } from '@office/domain';
import { storedPrazo } from '../support/agenda';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { testStores } from '../support/store';
import type { Stores } from '../../functions/src/store/open-stores';
import { APP_URL, launchBrowser, screenshot, signInUi, wideElements } from '../support/browser';

const admin = SEED_STAFF.find((s) => s.admin)!;
let browser: Browser;
let stores: Stores;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  stores = await testStores();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInUi(page, admin.email, admin.password);
});
afterAll(async () => {
  await browser?.close();
  await stores?.documents.close();
});

describe('links between records', () => {
  it('an agenda entry names its lawsuit and client as links, never by id', async () => {
    const event = (await stores.documents.get(COLLECTIONS.events, 'evt-hoje-1'))!;
    const lawsuit = (await stores.documents.get(COLLECTIONS.lawsuits, String(event.data.lawsuitId)))!;
    const client = (await stores.documents.get(COLLECTIONS.clients, String(event.data.clientId)))!;
    await page.goto(`${APP_URL}/events/evt-hoje-1`);
    await page.getByRole('link', { name: String(client.data.name) }).waitFor();
    expect(await page.getByText(lawsuit.id, { exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: String(lawsuit.data.cnj) }).click();
    await page.waitForURL(`${APP_URL}/lawsuits/${lawsuit.id}`);

    // The client's page lists their lawsuits as links (by number or internal reference).
    await page.goto(`${APP_URL}/clients/${client.id}`);
    const listed = page
      .getByRole('region', { name: /^Processos/ })
      .getByRole('link')
      .first();
    const label = (await listed.textContent()) ?? '';
    expect(label).toMatch(/^\d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}$|^[A-Z]+-/);
    await listed.click();
    await page.waitForURL(/\/lawsuits\/[\w-]+$/);
    await page.getByRole('heading', { name: label }).waitFor();
  });

  it('the dashboard counts open the list filtered by that status', async () => {
    await page.goto(`${APP_URL}/`);
    await page.getByRole('link', { name: /^Suspensos \d+$/ }).click();
    await page.waitForURL(`${APP_URL}/lawsuits?status=suspenso`);
    expect(await page.getByRole('button', { name: /^suspenso/ }).getAttribute('aria-pressed')).toBe('true');
    // The tribunal filter offers every court of the CNJ table, not a short list.
    const tribunals = await page.getByLabel('Tribunal').locator('option').allTextContents();
    expect(tribunals.length).toBeGreaterThan(90);
    for (const t of ['TJAC', 'TJDFT', 'TRT24', 'TRF6', 'TRE-SP']) expect(tribunals).toContain(t);
  });

  it('offers only lawyers as responsible for a client', async () => {
    await page.goto(`${APP_URL}/clients`);
    await page.getByRole('button', { name: 'Novo cliente' }).click();
    const select = page.getByRole('dialog').getByLabel('Advogado(a) responsável');
    // The directory comes from a callable whose first call may start its process: wait for it.
    await expect.poll(() => select.locator('option').allTextContents(), { timeout: 15_000 }).toContain('Rafael Moreira');
    const options = await select.locator('option').allTextContents();
    expect(options).not.toContain('Camila Souza');
    expect(options).not.toContain('Lucas Almeida');
    await page.keyboard.press('Escape');
  });
});

describe('late items', () => {
  it('flags a prazo still open after its fatal day, in the agenda and on the dashboard', async () => {
    const id = `evt-atrasado-${Date.now()}`;
    await stores.documents.commit([
      {
        kind: 'create',
        collection: COLLECTIONS.events,
        id,
        // Due yesterday and still open.
        data: storedPrazo({ date: officeDate(new Date(), -1), title: 'Prazo: contrarrazões esquecidas', ownerId: admin.uid }),
      },
    ]);
    await page.goto(`${APP_URL}/`);
    await page.getByText(/^\d+ prazos? vencidos? sem conclusão$/).waitFor();
    await page.getByRole('region', { name: 'Próximos prazos' }).getByRole('link', { name: 'Prazo: contrarrazões esquecidas' }).waitFor();
    await screenshot(page, 'dashboard-overdue');
    // The list of yesterday's month, and yesterday in the day view, where the entry says so too.
    await page.goto(`${APP_URL}/events?view=list&date=${officeDate(new Date(), -1)}`);
    const row = page.getByRole('row').filter({ hasText: 'Prazo: contrarrazões esquecidas' });
    await row.getByText('prazo vencido').waitFor();
    await page.goto(`${APP_URL}/events?view=day&date=${officeDate(new Date(), -1)}`);
    await page.getByRole('link', { name: /^Prazo, dia inteiro, ?Prazo: contrarrazões esquecidas ?, prazo vencido$/ }).waitFor();
  });
});

describe('lists on a phone', () => {
  it('show one card per row with every column labelled, money on one line, nothing off-screen', async () => {
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signInUi(phone, admin.email, admin.password);
    await phone.goto(`${APP_URL}/transactions`);
    const cards = phone.getByRole('list', { name: 'Lançamentos financeiros' });
    await cards.getByRole('listitem').first().waitFor();
    expect(await phone.getByRole('table', { name: 'Lançamentos financeiros' }).count()).toBe(0);
    const first = cards.getByRole('listitem').first();
    for (const label of ['Situação', 'Valor', 'Categoria']) await first.getByText(label, { exact: true }).waitFor();
    // Valor and Em aberto: each amount on one line.
    const money = first.locator('dd', { hasText: 'R$' });
    expect(await money.count()).toBe(2);
    for (const dd of await money.all()) expect(await dd.evaluate((el) => getComputedStyle(el.querySelector('span') ?? el).whiteSpace)).toBe('nowrap');
    expect(await wideElements(phone)).toEqual([]);
    await screenshot(phone, 'transactions-phone-cards');
    await phone.context().close();
  });
});

describe('numbers as people write them', () => {
  it('Sobre shows the phone, CEP and CNPJ with their punctuation', async () => {
    await page.goto(`${APP_URL}/about`);
    const details = page.getByRole('definition');
    await details
      .filter({ hasText: /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/ })
      .first()
      .waitFor();
    await details
      .filter({ hasText: /^\(\d{2}\) \d{4,5}-\d{4}$/ })
      .first()
      .waitFor();
    await details
      .filter({ hasText: /^\d{5}-\d{3}$/ })
      .first()
      .waitFor();
    expect(await details.filter({ hasText: /^\+55/ }).count()).toBe(0);
  });
});
