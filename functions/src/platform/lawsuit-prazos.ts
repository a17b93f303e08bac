import {
  COLLECTIONS,
  countOpenPrazos,
  lawsuitPrazosView,
  openPrazoChanges,
  type EventRecord,
  type LawsuitPrazosRecord,
  type LawsuitRecord,
} from '@office/domain';
import type { ListPage } from '../store/port';
import type { TypedDocumentStore, TypedReader, TypedWriteOp } from '../store/typed';

const OPEN_PRAZOS_OF = (lawsuitId: string) => [
  { field: 'lawsuitId', op: '==' as const, value: lawsuitId },
  { field: 'kind', op: '==' as const, value: 'prazo' },
  { field: 'status', op: '==' as const, value: 'aberto' },
];

/**
 * The write that makes `lawsuitPrazos/<id>` match `lawsuit` (null: deleted), read in the caller's transaction.
 * `delta` is the change in open prazos the same transaction makes. A missing projection (data from before it
 * existed) is counted from the entries, so the first write repairs it.
 */
async function syncOp(tx: TypedReader, id: string, lawsuit: LawsuitRecord | null, delta: number): Promise<TypedWriteOp | null> {
  const stored = await tx.get(COLLECTIONS.lawsuitPrazos, id);
  if (!lawsuit) return stored ? { kind: 'delete', collection: COLLECTIONS.lawsuitPrazos, id, expectedVersion: stored.version } : null;
  const open = (stored ? stored.data.openPrazos : await tx.count(COLLECTIONS.events, OPEN_PRAZOS_OF(id))) + delta;
  const view = lawsuitPrazosView(lawsuit, Math.max(0, open));
  if (!stored) return { kind: 'create', collection: COLLECTIONS.lawsuitPrazos, id, data: view };
  const patch = Object.fromEntries(
    Object.entries(view).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(stored.data[k as keyof LawsuitPrazosRecord])),
  ) as Partial<LawsuitPrazosRecord>;
  return Object.keys(patch).length === 0 ? null : { kind: 'update', collection: COLLECTIONS.lawsuitPrazos, id, expectedVersion: stored.version, patch };
}

/** For a lawsuit write (create, update, rename of its client, delete): its projection follows. */
export async function lawsuitProjectionOps(tx: TypedReader, id: string, after: LawsuitRecord | null): Promise<TypedWriteOp[]> {
  const op = await syncOp(tx, id, after, 0);
  return op ? [op] : [];
}

/** For an agenda write: the open-prazo counts of the lawsuits it leaves or joins. */
export async function openPrazoOps(tx: TypedReader, before: EventRecord | null, after: EventRecord | null): Promise<TypedWriteOp[]> {
  const ops: TypedWriteOp[] = [];
  for (const [lawsuitId, delta] of openPrazoChanges(before, after)) {
    const lawsuit = await tx.get(COLLECTIONS.lawsuits, lawsuitId);
    // An entry's lawsuit is read in the same transaction (agenda/shared.ts): it exists unless the entry is leaving it.
    const op = lawsuit ? await syncOp(tx, lawsuitId, lawsuit.data, delta) : null;
    if (op) ops.push(op);
  }
  return ops;
}

/**
 * Every projection recomputed from the lawsuits and their open prazos (a store from before it existed, or a
 * seed loaded without it). Run at start, before any callable, by completeDerivedFields. Returns the writes made.
 */
export async function rebuildLawsuitPrazos(store: TypedDocumentStore): Promise<number> {
  const counts = new Map<string, number>();
  let after: string | null = null;
  do {
    const page: ListPage<EventRecord> = await store.list(COLLECTIONS.events, {
      where: [
        { field: 'kind', op: '==', value: 'prazo' },
        { field: 'status', op: '==', value: 'aberto' },
      ],
      limit: 400,
      after,
    });
    for (const [id, n] of countOpenPrazos(page.docs.map((d) => d.data))) counts.set(id, (counts.get(id) ?? 0) + n);
    after = page.nextCursor;
  } while (after);

  let written = 0;
  const lawsuitIds = new Set<string>();
  do {
    const page: ListPage<LawsuitRecord> = await store.list(COLLECTIONS.lawsuits, { limit: 400, after });
    const stored = await store.getMany(
      COLLECTIONS.lawsuitPrazos,
      page.docs.map((d) => d.id),
    );
    const ops = page.docs.flatMap((l, i): TypedWriteOp[] => {
      lawsuitIds.add(l.id);
      const view = lawsuitPrazosView(l.data, counts.get(l.id) ?? 0);
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
  return written;
}
