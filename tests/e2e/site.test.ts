/**
 * The office's public site in Chromium: readable with JavaScript turned off, accessible (axe, WCAG 2.1 AA),
 * within the Content-Security-Policy, without layout shifts or images of unknown size, and without sideways
 * scrolling on a phone, in light and dark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { APP_URL, axeViolations, cspViolations, launchBrowser, screenshot, watchCsp, wideElements } from '../support/browser';

const PAGES = ['/artigos', '/perguntas-frequentes', '/equipe', '/areas'];
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function siteContext(width: number, colorScheme: 'light' | 'dark'): Promise<BrowserContext> {
  // No JavaScript: what a search engine or a link preview reads is what a person reads.
  return browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR', viewport: { width, height: 900 }, colorScheme });
}

/** The layout shifts of the page since it started loading (the entries CLS sums), half a second after load. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

describe('the public site', () => {
  for (const [width, scheme] of [
    [1280, 'light'],
    [390, 'dark'],
  ] as const) {
    it(`reads without JavaScript, passes axe and fits the screen at ${width} px, ${scheme}`, async () => {
      const context = await siteContext(width, scheme);
      const page = await context.newPage();
      for (const path of PAGES) {
        const response = await page.goto(`${APP_URL}${path}`);
        expect(response!.status(), path).toBe(200);
        await expect.poll(() => page.locator('h1').count(), { message: path }).toBe(1);
        expect(await page.locator('script:not([type="application/ld+json"])').count(), path).toBe(0);
        expect(await page.getByRole('link', { name: 'Aviso de privacidade' }).count(), path).toBe(1);
        expect(await page.getByRole('link', { name: 'Pedido de remoção de dados' }).count(), path).toBe(1);
        // Every image says its size before it loads.
        const unsized = await page.locator('img:not([width]), img:not([height])').count();
        expect(unsized, path).toBe(0);
        expect(await wideElements(page), path).toEqual([]);
        await screenshot(page, `site${path.replace(/\//g, '-')}-${width}-${scheme}`);
      }
      await context.close();
    });
  }

  it('passes axe, keeps within the CSP and does not shift on any page, and an article opens from the list', async () => {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    await watchCsp(context);
    const page = await context.newPage();
    for (const path of PAGES) {
      await page.goto(`${APP_URL}${path}`, { waitUntil: 'load' });
      expect(await layoutShift(page), path).toBe(0);
      expect(await cspViolations(page), path).toEqual([]);
      expect(await axeViolations(page), path).toEqual([]);
    }
    await page.goto(`${APP_URL}/artigos`);
    const first = page.locator('main h2 a').first();
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    expect(new URL(page.url()).pathname).toMatch(/^\/artigos\/[a-z0-9-]+$/);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(title);
    expect(await axeViolations(page)).toEqual([]);
    expect(await layoutShift(page)).toBe(0);
    expect(await cspViolations(page)).toEqual([]);
    await screenshot(page, 'site-article-1280-light');
    await context.close();
  });
});
