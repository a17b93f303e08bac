/**
 * The login page against its floor: a plain HTML login form (labelled e-mail and password, a button, no
 * script, no stylesheet) served by the same server as the app, from the built site's folder. Each run opens
 * both pages in a fresh browser context (empty cache: cold) and then again in the same context (warm), the
 * app and the floor in turns, and reads First Contentful Paint and Largest Contentful Paint. Also says what
 * the app's first paint held: the sign-in form, or something before it (the router's "Carregando…").
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';

/** Written into the built site for the bench only, and removed after it. */
export const FLOOR_FILE = 'login-floor.html';

export const FLOOR_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Entrar</title>
  </head>
  <body>
    <main>
      <h1>Entrar no sistema do escritório</h1>
      <form>
        <label for="email">E-mail</label>
        <input id="email" type="email" autocomplete="username" />
        <label for="password">Senha</label>
        <input id="password" type="password" autocomplete="current-password" />
        <button type="submit">Entrar</button>
      </form>
    </main>
  </body>
</html>
`;

export interface PaintTimes {
  fcpMs: number;
  lcpMs: number;
  /** Whether the labelled e-mail field was already in the document when the first contentful paint happened. */
  formInFirstPaint: boolean;
}

export interface LoginFloorRun {
  app: { cold: PaintTimes; warm: PaintTimes };
  floor: { cold: PaintTimes; warm: PaintTimes };
}

export interface LoginFloorSummary {
  runs: number;
  app: { cold: { fcpMs: number; lcpMs: number }; warm: { fcpMs: number; lcpMs: number } };
  floor: { cold: { fcpMs: number; lcpMs: number }; warm: { fcpMs: number; lcpMs: number } };
  /** App over floor, medians. */
  ratio: { coldFcp: number; coldLcp: number; warmFcp: number; warmLcp: number };
  /** In how many of the cold runs the app's first paint already held the form. */
  formInFirstPaintCold: number;
}

/**
 * Installed before the page's own code: notes whether the form's label exists when the first contentful paint
 * is reported, and collects every LCP candidate.
 */
function observePaints(): void {
  const w = window as unknown as { __paints: { fcp: number; formAtFcp: boolean; lcp: number } };
  w.__paints = { fcp: 0, formAtFcp: false, lcp: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name !== 'first-contentful-paint') continue;
      w.__paints.fcp = entry.startTime;
      w.__paints.formAtFcp = [...document.querySelectorAll('label')].some((l) => l.textContent.trim() === 'E-mail');
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__paints.lcp = Math.max(w.__paints.lcp, entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Loads `url` in a new page of `context` until its form is shown and the page settles, then reads the paints. */
async function paintsOf(context: BrowserContext, url: string): Promise<PaintTimes> {
  const page = await context.newPage();
  try {
    await page.addInitScript(observePaints);
    await page.goto(url, { waitUntil: 'commit' });
    await page.getByLabel('E-mail').waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    // A later, larger candidate (the app's own render) is reported a frame or two after it paints.
    await page.waitForTimeout(300);
    const paints = await page.evaluate(() => (window as unknown as { __paints: { fcp: number; formAtFcp: boolean; lcp: number } }).__paints);
    return { fcpMs: Math.round(paints.fcp), lcpMs: Math.round(paints.lcp), formInFirstPaint: paints.formAtFcp };
  } finally {
    await page.close();
  }
}

/** One cold and one warm load of a page, in a fresh context. */
async function coldAndWarm(browser: Browser, url: string): Promise<{ cold: PaintTimes; warm: PaintTimes }> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  try {
    const cold = await paintsOf(context, url);
    const warm = await paintsOf(context, url);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : Math.round(((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2);
};

/**
 * `runs` rounds of the app's `/auth/Login` and the floor page, both from `appUrl` (which serves `distDir`),
 * alternating which goes first. The floor page is in `distDir` only while this runs.
 */
export async function loginAgainstFloor(browser: Browser, appUrl: string, distDir: string, runs: number): Promise<LoginFloorSummary> {
  const floorPath = join(distDir, FLOOR_FILE);
  writeFileSync(floorPath, FLOOR_HTML);
  const rounds: LoginFloorRun[] = [];
  try {
    // One unmeasured round: the server's first answers (its file cache, the rewrite table) are not the page's.
    await coldAndWarm(browser, `${appUrl}/auth/Login`);
    await coldAndWarm(browser, `${appUrl}/${FLOOR_FILE}`);
    for (let run = 0; run < runs; run++) {
      if (run % 2 === 0) {
        const app = await coldAndWarm(browser, `${appUrl}/auth/Login`);
        rounds.push({ app, floor: await coldAndWarm(browser, `${appUrl}/${FLOOR_FILE}`) });
      } else {
        const floor = await coldAndWarm(browser, `${appUrl}/${FLOOR_FILE}`);
        rounds.push({ app: await coldAndWarm(browser, `${appUrl}/auth/Login`), floor });
      }
    }
  } finally {
    rmSync(floorPath, { force: true });
  }
  const pick = (side: 'app' | 'floor', load: 'cold' | 'warm') => ({
    fcpMs: median(rounds.map((r) => r[side][load].fcpMs)),
    lcpMs: median(rounds.map((r) => r[side][load].lcpMs)),
  });
  const app = { cold: pick('app', 'cold'), warm: pick('app', 'warm') };
  const floor = { cold: pick('floor', 'cold'), warm: pick('floor', 'warm') };
  const ratio = (a: number, b: number) => Math.round((a / Math.max(b, 1)) * 100) / 100;
  return {
    runs,
    app,
    floor,
    ratio: {
      coldFcp: ratio(app.cold.fcpMs, floor.cold.fcpMs),
      coldLcp: ratio(app.cold.lcpMs, floor.cold.lcpMs),
      warmFcp: ratio(app.warm.fcpMs, floor.warm.fcpMs),
      warmLcp: ratio(app.warm.lcpMs, floor.warm.lcpMs),
    },
    formInFirstPaintCold: rounds.filter((r) => r.app.cold.formInFirstPaint).length,
  };
}

export function printLoginFloor(s: LoginFloorSummary): void {
  console.log(`\n── Login page against a plain HTML login form on the same server, median of ${s.runs} (target: cold LCP ≤ 3× the floor) ──`);
  const row = (label: string, t: { fcpMs: number; lcpMs: number }) =>
    console.log(`${label.padEnd(26)} FCP ${String(t.fcpMs).padStart(5)} ms   LCP ${String(t.lcpMs).padStart(5)} ms`);
  row('app /auth/Login, cold', s.app.cold);
  row('plain HTML floor, cold', s.floor.cold);
  row('app /auth/Login, warm', s.app.warm);
  row('plain HTML floor, warm', s.floor.warm);
  console.log(
    `app / floor: cold FCP ${s.ratio.coldFcp}×, cold LCP ${s.ratio.coldLcp}×, warm FCP ${s.ratio.warmFcp}×, warm LCP ${s.ratio.warmLcp}×; form in the first paint in ${s.formInFirstPaintCold} of ${s.runs} cold loads`,
  );
}
