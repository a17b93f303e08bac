/**
 * The sign-in page is in its HTML (web/vite.config.ts `loginPrerender`): its first paint is the labelled form,
 * never a placeholder, and the app takes that form over without redrawing it. Only /auth/Login gets it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { APP_URL, launchBrowser, screenshot } from '../support/browser';

let browser: Browser;
const admin = SEED_STAFF.find((s) => s.admin && !s.disabled)!;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The app's code: the entry and its chunks (the head script that applies the theme is `login-start`). */
const APP_CODE = /\/assets\/(?!login-start-)[^/]+\.js$/;

/** Holds every request for the app's code (not the login's own script) until the returned function is called. */
async function holdAppCode(context: BrowserContext): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(APP_CODE, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function contextWith(theme: 'light' | 'dark', width: number, options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    colorScheme: 'light',
    ...options,
  });
  await context.addInitScript((t) => localStorage.setItem('escritorio.preferences', JSON.stringify({ theme: t, density: 'comfortable' })), theme);
  return context;
}

/** The sign-in page with the app's code held back and the administrator's address typed into its HTML form. */
async function loginTypedBeforeCode(context: BrowserContext): Promise<{ page: Page; release: () => void }> {
  const release = await holdAppCode(context);
  const page = await context.newPage();
  await page.goto(`${APP_URL}/auth/Login`, { waitUntil: 'commit' });
  await page.getByLabel('E-mail').fill(admin.email);
  return { page, release };
}

/** Whether React has taken the form over (hydrated it): it keeps its fiber on each element it owns. */
const hydrated = (page: Page) => page.evaluate(() => Object.keys(document.getElementById('email') ?? {}).some((k) => k.startsWith('__reactFiber')));

describe('the sign-in page in the first paint', () => {
  it('is in the HTML of /auth/Login only: labelled fields and the button, not on / or a section', async () => {
    const context = await browser.newContext();
    try {
      const login = await context.request.get(`${APP_URL}/auth/Login?redirect=%2Fevents`);
      expect(login.status()).toBe(200);
      const html = await login.text();
      expect(html).toMatch(/<label for="email"[^>]*>E-mail<\/label>/);
      expect(html).toMatch(/<label for="password"[^>]*>Senha<\/label>/);
      expect(html).toMatch(/<button type="submit"[^>]*>Entrar<\/button>/);
      expect(html).not.toContain('Carregando');
      expect(html).toContain('<title>Entrar · Barbosa &amp; Moreira</title>');
      expect(login.headers()['cache-control']).toBe('no-cache');
      for (const path of ['/', '/events', '/auth/Register']) {
        const other = await (await context.request.get(`${APP_URL}${path}`)).text();
        expect(other, path).not.toContain('for="email"');
        expect(other, path).toContain('<div id="root"></div>');
      }
    } finally {
      await context.close();
    }
  });

  it('shows the labelled form with JavaScript disabled', async () => {
    const context = await contextWith('light', 1280, { javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${APP_URL}/auth/Login`);
      await expect.poll(() => page.getByLabel('E-mail').isVisible()).toBe(true);
      await expect.poll(() => page.getByLabel('Senha', { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('button', { name: 'Entrar' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['light', 1280],
    ['dark', 1280],
    ['light', 390],
    ['dark', 390],
  ] as const)('paints the page as the app draws it, %s at %i px, before and after the code runs', async (theme, width) => {
    // Before: the app's code never arrives, only the head script runs.
    const before = await contextWith(theme, width);
    await before.route(APP_CODE, (route) => route.abort());
    const first = await before.newPage();
    await first.goto(`${APP_URL}/auth/Login`);
    await first.getByLabel('E-mail').waitFor();
    expect(await first.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
    expect(await hydrated(first)).toBe(false);
    const painted = await first.screenshot({ fullPage: true });
    await screenshot(first, `login-first-paint-${theme}-${width}`);
    await before.close();

    const after = await contextWith(theme, width);
    const page = await after.newPage();
    await page.goto(`${APP_URL}/auth/Login`);
    await expect.poll(() => hydrated(page)).toBe(true);
    await expect.poll(() => page.title()).toBe('Entrar · Barbosa & Moreira');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
    await screenshot(page, `login-hydrated-${theme}-${width}`);
    expect(Buffer.compare(await page.screenshot({ fullPage: true }), painted)).toBe(0);
    await after.close();
  });

  it('keeps what was typed before the code arrived and signs in with it, to the ?redirect target', async () => {
    const context = await contextWith('light', 1280);
    try {
      const release = await holdAppCode(context);
      const page = await context.newPage();
      await page.goto(`${APP_URL}/auth/Login?redirect=%2Fevents`, { waitUntil: 'commit' });
      await page.getByLabel('E-mail').fill(admin.email);
      await page.getByLabel('Senha', { exact: true }).fill(admin.password);
      await page.getByLabel('Senha', { exact: true }).press('Enter');
      // Held, not submitted by the browser: the same page, what was typed still there.
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-login-pending'))).toBe(true);
      expect(await hydrated(page)).toBe(false);
      expect(new URL(page.url()).pathname).toBe('/auth/Login');
      expect(await page.getByLabel('E-mail').inputValue()).toBe(admin.email);
      release();
      await page.waitForURL((url) => url.pathname === '/events', { timeout: 20_000 });
    } finally {
      await context.close();
    }
  });

  it('opens "Esqueci minha senha" clicked before the app’s code arrived, with the address typed', async () => {
    const context = await contextWith('light', 1280);
    try {
      const { page, release } = await loginTypedBeforeCode(context);
      await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
      expect(await hydrated(page)).toBe(false);
      release();
      const dialog = page.getByRole('dialog', { name: 'Recuperar senha' });
      await dialog.getByLabel('E-mail').waitFor();
      expect(await dialog.getByLabel('E-mail').inputValue()).toBe(admin.email);
    } finally {
      await context.close();
    }
  });

  it('takes over typed fields without sending them when nothing was sent', async () => {
    const context = await contextWith('light', 1280);
    try {
      const { page, release } = await loginTypedBeforeCode(context);
      await page.evaluate(() => Object.assign(document.getElementById('email')!, { typedBeforeCode: true }));
      release();
      await expect.poll(() => hydrated(page)).toBe(true);
      // The same element, still holding the address, now the form's state: the password then the button sign in.
      expect(await page.evaluate(() => (document.getElementById('email') as HTMLElement & { typedBeforeCode?: boolean }).typedBeforeCode)).toBe(true);
      expect(await page.getByLabel('E-mail').inputValue()).toBe(admin.email);
      expect(new URL(page.url()).pathname).toBe('/auth/Login');
      await page.getByLabel('Senha', { exact: true }).fill(admin.password);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
    } finally {
      await context.close();
    }
  });
});
