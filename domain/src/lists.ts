import { z } from './schema';

/** Every list call reads one page: a limit and the previous page's cursor. */
export const pageInput = z.object({ limit: z.number().int().min(1).max(100).default(25), after: z.string().max(1000).nullish() }).strict();

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
