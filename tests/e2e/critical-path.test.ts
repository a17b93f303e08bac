/**
 * The signed-in dashboard's path after the ID token: the dashboard's data leaves together with the session's
 * (each call authorises itself), from the page's head script with the saved token on a warm visit, both where the
 * local build posts (the API function's own address, web/src/lib/function-url.ts), with no CORS preflight before
 * them once the browser has asked one per operation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { LOCAL_API_URL as API } from '@office/domain/config';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { launchBrowser, signInUi } from '../support/browser';

const admin = SEED_STAFF.find((s) => s.admin)!;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('dashboard, signed in', () => {
  it('sends the session and the dashboard calls at once, to the API, and no preflight after the first visit', async () => {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const sent = new Map<string, { url: string; method: string; at: number }>();
    const finished = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string; method: string }; timestamp: number }) => {
      sent.set(e.requestId, { url: e.request.url, method: e.request.method, at: e.timestamp });
    });
    cdp.on('Network.loadingFinished', (e: { requestId: string; timestamp: number }) => finished.set(e.requestId, e.timestamp));
    const preflights = () => [...sent.values()].filter((r) => r.method === 'OPTIONS' && r.url.startsWith(`${API}/`)).map((r) => r.url);

    await signInUi(page, admin.email, admin.password);
    await page.getByText('Abrir caixa').waitFor();
    // The first visit asks the API's permission once per operation, from another origin.
    expect(preflights()).toContain(`${API}/session-me`);
    sent.clear();

    await page.reload();
    await page.getByText('Abrir caixa').waitFor();
    await page.waitForLoadState('networkidle');

    const calls = [...sent].filter(([, r]) => /\/(session-me|dashboard-summary)$/.test(new URL(r.url).pathname));
    const session = calls.find(([, r]) => r.url.endsWith('/session-me') && r.method === 'POST');
    const dashboard = calls.find(([, r]) => r.url.endsWith('/dashboard-summary') && r.method === 'POST');
    expect(session?.[1].url).toBe(`${API}/session-me`);
    expect(dashboard?.[1].url).toBe(`${API}/dashboard-summary`);
    // The dashboard's call left before the session's answer arrived: one exchange on the path, not two.
    expect(dashboard![1].at).toBeLessThan(finished.get(session![0])!);
    // Both left from the head script, before Firebase Auth had even looked the account up, and were taken by the
    // app: each was sent once.
    const lookup = [...sent.values()].find((r) => r.method === 'POST' && r.url.includes('accounts:lookup'));
    expect(dashboard![1].at).toBeLessThan(lookup?.at ?? 0);
    expect(
      calls
        .filter(([, r]) => r.method === 'POST')
        .map(([, r]) => r.url)
        .sort(),
    ).toEqual([`${API}/dashboard-summary`, `${API}/session-me`]);
    // The browser kept the permission it asked at the first visit (the function's two-hour max age): none now.
    expect(preflights()).toEqual([]);
    await context.close();
  });

  it('downloads the menu’s pages once the dashboard has settled, on a wide screen, so a first visit waits only on data', async () => {
    const pagesFetched = async (width: number) => {
      const context = await browser.newContext({ locale: 'pt-BR', viewport: { width, height: 900 } });
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await signInUi(page, admin.email, admin.password);
      await page.getByText('Abrir caixa').waitFor();
      const menuPages = () =>
        ['ClientsPage', 'LawsuitsPage', 'EventsPage', 'TransactionsPage', 'FaqPage'].filter((name) => scripts.some((p) => p.includes(`/${name}-`)));
      // The download starts a second after the first screen, when the browser is idle.
      if (width >= 1024) await expect.poll(() => menuPages().length, { timeout: 10_000 }).toBe(5);
      else await page.waitForTimeout(3_000);
      await context.close();
      return menuPages();
    };
    expect(await pagesFetched(1280)).toEqual(['ClientsPage', 'LawsuitsPage', 'EventsPage', 'TransactionsPage', 'FaqPage']);
    // On a phone the menu is a closed drawer: nothing is fetched ahead.
    expect(await pagesFetched(390)).toEqual([]);
  });
});
