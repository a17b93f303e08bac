/**
 * `npm run bench`: numbers, not verdicts. Builds the app, starts the emulators
 * (embedded store) with 1,000 and then 10,000 clients, lawsuits and agenda entries, and
 * measures JavaScript transferred, page timings in headless Chromium, callable
 * latency, documents read per list call and cold start. Prints a table and
 * writes bench/results/latest.json.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  cnjCheckDigits,
  computeDeadline,
  COURTS,
  courtCalendar,
  COLLECTIONS,
  cpfCheckDigits,
  addDays,
  MAX_RANGE_ENTRIES,
  officeDayBounds,
  type ClientRecord,
  CALLABLES,
} from '@office/domain';
import { SqliteDocumentStore } from '../functions/src/store/embedded/sqlite-document-store';
import { typedDocuments, type TypedWriteOp } from '../functions/src/store/typed';
import { clientQuery } from '../functions/src/callables/clients/shared';
import lawsuitsList from '../functions/src/callables/lawsuits/list';
import { rebuildLawsuitProjections } from '../functions/src/entities/lawsuits/rebuild-projections';
import { DiskFileStore } from '../functions/src/store/embedded/disk-file-store';
import { typedStores } from '../functions/src/store/typed';
import { openEntry } from '../tests/support/agenda';
import { APP_URL, launchBrowser } from '../tests/support/browser';
import { callFn, signIn } from '../tests/support/emulator-client';
import { buildForEmulators } from './lib/build';
import { audienceFilterAtScale, loadClient, loadLawsuit, type AudienceBench } from './lib/audience-bench';
import { financeAtScale, type ListTiming } from './lib/finance-bench';
import { courtsAtVolume, type RunCost } from './lib/courts-bench';
import { importAtVolume, printImportBench, type ImportBench } from './lib/import-bench';
import { exportAtVolume, exportBenchSize, printExportBench, type ExportBench } from './lib/export-bench';
import { notifierAtVolume, type NotifierBench } from './lib/notifier-bench';
import { printProposalBench, proposalBench, type ProposalBench } from './lib/proposal-bench';
import { tasksAtScale } from './lib/tasks-bench';
import { timesheetAtScale } from './lib/timesheet-bench';
import { feeAgreementsAtScale, printFeeAgreementsBench } from './lib/fee-agreements-bench';
import { dashboardAtScale, printDashboardBench, type DashboardBench } from './lib/dashboard-bench';
import { printWorklistBench, worklistAtScale, type WorklistBench } from './lib/worklist-bench';
import { printSearchBench, searchAtScale, type SearchBench } from './lib/search-bench';
import { measurePageLoads, type PageLoad, type PageLoadSet } from './lib/page-loads';
import { loginAgainstFloor, printLoginFloor, type LoginFloorSummary } from './lib/login-floor-bench';
import { startEmulators, stopEmulators } from './lib/emulators';
import { printRuntime, runtimeAfterReady, type RuntimeNumbers } from './lib/runtime-bench';
import { memoryOverTime, printMemory, type MemoryBench } from './lib/memory-bench';
import { burstAfterReady, printBurst, type BurstNumbers } from './lib/burst-bench';
import { firestoreEmulatorAvailable } from './lib/firestore-emulator';
import { durabilityCost, printDurability, type DurabilityBench } from './lib/durability-bench';
import { ROOT, SEED_DIR } from './lib/paths';
import { loadSeed } from './seed/load';
import { SEED_STAFF } from './seed/staff';

const seededAdmin = SEED_STAFF.find((s) => s.admin) ?? SEED_STAFF[0];
if (!seededAdmin) throw new Error('no seeded administrator');
const admin = seededAdmin;
/** A lawyer who is not an administrator (Processos granted). */
const LAWYER_UID = 'staff-rafael-moreira';
const DIST = join(ROOT, 'web', 'dist');
const RUNS = 7;
const CALLS = 40;
/** Lançamentos of the Financeiro measurement: about 1,400 a month over three years. */
const FINANCE_ENTRIES = 50_000;
const TASK_ENTRIES = 20_000;
/** Time entries of the profitability report's measurement (issue 57: the report at 50,000). */
const TIME_ENTRIES = 50_000;
/** Fee agreements whose year of lançamentos is generated (the issue's 1,000). */
const FEE_AGREEMENTS = 1_000;
/** Intimações of the worklist measurement (issue 54: its first page at 5,000). */
const WORKLIST_INTIMATIONS = 5_000;
/** Lawsuits of the audience-filter measurement, on the Firestore adapter. */
const AUDIENCE_LAWSUITS = 10_000;
const SEARCH_RECORDS = 50_000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))] ?? 0;
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

function compressed(files: string[]): { raw: number; gzip: number; brotli: number } {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const f of files) {
    const bytes = readFileSync(join(DIST, f));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes).length;
  }
  return { raw, gzip, brotli };
}

/** Grows the seeded store to `total` clients and lawsuits (valid CPFs and CNJ numbers) through the store port. */
async function grow(raw: SqliteDocumentStore, total: number): Promise<void> {
  const store = typedDocuments(raw);
  const clients = await store.count(COLLECTIONS.clients);
  const ops: TypedWriteOp[] = [];
  for (let i = clients; i < total; i++) {
    const client: ClientRecord = { ...loadClient(i, `Cliente Carga ${String(i).padStart(5, '0')}`), tags: i % 5 === 0 ? ['carga'] : [] };
    ops.push({ kind: 'create', collection: COLLECTIONS.clients, id: `load-cli-${i}`, data: client });
  }
  const lawsuits = await store.count(COLLECTIONS.lawsuits);
  for (let i = lawsuits; i < total; i++) {
    const lawsuit = loadLawsuit(i);
    ops.push({ kind: 'create', collection: COLLECTIONS.lawsuits, id: `load-proc-${i}`, data: lawsuit });
  }
  // Agenda entries: `total` of them over three years from January 2025 (about 280 a month), shared among the lawyers.
  const events = await store.count(COLLECTIONS.events);
  const owners = ['staff-rafael-moreira', 'staff-helena-barbosa', 'staff-juliana-ferreira'];
  const kinds = ['audiencia', 'prazo', 'reuniao', 'diligencia', 'tarefa', 'atendimento'] as const;
  for (let i = events; i < total; i++) {
    const kind = kinds[i % kinds.length] ?? 'audiencia';
    const date = addDays('2025-01-01', i % (3 * 365));
    const hour = String(8 + (i % 10)).padStart(2, '0');
    const ownerId = owners[i % owners.length] ?? 'staff-rafael-moreira';
    const time = { start: `${hour}:00`, end: `${hour}:45` };
    const entry = openEntry({ kind, title: `Compromisso de carga ${i}`, date, ownerId, time });
    ops.push({ kind: 'create', collection: COLLECTIONS.events, id: `load-evt-${i}`, data: entry });
  }
  for (let i = 0; i < ops.length; i += 400) await store.commit(ops.slice(i, i + 400));
  // The lawsuits' projection and counts, as the start-up rebuild keeps them for data written outside the callables.
  await rebuildLawsuitProjections(store);
}

/**
 * `lawsuits-list` run in process through the callable's own handler, without the emulator's HTTP layer and
 * process hop: the documents one call reads (its page, with each row's next prazo and last andamento), and its
 * own time over CALLS calls. `input` is the first page with no filter, or a search.
 */
async function lawsuitListInProcess(
  raw: SqliteDocumentStore,
  dataDir: string,
  input: Record<string, unknown> = {},
  uid: string = admin.uid,
): Promise<{ reads: number; median: number; p95: number }> {
  const stores = typedStores({ documents: raw, files: new DiskFileStore(join(dataDir, 'files')) });
  const staff = await stores.documents.get(COLLECTIONS.staff, uid);
  const ctx = { uid, ip: '127.0.0.1', staff, stores };
  const call = () => lawsuitsList.handler(ctx, CALLABLES['lawsuits-list'].input.parse({ limit: 25, ...input }));
  const before = raw.metrics().reads;
  await call();
  const reads = raw.metrics().reads - before;
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  return { reads, median: Math.round(median(times) * 100) / 100, p95: Math.round(p95(times) * 100) / 100 };
}

/**
 * The worst search of several words: every load lawsuit has each of them ("carga", "comum", "civel"), so the list
 * reads the matches of the longest one up to MAX_SCANNED and checks the others on them.
 */
const SEARCH_OF_SEVERAL_WORDS = { search: 'carga comum cível' };

/** The month grid of March 2026 (Sunday 01/03 to Saturday 04/04), as the agenda's month view asks for it. */
const MONTH_VIEW = { from: officeDayBounds('2026-03-01').start, to: officeDayBounds('2026-04-04').end, limit: MAX_RANGE_ENTRIES };

async function timeCalls(name: string, input: () => unknown, token: string): Promise<{ median: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const data = input();
    const start = performance.now();
    const res = await callFn(name, data, token);
    times.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`${name}: ${JSON.stringify(res.error)}`);
  }
  return { median: Math.round(median(times) * 10) / 10, p95: Math.round(p95(times) * 10) / 10 };
}

const results: Record<string, unknown> = { at: new Date().toISOString(), machine: { node: process.version } };

console.log('▶ Building…');
buildForEmulators();

console.log('▶ The local runtime: npm start, then every page once as the administrator…');
{
  const browser = await launchBrowser();
  try {
    results.runtime = await runtimeAfterReady({ browser, appUrl: APP_URL, admin });
  } finally {
    await browser.close();
  }
}

console.log('▶ Memory of npm start: every page once, then sampled each second for two minutes (a notifier pass each minute)…');
{
  const browser = await launchBrowser();
  try {
    results.memory = await memoryOverTime({ browser, appUrl: APP_URL, admin });
  } finally {
    await browser.close();
  }
}

console.log('▶ 500 concurrent calls from 50 people, in each local mode this machine can run…');
results.burst = [];
for (const mode of firestoreEmulatorAvailable().ok ? (['firestore', 'embedded'] as const) : (['embedded'] as const)) {
  (results.burst as BurstNumbers[]).push(await burstAfterReady(mode));
}

for (const total of [1_000, 10_000]) {
  const dataDir = mkdtempSync(join(tmpdir(), `office-bench-${total}-`));
  const store = new SqliteDocumentStore(join(dataDir, 'store.sqlite'));
  await loadSeed(store);
  await grow(store, total);
  // Documents read by one list page, through the same adapter and query as the callable.
  const before = store.metrics().reads;
  await store.list(COLLECTIONS.clients, { ...clientQuery({ sort: 'name' }), limit: 25 });
  const readsPerList = store.metrics().reads - before;
  const lawsuitListAlone = await lawsuitListInProcess(store, dataDir);
  const lawsuitSearch = await lawsuitListInProcess(store, dataDir, SEARCH_OF_SEVERAL_WORDS);
  // A lawyer who is not an administrator: the lawsuits under segredo de justiça not theirs are filtered out.
  const lawyerList = await lawsuitListInProcess(store, dataDir, {}, LAWYER_UID);
  const lawyerSearch = await lawsuitListInProcess(store, dataDir, SEARCH_OF_SEVERAL_WORDS, LAWYER_UID);
  const beforeMonth = store.metrics().reads;
  const month = await store.list(COLLECTIONS.events, {
    where: [
      { field: 'startsAt', op: '>=', value: MONTH_VIEW.from },
      { field: 'startsAt', op: '<', value: MONTH_VIEW.to },
    ],
    orderBy: [{ field: 'startsAt' }],
    limit: MAX_RANGE_ENTRIES,
  });
  const monthView = { entries: month.docs.length, reads: store.metrics().reads - beforeMonth, complete: month.nextCursor === null };
  await store.close();

  console.log(`▶ ${total.toLocaleString('pt-BR')} clients and lawsuits: starting the emulators…`);
  const emulators = await startEmulators({
    mode: 'embedded',
    only: ['auth', 'functions', 'hosting'],
    importDir: SEED_DIR,
    embeddedDataDir: dataDir,
    onOutput: () => undefined,
  });
  try {
    const token = await signIn(admin.email, admin.password);
    const coldStart = performance.now();
    await callFn('clients-list', { limit: 25 }, token);
    const cold = Math.round(performance.now() - coldStart);
    let n = 0;
    const clientInput = () => {
      const base = String(800_000_000 + total + ++n);
      return {
        client: {
          kind: 'pf',
          name: `Bench ${n}`,
          document: base + cpfCheckDigits(base),
          emails: [],
          phones: [],
          address: null,
          notes: '',
          tags: [],
          status: 'ativo',
          responsibleLawyerId: 'staff-rafael-moreira',
        },
      };
    };
    const created = (await callFn<{ id: string; version: number; document: string }>('clients-create', clientInput(), token)).result;
    if (!created) throw new Error('clients-create failed');
    let version = created.version;
    let seq = 0;
    const lawsuitInput = () => {
      const number = String(6_000_000 + total + ++seq).padStart(7, '0');
      return {
        lawsuit: {
          cnj: `${number}-${cnjCheckDigits(number, '2025', '8', '26', '0100')}.2025.8.26.0100`,
          className: 'Procedimento Comum Cível',
          subject: 'Bench',
          court: '1ª Vara Cível',
          comarca: 'São Paulo',
          instance: '1º grau',
          filedOn: '2025-01-02',
          claimValue: 100,
          clients: [{ clientId: 'cli-001', role: 'autor' }],
          opposingParties: [],
          responsibleLawyerIds: ['staff-rafael-moreira'],
          status: 'ativo',
        },
      };
    };
    const lawsuit = (await callFn<{ id: string; version: number; cnj: string }>('lawsuits-create', lawsuitInput(), token)).result;
    if (!lawsuit) throw new Error('lawsuits-create failed');
    let lawsuitVersion = lawsuit.version;
    const latency = {
      'clients-list': await timeCalls('clients-list', () => ({ limit: 25 }), token),
      'clients-list (search)': await timeCalls('clients-list', () => ({ search: 'carga 00042', limit: 25 }), token),
      'clients-get': await timeCalls('clients-get', () => ({ id: 'cli-001' }), token),
      'clients-create': await timeCalls('clients-create', clientInput, token),
      'clients-update': await timeCalls(
        'clients-update',
        () => ({ id: created.id, expectedVersion: version++, client: { ...clientInput().client, document: created.document } }),
        token,
      ),
      'lawsuits-list': await timeCalls('lawsuits-list', () => ({ limit: 25 }), token),
      'agenda-list (month view)': await timeCalls('agenda-list', () => MONTH_VIEW, token),
      'lawsuits-get': await timeCalls('lawsuits-get', () => ({ id: 'proc-001' }), token),
      'lawsuits-create': await timeCalls('lawsuits-create', lawsuitInput, token),
      'lawsuits-update': await timeCalls(
        'lawsuits-update',
        () => ({ id: lawsuit.id, expectedVersion: lawsuitVersion++, lawsuit: { ...lawsuitInput().lawsuit, cnj: lawsuit.cnj } }),
        token,
      ),
    };
    results[`docs_${total}`] = {
      coldStartMs: cold,
      readsPerList,
      readsPerLawsuitList: lawsuitListAlone.reads,
      lawsuitListInProcessMs: { median: lawsuitListAlone.median, p95: lawsuitListAlone.p95 },
      readsPerLawsuitSearch: lawsuitSearch.reads,
      lawsuitSearchInProcessMs: { median: lawsuitSearch.median, p95: lawsuitSearch.p95 },
      lawyerLawsuitList: lawyerList,
      lawyerLawsuitSearch: lawyerSearch,
      pageSize: 25,
      monthView,
      latencyMs: latency,
    };

    if (total === 1_000) {
      const browser = await launchBrowser();
      const runs: PageLoadSet[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measurePageLoads(browser, APP_URL, admin));
      results.loginFloor = await loginAgainstFloor(browser, APP_URL, DIST, RUNS);
      await browser.close();
      const first = runs[0];
      if (!first) throw new Error('no page loads measured');
      const login = compressed(first.loginCold.scripts);
      const dashboard = compressed(first.dashboardCold.scripts);
      const chunks = Object.fromEntries(
        [...new Set([...first.loginCold.scripts, ...first.dashboardCold.scripts])].sort().map((f) => [f, kb(compressed([f]).gzip)]),
      );
      results.javascript = {
        loginKB: { gzip: kb(login.gzip), brotli: kb(login.brotli), raw: kb(login.raw), files: first.loginCold.scripts.length },
        dashboardKB: { gzip: kb(dashboard.gzip), brotli: kb(dashboard.brotli), raw: kb(dashboard.raw), files: first.dashboardCold.scripts.length },
        chunksGzipKB: chunks,
      };
      const summary = (pick: (set: PageLoadSet) => PageLoad) => ({
        usableMs: median(runs.map((r) => pick(r).usableMs)),
        lcpMs: median(runs.map((r) => pick(r).lcpMs)),
        wireKB: kb(median(runs.map((r) => pick(r).wireBytes))),
        requests: median(runs.map((r) => pick(r).requests)),
      });
      results.pageLoads = {
        runs: RUNS,
        loginCold: summary((r) => r.loginCold),
        loginWarm: summary((r) => r.loginWarm),
        dashboardCold: summary((r) => r.dashboardCold),
        dashboardWarm: summary((r) => r.dashboardWarm),
      };
    }
  } finally {
    await stopEmulators(emulators);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const allChunks = readFileSync(
  join(DIST, 'builds', 'meta', `${(JSON.parse(readFileSync(join(DIST, 'latest.json'), 'utf8')) as { buildId: string }).buildId}.json`),
  'utf8',
);
const routeChunks = (JSON.parse(allChunks) as { files: string[] }).files.filter((f) => f.endsWith('.js') && /Page-/.test(f));
results.routeChunksGzipKB = Object.fromEntries(routeChunks.map((f) => [f.replace(/^assets\//, '').replace(/-[\w-]+\.js$/, ''), kb(compressed([f]).gzip)]));

/**
 * Deadline calculator throughput, in process: 15 dias úteis from every day of 2026 against each court's calendar
 * (calendar built per computation, as the callable does), after a warm-up.
 */
function calculatorThroughput(): { perSecond: number; computations: number } {
  const dates = Array.from({ length: 365 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));
  const once = () => {
    for (const court of COURTS)
      for (const triggerDate of dates)
        computeDeadline(
          { trigger: 'disponibilizacao', triggerDate, days: 15, counting: 'uteis', doubling: null },
          courtCalendar({ tribunal: court.id, comarca: court.comarcas[0]?.name ?? null }),
        );
  };
  once();
  const started = performance.now();
  once();
  const computations = COURTS.length * dates.length;
  return { perSecond: Math.round(computations / ((performance.now() - started) / 1000)), computations };
}
results.deadlineCalculator = calculatorThroughput();
results.proposals = proposalBench();
console.log(`▶ Financeiro: ${FINANCE_ENTRIES.toLocaleString('pt-BR')} lançamentos…`);
results.financeList = await financeAtScale(FINANCE_ENTRIES, CALLS);
console.log(`▶ Tarefas: ${TASK_ENTRIES.toLocaleString('pt-BR')} tasks…`);
results.tasks = await tasksAtScale(TASK_ENTRIES, CALLS);
console.log(`▶ Rentabilidade: ${TIME_ENTRIES.toLocaleString('pt-BR')} time entries…`);
results.timesheet = await timesheetAtScale(TIME_ENTRIES, CALLS);
console.log(`▶ Contratos de honorários: a year of lançamentos for ${FEE_AGREEMENTS.toLocaleString('pt-BR')} agreements…`);
const feeAgreements = await feeAgreementsAtScale(FEE_AGREEMENTS);
printFeeAgreementsBench(feeAgreements);
results.feeAgreements = feeAgreements;
console.log('▶ Home page summary: the seed, 1,000, 10,000 and 50,000 lawsuits and agenda entries…');
results.dashboardSummary = await dashboardAtScale([1_000, 10_000, 50_000], CALLS);
console.log(`▶ Intimações worklist: ${WORKLIST_INTIMATIONS.toLocaleString('pt-BR')} intimações…`);
results.worklist = await worklistAtScale(WORKLIST_INTIMATIONS, CALLS);
console.log(`▶ Segredo de justiça's audience filter: ${AUDIENCE_LAWSUITS.toLocaleString('pt-BR')} lawsuits on the Firestore adapter (jar)…`);
results.audienceFilter = await audienceFilterAtScale(AUDIENCE_LAWSUITS, CALLS);
console.log(`▶ Word search on the embedded store: ${SEARCH_RECORDS.toLocaleString('pt-BR')} lawsuits and clients, before and after the term index…`);
results.search = await searchAtScale(SEARCH_RECORDS, CALLS);
console.log('▶ Durability: the emulator gate and the write journal on the Firestore adapter (jar)…');
results.durability = await durabilityCost();
console.log('▶ Court integrations against the local stand-in…');
results.courts = await courtsAtVolume();
console.log(`▶ Import of lawsuits by CNJ number against the stand-in (IMPORT_BENCH_ROWS, 1,000 by default)…`);
results.lawsuitImport = await importAtVolume();
console.log(`▶ Export of the whole office (EXPORT_BENCH_FULL=1: 10,000 lawsuits and 5,000 files; ${JSON.stringify(exportBenchSize())} now)…`);
results.officeExport = await exportAtVolume();
console.log('▶ Notifier: 10,000 agenda entries and 5,000 intimações…');
results.notifier = await notifierAtVolume();

mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
writeFileSync(join(ROOT, 'bench', 'results', 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);

const js = results.javascript as { loginKB: { gzip: number; brotli: number; files: number }; dashboardKB: { gzip: number; brotli: number; files: number } };
console.log('\n── JavaScript (target: login page ≤ 100 KB gzip, each section chunk ≤ 40 KB) ──');
console.log(`login page                   gzip ${js.loginKB.gzip} KB   brotli ${js.loginKB.brotli} KB   (${js.loginKB.files} files)`);
console.log(`dashboard, signed in         gzip ${js.dashboardKB.gzip} KB   brotli ${js.dashboardKB.brotli} KB   (${js.dashboardKB.files} files)`);
const chunksKB = results.routeChunksGzipKB as Record<string, number>;
console.log(
  `largest route chunk: ${Object.entries(chunksKB)
    .sort((a, b) => b[1] - a[1])[0]
    ?.join(' ')} KB gzip`,
);
const loads = results.pageLoads as Record<
  'loginCold' | 'loginWarm' | 'dashboardCold' | 'dashboardWarm',
  { usableMs: number; lcpMs: number; wireKB: number; requests: number }
>;
console.log('\n── Page loads, headless Chromium, median of', RUNS, '(targets: login usable < 1000 ms, dashboard data < 2000 ms) ──');
const loadRows: [string, keyof typeof loads][] = [
  ['login, empty cache', 'loginCold'],
  ['login, warm cache', 'loginWarm'],
  ['dashboard, empty cache', 'dashboardCold'],
  ['dashboard, warm cache', 'dashboardWarm'],
];
for (const [label, key] of loadRows) {
  const l = loads[key];
  console.log(
    `${label.padEnd(24)} usable ${String(l.usableMs).padStart(5)} ms   LCP ${String(l.lcpMs).padStart(5)} ms   on the wire ${String(l.wireKB).padStart(6)} KB in ${l.requests} requests`,
  );
}
printLoginFloor(results.loginFloor as LoginFloorSummary);
for (const total of [1_000, 10_000]) {
  const r = results[`docs_${total}`] as {
    coldStartMs: number;
    readsPerList: number;
    readsPerLawsuitList: number;
    lawsuitListInProcessMs: { median: number; p95: number };
    readsPerLawsuitSearch: number;
    lawsuitSearchInProcessMs: { median: number; p95: number };
    lawyerLawsuitList: { reads: number; median: number; p95: number };
    lawyerLawsuitSearch: { reads: number; median: number; p95: number };
    monthView: { entries: number; reads: number; complete: boolean };
    latencyMs: Record<string, { median: number; p95: number }>;
  };
  console.log(
    `\n── Callables with ${total.toLocaleString('pt-BR')} clients, lawsuits and agenda entries (target: list p95 < 100 ms; reads per list = page + 1) ──`,
  );
  console.log(
    `cold start (first call after load) ${r.coldStartMs} ms; documents read per list call, page of 25: clients ${r.readsPerList}, lawsuits ${r.readsPerLawsuitList} (page + 1, each row's projection, the counts)`,
  );
  console.log(
    `agenda month view (6 weeks): ${r.monthView.entries} entries shown, ${r.monthView.reads} documents read${r.monthView.complete ? '' : ' (more than one call holds)'}`,
  );
  console.log(`lawsuits-list in process (the handler alone, no HTTP): median ${r.lawsuitListInProcessMs.median} ms   p95 ${r.lawsuitListInProcessMs.p95} ms`);
  console.log(
    `lawsuits-list search "${SEARCH_OF_SEVERAL_WORDS.search}" (every lawsuit has every word: the worst case), in process: ${r.readsPerLawsuitSearch} documents read, median ${r.lawsuitSearchInProcessMs.median} ms   p95 ${r.lawsuitSearchInProcessMs.p95} ms`,
  );
  console.log(
    `lawsuits-list as a lawyer (not an administrator; 1 in 50 lawsuits under segredo de justiça, not theirs), in process: first page ${r.lawyerLawsuitList.reads} documents read, median ${r.lawyerLawsuitList.median} ms   p95 ${r.lawyerLawsuitList.p95} ms; the search above ${r.lawyerLawsuitSearch.reads} read, median ${r.lawyerLawsuitSearch.median} ms   p95 ${r.lawyerLawsuitSearch.p95} ms`,
  );
  for (const [name, t] of Object.entries(r.latencyMs))
    console.log(`${name.padEnd(24)} median ${String(t.median).padStart(6)} ms   p95 ${String(t.p95).padStart(6)} ms`);
}
const fin = results.financeList as Record<string, ListTiming>;
console.log(
  `\n── Financeiro in process at ${FINANCE_ENTRIES.toLocaleString('pt-BR')} lançamentos: the list's page of 25 with its count and totals, the cash flow and the breakdown by category (all from the monthly rollups but the client filter, which sums by aggregation) ──`,
);
for (const [label, t] of Object.entries(fin))
  console.log(`${label.padEnd(30)} median ${String(t.median).padStart(6)} ms   p95 ${String(t.p95).padStart(6)} ms   documents read ${t.reads}`);
const audience = results.audienceFilter as AudienceBench | { skipped: string };
if ('skipped' in audience) console.log(`\n── Audience filter on the Firestore adapter: skipped (${audience.skipped}) ──`);
else {
  console.log(
    `\n── lawsuits-list on the Firestore adapter (the jar) at ${audience.lawsuits.toLocaleString('pt-BR')} lawsuits, 1 in 50 under segredo: the audience filter a lawyer's list (and any direct list the rules allow) must ask ──`,
  );
  for (const [who, pages] of [
    ['administrator (no filter)', audience.administrator],
    ['lawyer (audience filter)', audience.lawyer],
  ] as const)
    for (const [page, t] of [
      ['first page', pages.first],
      ['tenth page', pages.tenth],
    ] as const)
      console.log(
        `${`${who}, ${page}`.padEnd(40)} median ${String(t.median).padStart(6)} ms   p95 ${String(t.p95).padStart(6)} ms   documents read ${t.reads}`,
      );
}
printDurability(results.durability as DurabilityBench);
const taskTimes = results.tasks as Record<string, ListTiming>;
console.log(
  `\n── Tarefas in process at ${TASK_ENTRIES.toLocaleString('pt-BR')} tasks, as a lawyer (workflows as an administrator): the board reads one page per column (30 + 1 each), "Meu trabalho" three pages of 50 ──`,
);
for (const [label, t] of Object.entries(taskTimes))
  console.log(`${label.padEnd(30)} median ${String(t.median).padStart(6)} ms   p95 ${String(t.p95).padStart(6)} ms   documents read ${t.reads}`);
console.log(
  `\n── Rentabilidade in process at ${TIME_ENTRIES.toLocaleString('pt-BR')} time entries, as Financeiro: one rollup per month (12), the rates, the rows' names and two sums per row ──`,
);
for (const [label, t] of Object.entries(results.timesheet as Record<string, ListTiming>))
  console.log(`${label.padEnd(36)} median ${String(t.median).padStart(6)} ms   p95 ${String(t.p95).padStart(6)} ms   documents read ${t.reads}`);
printWorklistBench(results.worklist as WorklistBench);
printDashboardBench(results.dashboardSummary as DashboardBench);
printSearchBench(results.search as SearchBench);
const calc = results.deadlineCalculator as { perSecond: number; computations: number };
console.log(`\n── Deadline calculator (15 dias úteis, every day of 2026, each court; calendar built per call) ──`);
console.log(`${calc.perSecond.toLocaleString('pt-BR')} computations per second (${calc.computations} computed)`);
printProposalBench(results.proposals as ProposalBench);
const courts = results.courts as Record<string, RunCost>;
console.log('\n── Court integrations in process against the local stand-in (time includes the 2-requests-a-second pacing) ──');
for (const [label, c] of Object.entries(courts))
  console.log(
    `${label.padEnd(38)} ${String(c.ms).padStart(6)} ms   requests ${String(c.requests).padStart(3)}   read ${String(c.fetched).padStart(5)}   new ${String(c.created).padStart(5)}   duplicates skipped ${String(c.duplicates).padStart(5)}   documents written ${c.documentsWritten}`,
  );
printExportBench(results.officeExport as ExportBench);
printImportBench(results.lawsuitImport as ImportBench);
const notifier = results.notifier as NotifierBench;
console.log(
  `\n── Notifier pass in process, ${notifier.entries.toLocaleString('pt-BR')} agenda entries with reminders and ${notifier.intimations.toLocaleString('pt-BR')} intimações, 07:05 on a working day (target: a digest of 50 < 100 KB) ──`,
);
for (const [label, p] of [
  ['first pass of the day', notifier.firstPass],
  ['the next pass (nothing new)', notifier.steadyPass],
] as const)
  console.log(
    `${label.padEnd(30)} ${String(p.ms).padStart(6)} ms   documents read ${String(p.reads).padStart(5)}   found ${String(p.found).padStart(4)}   stored ${p.stored}`,
  );
console.log(`digest of 50 notifications: ${kb(notifier.digestOf50.bytes)} KB (text and HTML)`);
console.log(`one person's message for a capture run of 350 intimações: ${kb(notifier.runMail.bytes)} KB — “${notifier.runMail.subject}”`);
printRuntime(results.runtime as RuntimeNumbers & { readyMs: number; mode: string });
printMemory(results.memory as MemoryBench);
for (const b of results.burst as BurstNumbers[]) printBurst(b);
console.log('\nWritten to bench/results/latest.json');
