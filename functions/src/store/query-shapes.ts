/**
 * Which composite indexes Firestore needs for the queries the callables issue, and whether
 * firestore.indexes.json has them. The embedded store creates its own indexes on demand; Firestore refuses a
 * query without its index (FAILED_PRECONDITION) — in production only, since the emulator needs none. So
 * callables/indexes.test.ts records every query the callables make and checks it here.
 */
import type { Filter, OrderBy } from './port';

export interface QueryShape {
  collection: string;
  /** Equality fields (`==`, `in`), sorted: their order in an index does not matter. */
  equality: string[];
  /** The `array-contains` or `array-contains-any` field, if any (one index entry per element serves both). */
  arrayContains: string | null;
  /**
   * What the index must sort by, in order: the range field first (Firestore's rule), then the order fields, then
   * a summed field: Firestore computes sum() by scanning an index that holds the field
   * (https://cloud.google.com/blog/products/databases/aggregate-with-sum-and-avg-in-firestore), so a filtered
   * sum needs the filters and the summed field in one index, as a sort does.
   */
  sort: { field: string; direction: 'asc' | 'desc' }[];
}

export interface IndexFile {
  indexes: { collectionGroup: string; queryScope: string; fields: { fieldPath: string; order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS' }[] }[];
}

/** `summed`: the field a sum() adds up (a list or count has none). */
export function queryShape(collection: string, where: readonly Filter[] = [], orderBy: readonly OrderBy[] = [], summed?: string): QueryShape {
  const equality = [...new Set(where.filter((f) => f.op === '==' || f.op === 'in').map((f) => f.field))].sort();
  const arrayContains = where.find((f) => f.op === 'array-contains' || f.op === 'array-contains-any')?.field ?? null;
  const sort: QueryShape['sort'] = orderBy.map((o) => ({ field: o.field, direction: o.direction ?? 'asc' }));
  for (const f of where) {
    if (['<', '<=', '>', '>='].includes(f.op) && !sort.some((s) => s.field === f.field)) sort.unshift({ field: f.field, direction: 'asc' });
  }
  if (summed !== undefined && !sort.some((s) => s.field === summed)) sort.push({ field: summed, direction: 'asc' });
  return { collection, equality, arrayContains, sort };
}

export function shapeKey(s: QueryShape): string {
  return `${s.collection}: ${[...s.equality.map((f) => `${f}==`), ...(s.arrayContains ? [`${s.arrayContains} contains`] : []), ...s.sort.map((o) => `${o.field} ${o.direction}`)].join(', ')}`;
}

/**
 * Whether Firestore can serve the query without a composite index (single-field indexes, and merging them for
 * equality-only queries), or with the composite indexes in `file`. Firestore also merges composite indexes that
 * share the same sort (zig-zag merge join): each may cover some of the equality fields. Directions must match
 * as declared, which is what the existing indexes assume.
 */
export function isCovered(shape: QueryShape, file: IndexFile): boolean {
  const { equality, arrayContains, sort } = shape;
  const fieldCount = equality.length + (arrayContains ? 1 : 0) + sort.length;
  if (fieldCount <= 1) return true;
  if (sort.length === 0 && !arrayContains) return true;
  const sortKey = sort.map((s) => `${s.field}:${s.direction === 'asc' ? 'ASCENDING' : 'DESCENDING'}`).join(',');
  const covered = new Set<string>();
  let containsCovered = arrayContains === null;
  for (const index of file.indexes) {
    if (index.collectionGroup !== shape.collection || index.queryScope !== 'COLLECTION') continue;
    const tail = index.fields.slice(index.fields.length - sort.length);
    const head = index.fields.slice(0, index.fields.length - sort.length);
    if (tail.map((f) => `${f.fieldPath}:${f.order ?? ''}`).join(',') !== sortKey) continue;
    const headEq = head.filter((f) => f.order).map((f) => f.fieldPath);
    const headContains = head.find((f) => f.arrayConfig === 'CONTAINS')?.fieldPath ?? null;
    // An index may only hold fields the query filters on, or it would skip documents lacking them.
    if (!headEq.every((f) => equality.includes(f))) continue;
    if (headContains && headContains !== arrayContains) continue;
    headEq.forEach((f) => covered.add(f));
    if (headContains) containsCovered = true;
  }
  // With a sort, each equality field needs an index pairing it with the sort (a sort alone is single-field).
  const eqCovered = equality.every((f) => covered.has(f));
  return eqCovered && containsCovered;
}

type IndexEntry = IndexFile['indexes'][number];

/** The indexes that cover a shape with the fewest fields each: one per filtered field, followed by the sort (merged by Firestore). */
export function suggestIndexes(shape: QueryShape): IndexEntry[] {
  const sort = shape.sort.map((s) => ({ fieldPath: s.field, order: s.direction === 'asc' ? ('ASCENDING' as const) : ('DESCENDING' as const) }));
  const contains = shape.arrayContains ? [{ fieldPath: shape.arrayContains, arrayConfig: 'CONTAINS' as const }] : [];
  const heads = sort.length
    ? [...shape.equality.map((f) => [{ fieldPath: f, order: 'ASCENDING' as const }]), ...(contains.length ? [contains] : [])]
    : shape.equality.map((f) => [{ fieldPath: f, order: 'ASCENDING' as const }, ...contains]);
  return heads.map((head) => ({ collectionGroup: shape.collection, queryScope: 'COLLECTION', fields: [...head, ...sort] }));
}
