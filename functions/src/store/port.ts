/**
 * The storage port. Callables depend on these interfaces only; the adapters
 * (Firestore + Cloud Storage, or the embedded SQLite file + local folder) are
 * picked once per process by `openStores`.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type DocData = { [field: string]: JsonValue };

// `T` is unconstrained so typed records (interfaces, which lack an index signature) fit; the adapters still store `DocData`.
export interface StoredDoc<T = DocData> {
  id: string;
  /** Starts at 1; every update adds one. Updates must name the version they were based on. */
  version: number;
  /** ISO instants (UTC). */
  createdAt: string;
  updatedAt: string;
  data: T;
}

export type FilterOp = '==' | '<' | '<=' | '>' | '>=' | 'array-contains' | 'array-contains-any' | 'in';

export interface Filter {
  field: string;
  op: FilterOp;
  value: JsonValue;
}

export interface OrderBy {
  field: string;
  direction?: 'asc' | 'desc';
}

/**
 * Firestore's limits hold in both stores: one `array-contains` or `array-contains-any` (1 to 30 values), at
 * most 30 combinations of `in` and `array-contains-any` values, and a
 * range filter (`<`, `<=`, `>`, `>=`) only on the first order field.
 */
export interface ListQuery {
  where?: Filter[];
  /**
   * The document id is always appended as the last tie-breaker, in the last field's direction. Documents without
   * an order field are left out; those where it is null are listed first (ascending) or last (descending).
   */
  orderBy?: OrderBy[];
  /** Page size, 1..MAX_PAGE_SIZE. */
  limit: number;
  /** Opaque cursor from the previous page's `nextCursor`. */
  after?: string | null;
  /**
   * These documents only (the nearest few of a home page card): no next page is looked for, so nothing past
   * `limit` is read and `nextCursor` is null.
   */
  firstOnly?: boolean;
}

export interface ListPage<T = DocData> {
  docs: StoredDoc<T>[];
  /** Null on the last page. */
  nextCursor: string | null;
}

/** Largest page one list reads: the agenda's month view of a busy office (MAX_RANGE_ENTRIES) in one call. */
export const MAX_PAGE_SIZE = 500;

/** Values that are `undefined` are left out as JSON leaves them out (in an update, the field is removed). */
export type WriteOp =
  | { kind: 'create'; collection: string; id: string; data: DocData }
  | { kind: 'update'; collection: string; id: string; expectedVersion: number; patch: DocData }
  | { kind: 'delete'; collection: string; id: string; expectedVersion?: number };

/**
 * Reads made inside `transact`. The writes the work returns commit only if every one of these reads would
 * still give the same answer at commit time (documents, lists and counts alike, so a document added to a
 * counted query after the count also makes the transaction start over).
 */
export interface TransactionReader {
  get<T extends DocData = DocData>(collection: string, id: string): Promise<StoredDoc<T> | null>;
  getMany<T extends DocData = DocData>(collection: string, ids: readonly string[]): Promise<(StoredDoc<T> | null)[]>;
  list<T extends DocData = DocData>(collection: string, query: ListQuery): Promise<ListPage<T>>;
  count(collection: string, where?: Filter[]): Promise<number>;
}

/** What a transaction's work decides: the writes (with their own preconditions) and the answer to return. */
export interface TransactionPlan<R> {
  ops: readonly WriteOp[];
  result: R;
}

/** Attempts `transact` makes before giving up with ContentionError. */
export const MAX_TRANSACTION_ATTEMPTS = 8;

export interface StoreMetrics {
  /** Documents read (returned rows, including the one extra row a list reads to know if there is a next page). */
  reads: number;
  writes: number;
}

export interface DocumentStore {
  readonly kind: 'firestore' | 'embedded';
  get<T extends DocData = DocData>(collection: string, id: string): Promise<StoredDoc<T> | null>;
  /** Same order as `ids`; null where a document does not exist. */
  getMany<T extends DocData = DocData>(collection: string, ids: readonly string[]): Promise<(StoredDoc<T> | null)[]>;
  /** Refuses an existing id with AlreadyExistsError. */
  create<T extends DocData>(collection: string, id: string, data: T): Promise<StoredDoc<T>>;
  /** Shallow-merges `patch`. Missing -> NotFoundError; version differs -> ConflictError. */
  update<T extends DocData = DocData>(collection: string, id: string, expectedVersion: number, patch: Partial<T>): Promise<StoredDoc<T>>;
  /** Missing -> NotFoundError; version given and different -> ConflictError. */
  delete(collection: string, id: string, expectedVersion?: number): Promise<void>;
  list<T extends DocData = DocData>(collection: string, query: ListQuery): Promise<ListPage<T>>;
  /**
   * How many documents match. With `upTo`, counting stops there and the answer is at most `upTo`: a search's
   * header says "1.000+" instead of walking every match of a word every record has.
   */
  count(collection: string, where?: Filter[], upTo?: number): Promise<number>;
  /** Sum of a numeric field over the matching documents (0 when none). */
  sum(collection: string, field: string, where?: Filter[]): Promise<number>;
  /** All or nothing: every op's precondition is checked before any write; one op per document. */
  commit(ops: readonly WriteOp[]): Promise<void>;
  /**
   * Reads, decides, writes, as if nothing else ran meanwhile: when another write changed what `work` read, the
   * work runs again on fresh reads (so it must only read through `tx` and decide; no other side effects).
   * A refusal thrown by `work` is passed through and nothing is written.
   */
  transact<R>(work: (tx: TransactionReader) => Promise<TransactionPlan<R>>): Promise<R>;
  metrics(): StoreMetrics;
  close(): Promise<void>;
}

export interface StoredFile {
  path: string;
  size: number;
  contentType: string;
  /** ISO instant. */
  updatedAt: string;
  metadata: Record<string, string>;
}

export interface FileStore {
  readonly kind: 'cloud-storage' | 'local-disk';
  put(path: string, bytes: Uint8Array, options: { contentType: string; metadata?: Record<string, string> }): Promise<StoredFile>;
  /** Null when the object does not exist. */
  read(path: string): Promise<{ file: StoredFile; bytes: Uint8Array } | null>;
  stat(path: string): Promise<StoredFile | null>;
  /** Objects whose path starts with `prefix/`, sorted by path. */
  list(prefix: string): Promise<StoredFile[]>;
  /**
   * Merges `metadata` into the object's custom metadata, a null value removing its key; the bytes and content type
   * stay, and `updatedAt` becomes now (as Cloud Storage's `updated` does). Missing -> NotFoundError.
   */
  updateMetadata(path: string, metadata: Record<string, string | null>): Promise<StoredFile>;
  /** Missing -> NotFoundError. */
  delete(path: string): Promise<void>;
}
