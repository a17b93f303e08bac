import { DocumentTooLargeError, InvalidCursorError, InvalidQueryError } from './errors';
import { MAX_PAGE_SIZE, type DocData, type Filter, type JsonValue, type ListQuery, type OrderBy, type WriteOp } from './port';

const NAME = /^[A-Za-z][A-Za-z0-9_]{0,62}$/;
const FIELD_PATH = /^[A-Za-z][A-Za-z0-9_]{0,62}(\.[A-Za-z][A-Za-z0-9_]{0,62}){0,3}$/;
const ID = /^[A-Za-z0-9_-]{1,128}$/;
/** Ids and field names Firestore reserves for itself (https://firebase.google.com/docs/firestore/quotas#collections_documents_and_fields). */
const RESERVED = /^__.*__$/;
const RANGE_OPS: readonly string[] = ['<', '<=', '>', '>='];

/**
 * Firestore's query limits (https://firebase.google.com/docs/firestore/query-data/queries#limitations): 30 values
 * in one `in`, 30 disjunctions once the filters are in disjunctive normal form (the product of the `in` sizes),
 * one `array-contains` per disjunction.
 */
const MAX_DISJUNCTIONS = 30;
/** Values one `in` filter takes (Firestore's limit; a longer list is asked for in groups, see inGroups). */
export const MAX_IN_VALUES = 30;
/** Firestore's largest document (https://firebase.google.com/docs/firestore/quotas#collections_documents_and_fields). */
export const MAX_DOCUMENT_BYTES = 1_048_576;

/** Same rules for both adapters, so a query valid on one is valid on the other. */
export function assertCollection(name: string): void {
  if (!NAME.test(name)) throw new InvalidQueryError(`Invalid collection name: ${JSON.stringify(name)}`);
}

export function assertId(id: string): void {
  if (!ID.test(id) || RESERVED.test(id)) throw new InvalidQueryError(`Invalid document id: ${JSON.stringify(id)}`);
}

export function assertField(field: string): void {
  if (!FIELD_PATH.test(field)) throw new InvalidQueryError(`Invalid field path: ${JSON.stringify(field)}`);
}

/** Field names starting with "_" are reserved for the store's own bookkeeping; nested keys may not be Firestore's `__…__`. */
export function assertData(data: DocData): void {
  for (const [key, value] of Object.entries(data)) {
    if (!NAME.test(key)) throw new InvalidQueryError(`Invalid field name: ${JSON.stringify(key)}`);
    assertNestedKeys(value);
  }
}

function assertNestedKeys(value: unknown): void {
  if (Array.isArray(value)) value.forEach(assertNestedKeys);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (RESERVED.test(key)) throw new InvalidQueryError(`Invalid field name: ${JSON.stringify(key)}`);
      assertNestedKeys(inner);
    }
  }
}

/**
 * What both stores keep of a value: JSON's rules, which the embedded store always followed — a key whose value
 * is `undefined` is left out (so a patch's `undefined` removes the field), `undefined` in a list becomes null.
 * Firestore would refuse the value instead (firebase-admin without `ignoreUndefinedProperties`).
 */
export function withoutUndefined(data: DocData): DocData {
  return stripUndefined(data) as DocData;
}

function stripUndefined(value: unknown): JsonValue {
  if (Array.isArray(value)) return value.map((v) => (v === undefined ? null : stripUndefined(v)));
  if (value !== null && typeof value === 'object') {
    const out: { [key: string]: JsonValue } = {};
    for (const [key, inner] of Object.entries(value)) if (inner !== undefined) out[key] = stripUndefined(inner);
    return out;
  }
  return value as JsonValue;
}

/** UTF-8 bytes plus one, as Firestore counts a string (https://firebase.google.com/docs/firestore/storage-size). */
const stringSize = (s: string): number => Buffer.byteLength(s, 'utf8') + 1;

function valueSize(value: JsonValue): number {
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 8;
  if (typeof value === 'string') return stringSize(value);
  if (Array.isArray(value)) return value.reduce<number>((sum, v) => sum + valueSize(v), 0);
  return Object.entries(value).reduce((sum, [key, v]) => sum + stringSize(key) + valueSize(v), 0);
}

/**
 * Refuses a document Firestore would refuse as over 1 MiB, sized as Firestore sizes it
 * (https://firebase.google.com/docs/firestore/storage-size): the name, each field's name and value, 32 bytes more.
 * `meta` are the store's own fields, written beside the data.
 */
export function assertDocumentSize(collection: string, id: string, data: DocData, meta: DocData): void {
  const name = stringSize(collection) + stringSize(id) + 16;
  const fields = valueSize({ ...data, ...meta });
  if (name + fields + 32 > MAX_DOCUMENT_BYTES) throw new DocumentTooLargeError(collection, id);
}

/** Filters both stores (and Firestore) accept, for lists, counts and sums alike. */
export function assertFilters(where: readonly Filter[]): void {
  let disjunctions = 1;
  let arrayContains = 0;
  for (const f of where) {
    assertField(f.field);
    if (f.op === 'in' || f.op === 'array-contains-any') {
      if (!Array.isArray(f.value) || f.value.length === 0 || f.value.length > MAX_IN_VALUES)
        throw new InvalidQueryError(`"${f.op}" needs 1 to ${MAX_IN_VALUES} values`);
      disjunctions *= f.value.length;
    }
    if (f.op === 'array-contains' || f.op === 'array-contains-any') arrayContains++;
  }
  if (arrayContains > 1) throw new InvalidQueryError('At most one "array-contains" or "array-contains-any" filter per query');
  if (disjunctions > MAX_DISJUNCTIONS) throw new InvalidQueryError(`The "in" filters make ${disjunctions} combinations; at most ${MAX_DISJUNCTIONS}`);
}

/**
 * A list is ordered by its order fields, then by id, so a range filter must be on the first order field: Firestore
 * orders by the range field before anything else and refuses an order that puts it after the id
 * (https://firebase.google.com/docs/firestore/query-data/order-limit-data).
 */
export function assertListQuery(query: ListQuery): OrderBy[] {
  if (!Number.isInteger(query.limit) || query.limit < 1 || query.limit > MAX_PAGE_SIZE) {
    throw new InvalidQueryError(`limit must be an integer from 1 to ${MAX_PAGE_SIZE}`);
  }
  const where = query.where ?? [];
  assertFilters(where);
  const orderBy = query.orderBy ?? [];
  for (const o of orderBy) assertField(o.field);
  for (const f of where) {
    if (RANGE_OPS.includes(f.op) && orderBy[0]?.field !== f.field) {
      throw new InvalidQueryError(`A range filter on ${JSON.stringify(f.field)} needs it as the first order field`);
    }
  }
  return orderBy;
}

/**
 * Checks a write plan before anything is read or written. Each document appears once: Firestore reads every
 * target before the first write, so a second operation on the same document would be judged against the state
 * before the plan, not after the first one.
 */
export function assertPlan(ops: readonly WriteOp[]): void {
  const seen = new Set<string>();
  for (const op of ops) {
    assertCollection(op.collection);
    assertId(op.id);
    if (op.kind === 'create') assertData(op.data);
    if (op.kind === 'update') assertData(op.patch);
    const key = `${op.collection}/${op.id}`;
    if (seen.has(key)) throw new InvalidQueryError(`${key} appears twice in one write`);
    seen.add(key);
  }
}

/** Cursor = the last document's order-by values and id, opaque to callers. */
export function encodeCursor(values: unknown[], id: string): string {
  return Buffer.from(JSON.stringify([...values, id]), 'utf8').toString('base64url');
}

/**
 * Order-by values are strings, finite numbers or null: lists skip documents without the field but, as Firestore
 * does, keep those where it is null (first in ascending order, last in descending).
 */
export type CursorValue = string | number | null;
const isCursorValue = (v: unknown): v is CursorValue => v === null || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

/** Refuses anything `encodeCursor` would not have made for this query: objects, booleans, arrays, another arity. */
export function decodeCursor(cursor: string, orderFieldCount: number): { values: CursorValue[]; id: string } {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === orderFieldCount + 1 && parsed.every(isCursorValue)) {
      const id = parsed[orderFieldCount];
      if (typeof id === 'string' && ID.test(id) && !RESERVED.test(id)) return { values: parsed.slice(0, orderFieldCount), id };
    }
  } catch {
    // fall through to the error below
  }
  throw new InvalidCursorError();
}

/** Reads a dotted path from plain data. */
export function readPath(data: DocData, path: string): unknown {
  let value: unknown = data;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}
