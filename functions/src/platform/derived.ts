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

/**
 * Completes records saved before their derived fields existed (a local data folder from an older version),
 * a batch at a time, each write naming the version it read. Returns how many it completed.
 */
export async function completeDerivedFields(store: DocumentStore): Promise<number> {
  let completed = 0;
  for (const collection of [COLLECTIONS.clients, COLLECTIONS.lawsuits]) {
    let after: string | null = null;
    do {
      const page: ListPage = await store.list(collection, { limit: 200, after });
      const ops: WriteOp[] = page.docs
        .filter((d) => !Array.isArray(d.data.searchWords))
        .map((d) => ({
          kind: 'update',
          collection,
          id: d.id,
          expectedVersion: d.version,
          patch: { searchWords: withDerivedFields(collection, d.data).searchWords ?? [] },
        }));
      if (ops.length > 0) await store.commit(ops);
      completed += ops.length;
      after = page.nextCursor;
    } while (after);
  }
  return completed;
}
