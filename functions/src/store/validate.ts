import { InvalidCursorError, InvalidQueryError } from './errors';
import { MAX_PAGE_SIZE, type DocData, type ListQuery, type OrderBy } from './port';

const NAME = /^[A-Za-z][A-Za-z0-9_]{0,62}$/;
const FIELD_PATH = /^[A-Za-z][A-Za-z0-9_]{0,62}(\.[A-Za-z][A-Za-z0-9_]{0,62}){0,3}$/;
const ID = /^[A-Za-z0-9_-]{1,128}$/;

/** Same rules for both adapters, so a query valid on one is valid on the other. */
export function assertCollection(name: string): void {
  if (!NAME.test(name)) throw new InvalidQueryError(`Invalid collection name: ${JSON.stringify(name)}`);
}

export function assertId(id: string): void {
  if (!ID.test(id)) throw new InvalidQueryError(`Invalid document id: ${JSON.stringify(id)}`);
}

export function assertField(field: string): void {
  if (!FIELD_PATH.test(field)) throw new InvalidQueryError(`Invalid field path: ${JSON.stringify(field)}`);
}

/** Field names starting with "_" are reserved for the store's own bookkeeping. */
export function assertData(data: DocData): void {
  for (const key of Object.keys(data)) {
    if (!NAME.test(key)) throw new InvalidQueryError(`Invalid field name: ${JSON.stringify(key)}`);
  }
}

export function assertListQuery(query: ListQuery): OrderBy[] {
  if (!Number.isInteger(query.limit) || query.limit < 1 || query.limit > MAX_PAGE_SIZE) {
    throw new InvalidQueryError(`limit must be an integer from 1 to ${MAX_PAGE_SIZE}`);
  }
  for (const f of query.where ?? []) {
    assertField(f.field);
    if (f.op === 'in' && (!Array.isArray(f.value) || f.value.length === 0 || f.value.length > 30)) {
      throw new InvalidQueryError(`"in" needs 1 to 30 values`);
    }
  }
  const orderBy = query.orderBy ?? [];
  for (const o of orderBy) assertField(o.field);
  return orderBy;
}

/** Cursor = the last document's order-by values and id, opaque to callers. */
export function encodeCursor(values: unknown[], id: string): string {
  return Buffer.from(JSON.stringify([...values, id]), 'utf8').toString('base64url');
}

/** Order-by values are strings or finite numbers (lists skip documents without the field). */
const isCursorValue = (v: unknown): v is string | number => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

/** Refuses anything `encodeCursor` would not have made for this query: objects, booleans, arrays, another arity. */
export function decodeCursor(cursor: string, orderFieldCount: number): { values: (string | number)[]; id: string } {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === orderFieldCount + 1 && parsed.every(isCursorValue)) {
      const id = parsed[orderFieldCount];
      if (typeof id === 'string' && ID.test(id)) return { values: parsed.slice(0, orderFieldCount), id };
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
