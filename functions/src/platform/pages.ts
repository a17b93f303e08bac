import { PAGE_CURSOR_MESSAGE, type CollectionName, type Listed, type Page, type RecordOf } from '@office/domain';
import type { Filter, ListPage, OrderBy, StoredDoc } from '../store/port';
import type { TypedDocumentStore, TypedReader } from '../store/typed';
import { MAX_IN_VALUES } from '../store/validate';
import { appError } from './errors';

/** A stored document as callables answer it. The search prefixes stay on the server: they are the index, not data. */
export function toListed<T>(doc: StoredDoc<T>): Listed<T> {
  const data = { ...doc.data } as T & { searchWords?: unknown };
  delete data.searchWords;
  return { ...data, id: doc.id, version: doc.version, createdAt: doc.createdAt, updatedAt: doc.updatedAt };
}

/** `values` in groups an `in` filter takes (30 at most), for asking about a longer list one group at a time. */
export function inGroups<T>(values: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(values.length / MAX_IN_VALUES) }, (_, i) => values.slice(i * MAX_IN_VALUES, (i + 1) * MAX_IN_VALUES));
}

/**
 * One page of a collection plus the count of all matches (at most `countUpTo`, when given): reads `limit + 1`
 * documents, never the collection.
 */
export async function readPage<N extends CollectionName>(
  store: TypedDocumentStore,
  collection: N,
  query: { where?: Filter[]; orderBy: OrderBy[]; limit: number; after?: string | null; countUpTo?: number },
): Promise<Page<RecordOf<N>>> {
  const [page, total] = await Promise.all([
    store.list(collection, { where: query.where, orderBy: query.orderBy, limit: query.limit, after: query.after ?? null }),
    store.count(collection, query.where, query.countUpTo),
  ]);
  return { items: page.docs.map((d) => toListed(d)), nextCursor: page.nextCursor, total };
}

/**
 * Every document a query matches, `pageSize` at a time, each page handed to `visit` in the query's order (for
 * work that needs them all: a rebuild, an export, a statement; `visit` may throw to stop at a limit).
 */
export async function forEachPage<N extends CollectionName>(
  store: Pick<TypedReader, 'list'>,
  collection: N,
  query: { where?: Filter[]; orderBy?: OrderBy[] },
  visit: (docs: StoredDoc<RecordOf<N>>[]) => void,
  pageSize = 500,
): Promise<void> {
  let after: string | null = null;
  do {
    const page: ListPage<RecordOf<N>> = await store.list(collection, { ...query, limit: pageSize, after });
    visit(page.docs);
    after = page.nextCursor;
  } while (after);
}

/** Most documents a filtered search reads: the matches of its most selective word, in the list's order. */
export const MAX_SCANNED = 2000;

/**
 * The documents of a query that also pass `keep` (the words of a search beyond its first, a second list
 * filter Firestore cannot combine with the first array-contains), in the query's order. Reads the query's
 * matches a batch at a time, at most MAX_SCANNED of them: the first word of a search is its longest, so
 * this is the records containing that word, not the collection.
 */
export async function scanMatches<N extends CollectionName>(
  store: TypedDocumentStore,
  collection: N,
  query: { where?: Filter[]; orderBy: OrderBy[] },
  keep: (record: RecordOf<N>) => boolean,
): Promise<StoredDoc<RecordOf<N>>[]> {
  const out: StoredDoc<RecordOf<N>>[] = [];
  let after: string | null = null;
  let scanned = 0;
  do {
    const page: ListPage<RecordOf<N>> = await store.list(collection, { ...query, limit: 200, after });
    scanned += page.docs.length;
    out.push(...page.docs.filter((d) => keep(d.data)));
    after = page.nextCursor;
  } while (after && scanned < MAX_SCANNED);
  return out;
}

const OFFSET_CURSOR = /^w:(\d{1,5})$/;

/** One page of already-filtered matches; its cursor is the offset into them ("w:25"). */
export function pageOfMatches<T>(matches: StoredDoc<T>[], limit: number, after: string | null | undefined): Page<T> {
  let offset = 0;
  if (after) {
    const m = OFFSET_CURSOR.exec(after);
    if (!m) throw appError('invalid-input', { fields: { after: PAGE_CURSOR_MESSAGE } });
    offset = Number(m[1]);
  }
  const items = matches.slice(offset, offset + limit).map((d) => toListed(d));
  return { items, nextCursor: offset + limit < matches.length ? `w:${offset + limit}` : null, total: matches.length };
}
