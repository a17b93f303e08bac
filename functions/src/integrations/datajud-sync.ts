/**
 * Andamentos from DataJud: for each lawsuit with a CNJ number, the court's movements join its timeline once.
 * A movement's document id comes from its identity (see `mapDatajudProcess`), so a re-import, a concurrent
 * run or a retried crash adds nothing twice; andamentos typed by hand are other documents and never touched.
 */
import { createHash } from 'node:crypto';
import {
  COLLECTIONS,
  DATAJUD_BATCH,
  datajudAlias,
  importedDescription,
  mapDatajudProcess,
  type CourtDataRecord,
  type DatajudSource,
  type LawsuitRecord,
  type MovementRecord,
} from '@office/domain';
import { movementWrite } from '../entities/movements/movement-write';
import type { StoredDoc } from '../store/port';
import type { TypedDocumentStore, TypedWriteOp } from '../store/typed';
import type { CourtHttp } from './court-http';
import { datajudFailure, DatajudKeyRejected, searchDatajud } from './datajud-client';
import { addError, BUDGET_REASON, type RunCounts } from './runs';

/** Writes per transaction: well under Firestore's 500. */
const CHUNK = 200;

export const KEY_REJECTED_REASON =
  'O DataJud recusou a chave da API (HTTP 401): o CNJ deve tê-la trocado. Um administrador precisa informar a chave nova em Integrações (ela é publicada no wiki do DataJud).';

export function movementDocId(lawsuitId: string, key: string): string {
  return `dj-${createHash('sha256').update(`${lawsuitId}\n${key}`).digest('hex').slice(0, 32)}`;
}

/** Stores what DataJud said of one lawsuit: its court data, and the movements not imported yet. */
export async function importLawsuit(
  store: TypedDocumentStore,
  lawsuitId: string,
  alias: string,
  sources: readonly DatajudSource[],
  counts: RunCounts,
  actor: string,
  runId: string,
): Promise<CourtDataRecord | null> {
  const mapped = mapDatajudProcess(sources);
  const fetchedAt = new Date().toISOString();
  counts.fetched += mapped.movements.length;
  if (sources.length === 0) counts.notFound++;
  const movements = mapped.movements.map((m) => ({ id: movementDocId(lawsuitId, m.key), m }));
  let courtData: CourtDataRecord | null = null;
  // The court data goes with the first chunk (or alone), so a lawsuit found with no movements still says so.
  for (let start = 0; start === 0 || start < movements.length; start += CHUNK) {
    const chunk = movements.slice(start, start + CHUNK);
    const first = start === 0;
    const result = await store.transact(async (tx) => {
      const lawsuit = await tx.get(COLLECTIONS.lawsuits, lawsuitId);
      if (!lawsuit) return { ops: [], result: null };
      const existing = await tx.getMany(
        COLLECTIONS.movements,
        chunk.map((c) => c.id),
      );
      const fresh = chunk.filter((_, i) => !existing[i]);
      const created = fresh.map(({ id, m }) => {
        const record: MovementRecord = {
          lawsuitId,
          at: m.at,
          description: importedDescription(m),
          source: 'datajud',
          imported: { key: m.key, grau: m.grau, code: m.code, organ: m.organ, fetchedAt, runId },
          hidden: false,
          createdBy: actor,
        };
        return { id, before: null, after: record };
      });
      // The list's "último andamento" follows the newest of them; one audit entry tells the import.
      const note = { action: 'lawsuits.importMovements' as const, changedFields: ['movements'], at: fetchedAt };
      const ops: TypedWriteOp[] = await movementWrite(tx, { uid: actor }, note, { lawsuitId, changes: created, audit: 'batch' });
      const before = first ? await tx.get(COLLECTIONS.courtData, lawsuitId) : null;
      let data: CourtDataRecord | null = null;
      if (first) {
        data = courtDataAfter({ lawsuitId, alias, sources }, mapped, before?.data ?? null, fresh.length, fetchedAt);
        ops.push(
          before
            ? { kind: 'update', collection: COLLECTIONS.courtData, id: lawsuitId, expectedVersion: before.version, patch: data }
            : { kind: 'create', collection: COLLECTIONS.courtData, id: lawsuitId, data },
        );
      } else if (fresh.length) {
        const stored = await tx.get(COLLECTIONS.courtData, lawsuitId);
        if (stored) {
          ops.push({
            kind: 'update',
            collection: COLLECTIONS.courtData,
            id: lawsuitId,
            expectedVersion: stored.version,
            patch: { importedCount: stored.data.importedCount + fresh.length },
          });
        }
      }
      return { ops, result: { created: fresh.length, duplicates: chunk.length - fresh.length, data } };
    });
    if (!result) return null; // the lawsuit was deleted meanwhile: nothing to attach to
    counts.created += result.created;
    counts.duplicates += result.duplicates;
    if (result.data) courtData = result.data;
    if (chunk.length === 0) break;
  }
  return courtData;
}

/** What DataJud said of one lawsuit, to import. */
export interface LawsuitImport {
  lawsuitId: string;
  alias: string;
  sources: readonly DatajudSource[];
}

/** Lawsuits imported in one transaction at most: each costs a few reads, and their writes stay within CHUNK. */
const GROUP_LAWSUITS = 25;
/** Besides its movements, a lawsuit's import writes its audit entry, its projection and its court data. */
const WRITES_BESIDE_MOVEMENTS = 3;

/** Two ops of one transaction on one document: the group goes lawsuit by lawsuit instead. */
class SharedDocument extends Error {}

/**
 * Imports several lawsuits' answers, a group of them per transaction (on the Firestore emulator each transaction
 * costs several round trips, and an office-wide run or an import has hundreds of lawsuits: one per lawsuit took
 * 23 s for the seed). A lawsuit whose movements would not fit a group goes alone through `importLawsuit`, as does
 * a group whose lawsuits would write one shared document twice. Returns each found lawsuit's court data.
 */
export async function importLawsuits(
  store: TypedDocumentStore,
  items: readonly LawsuitImport[],
  counts: RunCounts,
  actor: string,
  runId: string,
): Promise<Map<string, CourtDataRecord>> {
  const courtData = new Map<string, CourtDataRecord>();
  const alone = async (item: LawsuitImport) => {
    const data = await importLawsuit(store, item.lawsuitId, item.alias, item.sources, counts, actor, runId);
    if (data) courtData.set(item.lawsuitId, data);
  };
  for (const group of importGroups(items)) {
    const [only] = group;
    if (only && group.length === 1) {
      await alone(only.item);
      continue;
    }
    let imported: GroupResult[];
    try {
      imported = await importGroup(store, group, actor, runId);
    } catch (error) {
      if (!(error instanceof SharedDocument)) throw error;
      for (const g of group) await alone(g.item);
      continue;
    }
    for (const [i, g] of group.entries()) {
      counts.fetched += g.mapped.movements.length;
      if (g.item.sources.length === 0) counts.notFound++;
      const r = imported[i];
      if (!r) continue; // deleted meanwhile: nothing to attach to
      counts.created += r.created;
      counts.duplicates += r.duplicates;
      courtData.set(g.item.lawsuitId, r.data);
    }
  }
  return courtData;
}

interface Planned {
  item: LawsuitImport;
  mapped: ReturnType<typeof mapDatajudProcess>;
}
type GroupResult = { created: number; duplicates: number; data: CourtDataRecord } | null;

/** Consecutive groups of lawsuits whose writes fit one transaction; a lawsuit too big for any group is one alone. */
function importGroups(items: readonly LawsuitImport[]): Planned[][] {
  const groups: Planned[][] = [];
  let current: Planned[] = [];
  let writes = 0;
  for (const item of items) {
    const mapped = mapDatajudProcess(item.sources);
    const cost = mapped.movements.length + WRITES_BESIDE_MOVEMENTS;
    if (current.length > 0 && (writes + cost > CHUNK || current.length >= GROUP_LAWSUITS)) {
      groups.push(current);
      current = [];
      writes = 0;
    }
    current.push({ item, mapped });
    writes += cost;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** One transaction for the group: each present lawsuit's new movements, its projection, audit and court data. */
async function importGroup(store: TypedDocumentStore, group: readonly Planned[], actor: string, runId: string): Promise<GroupResult[]> {
  const fetchedAt = new Date().toISOString();
  const ids = group.map((g) => g.item.lawsuitId);
  const movementIds = group.map((g) => g.mapped.movements.map((m) => ({ id: movementDocId(g.item.lawsuitId, m.key), m })));
  return store.transact(async (tx) => {
    // The first read opens the transaction; the rest may then go side by side.
    const lawsuits = await tx.getMany(COLLECTIONS.lawsuits, ids);
    const [existing, befores] = await Promise.all([
      tx.getMany(
        COLLECTIONS.movements,
        movementIds.flat().map((m) => m.id),
      ),
      tx.getMany(COLLECTIONS.courtData, ids),
    ]);
    let offset = 0;
    const parts = await Promise.all(
      group.map(async ({ item, mapped }, i) => {
        const mine = existing.slice(offset, offset + mapped.movements.length);
        offset += mapped.movements.length;
        if (!lawsuits[i]) return null;
        const created = (movementIds[i] ?? []).flatMap(({ id, m }, j) => {
          if (mine[j]) return [];
          const record: MovementRecord = {
            lawsuitId: item.lawsuitId,
            at: m.at,
            description: importedDescription(m),
            source: 'datajud',
            imported: { key: m.key, grau: m.grau, code: m.code, organ: m.organ, fetchedAt, runId },
            hidden: false,
            createdBy: actor,
          };
          return [{ id, before: null, after: record }];
        });
        const note = { action: 'lawsuits.importMovements' as const, changedFields: ['movements'], at: fetchedAt };
        const ops: TypedWriteOp[] = await movementWrite(tx, { uid: actor }, note, { lawsuitId: item.lawsuitId, changes: created, audit: 'batch' });
        const before = befores[i];
        const data = courtDataAfter(item, mapped, before?.data ?? null, created.length, fetchedAt);
        ops.push(
          before
            ? { kind: 'update', collection: COLLECTIONS.courtData, id: item.lawsuitId, expectedVersion: before.version, patch: data }
            : { kind: 'create', collection: COLLECTIONS.courtData, id: item.lawsuitId, data },
        );
        return { ops, result: { created: created.length, duplicates: mapped.movements.length - created.length, data } };
      }),
    );
    const ops = parts.flatMap((p) => p?.ops ?? []);
    const targets = new Set(ops.map((o) => `${o.collection}/${o.id}`));
    // An office-wide document (the lawsuits' counts) changed by two of them: one transaction cannot write it twice.
    if (targets.size !== ops.length) throw new SharedDocument();
    return { ops, result: parts.map((p) => p?.result ?? null) };
  });
}

/** The court data after an import: what DataJud said now, and how many of its movements joined the timeline. */
function courtDataAfter(
  item: LawsuitImport,
  mapped: ReturnType<typeof mapDatajudProcess>,
  before: CourtDataRecord | null,
  fresh: number,
  fetchedAt: string,
): CourtDataRecord {
  return {
    lawsuitId: item.lawsuitId,
    status: item.sources.length ? 'encontrado' : 'nao-encontrado',
    alias: item.alias,
    instances: mapped.instances,
    subjects: mapped.subjects,
    checkedAt: fetchedAt,
    failure: null,
    importedCount: (before?.importedCount ?? 0) + fresh,
  };
}

/**
 * Records on each lawsuit's court data that this attempt failed and why, keeping what the last good read said
 * (a lawsuit never read gets a record that says only that): its card shows "Última tentativa falhou em …".
 */
export async function recordFailures(store: TypedDocumentStore, lawsuits: readonly { id: string; alias: string }[], reason: string): Promise<void> {
  if (lawsuits.length === 0) return;
  const at = new Date().toISOString();
  await store.transact(async (tx) => {
    const [existing, exists] = await Promise.all([
      tx.getMany(
        COLLECTIONS.courtData,
        lawsuits.map((l) => l.id),
      ),
      tx.getMany(
        COLLECTIONS.lawsuits,
        lawsuits.map((l) => l.id),
      ),
    ]);
    const ops: TypedWriteOp[] = [];
    lawsuits.forEach((l, i) => {
      if (!exists[i]) return; // deleted meanwhile
      const before = existing[i];
      const failure = { at, reason, count: (before?.data.failure?.count ?? 0) + 1 };
      if (before) ops.push({ kind: 'update', collection: COLLECTIONS.courtData, id: l.id, expectedVersion: before.version, patch: { failure } });
      else {
        const data: CourtDataRecord = {
          lawsuitId: l.id,
          status: 'sem-resposta',
          alias: l.alias,
          instances: [],
          subjects: [],
          checkedAt: null,
          failure,
          importedCount: 0,
        };
        ops.push({ kind: 'create', collection: COLLECTIONS.courtData, id: l.id, data });
      }
    });
    return { ops, result: null };
  });
}

/**
 * Asks DataJud for `lawsuits` (grouped by court index, DATAJUD_BATCH numbers per request) and imports what it
 * says. A 401 stops the whole run (`counts.stopReason`); other failures are the run's errors, per lawsuit.
 */
export async function syncLawsuits(
  store: TypedDocumentStore,
  http: CourtHttp,
  lawsuits: readonly StoredDoc<LawsuitRecord>[],
  apiKey: string,
  counts: RunCounts,
  actor: string,
  runId: string,
  /** When to stop taking new batches (an office-wide run's time budget). */
  deadline?: number,
): Promise<{ keyRejected: boolean; courtData: Map<string, CourtDataRecord> }> {
  /** Per court index, the lawsuits and their numbers. */
  const byAlias = new Map<string, { id: string; cnj: string | null; digits: string }[]>();
  const courtData = new Map<string, CourtDataRecord>();
  for (const l of lawsuits) {
    const digits = l.data.cnjDigits;
    if (!digits) continue;
    const alias = datajudAlias(digits);
    if (!alias) {
      addError(counts, { lawsuitId: l.id }, 'o DataJud não tem índice para o tribunal deste número (o STF e os conselhos não estão nele)');
      continue;
    }
    byAlias.set(alias, [...(byAlias.get(alias) ?? []), { id: l.id, cnj: l.data.cnj, digits }]);
    counts.targets++;
  }
  // Batches of up to 50 numbers of one court, taken in the order the lawsuits came (stalest first).
  const batches = [...byAlias.entries()].flatMap(([alias, group]) =>
    Array.from({ length: Math.ceil(group.length / DATAJUD_BATCH) }, (_, i) => ({ alias, lawsuits: group.slice(i * DATAJUD_BATCH, (i + 1) * DATAJUD_BATCH) })),
  );
  const rank = new Map(lawsuits.map((l, i) => [l.id, i]));
  batches.sort((a, b) => (rank.get(a.lawsuits[0]?.id ?? '') ?? 0) - (rank.get(b.lawsuits[0]?.id ?? '') ?? 0));
  try {
    for (const { alias, lawsuits: batch } of batches) {
      if (deadline !== undefined && Date.now() > deadline) {
        counts.stopReason = BUDGET_REASON;
        break;
      }
      let found: Map<string, DatajudSource[]>;
      try {
        found = await searchDatajud(
          http,
          alias,
          batch.map((l) => l.digits),
          apiKey,
        );
      } catch (error) {
        const reason = error instanceof DatajudKeyRejected ? KEY_REJECTED_REASON : datajudFailure(error);
        await recordFailures(
          store,
          batch.map((l) => ({ id: l.id, alias })),
          reason,
        );
        if (error instanceof DatajudKeyRejected) throw error;
        for (const l of batch) addError(counts, { lawsuitId: l.id }, reason);
        continue;
      } finally {
        counts.requests = http.requests;
      }
      const imported = await importLawsuits(
        store,
        batch.map((l) => ({ lawsuitId: l.id, alias, sources: found.get(l.digits) ?? [] })),
        counts,
        actor,
        runId,
      );
      counts.read += batch.length;
      for (const [id, data] of imported) courtData.set(id, data);
    }
  } catch (error) {
    if (!(error instanceof DatajudKeyRejected)) throw error;
    counts.stopReason = KEY_REJECTED_REASON;
    return { keyRejected: true, courtData };
  }
  return { keyRejected: false, courtData };
}
