import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { EMULATOR_PORTS } from '@office/domain/config';
import { CHROMIUM } from './chromium';

export const APP_URL = `http://127.0.0.1:${EMULATOR_PORTS.hosting}`;
export const SCREENSHOTS = join(import.meta.dirname, '..', 'output', 'screenshots');

/** Debian's Chromium, headless, with the flags that keep it off the (closed) network. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's chromium package (apt-get install -y chromium).`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Signs in through the login form and waits for the dashboard (or the given landing path). */
export async function signInUi(page: Page, email: string, password: string, landing = '/'): Promise<void> {
  if (!page.url().includes('/auth/Login')) await page.goto(`${APP_URL}/auth/Login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname === landing, { timeout: 20_000 });
}

/** A new pt-BR page `width` px wide (900 high), signed in as `who`. */
export async function signedInPage(browser: Browser, who: { email: string; password: string }, width = 1280): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 }, locale: 'pt-BR' })).newPage();
  await signInUi(page, who.email, who.password);
  return page;
}

/** Menu labels as the sidebar shows them. */
export async function menuLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menu principal' }).first();
  // Mensagens closes the list: once it is there the whole menu is (the first link alone can appear before a re-render).
  await nav.getByRole('link', { name: 'Mensagens' }).waitFor();
  // The menu may re-render once more as the session settles: read it until it holds its last entry.
  for (let attempt = 0; attempt < 20; attempt++) {
    const labels = (await nav.getByRole('link').allTextContents()).map((t) => t.trim());
    if (labels.at(-1) === 'Mensagens') return labels;
    await page.waitForTimeout(100);
  }
  throw new Error('The main menu did not settle');
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core (WCAG 2.1 A/AA rules) on the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern; a <script> tag it would refuse.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
}

export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
}

/** Records every Content-Security-Policy violation of the context's pages (read with `cspViolations`). */
export async function watchCsp(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: CspViolation[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) => seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI, source: e.sourceFile }));
  });
}

/** The violations seen since the page loaded, emptying the record. */
export async function cspViolations(page: Page): Promise<CspViolation[]> {
  return page.evaluate(() => {
    const seen = (window as unknown as { __cspViolations?: CspViolation[] }).__cspViolations ?? [];
    return seen.splice(0, seen.length);
  });
}

/**
 * Elements that reach past the viewport's right edge, described by tag, classes and text, so a failing
 * phone-width check says what widened the page. Only the innermost offender of each branch is kept.
 */
export async function wideElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    // Content inside a scrolling box (a wide table) may reach past the edge; only a page that scrolls sideways fails.
    if (document.documentElement.scrollWidth <= limit) return [];
    const wide = [...document.body.querySelectorAll<HTMLElement>('*')].filter((el) => el.getBoundingClientRect().right > limit + 0.5);
    const innermost = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other)));
    return innermost.slice(0, 5).map((el) => {
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join('.')} (${Math.round(el.getBoundingClientRect().right)} px) "${text}"`;
    });
  });
}
