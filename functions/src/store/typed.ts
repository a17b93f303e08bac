/**
 * The port, typed by collection: `get(COLLECTIONS.clients, id)` yields `StoredDoc<ClientRecord>` and a
 * create or update must carry that collection's record type (`CollectionRecords` in the domain).
 * The adapters stay untyped (the contract suite uses its own collections); the one cast lives here.
 */
import type { CollectionName, RecordOf } from '@office/domain';
import type { Stores } from './open-stores';
import type { DocData, DocumentStore, FileStore, Filter, ListPage, ListQuery, StoreMetrics, StoredDoc, WriteOp } from './port';

/** A write to one collection, its data typed by what that collection stores. */
export type WriteOpOf<N extends CollectionName> =
  | { kind: 'create'; collection: N; id: string; data: RecordOf<N> }
  | { kind: 'update'; collection: N; id: string; expectedVersion: number; patch: Partial<RecordOf<N>> }
  | { kind: 'delete'; collection: N; id: string; expectedVersion?: number };

export type TypedWriteOp = { [N in CollectionName]: WriteOpOf<N> }[CollectionName];

/** The transaction reader, typed by collection like the store. */
export interface TypedTransactionReader {
  get<N extends CollectionName>(collection: N, id: string): Promise<StoredDoc<RecordOf<N>> | null>;
  getMany<N extends CollectionName>(collection: N, ids: readonly string[]): Promise<(StoredDoc<RecordOf<N>> | null)[]>;
  list<N extends CollectionName>(collection: N, query: ListQuery): Promise<ListPage<RecordOf<N>>>;
  count(collection: CollectionName, where?: Filter[]): Promise<number>;
}

/** What rule checks need: the store itself, or a transaction's reader when the check must hold at commit. */
export type TypedReader = Pick<TypedTransactionReader, 'get' | 'getMany' | 'list' | 'count'>;

export interface TypedTransactionPlan<R> {
  ops: readonly TypedWriteOp[];
  result: R;
}

export interface TypedDocumentStore {
  readonly kind: DocumentStore['kind'];
  /** The untyped port, for code that does not name a collection of the product (contract suite, tools). */
  readonly raw: DocumentStore;
  get<N extends CollectionName>(collection: N, id: string): Promise<StoredDoc<RecordOf<N>> | null>;
  getMany<N extends CollectionName>(collection: N, ids: readonly string[]): Promise<(StoredDoc<RecordOf<N>> | null)[]>;
  create<N extends CollectionName>(collection: N, id: string, data: RecordOf<N>): Promise<StoredDoc<RecordOf<N>>>;
  update<N extends CollectionName>(collection: N, id: string, expectedVersion: number, patch: Partial<RecordOf<N>>): Promise<StoredDoc<RecordOf<N>>>;
  delete(collection: CollectionName, id: string, expectedVersion?: number): Promise<void>;
  list<N extends CollectionName>(collection: N, query: ListQuery): Promise<ListPage<RecordOf<N>>>;
  /** See DocumentStore.count: with `upTo`, at most `upTo`. */
  count(collection: CollectionName, where?: Filter[], upTo?: number): Promise<number>;
  sum(collection: CollectionName, field: string, where?: Filter[]): Promise<number>;
  commit(ops: readonly TypedWriteOp[]): Promise<void>;
  /** See DocumentStore.transact: `work` may run more than once and must only read through `tx`. */
  transact<R>(work: (tx: TypedTransactionReader) => Promise<TypedTransactionPlan<R>>): Promise<R>;
  metrics(): StoreMetrics;
}

export interface TypedStores {
  documents: TypedDocumentStore;
  files: FileStore;
}

// Records are JSON by construction (schemas and record interfaces only hold JSON values); the port's type says so.
const asData = (value: object): DocData => value as DocData;
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the one place a stored value takes the type its collection declares
const typed = <T>(value: unknown): T => value as T;

export function typedDocuments(store: DocumentStore): TypedDocumentStore {
  return {
    kind: store.kind,
    raw: store,
    get: async (collection, id) => typed(await store.get(collection, id)),
    getMany: async (collection, ids) => typed(await store.getMany(collection, ids)),
    create: async (collection, id, data) => typed(await store.create(collection, id, asData(data))),
    update: async (collection, id, expectedVersion, patch) => typed(await store.update(collection, id, expectedVersion, asData(patch))),
    delete: (collection, id, expectedVersion) => store.delete(collection, id, expectedVersion),
    list: async (collection, query) => typed(await store.list(collection, query)),
    count: (collection, where, upTo) => store.count(collection, where, upTo),
    sum: (collection, field, where) => store.sum(collection, field, where),
    commit: (ops) => store.commit(ops.map(toWriteOp)),
    transact: (work) =>
      store.transact(async (tx) => {
        const plan = await work({
          get: async (collection, id) => typed(await tx.get(collection, id)),
          getMany: async (collection, ids) => typed(await tx.getMany(collection, ids)),
          list: async (collection, query) => typed(await tx.list(collection, query)),
          count: (collection, where) => tx.count(collection, where),
        });
        return { ops: plan.ops.map(toWriteOp), result: plan.result };
      }),
    metrics: () => store.metrics(),
  };
}

function toWriteOp(op: TypedWriteOp): WriteOp {
  if (op.kind === 'create') return { kind: 'create', collection: op.collection, id: op.id, data: asData(op.data) };
  if (op.kind === 'update') return { kind: 'update', collection: op.collection, id: op.id, expectedVersion: op.expectedVersion, patch: asData(op.patch) };
  return op;
}

const cache = new WeakMap<Stores, TypedStores>();

export function typedStores(stores: Stores): TypedStores {
  let t = cache.get(stores);
  if (!t) {
    t = { documents: typedDocuments(stores.documents), files: stores.files };
    cache.set(stores, t);
  }
  return t;
}
