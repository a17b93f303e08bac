/**
 * Every list page renders its rows once, in the layout the window calls for (the table from 48rem on, cards
 * below), and an image shown on a page is fetched once: the list's covers, again on the next visit, and a
 * photo shown in two places.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { APP_URL, launchBrowser, signInUi } from '../support/browser';

const admin = SEED_STAFF.find((s) => s.admin)!;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The list pages built on the cursor table, with the caption that names their rows. */
const LISTS: [route: string, caption: string][] = [
  ['/clients', 'Clientes do escritório'],
  ['/lawsuits', 'Processos do escritório'],
  ['/transactions', 'Lançamentos financeiros'],
  ['/articles', 'Artigos do escritório'],
  ['/messages', 'Caixa de entrada'],
];

/** Elements in the page (shown or hidden) that hold the rows of the list named `caption`. */
async function rowHolders(page: Page, caption: string): Promise<{ tables: number; cardLists: number; rows: number }> {
  return page.evaluate((name) => {
    const tables = [...document.querySelectorAll('table')].filter((t) => t.querySelector('caption')?.textContent === name);
    const cardLists = [...document.querySelectorAll('ul')].filter((u) => u.getAttribute('aria-label') === name);
    const rows =
      tables.reduce((n, t) => n + t.querySelectorAll('tbody tr').length, 0) + cardLists.reduce((n, u) => n + u.querySelectorAll(':scope > li').length, 0);
    return { tables: tables.length, cardLists: cardLists.length, rows };
  }, caption);
}

describe.each([
  ['desktop', 1280, { tables: 1, cardLists: 0 }],
  ['phone', 390, { tables: 0, cardLists: 1 }],
])('lists on a %s (%i px)', (_, width, expected) => {
  it('render their rows once, in one layout', async () => {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signInUi(page, admin.email, admin.password);
    for (const [route, caption] of LISTS) {
      await page.goto(`${APP_URL}${route}`);
      await expect.poll(async () => (await rowHolders(page, caption)).rows, { message: route }).toBeGreaterThan(0);
      const holders = await rowHolders(page, caption);
      expect({ route, tables: holders.tables, cardLists: holders.cardLists }).toEqual({ route, ...expected });
    }
    await context.close();
  });
});

describe('images', () => {
  it('are fetched once per path: the covers of the list, and again on the next visit of the page', async () => {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const fetched: string[] = [];
    // Images delivered: a read refused for stale claims (another test changed this person's record) is retried
    // with a fresh token, as every call is, and only the answer with the image counts.
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (response.request().method() === 'GET' && response.status() === 200 && path.includes('/files/')) fetched.push(path.slice(path.indexOf('/files/')));
    });
    await signInUi(page, admin.email, admin.password);
    await page.goto(`${APP_URL}/articles`);
    await expect.poll(() => page.locator('main img').count()).toBeGreaterThan(1);
    await page.waitForLoadState('networkidle');
    const firstVisit = [...fetched];
    expect(firstVisit.length).toBeGreaterThan(1);
    expect(firstVisit.length).toBe(new Set(firstVisit).size);

    // Away and back within the app: the covers come from memory.
    await page.getByRole('navigation', { name: 'Menu principal' }).first().getByRole('link', { name: 'Clientes', exact: true }).click();
    await page.waitForURL(/\/clients$/);
    await page.getByRole('navigation', { name: 'Menu principal' }).first().getByRole('link', { name: 'Publicações', exact: true }).click();
    await page.waitForURL(/\/articles$/);
    await expect.poll(() => page.locator('main img').count()).toBeGreaterThan(1);
    await page.waitForLoadState('networkidle');
    const covers = firstVisit.filter((p) => p.includes('/articles/'));
    expect(fetched.filter((p) => covers.includes(p))).toEqual(covers);
    await context.close();
  });
});
