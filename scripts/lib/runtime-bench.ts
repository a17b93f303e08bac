/**
 * The local runtime as a person meets it right after "Ready": the first call of each operation, the first
 * visit of the dashboard and of every section in Chromium, the dashboard's warm waterfall, and the memory
 * every process of the emulators holds once each page has been opened. Numbers for `npm run bench`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { API_FUNCTION, EMULATOR_PORTS, FUNCTIONS_REGION, LOCAL_PROJECT_ID, SECTIONS } from '@office/domain';
import { signIn } from '../../tests/support/emulator-client';
import { descendants, launch, portsFree } from '../../tests/support/launcher';

const FUNCTIONS = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}`;

/** Read operations any administrator can call with these inputs, in the order a person meets them. */
const FIRST_CALLS: [string, unknown][] = [
  ['session-me', {}],
  ['dashboard-summary', {}],
  ['messages-unreadCount', {}],
  ['clients-list', { limit: 25 }],
  ['clients-get', { id: 'cli-001' }],
  ['lawsuits-list', { limit: 25 }],
  ['lawsuits-get', { id: 'proc-001' }],
  ['agenda-list', { limit: 25 }],
  ['articles-list', { limit: 25 }],
  ['faq-list', {}],
  ['finance-list', { limit: 25 }],
  ['settings-auditLog', { limit: 25 }],
  ['staff-list', {}],
  ['about-get', {}],
  ['integrations-list', {}],
  ['messages-list', { box: 'inbox', limit: 25 }],
];

export interface Waterfall {
  /** Requests after navigation start, in ms on the page's clock. */
  requests: { what: string; startMs: number; endMs: number }[];
  /**
   * The app's own calls (API and files) sent to another origin than the page's (a local build posts at the API
   * function's own address: web/src/lib/function-url.ts). Each is a POST with JSON and an Authorization header,
   * which the CORS rules send after a preflight unless the browser still keeps one for that address.
   */
  crossOriginCalls: number;
  /** The preflights (OPTIONS) the browser asked before those calls: none while it keeps the function's answers. */
  preflights: number;
}

export interface RuntimeNumbers {
  /** How the operations are deployed: one API function, or one function each (an older build). */
  layout: 'api' | 'per-function';
  firstCallMs: Record<string, number>;
  dashboardAfterSignInMs: number;
  sectionFirstVisitMs: Record<string, number>;
  dashboardWarm: { dataMs: number; waterfall: Waterfall };
  memory: { processes: number; functionWorkers: number; rssMB: number; pssMB: number; byProcess: { what: string; rssMB: number }[] };
}

/** Whether the functions emulator serves the API function (a build before it deployed one function per operation). */
async function detectLayout(): Promise<'api' | 'per-function'> {
  const res = await fetch(`${FUNCTIONS}/${API_FUNCTION}/session-me`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"data":{}}' });
  return res.status === 404 ? 'per-function' : 'api';
}

async function firstCalls(layout: 'api' | 'per-function', token: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, data] of FIRST_CALLS) {
    const url = layout === 'api' ? `${FUNCTIONS}/${API_FUNCTION}/${name}` : `${FUNCTIONS}/${name}`;
    const started = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data }),
    });
    await res.arrayBuffer();
    // A refused call is not a measurement of the operation: it is named so the list can be fixed.
    out[res.ok ? name : `${name} (refused: HTTP ${res.status})`] = Math.round(performance.now() - started);
  }
  return out;
}

/** The app's own calls (API operations and files), by their address's path. */
const APP_CALL = /\/(api|files)\/|\/[a-z]+-[a-zA-Z]+$/;

/** Counts the page's own calls in flight (API and files), so "data shown" means every answer arrived. */
const COUNT_CALLS = (pattern: string) => {
  const appCall = new RegExp(pattern);
  const w = window as unknown as { __pending: number; __clickedAt?: number };
  w.__pending = 0;
  // When the person's click reached the page (Playwright's checks before it, some round trips, are not theirs).
  document.addEventListener('click', (event) => (w.__clickedAt = event.timeStamp), { capture: true });
  const original = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const url = String(args[0] instanceof Request ? args[0].url : args[0]);
    const counted = appCall.test(url);
    if (counted) w.__pending++;
    try {
      return await original(...args);
    } finally {
      if (counted) w.__pending--;
    }
  };
};

/** The page-clock time of the last click the page received. */
async function clickedAt(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __clickedAt: number }).__clickedAt);
}

/** From the click on a menu link to its page's data shown, in ms. */
async function visitMs(page: Page, link: Locator, route: string): Promise<number> {
  await link.click();
  const at = await clickedAt(page);
  await page.waitForURL((url) => url.pathname.startsWith(route));
  return Math.round((await dataShownAt(page)) - at);
}

/** The page's clock when every call has answered and no "Carregando…" is left in the page. */
async function dataShownAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const pending = (window as unknown as { __pending?: number }).__pending ?? 0;
      const loading = [...document.querySelectorAll('[role="status"]')].some((s) => s.textContent.includes('Carregando'));
      return pending === 0 && !loading && document.querySelector('main') ? performance.now() : false;
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

function kbOf(file: string, field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(file, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** What a process is, for the breakdown: its program and the script or jar it runs. */
function processName(pid: number): string {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    if (args.some((a) => a.includes('functionsEmulatorRuntime'))) return 'function worker';
    // The script: the first argument that is neither a flag nor the module a flag preloads (`--import tsx`).
    const script = args.slice(1).find((a, i, rest) => !a.startsWith('-') && !['--import', '--require', '-r'].includes(rest[i - 1] ?? '')) ?? '';
    return `${basename(args[0] ?? '?')} ${basename(script)}`.trim();
  } catch {
    return 'gone';
  }
}

/** RSS and PSS of a process and everything it started (for `npm start`: the launcher, the emulators, the function workers). */
export function processMemory(rootPid: number): RuntimeNumbers['memory'] {
  const pids = [rootPid, ...descendants(rootPid)];
  let rss = 0;
  let pss = 0;
  let workers = 0;
  const byProcess: { what: string; rssMB: number }[] = [];
  for (const pid of pids) {
    const kb = kbOf(`/proc/${pid}/status`, 'VmRSS');
    rss += kb;
    pss += kbOf(`/proc/${pid}/smaps_rollup`, 'Pss');
    const what = processName(pid);
    if (what === 'function worker') workers++;
    byProcess.push({ what, rssMB: Math.round(kb / 1024) });
  }
  return { processes: pids.length, functionWorkers: workers, rssMB: Math.round(rss / 1024), pssMB: Math.round(pss / 1024), byProcess };
}

async function warmWaterfall(page: Page, appUrl: string): Promise<{ dataMs: number; waterfall: Waterfall }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let crossOriginCalls = 0;
  let preflights = 0;
  const starts = new Map<string, { what: string; at: number }>();
  const done: Waterfall['requests'] = [];
  cdp.on('Network.requestWillBeSent', (event: { requestId: string; request: { url: string; method: string }; timestamp: number }) => {
    const url = new URL(event.request.url);
    if (url.host !== new URL(appUrl).host && APP_CALL.test(url.pathname)) {
      if (event.request.method === 'OPTIONS') preflights++;
      else crossOriginCalls++;
    }
    if (url.pathname.endsWith('.js') || url.pathname.endsWith('.css')) return;
    starts.set(event.requestId, { what: `${event.request.method} ${url.host === new URL(appUrl).host ? '' : url.host}${url.pathname}`, at: event.timestamp });
  });
  cdp.on('Network.loadingFinished', (event: { requestId: string; timestamp: number }) => {
    const start = starts.get(event.requestId);
    if (start) done.push({ what: start.what, startMs: start.at, endMs: event.timestamp });
  });
  await page.goto(`${appUrl}/`, { waitUntil: 'commit' });
  const dataMs = await dataShownAt(page);
  await page.waitForLoadState('networkidle');
  // CDP timestamps are monotonic seconds; place them on the page's clock through the document request.
  const documentStart = done.find((r) => r.what === 'GET /')?.startMs ?? Math.min(...done.map((r) => r.startMs));
  const requests = done
    .map((r) => ({ what: r.what, startMs: Math.round((r.startMs - documentStart) * 1000), endMs: Math.round((r.endMs - documentStart) * 1000) }))
    .sort((a, b) => a.startMs - b.startMs);
  return { dataMs: Math.round(dataMs), waterfall: { requests, crossOriginCalls, preflights } };
}

/**
 * Runs right after the emulators are ready (and warmed, where the build warms them): first calls, then a
 * browser session that signs in and opens every section once, then the memory of every process.
 */
export async function measureRuntime(browser: Browser, appUrl: string, rootPid: number, admin: { email: string; password: string }): Promise<RuntimeNumbers> {
  const layout = await detectLayout();
  const token = await signIn(admin.email, admin.password);
  const firstCallMs = await firstCalls(layout, token);

  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
  await context.addInitScript(COUNT_CALLS, APP_CALL.source);
  try {
    const page = await context.newPage();
    await page.goto(`${appUrl}/auth/Login`);
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Senha', { exact: true }).fill(admin.password);
    // A person takes seconds to type; what the form starts downloading meanwhile has arrived by the click.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Entrar' }).click();
    const signInAt = await clickedAt(page);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Abrir caixa').waitFor({ timeout: 30_000 });
    const dashboardAfterSignInMs = Math.round((await dataShownAt(page)) - signInAt);
    // A person reads the dashboard for a moment before choosing a section; the app downloads the menu's pages meanwhile.
    await page.waitForTimeout(2_500);

    const sectionFirstVisitMs: Record<string, number> = {};
    const menu = page.getByRole('navigation', { name: 'Menu principal' }).first();
    for (const section of SECTIONS) {
      const link = menu.getByRole('link', { name: section.label, exact: true });
      if (!(await link.count())) continue;
      sectionFirstVisitMs[section.label] = await visitMs(page, link, section.route);
    }
    sectionFirstVisitMs.Mensagens = await visitMs(page, menu.getByRole('link', { name: 'Mensagens' }), '/messages');

    const warmPage = await context.newPage();
    await warmPage.goto(`${appUrl}/`);
    await warmPage.getByText('Abrir caixa').waitFor({ timeout: 30_000 });
    const dashboardWarm = await warmWaterfall(warmPage, appUrl);
    return { layout, firstCallMs, dashboardAfterSignInMs, sectionFirstVisitMs, dashboardWarm, memory: processMemory(rootPid) };
  } finally {
    await context.close();
  }
}

/**
 * The whole measurement as a person meets it: `npm start` on a throwaway copy of the local data (seeded on
 * its first run), measured once it says "Ready", then stopped with SIGTERM. The memory is that of npm and
 * everything it started. Nothing else may run beside it: it owns the emulator ports.
 */
export async function runtimeAfterReady(options: {
  browser: Browser;
  appUrl: string;
  admin: { email: string; password: string };
}): Promise<RuntimeNumbers & { readyMs: number; mode: string }> {
  const localData = mkdtempSync(join(tmpdir(), 'office-runtime-bench-'));
  const started = performance.now();
  const app = await launch(localData);
  const readyMs = Math.round(performance.now() - started);
  try {
    if (app.npm.pid === undefined) throw new Error('npm start has no pid');
    // The local mode npm start chose (local-runtime.ts); OFFICE_MODE=embedded|firestore picks one.
    const mode = /Local mode: (\w+)/.exec(app.output())?.[1]?.toLowerCase() ?? 'unknown';
    return { ...(await measureRuntime(options.browser, options.appUrl, app.npm.pid, options.admin)), readyMs, mode };
  } finally {
    app.npm.kill('SIGTERM');
    await app.exited;
    await portsFree();
    rmSync(localData, { recursive: true, force: true });
  }
}

/** The numbers as the bench prints them. */
export function printRuntime(r: RuntimeNumbers & { readyMs: number; mode: string }): void {
  const calls = Object.values(r.firstCallMs);
  console.log(`\n── Local runtime right after "Ready" (${r.mode} mode, ${r.layout === 'api' ? 'one API function' : 'one function per operation'}) ──`);
  console.log(`npm start (build skipped) until "Ready": ${r.readyMs} ms`);
  console.log(
    `first call of each of ${calls.length} operations: median ${calls.sort((a, b) => a - b)[Math.floor(calls.length / 2)]} ms, max ${Math.max(...calls)} ms`,
  );
  console.log(
    `  ${Object.entries(r.firstCallMs)
      .map(([n, ms]) => `${n} ${ms}`)
      .join(' · ')}`,
  );
  console.log(`dashboard data after "Entrar": ${r.dashboardAfterSignInMs} ms`);
  console.log(
    `first visit of each section, data shown: ${Object.entries(r.sectionFirstVisitMs)
      .map(([n, ms]) => `${n} ${ms} ms`)
      .join(' · ')}`,
  );
  const w = r.dashboardWarm.waterfall;
  console.log(
    `dashboard, warm: data shown at ${r.dashboardWarm.dataMs} ms; calls to another origin ${w.crossOriginCalls}, CORS preflights before them ${w.preflights}; waterfall:`,
  );
  for (const q of r.dashboardWarm.waterfall.requests) console.log(`  ${String(q.startMs).padStart(5)} → ${String(q.endMs).padStart(5)} ms  ${q.what}`);
  console.log(
    `memory after every page was opened: ${r.memory.rssMB} MB RSS (${r.memory.pssMB} MB PSS) in ${r.memory.processes} processes, ${r.memory.functionWorkers} of them function workers`,
  );
  console.log(`  by process (RSS): ${r.memory.byProcess.map((p) => `${p.what} ${p.rssMB} MB`).join(', ')}`);
}
