/**
 * Page loads for `npm run bench`, in headless Chromium: the login page and the signed-in dashboard, each
 * with an empty HTTP cache (cold: a first visit, or the first after a deploy) and with a warm one (the next
 * visit: hashed assets are immutable, only index.html and the data travel). Reports when the page is usable,
 * its Largest Contentful Paint and the bytes on the wire, and which scripts each page downloaded.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface PageLoad {
  /** Until the page can be used: the login form takes input, the dashboard shows its data. */
  usableMs: number;
  /** Largest Contentful Paint, as the browser reports it once the page is usable. */
  lcpMs: number;
  /** Everything received for the page (headers and encoded bodies: documents, scripts, styles, API calls). */
  wireBytes: number;
  requests: number;
  /** The app's scripts the page downloaded or took from the cache, as paths under the site. */
  scripts: string[];
}

export interface PageLoadSet {
  loginCold: PageLoad;
  loginWarm: PageLoad;
  dashboardCold: PageLoad;
  dashboardWarm: PageLoad;
}

/** Largest Contentful Paint so far (buffered entries), in ms since navigation start. */
function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? 0);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // No contentful paint at all would leave the observer silent.
        setTimeout(() => resolve(0), 2_000);
      }),
  );
}

/** What shows that the page is usable: a form field's label, or a text of the loaded data. */
type Ready = { label: string } | { text: string };

/**
 * The moment `ready` holds, read inside the page on each animation frame: the page's own clock, without the
 * round trips of driving it from outside.
 */
async function usableAt(page: Page, ready: Ready): Promise<number> {
  const handle = await page.waitForFunction(
    (r: Ready) => {
      const shown =
        'label' in r ? [...document.querySelectorAll('label')].some((l) => l.textContent.trim() === r.label) : document.body.innerText.includes(r.text);
      return shown ? performance.now() : false;
    },
    ready,
    { polling: 'raf', timeout: 20_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** Opens `url` in a new page of `context` and measures it until `ready` holds. */
async function load(context: BrowserContext, appUrl: string, url: string, ready: Ready): Promise<PageLoad> {
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  const scripts = new Set<string>();
  page.on('requestfinished', (request) => {
    sizes.push(
      request.sizes().then(
        (s) => s.responseHeadersSize + s.responseBodySize,
        () => 0,
      ),
    );
    const address = new URL(request.url());
    if (request.url().startsWith(appUrl) && address.pathname.endsWith('.js')) scripts.add(address.pathname.slice(1));
  });
  await page.goto(url, { waitUntil: 'commit' });
  const usableMs = await usableAt(page, ready);
  const lcpMs = await largestContentfulPaint(page);
  await page.waitForLoadState('networkidle');
  const wireBytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  const result = { usableMs: Math.round(usableMs), lcpMs: Math.round(lcpMs), wireBytes, requests: sizes.length, scripts: [...scripts].sort() };
  await page.close();
  return result;
}

/**
 * One visit of each kind, in a fresh browser context: the login page cold and warm, a sign-in, then the
 * dashboard with the session saved, first after emptying the HTTP cache and then warm.
 */
export async function measurePageLoads(browser: Browser, appUrl: string, account: { email: string; password: string }): Promise<PageLoadSet> {
  const context = await browser.newContext();
  try {
    const loginForm = { label: 'E-mail' };
    const dashboardData = { text: 'Abrir caixa' };
    const loginCold = await load(context, appUrl, `${appUrl}/auth/Login`, loginForm);
    const loginWarm = await load(context, appUrl, `${appUrl}/auth/Login`, loginForm);

    const signIn = await context.newPage();
    await signIn.goto(`${appUrl}/auth/Login`);
    await signIn.getByLabel('E-mail').fill(account.email);
    await signIn.getByLabel('Senha', { exact: true }).fill(account.password);
    await signIn.getByRole('button', { name: 'Entrar' }).click();
    await signIn.getByText(dashboardData.text).waitFor({ timeout: 20_000 });
    // Emptying the cache keeps the saved session (IndexedDB): a signed-in person's first visit after a deploy.
    const cdp = await context.newCDPSession(signIn);
    await cdp.send('Network.clearBrowserCache');
    await signIn.close();

    const dashboardCold = await load(context, appUrl, `${appUrl}/`, dashboardData);
    const dashboardWarm = await load(context, appUrl, `${appUrl}/`, dashboardData);
    return { loginCold, loginWarm, dashboardCold, dashboardWarm };
  } finally {
    await context.close();
  }
}
