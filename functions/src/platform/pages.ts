import type { CollectionName, Listed, Page, RecordOf } from '@office/domain';
import type { Filter, OrderBy, StoredDoc } from '../store/port';
import type { TypedDocumentStore } from '../store/typed';

export function toListed<T>(doc: StoredDoc<T>): Listed<T> {
  return { ...doc.data, id: doc.id, version: doc.version, createdAt: doc.createdAt, updatedAt: doc.updatedAt };
}

/** One page of a collection plus the count of all matches: reads `limit + 1` documents, never the collection. */
export async function readPage<N extends CollectionName>(
  store: TypedDocumentStore,
  collection: N,
  query: { where?: Filter[]; orderBy: OrderBy[]; limit: number; after?: string | null },
): Promise<Page<RecordOf<N>>> {
  const [page, total] = await Promise.all([
    store.list(collection, { where: query.where, orderBy: query.orderBy, limit: query.limit, after: query.after ?? null }),
    store.count(collection, query.where),
  ]);
  return { items: page.docs.map((d) => toListed(d)), nextCursor: page.nextCursor, total };
}
