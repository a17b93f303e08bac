/**
 * Word search on the embedded store at scale, before and after its term index, on one file in one session:
 * `total` lawsuits and `total` clients are written by a store without the index (the store as it was: an array
 * filter checks each document's JSON), measured, then the file is opened by today's store, which builds the
 * index on open (the migration an existing office's file goes through), and measured again.
 *
 * Searches go through the callables' own handlers in process (`lawsuits-list`, `clients-list`), as an
 * administrator and as a lawyer, who does not see the 1 in 50 lawsuits under segredo de justiça of another
 * lawyer: a rare word (a surname, 1 in 200 records), a common one (every record), and several words (a surname
 * and a first name). Beside them, a client's lawsuits by `clientIds` (what a client's rename reads) and the
 * lawyer's first page without search (the `audience` filter).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CALLABLES, COLLECTIONS, lawsuitSearchWords, searchKey, type ClientRecord, type LawsuitRecord } from '@office/domain';
import clientsList from '../../functions/src/callables/clients/list';
import lawsuitsList from '../../functions/src/callables/lawsuits/list';
import { rebuildLawsuitProjections } from '../../functions/src/entities/lawsuits/rebuild-projections';
import { DiskFileStore } from '../../functions/src/store/embedded/disk-file-store';
import { SqliteDocumentStore } from '../../functions/src/store/embedded/sqlite-document-store';
import { typedDocuments, typedStores, type TypedWriteOp } from '../../functions/src/store/typed';
import { SEED_STAFF } from '../seed/staff';
import { loadClient, loadLawsuit } from './audience-bench';
import { timed, type ListTiming } from './finance-bench';

const FIRST_NAMES = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fernanda', 'Gustavo', 'Helio', 'Iara', 'Joao'];
/** 200 surnames: each is held by 1 in 200 records (250 at 50,000). */
const SURNAMES = Array.from({ length: 200 }, (_, i) => `Sobrenome${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}x`);

const ADMIN = 'staff-helena-barbosa';
const BEFORE_CALLS = 3;
const LAWYER = 'staff-rafael-moreira';

/** The `i`-th record's person: a first name (1 in 10) and a surname (1 in 200). */
function personOf(i: number): string {
  return `${FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Ana'} ${SURNAMES[Math.floor(i / FIRST_NAMES.length) % SURNAMES.length] ?? 'Silva'}`;
}

/** A rare word (a surname, 1 in 200), a common one (every record has it), several words (a name and surname, 1 in 2,000). */
const RARE = SURNAMES[123] ?? '';
const SEARCHES = { 'rare word': RARE, 'common word': 'carga', 'several words': `${RARE} ${FIRST_NAMES[4] ?? ''}` };

function lawsuitOf(i: number): LawsuitRecord {
  const base = loadLawsuit(i);
  const client = `${personOf(i)} Carga`;
  const clients = [{ clientId: `load-cli-${i % 5_000}`, role: 'autor' as const, name: client, gender: null }];
  return {
    ...base,
    clients,
    clientId: clients[0]?.clientId ?? base.clientId,
    clientIds: clients.map((c) => c.clientId),
    clientName: client,
    clientNameKey: searchKey(client),
    searchWords: lawsuitSearchWords({ clients, opposingParties: [], subject: base.subject, className: base.className, internalRef: null }),
  };
}

function clientOf(i: number): ClientRecord {
  return loadClient(i, `${personOf(i)} Carga`);
}

async function load(raw: SqliteDocumentStore, total: number): Promise<void> {
  const store = typedDocuments(raw);
  const staff: TypedWriteOp[] = SEED_STAFF.map((s) => ({
    kind: 'create',
    collection: COLLECTIONS.staff,
    id: s.uid,
    data: { name: s.name, email: s.email, scopes: { read: s.read, write: s.write }, admin: s.admin, disabled: false, updatedBy: 'system' },
  }));
  await store.commit(staff);
  for (let i = 0; i < total; i += 400) {
    const ops: TypedWriteOp[] = [];
    for (let j = i; j < Math.min(total, i + 400); j++) {
      ops.push({ kind: 'create', collection: COLLECTIONS.lawsuits, id: `load-proc-${j}`, data: lawsuitOf(j) });
      ops.push({ kind: 'create', collection: COLLECTIONS.clients, id: `load-cli-${j}`, data: clientOf(j) });
    }
    await store.commit(ops);
  }
  // The lawsuits' projection and counts document, as the start-up rebuild keeps them.
  await rebuildLawsuitProjections(store);
}

export interface SearchRound {
  /** `lawsuits-list` and `clients-list` searches, first page of 25, by viewer. */
  lawsuits: Record<string, { administrator: ListTiming; lawyer: ListTiming }>;
  clients: Record<string, ListTiming>;
  /** A client's lawsuits (`clientIds` array-contains), as a rename reads them; the lawyer's first page (`audience`). */
  clientLawsuits: ListTiming;
  lawyerFirstPage: ListTiming;
  /** One lawsuit's update (its words change), median / p95: what keeping the index costs a write. */
  update: ListTiming;
}

export interface SearchBench {
  records: number;
  loadSeconds: number;
  /** Building the index for the file written without it, on open. */
  migrationMs: number;
  before: SearchRound;
  after: SearchRound;
}

async function round(raw: SqliteDocumentStore, dataDir: string, calls: number): Promise<SearchRound> {
  const stores = typedStores({ documents: raw, files: new DiskFileStore(join(dataDir, 'files')) });
  const ctxOf = async (uid: string) => ({ uid, ip: '127.0.0.1', staff: await stores.documents.get(COLLECTIONS.staff, uid), stores });
  const admin = await ctxOf(ADMIN);
  const lawyer = await ctxOf(LAWYER);
  const lawsuitSearch = (ctx: typeof admin, search: string) => () => lawsuitsList.handler(ctx, CALLABLES['lawsuits-list'].input.parse({ limit: 25, search }));
  const lawsuits: SearchRound['lawsuits'] = {};
  const clients: SearchRound['clients'] = {};
  for (const [label, search] of Object.entries(SEARCHES)) {
    console.log(`    "${search}" (${label})…`);
    lawsuits[label] = { administrator: await timed(raw, calls, lawsuitSearch(admin, search)), lawyer: await timed(raw, calls, lawsuitSearch(lawyer, search)) };
    clients[label] = await timed(raw, calls, () => clientsList.handler(admin, CALLABLES['clients-list'].input.parse({ limit: 25, search })));
  }
  const clientLawsuits = await timed(raw, calls, () =>
    raw.list(COLLECTIONS.lawsuits, { where: [{ field: 'clientIds', op: 'array-contains', value: 'load-cli-1234' }], limit: 200 }),
  );
  const lawyerFirstPage = await timed(raw, calls, () => lawsuitsList.handler(lawyer, CALLABLES['lawsuits-list'].input.parse({ limit: 25 })));
  let n = 0;
  const update = await timed(raw, calls, async () => {
    const id = `load-proc-${7 + n}`;
    const doc = await raw.get(COLLECTIONS.lawsuits, id);
    const words = [
      ...lawsuitSearchWords({ clients: [], opposingParties: [], subject: `Assunto revisto ${n}`, className: 'Procedimento Comum', internalRef: null }),
    ];
    n++;
    await raw.update(COLLECTIONS.lawsuits, id, doc?.version ?? 0, { searchWords: words });
  });
  return { lawsuits, clients, clientLawsuits, lawyerFirstPage, update };
}

export async function searchAtScale(total: number, calls: number): Promise<SearchBench> {
  const dataDir = mkdtempSync(join(tmpdir(), `office-bench-search-${total}-`));
  const file = join(dataDir, 'store.sqlite');
  try {
    const started = performance.now();
    const scan = new SqliteDocumentStore(file, { termIndex: false });
    await load(scan, total);
    const loadSeconds = Math.round((performance.now() - started) / 100) / 10;
    // The scan takes seconds a call at 50,000: fewer calls before keep the bench's time in bounds.
    console.log(`  ${total.toLocaleString('pt-BR')} lawsuits and clients written in ${loadSeconds} s; searching them without the index…`);
    const before = await round(scan, dataDir, Math.min(calls, BEFORE_CALLS));
    await scan.close();
    console.log('  opening the file with the term index (it is built now), searching again…');
    const indexed = new SqliteDocumentStore(file);
    const migrationMs = Math.round(indexed.termIndexBuildMs);
    const after = await round(indexed, dataDir, calls);
    await indexed.close();
    return { records: total, loadSeconds, migrationMs, before, after };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const cell = (t: ListTiming) => `${String(t.median).padStart(7)} / ${String(t.p95).padStart(7)} ms, ${String(t.reads).padStart(5)} read`;

export function printSearchBench(r: SearchBench): void {
  console.log(
    `\n── Word search on the embedded store at ${r.records.toLocaleString('pt-BR')} lawsuits and ${r.records.toLocaleString('pt-BR')} clients, in process, median / p95: before (each document's JSON) → after (the term index, built on open in ${r.migrationMs.toLocaleString('pt-BR')} ms) ──`,
  );
  const line = (label: string, before: ListTiming, after: ListTiming) => console.log(`${label.padEnd(46)} ${cell(before)}  →  ${cell(after)}`);
  for (const label of Object.keys(r.after.lawsuits)) {
    const b = r.before.lawsuits[label];
    const a = r.after.lawsuits[label];
    if (!a || !b) continue;
    line(`lawsuits-list "${label}", administrator`, b.administrator, a.administrator);
    line(`lawsuits-list "${label}", lawyer (segredo)`, b.lawyer, a.lawyer);
  }
  for (const label of Object.keys(r.after.clients)) {
    const b = r.before.clients[label];
    const a = r.after.clients[label];
    if (a && b) line(`clients-list "${label}"`, b, a);
  }
  line("a client's lawsuits (clientIds)", r.before.clientLawsuits, r.after.clientLawsuits);
  line("lawyer's first page, no search (audience)", r.before.lawyerFirstPage, r.after.lawyerFirstPage);
  line("a lawsuit's update, its words changed", r.before.update, r.after.update);
}
