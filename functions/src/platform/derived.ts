import { clientSearchWords, COLLECTIONS, lawsuitSearchWords, type ClientRecord, type LawsuitRecord } from '@office/domain';
import type { DocData, DocumentStore, ListPage, WriteOp } from '../store/port';

/**
 * Fields computed from a record's own data (the search prefixes): the callables write them with every save;
 * seeds leave them out and get them here, and data stored before a field existed is completed at start.
 */
export function withDerivedFields(collection: string, data: DocData): DocData {
  if (collection === COLLECTIONS.clients) {
    const c = data as unknown as ClientRecord;
    return { ...data, searchWords: clientSearchWords(c) };
  }
  if (collection === COLLECTIONS.lawsuits) {
    const l = data as unknown as LawsuitRecord;
    return { ...data, searchWords: lawsuitSearchWords(l) };
  }
  return data;
}

/** Bump when a derivation changes: the next start recomputes the stored copies, once. */
export const DERIVED_FIELDS_VERSION = 2;

const MARKER = { collection: COLLECTIONS.settings, id: 'derivedFields' } as const;

/** Records that the store's derived fields follow DERIVED_FIELDS_VERSION (written with a fresh seed too). */
export function derivedFieldsMarker(): WriteOp {
  return { kind: 'create', ...MARKER, data: { version: DERIVED_FIELDS_VERSION } };
}

/**
 * Brings stored derived fields up to date once per derivation version: records saved by an older version
 * (a local data folder from before a field existed, or from before its rule changed) are recomputed, a
 * batch at a time, each write naming the version it read. A store already marked current is not read at
 * all, so a normal start costs one lookup. Returns how many records it rewrote.
 */
export async function completeDerivedFields(store: DocumentStore): Promise<number> {
  const marker = await store.get(MARKER.collection, MARKER.id);
  if (marker?.data.version === DERIVED_FIELDS_VERSION) return 0;
  let completed = 0;
  for (const collection of [COLLECTIONS.clients, COLLECTIONS.lawsuits]) {
    let after: string | null = null;
    do {
      const page: ListPage = await store.list(collection, { limit: 200, after });
      const ops: WriteOp[] = page.docs.flatMap((d): WriteOp[] => {
        const searchWords = withDerivedFields(collection, d.data).searchWords ?? [];
        return JSON.stringify(searchWords) === JSON.stringify(d.data.searchWords)
          ? []
          : [{ kind: 'update', collection, id: d.id, expectedVersion: d.version, patch: { searchWords } }];
      });
      if (ops.length > 0) await store.commit(ops);
      completed += ops.length;
      after = page.nextCursor;
    } while (after);
  }
  await store.commit([
    marker ? { kind: 'update', ...MARKER, expectedVersion: marker.version, patch: { version: DERIVED_FIELDS_VERSION } } : derivedFieldsMarker(),
  ]);
  return completed;
}
