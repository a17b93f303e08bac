import {
  addLawsuitCounts,
  COLLECTIONS,
  countOpenPrazos,
  isNoCountsChange,
  LAWSUIT_COUNTS_ID,
  lawsuitCountsChange,
  earlierPrazo,
  lastMovementAmong,
  laterMovement,
  lawsuitPrazosView,
  nextPrazoAmong,
  openPrazoChanges,
  tallyLawsuitCounts,
  type LastMovement,
  type LawsuitCountsRecord,
  type EventRecord,
  type LawsuitPrazosRecord,
  type LawsuitRecord,
  type MovementRecord,
  type NextPrazo,
} from '@office/domain';
import { forEachPage } from '../../platform/pages';
import type { ListPage } from '../../store/port';
import type { TypedDocumentStore, TypedReader, TypedWriteOp } from '../../store/typed';

const OPEN_PRAZOS_OF = (lawsuitId: string) => [
  { field: 'lawsuitId', op: '==' as const, value: lawsuitId },
  { field: 'kind', op: '==' as const, value: 'prazo' },
  { field: 'status', op: '==' as const, value: 'aberto' },
];

const SHOWN_MOVEMENTS_OF = (lawsuitId: string) => [
  { field: 'lawsuitId', op: '==' as const, value: lawsuitId },
  { field: 'hidden', op: '==' as const, value: false },
];

/** A record the same transaction writes: its state after the write (null: deleted or no longer the lawsuit's). */
export interface Pending<T> {
  id: string;
  after: T | null;
}

/**
 * The lawsuit's next open prazo once `pending` commits: the stored ones (read in the transaction, enough of
 * them that one not being rewritten is among them) with the pending ones in their new state.
 */
async function nextPrazoOf(tx: TypedReader, lawsuitId: string, pending: readonly Pending<EventRecord>[]): Promise<NextPrazo | null> {
  const rewritten = new Set(pending.map((p) => p.id));
  const page = await tx.list(COLLECTIONS.events, { where: OPEN_PRAZOS_OF(lawsuitId), orderBy: [{ field: 'date' }], limit: rewritten.size + 1 });
  return nextPrazoAmong([
    ...page.docs.filter((d) => !rewritten.has(d.id)),
    ...pending.flatMap((p) => (p.after?.lawsuitId === lawsuitId ? [{ id: p.id, data: p.after }] : [])),
  ]);
}

/** The lawsuit's last shown andamento once `pending` commits (as nextPrazoOf). */
async function lastMovementOf(tx: TypedReader, lawsuitId: string, pending: readonly Pending<MovementRecord>[]): Promise<LastMovement | null> {
  const rewritten = new Set(pending.map((p) => p.id));
  const page = await tx.list(COLLECTIONS.movements, {
    where: SHOWN_MOVEMENTS_OF(lawsuitId),
    orderBy: [{ field: 'at', direction: 'desc' }],
    limit: rewritten.size + 1,
  });
  return lastMovementAmong([
    ...page.docs.filter((d) => !rewritten.has(d.id)),
    ...pending.flatMap((p) => (p.after?.lawsuitId === lawsuitId ? [{ id: p.id, data: p.after }] : [])),
  ]);
}

/** What a write changes besides the lawsuit: its entries and its andamentos (absent: not touched, kept as stored). */
interface Touched {
  events?: readonly Pending<EventRecord>[];
  movements?: readonly Pending<MovementRecord>[];
}

/** A projection write and how it changes the office-wide counts. */
interface Sync {
  op: TypedWriteOp | null;
  change: LawsuitCountsRecord;
}

/**
 * The write that makes `lawsuitPrazos/<id>` match `lawsuit` (null: deleted), read in the caller's transaction.
 * `delta` is the change in open prazos the same transaction makes. A missing projection (data from before it
 * existed) is counted from the entries, so the first write repairs it.
 */
async function sync(tx: TypedReader, id: string, lawsuit: LawsuitRecord | null, delta: number, touched: Touched = {}): Promise<Sync> {
  const stored = await tx.get(COLLECTIONS.lawsuitPrazos, id);
  if (!lawsuit)
    return {
      op: stored ? { kind: 'delete', collection: COLLECTIONS.lawsuitPrazos, id, expectedVersion: stored.version } : null,
      change: lawsuitCountsChange(stored?.data ?? null, null),
    };
  const open = (stored ? stored.data.openPrazos : await tx.count(COLLECTIONS.events, OPEN_PRAZOS_OF(id))) + delta;
  // A projection from before the list showed these (the field absent) is completed by its first write.
  const nextPrazo = touched.events || stored?.data.nextPrazo === undefined ? await nextPrazoOf(tx, id, touched.events ?? []) : stored.data.nextPrazo;
  const lastMovement =
    touched.movements || stored?.data.lastMovement === undefined ? await lastMovementOf(tx, id, touched.movements ?? []) : stored.data.lastMovement;
  const view = lawsuitPrazosView(lawsuit, Math.max(0, open), { nextPrazo, lastMovement });
  const change = lawsuitCountsChange(stored?.data ?? null, view);
  if (!stored) return { op: { kind: 'create', collection: COLLECTIONS.lawsuitPrazos, id, data: view }, change };
  const patch = Object.fromEntries(
    Object.entries(view).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(stored.data[k as keyof LawsuitPrazosRecord])),
  ) as Partial<LawsuitPrazosRecord>;
  return {
    op: Object.keys(patch).length === 0 ? null : { kind: 'update', collection: COLLECTIONS.lawsuitPrazos, id, expectedVersion: stored.version, patch },
    change,
  };
}

/**
 * The counts document after `changes`, read in the same transaction: concurrent writes of lawsuits or prazos
 * meet on its version, so one of them starts over and no change is lost. Without the document (a store from
 * before it existed) nothing is written: the list counts instead until the start-up rebuild writes it.
 */
async function countsOp(tx: TypedReader, changes: LawsuitCountsRecord[]): Promise<TypedWriteOp[]> {
  const change = changes.reduce(addLawsuitCounts, lawsuitCountsChange(null, null));
  if (isNoCountsChange(change)) return [];
  const stored = await tx.get(COLLECTIONS.lawsuitCounts, LAWSUIT_COUNTS_ID);
  if (!stored) return [];
  const patch = addLawsuitCounts(stored.data, change);
  return [{ kind: 'update', collection: COLLECTIONS.lawsuitCounts, id: LAWSUIT_COUNTS_ID, expectedVersion: stored.version, patch }];
}

/** The projection writes of one transaction, then its one change to the counts document. */
async function writesOf(tx: TypedReader, syncs: Sync[]): Promise<TypedWriteOp[]> {
  return [
    ...syncs.flatMap((s) => (s.op ? [s.op] : [])),
    ...(await countsOp(
      tx,
      syncs.map((s) => s.change),
    )),
  ];
}

/**
 * For lawsuit writes (create, update, rename of its client, delete), all of one transaction's at once: their
 * projections follow, and the counts document changes once.
 */
export async function lawsuitProjectionOps(tx: TypedReader, lawsuits: readonly { id: string; after: LawsuitRecord | null }[]): Promise<TypedWriteOp[]> {
  const syncs: Sync[] = [];
  for (const l of lawsuits) syncs.push(await sync(tx, l.id, l.after, 0));
  return writesOf(tx, syncs);
}

/**
 * For an agenda write: the open-prazo counts and next prazo of the lawsuits whose prazos it touches (a prazo
 * added, moved, renamed, concluded, reopened or taken to another lawsuit).
 */
export async function openPrazoOps(tx: TypedReader, id: string, before: EventRecord | null, after: EventRecord | null): Promise<TypedWriteOp[]> {
  return openPrazoOpsOfMany(tx, [{ id, before, after }]);
}

/**
 * The same for several entries one transaction writes (accepting an intimação's proposal may create two prazos of
 * one lawsuit): each lawsuit's projection is written once, with every entry's change.
 */
export async function openPrazoOpsOfMany(
  tx: TypedReader,
  entries: readonly { id: string; before: EventRecord | null; after: EventRecord | null }[],
): Promise<TypedWriteOp[]> {
  const deltas = new Map<string, number>();
  const lawsuitIds = new Set<string>();
  for (const e of entries) {
    for (const [lawsuitId, delta] of openPrazoChanges(e.before, e.after)) deltas.set(lawsuitId, (deltas.get(lawsuitId) ?? 0) + delta);
    for (const event of [e.before, e.after]) if (event?.kind === 'prazo' && event.lawsuitId) lawsuitIds.add(event.lawsuitId);
  }
  for (const lawsuitId of deltas.keys()) lawsuitIds.add(lawsuitId);
  const pending = entries.map((e) => ({ id: e.id, after: e.after }));
  const syncs: Sync[] = [];
  for (const lawsuitId of lawsuitIds) {
    const lawsuit = await tx.get(COLLECTIONS.lawsuits, lawsuitId);
    // An entry's lawsuit is read in the same transaction (agenda/shared.ts): it exists unless the entry is leaving it.
    if (lawsuit) syncs.push(await sync(tx, lawsuitId, lawsuit.data, deltas.get(lawsuitId) ?? 0, { events: pending }));
  }
  return writesOf(tx, syncs);
}

/** For a write of a lawsuit's andamentos (typed in, corrected, hidden, imported, removed): its last andamento. */
export async function movementProjectionOps(tx: TypedReader, lawsuitId: string, movements: readonly Pending<MovementRecord>[]): Promise<TypedWriteOp[]> {
  const lawsuit = await tx.get(COLLECTIONS.lawsuits, lawsuitId);
  return lawsuit ? writesOf(tx, [await sync(tx, lawsuitId, lawsuit.data, 0, { movements })]) : [];
}

/**
 * Every projection, and the counts document, recomputed from the lawsuits and their open prazos (a store from
 * before they existed, or a seed loaded without them). Run at start, before any callable, by completeDerivedFields. Returns the writes made.
 */
export async function rebuildLawsuitPrazos(store: TypedDocumentStore): Promise<number> {
  const counts = new Map<string, number>();
  const nextPrazos = new Map<string, NextPrazo>();
  const lastMovements = new Map<string, LastMovement>();
  const openPrazos = [
    { field: 'kind', op: '==' as const, value: 'prazo' },
    { field: 'status', op: '==' as const, value: 'aberto' },
  ];
  await forEachPage(
    store,
    COLLECTIONS.events,
    { where: openPrazos },
    (docs) => {
      for (const [id, n] of countOpenPrazos(docs.map((d) => d.data))) counts.set(id, (counts.get(id) ?? 0) + n);
      for (const d of docs) {
        const next = d.data.lawsuitId ? earlierPrazo(nextPrazos.get(d.data.lawsuitId) ?? null, nextPrazoAmong([d])) : null;
        if (d.data.lawsuitId && next) nextPrazos.set(d.data.lawsuitId, next);
      }
    },
    400,
  );
  await forEachPage(
    store,
    COLLECTIONS.movements,
    { where: [{ field: 'hidden', op: '==', value: false }] },
    (docs) => {
      for (const d of docs) {
        const last = laterMovement(lastMovements.get(d.data.lawsuitId) ?? null, lastMovementAmong([d]));
        if (last) lastMovements.set(d.data.lawsuitId, last);
      }
    },
    400,
  );
  let after: string | null = null;

  let written = 0;
  const lawsuitIds = new Set<string>();
  const views: LawsuitPrazosRecord[] = [];
  do {
    const page: ListPage<LawsuitRecord> = await store.list(COLLECTIONS.lawsuits, { limit: 400, after });
    const stored = await store.getMany(
      COLLECTIONS.lawsuitPrazos,
      page.docs.map((d) => d.id),
    );
    const ops = page.docs.flatMap((l, i): TypedWriteOp[] => {
      lawsuitIds.add(l.id);
      const view = lawsuitPrazosView(l.data, counts.get(l.id) ?? 0, {
        nextPrazo: nextPrazos.get(l.id) ?? null,
        lastMovement: lastMovements.get(l.id) ?? null,
      });
      views.push(view);
      const current = stored[i];
      if (!current) return [{ kind: 'create', collection: COLLECTIONS.lawsuitPrazos, id: l.id, data: view }];
      if (JSON.stringify(current.data) === JSON.stringify(view)) return [];
      return [{ kind: 'update', collection: COLLECTIONS.lawsuitPrazos, id: l.id, expectedVersion: current.version, patch: view }];
    });
    if (ops.length > 0) await store.commit(ops);
    written += ops.length;
    after = page.nextCursor;
  } while (after);

  do {
    const page: ListPage<LawsuitPrazosRecord> = await store.list(COLLECTIONS.lawsuitPrazos, { limit: 400, after });
    const orphans = page.docs.filter((d) => !lawsuitIds.has(d.id));
    if (orphans.length > 0) await store.commit(orphans.map((d): TypedWriteOp => ({ kind: 'delete', collection: COLLECTIONS.lawsuitPrazos, id: d.id })));
    written += orphans.length;
    after = page.nextCursor;
  } while (after);

  const tally = tallyLawsuitCounts(views);
  const current = await store.get(COLLECTIONS.lawsuitCounts, LAWSUIT_COUNTS_ID);
  if (current && JSON.stringify(current.data) === JSON.stringify(tally)) return written;
  await store.commit([
    current
      ? { kind: 'update', collection: COLLECTIONS.lawsuitCounts, id: LAWSUIT_COUNTS_ID, expectedVersion: current.version, patch: tally }
      : { kind: 'create', collection: COLLECTIONS.lawsuitCounts, id: LAWSUIT_COUNTS_ID, data: tally },
  ]);
  return written + 1;
}
