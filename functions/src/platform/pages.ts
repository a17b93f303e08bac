import type { Listed, Page } from '@office/domain';
import type { DocData, DocumentStore, Filter, OrderBy, StoredDoc } from '../store/port';

export function toListed<T>(doc: StoredDoc): Listed<T> {
  return { ...(doc.data as T), id: doc.id, version: doc.version, createdAt: doc.createdAt, updatedAt: doc.updatedAt };
}

/** One page of a collection plus the count of all matches: reads `limit + 1` documents, never the collection. */
export async function readPage<T>(
  store: DocumentStore,
  collection: string,
  query: { where?: Filter[]; orderBy: OrderBy[]; limit: number; after?: string | null },
): Promise<Page<T>> {
  const [page, total] = await Promise.all([
    store.list<DocData>(collection, { where: query.where, orderBy: query.orderBy, limit: query.limit, after: query.after ?? null }),
    store.count(collection, query.where),
  ]);
  return { items: page.docs.map((d) => toListed<T>(d)), nextCursor: page.nextCursor, total };
}
