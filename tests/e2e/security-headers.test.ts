/** The headers Hosting sends with the app, and that the browser enforces them (the pages suite checks each page stays within the policy). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { APP_URL, cspViolations, launchBrowser, watchCsp } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('security headers', () => {
  it('come with the app shell and its assets', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${APP_URL}/clients`);
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    // Browsers keep to HTTPS for two years once they have seen the site over HTTPS (ignored on plain local HTTP).
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    const script = await page.locator('script[type="module"]').first().getAttribute('src');
    const asset = await page.request.get(`${APP_URL}${script}`);
    expect(asset.headers()['content-security-policy']).toContain("default-src 'self'");
    await page.close();
  });

  it('serve no source maps: the code names none, and the site has none to give', async () => {
    const page = await browser.newPage();
    await page.goto(`${APP_URL}/auth/Login`);
    const scripts = await page.locator('script[src]').evaluateAll((els) => els.map((e) => e.getAttribute('src')!));
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(await (await page.request.get(`${APP_URL}${src}`)).text()).not.toContain('sourceMappingURL');
      // Unknown paths get the app shell (HTML), never a map with the sources.
      const map = await page.request.get(`${APP_URL}${src}.map`);
      expect(await map.text()).not.toContain('"sourcesContent"');
    }
    await page.close();
  });

  it('are enforced: an injected inline script does not run and is reported; the app cannot be framed', async () => {
    const context = await browser.newContext();
    await watchCsp(context);
    const page = await context.newPage();
    await page.goto(`${APP_URL}/auth/Login`);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    expect((await cspViolations(page)).map((v) => v.directive)).toEqual(['script-src-elem']);

    // Another site embedding the app gets an empty frame (frame-ancestors 'none').
    await page.setContent(`<iframe title="app" src="${APP_URL}/auth/Login"></iframe>`);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    await page.waitForTimeout(500);
    expect(await frame?.locator('button').count()).toBe(0);
    await context.close();
  });
});
