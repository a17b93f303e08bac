import { z } from './schema';

/** What a list says when the cursor it was given is not one it made (a crafted or outdated address). */
export const PAGE_CURSOR_MESSAGE = 'Página inválida: volte à primeira página da lista.';

/** The previous page's `nextCursor`, opaque: base64url, or "w:<offset>" for a filtered search. */
export const pageCursor = z
  .string()
  .max(1000)
  .regex(/^[A-Za-z0-9_:-]*$/, PAGE_CURSOR_MESSAGE)
  .nullish();

/** Every list call reads one page: a limit and the previous page's cursor. */
export const pageInput = z.object({ limit: z.number().int().min(1).max(100).default(25), after: pageCursor }).strict();

/** A stored record's id, as callables accept it (letters, digits, `_` and `-`). */
export const recordId = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'Identificador inválido');

/** The version an edit or delete was based on: a different current version is a conflict. */
export const expectedVersion = z.number().int().min(1);

export const getInput = z.object({ id: recordId }).strict();

/** A list filter naming a record (a client, a lawyer): empty means no filter. */
export const optionalRecordId = z.preprocess((v) => (v === '' ? null : v), recordId.nullish());

/** Bookkeeping every stored record carries to the SPA: its id and the version an edit must name. */
export interface RecordMeta {
  id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export type Listed<T> = T & RecordMeta;

export interface Page<T> {
  items: Listed<T>[];
  nextCursor: string | null;
  /** Matches in the whole collection (an aggregation, not a read of every document). */
  total: number;
}
