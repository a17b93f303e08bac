/**
 * 500 concurrent calls from 50 signed-in people, as an office's busiest minute would send them: `npm start` on a
 * throwaway data directory (seeded on its first run), 49 colleagues created through the API beside the seeded
 * administrator, then every person's ten calls at once where the SPA's local build sends them (the API
 * function's own address on the Functions emulator, web/src/lib/function-url.ts), from the app's origin: six reads and four writes (a client, an agenda entry, an edit of their own task with its version, a
 * comment on it). Afterwards every acknowledged write is looked for (lost), counted (stored twice) and checked
 * against the lists' counts. Runnable alone, holding the app lock:
 * `flock /tmp/office-app.lock npx tsx scripts/lib/burst-bench.ts [firestore|embedded]...`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  addDays,
  cpfCheckDigits,
  MAX_RANGE_ENTRIES,
  officeDate,
  officeDayBounds,
  SCOPE_LABELS,
  type EventSaved,
  type Listed,
  type Page,
  type StaffCreated,
  type TaskCommentRecord,
  type TaskDetail,
  type TaskItem,
} from '@office/domain';
import { LOCAL_API_URL } from '@office/domain/config';
import { SEED_STAFF } from '../seed/staff';
import { APP_URL } from '../../tests/support/browser';
import { setPasswordFromLink, signIn } from '../../tests/support/emulator-client';
import { mapLimit } from '../../tests/support/in-flight';
import { launch, portsFree } from '../../tests/support/launcher';
import { buildForEmulators } from './build';
import { cpuSeconds, cpuSpent, treeRssMB } from './process-tree';

export const BURST_PEOPLE = 50;
/** Each person's calls in the burst: READS then WRITES. */
const READS = ['session-me', 'dashboard-summary', 'clients-list', 'lawsuits-list', 'agenda-list', 'messages-unreadCount'] as const;
const WRITES = ['clients-create', 'agenda-create', 'tasks-update', 'tasks-comment'] as const;
const PASSWORD = 'Rajada#2026';
const seededAdmin = SEED_STAFF.find((s) => s.admin);
if (!seededAdmin) throw new Error('The seed has no administrator');
const admin = seededAdmin;
const LAWYER = 'staff-rafael-moreira';

type Operation = (typeof READS)[number] | (typeof WRITES)[number];

interface Answer<T> {
  status: number;
  ms: number;
  result?: T;
  error?: string;
}

export interface BurstNumbers {
  mode: string;
  calls: number;
  people: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  totalMs: number;
  /** Calls not answered 200, by operation and error id. */
  failed: Record<string, number>;
  /** Acknowledged writes absent afterwards. */
  lost: number;
  /** Writes stored more than once. */
  duplicated: number;
  /** Each invariant checked afterwards, and whether it held. */
  invariants: Record<string, boolean>;
  /** Median and p95 per operation. */
  byOperation: Record<string, { p50: number; p95: number }>;
  /** RSS of npm start and everything it started, sampled during the burst (peak). */
  peakRssMB: number;
  /** CPU seconds each kind of process of npm start used during the burst (the bench's own client apart). */
  cpuBySide: Record<string, number>;
}

/** POSTs `{ data }` where the SPA's local build posts an operation (LOCAL_API_URL), from the app's page. */
async function call<T>(name: string, data: unknown, token: string): Promise<Answer<T>> {
  const started = performance.now();
  try {
    const response = await fetch(`${LOCAL_API_URL}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, origin: APP_URL },
      body: JSON.stringify({ data }),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    // An emulator that gave up on a call answers in plain text: keep its status and first words.
    if (!text.startsWith('{')) return { status: response.status, ms, error: text.slice(0, 40) };
    const body = JSON.parse(text) as { result?: T; error?: { details?: { id?: string; fields?: unknown }; status?: string } };
    const fields = body.error?.details?.fields ? ` ${JSON.stringify(body.error.details.fields)}` : '';
    return {
      status: response.status,
      ms,
      result: body.result,
      error: body.error ? `${body.error.details?.id ?? body.error.status ?? 'error'}${fields}` : undefined,
    };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, error: (error as Error).message };
  }
}

async function ok<T>(name: string, data: unknown, token: string): Promise<T> {
  const answer = await call<T>(name, data, token);
  if (answer.status !== 200) throw new Error(`${name}: HTTP ${answer.status} ${answer.error ?? ''}`);
  return answer.result as T;
}

function quantile(sorted: number[], q: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
}

interface Person {
  uid: string;
  email: string;
  token: string;
  task: { id: string; version: number };
}

/** The administrator and 49 colleagues with every section, each signed in and owning one task to edit. */
async function people(run: string): Promise<Person[]> {
  const adminToken = await signIn(admin.email, admin.password);
  const labels = [...SCOPE_LABELS];
  const colleagues = await mapLimit(
    Array.from({ length: BURST_PEOPLE - 1 }, (_, i) => i),
    4,
    async (i) => {
      const email = `rajada${i}.${run}@barbosaadvocacia.test`;
      const created = await ok<StaffCreated>('staff-create', { email, name: `Pessoa Rajada ${i}`, read: labels, write: labels }, adminToken);
      if (!created.passwordSetupLink) throw new Error(`staff-create gave ${email} no first-access link`);
      await setPasswordFromLink(created.passwordSetupLink, PASSWORD);
      return { uid: created.member.uid, email, token: await signIn(email, PASSWORD) };
    },
  );
  const everyone = [{ uid: admin.uid, email: admin.email, token: adminToken }, ...colleagues];
  return mapLimit(everyone, 4, async (p) => {
    const task = await ok<TaskItem>('tasks-create', { task: taskInput(`Tarefa da rajada ${p.email}`, p.uid) }, p.token);
    return { ...p, task: { id: task.id, version: task.version } };
  });
}

function taskInput(title: string, assigneeId: string) {
  return {
    title,
    description: '',
    lawsuitId: null,
    clientId: null,
    assigneeId,
    reviewerIds: [],
    dueDate: addDays(officeDate(), 5),
    prazoEventId: null,
    priority: 'normal',
    steps: [],
  };
}

function clientInput(name: string, document: string) {
  return {
    kind: 'pf',
    name,
    document,
    rg: '',
    birthDate: '',
    profession: '',
    maritalStatus: null,
    emails: [],
    phones: [],
    address: null,
    notes: '',
    tags: [],
    status: 'ativo',
    responsibleLawyerId: LAWYER,
  };
}

/** The ten calls of person `i`, started together. */
function personCalls(p: Person, i: number, run: string, day: string): { op: Operation; send: () => Promise<Answer<unknown>> }[] {
  const base = String(900_000_000 + i * 7 + (Number.parseInt(run.slice(-3), 36) % 7)).padStart(9, '0');
  const reads: Record<(typeof READS)[number], unknown> = {
    'session-me': {},
    'dashboard-summary': {},
    'clients-list': { limit: 25 },
    'lawsuits-list': { limit: 25 },
    'agenda-list': { from: officeDayBounds(officeDate()).start, to: officeDayBounds(addDays(officeDate(), 30)).end, limit: 100 },
    'messages-unreadCount': {},
  };
  const writes: Record<(typeof WRITES)[number], unknown> = {
    'clients-create': { client: clientInput(`Rajada ${run} ${i}`, base + cpfCheckDigits(base)) },
    'agenda-create': {
      event: {
        kind: 'reuniao',
        title: `Rajada ${run} ${i}`,
        date: day,
        allDay: false,
        startTime: '10:00',
        endTime: '11:00',
        location: null,
        lawsuitId: null,
        clientId: null,
        ownerId: p.uid,
        participantIds: [],
        notes: '',
        reminderMinutes: null,
        prazo: null,
      },
    },
    'tasks-update': { id: p.task.id, expectedVersion: p.task.version, task: taskInput(`Tarefa revista ${run} ${i}`, p.uid) },
    'tasks-comment': { taskId: p.task.id, body: `Comentário da rajada ${i}` },
  };
  return [...READS.map((op) => ({ op, send: () => call(op, reads[op], p.token) })), ...WRITES.map((op) => ({ op, send: () => call(op, writes[op], p.token) }))];
}

/** Fires the burst on a running app and checks what it stored. */
export async function burst(mode: string, npmPid: number): Promise<BurstNumbers> {
  const run = Date.now().toString(36);
  const day = addDays(officeDate(), 400);
  const crowd = await people(run);
  const adminToken = crowd.find((p) => p.uid === admin.uid)?.token ?? '';
  const clientsBefore = (await ok<Page<unknown>>('clients-list', { limit: 1 }, adminToken)).total;

  const calls = crowd.flatMap((p, i) => personCalls(p, i, run, day).map((c) => ({ ...c, person: i })));
  let peakRssMB = 0;
  const sampler = setInterval(() => (peakRssMB = Math.max(peakRssMB, treeRssMB(npmPid))), 500);
  const cpuBefore = cpuSeconds(npmPid);
  const started = performance.now();
  const outcomes = await Promise.all(calls.map(async (c) => ({ ...c, answer: await c.send() })));
  const totalMs = performance.now() - started;
  const cpuBySide = cpuSpent(cpuBefore, cpuSeconds(npmPid));
  clearInterval(sampler);
  peakRssMB = Math.max(peakRssMB, treeRssMB(npmPid));
  const answers = outcomes.map((o) => o.answer);

  const failed: Record<string, number> = {};
  const times: Record<string, number[]> = {};
  for (const { op, answer } of outcomes) {
    (times[op] ??= []).push(answer.ms);
    const what = `${op} ${answer.status} ${answer.error ?? ''}`.trim();
    if (answer.status !== 200) failed[what] = (failed[what] ?? 0) + 1;
  }
  const acknowledged = (op: Operation) => outcomes.filter((o) => o.op === op && o.answer.status === 200);

  // Clients: every acknowledged one listed once under its name, and the list's total grown by as many.
  const createdClients = acknowledged('clients-create').map((c) => (c.answer.result as Listed<unknown>).id);
  const listedClients = await ok<Page<{ name: string }>>('clients-list', { search: `Rajada ${run}`, limit: 100 }, adminToken);
  const clientsAfter = (await ok<Page<unknown>>('clients-list', { limit: 1 }, adminToken)).total;
  const clientIds = new Set(listedClients.items.map((c) => c.id));
  const clientNames = listedClients.items.map((c) => c.name);

  // Agenda entries: every acknowledged one on its day once.
  const createdEvents = acknowledged('agenda-create').map((c) => (c.answer.result as EventSaved).event.id);
  const onDay = await ok<Page<{ title: string }>>(
    'agenda-list',
    { from: officeDayBounds(day).start, to: officeDayBounds(day).end, limit: MAX_RANGE_ENTRIES },
    adminToken,
  );
  const eventIds = new Set(onDay.items.map((e) => e.id));
  const eventTitles = onDay.items.map((e) => e.title);

  // Tasks: the edit stored once (version up by one), the comment stored once.
  const taskStates = await mapLimit(crowd, 8, async (p) => ({
    sentVersion: p.task.version,
    detail: await ok<TaskDetail>('tasks-get', { id: p.task.id }, p.token),
    comments: await ok<Listed<TaskCommentRecord>[]>('tasks-comments', { taskId: p.task.id }, p.token),
  }));
  const updated = new Set(acknowledged('tasks-update').map((c) => c.person));
  const commented = new Set(acknowledged('tasks-comment').map((c) => c.person));

  const lost =
    createdClients.filter((id) => !clientIds.has(id)).length +
    createdEvents.filter((id) => !eventIds.has(id)).length +
    taskStates.filter((s, i) => updated.has(i) && s.detail.task.version === s.sentVersion).length +
    taskStates.filter((s, i) => commented.has(i) && s.comments.length === 0).length;
  const extra = (values: string[]) => values.length - new Set(values).size;
  const duplicated =
    extra(clientNames) +
    extra(eventTitles) +
    taskStates.filter((s) => s.detail.task.version > s.sentVersion + 1).length +
    taskStates.reduce((n, s) => n + Math.max(0, s.comments.length - 1), 0);

  const invariants = {
    'every call answered 200': Object.keys(failed).length === 0,
    'clients listed = clients acknowledged': listedClients.items.length === createdClients.length,
    'clients total grew by the clients acknowledged': clientsAfter - clientsBefore === createdClients.length,
    'agenda entries on the day = entries acknowledged': onDay.items.length === createdEvents.length,
    'each task edited at most once, at the version sent': taskStates.every((s, i) => s.detail.task.version === s.sentVersion + (updated.has(i) ? 1 : 0)),
    'each task commented at most once': taskStates.every((s, i) => s.comments.length === (commented.has(i) ? 1 : 0)),
  };

  const all = answers.map((a) => a.ms).sort((a, b) => a - b);
  const byOperation = Object.fromEntries(
    Object.entries(times).map(([op, ms]) => {
      const sorted = ms.sort((a, b) => a - b);
      return [op, { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) }];
    }),
  );
  return {
    mode,
    calls: calls.length,
    people: crowd.length,
    p50Ms: quantile(all, 0.5),
    p95Ms: quantile(all, 0.95),
    maxMs: Math.round(all.at(-1) ?? 0),
    totalMs: Math.round(totalMs),
    failed,
    lost,
    duplicated,
    invariants,
    byOperation,
    peakRssMB,
    cpuBySide,
  };
}

/** `npm start` on a throwaway data directory in `mode` (firestore or embedded), the burst, then SIGTERM. */
export async function burstAfterReady(mode: 'firestore' | 'embedded'): Promise<BurstNumbers> {
  const localData = mkdtempSync(join(tmpdir(), 'office-burst-bench-'));
  const app = await launch(localData, { OFFICE_MODE: mode });
  try {
    if (app.npm.pid === undefined) throw new Error('npm start has no pid');
    return await burst(mode, app.npm.pid);
  } finally {
    app.npm.kill('SIGTERM');
    await app.exited;
    await portsFree();
    rmSync(localData, { recursive: true, force: true });
  }
}

export function printBurst(r: BurstNumbers): void {
  console.log(`\n── ${r.calls} concurrent calls from ${r.people} people (${r.mode} mode) ──`);
  console.log(`p50 ${r.p50Ms} ms · p95 ${r.p95Ms} ms · max ${r.maxMs} ms · total ${r.totalMs} ms · lost ${r.lost} · duplicated ${r.duplicated}`);
  console.log(`  peak RSS of npm start during the burst: ${r.peakRssMB} MB`);
  console.log(
    `  CPU seconds during the burst: ${Object.entries(r.cpuBySide)
      .map(([what, s]) => `${what} ${s}`)
      .join(' · ')}`,
  );
  console.log(
    `  by operation (p50/p95 ms): ${Object.entries(r.byOperation)
      .map(([op, t]) => `${op} ${t.p50}/${t.p95}`)
      .join(' · ')}`,
  );
  for (const [what, held] of Object.entries(r.invariants)) console.log(`  ${held ? '✓' : '✗'} ${what}`);
  for (const [what, n] of Object.entries(r.failed)) console.log(`  refused or failed: ${what} × ${n}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const modes = process.argv.slice(2).filter((m): m is 'firestore' | 'embedded' => m === 'firestore' || m === 'embedded');
  if (!process.env.OFFICE_SKIP_BUILD) buildForEmulators();
  for (const mode of modes.length ? modes : (['firestore', 'embedded'] as const)) printBurst(await burstAfterReady(mode));
}
