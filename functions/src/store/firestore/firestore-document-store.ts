import { AggregateField, FieldPath, type DocumentSnapshot, type Firestore, type Query, type QuerySnapshot, type Transaction } from 'firebase-admin/firestore';
import { AlreadyExistsError, ConflictError, ContentionError, InvalidQueryError, NotFoundError, StoreError } from '../errors';
import {
  MAX_TRANSACTION_ATTEMPTS,
  type DocData,
  type DocumentStore,
  type Filter,
  type ListPage,
  type ListQuery,
  type OrderBy,
  type StoreMetrics,
  type StoredDoc,
  type TransactionPlan,
  type TransactionReader,
  type WriteOp,
} from '../port';
import {
  assertCollection,
  assertData,
  assertDocumentSize,
  assertField,
  assertFilters,
  assertId,
  assertListQuery,
  assertPlan,
  decodeCursor,
  encodeCursor,
  readPath,
  withoutUndefined,
} from '../validate';
import { collectionKey, documentKey, NO_LOCKS, type GateLocks, type TransactionGate } from './emulator-gate';
import type { JournalWrite, WriteJournal } from './write-journal';

/** Bookkeeping fields kept beside the data in each Firestore document. */
const META = { version: '_version', createdAt: '_createdAt', updatedAt: '_updatedAt' } as const;

/** A stored document from raw Firestore data (also used by the admin/{uid} trigger). */
export function fromFirestoreData<T = DocData>(id: string, raw: Record<string, unknown>): StoredDoc<T> {
  const { _version, _createdAt, _updatedAt, ...data } = raw;
  return { id, version: _version as number, createdAt: _createdAt as string, updatedAt: _updatedAt as string, data: data as T };
}

function toDoc<T extends DocData>(snap: DocumentSnapshot): StoredDoc<T> {
  return fromFirestoreData<T>(snap.id, snap.data() as Record<string, unknown>);
}

/** gRPC status codes, as firebase-admin reports them. */
const INVALID_ARGUMENT = 3;
const ALREADY_EXISTS = 6;
const ABORTED = 10;
function hasGrpcCode(error: unknown, code: number): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

export interface FirestoreStoreOptions {
  /** Attempts each transaction makes (every write runs in one) before giving up with ContentionError. */
  transactionAttempts?: number;
  /** The emulator's stand-in for production's deadlock resolution (emulator-gate.ts); never set in production. */
  gate?: TransactionGate | null;
  /** The emulator's write-ahead journal (write-journal.ts), appended while the gate is held; never set in production. */
  journal?: WriteJournal | null;
}

/** The production DocumentStore on Cloud Firestore (or its official emulator). */
export class FirestoreDocumentStore implements DocumentStore {
  readonly kind = 'firestore' as const;
  private readonly counters: StoreMetrics = { reads: 0, writes: 0 };
  private readonly attempts: number;
  private readonly gate: TransactionGate | null;
  private readonly journal: WriteJournal | null;

  constructor(
    private readonly db: Firestore,
    options: FirestoreStoreOptions = {},
  ) {
    this.attempts = options.transactionAttempts ?? MAX_TRANSACTION_ATTEMPTS;
    this.gate = options.gate ?? null;
    this.journal = options.journal ?? null;
  }

  /**
   * Firestore's refusals in the store's terms, so callers see `busy` or `invalid-input`, never `internal`: an
   * abort the library stopped retrying is contention; a request Firestore refuses as invalid (a limit the shared
   * checks in validate.ts do not model) is an invalid query. The store's own errors and a transaction's refusals
   * pass through.
   */
  private async call<R>(request: () => Promise<R>): Promise<R> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof StoreError) throw error;
      if (hasGrpcCode(error, ABORTED)) throw new ContentionError(this.attempts);
      if (hasGrpcCode(error, INVALID_ARGUMENT)) throw new InvalidQueryError(error instanceof Error ? error.message : String(error));
      throw error;
    }
  }

  /**
   * Every write is a transaction: its reads check the preconditions, and contention ends as ContentionError.
   * `body` records the documents it writes in `written` (emptied for each attempt); with a journal, the
   * committed attempt's writes are made durable before the call returns, while the gate's locks are still held,
   * so the lines naming a document are in the order of its commits.
   */
  private runTransaction<R>(body: (tx: Transaction, written: JournalWrite[], locks: GateLocks) => Promise<R>): Promise<R> {
    return this.gated(async (locks) => {
      let written: JournalWrite[] = [];
      const attempt = (tx: Transaction) => {
        written = [];
        return body(tx, written, locks);
      };
      const result = await this.db.runTransaction(attempt, { maxAttempts: this.attempts });
      this.journal?.append(written);
      return result;
    });
  }

  private gated<R>(run: (locks: GateLocks) => Promise<R>): Promise<R> {
    const gate = this.gate;
    return this.call(gate ? () => gate.run(run) : () => run(NO_LOCKS));
  }

  async get<T extends DocData = DocData>(collection: string, id: string): Promise<StoredDoc<T> | null> {
    assertCollection(collection);
    assertId(id);
    const snap = await this.call(() => this.db.collection(collection).doc(id).get());
    if (!snap.exists) return null;
    this.counters.reads++;
    return toDoc<T>(snap);
  }

  async getMany<T extends DocData = DocData>(collection: string, ids: readonly string[]): Promise<(StoredDoc<T> | null)[]> {
    assertCollection(collection);
    ids.forEach(assertId);
    if (ids.length === 0) return [];
    const snaps = await this.call(() => this.db.getAll(...ids.map((id) => this.db.collection(collection).doc(id))));
    return snaps.map((s) => {
      if (!s.exists) return null;
      this.counters.reads++;
      return toDoc<T>(s);
    });
  }

  async create<T extends DocData>(collection: string, id: string, data: T): Promise<StoredDoc<T>> {
    assertCollection(collection);
    assertId(id);
    assertData(data);
    const now = new Date().toISOString();
    const stored = withoutUndefined(data) as T;
    const meta = { [META.version]: 1, [META.createdAt]: now, [META.updatedAt]: now };
    assertDocumentSize(collection, id, stored, meta);
    const write = async (locks: GateLocks) => {
      await locks.lock([documentKey(collection, id)]);
      await this.db
        .collection(collection)
        .doc(id)
        .create({ ...stored, ...meta });
      this.journal?.append([{ collection, id, state: { ...stored, ...meta } }]);
    };
    try {
      // A single create needs no transaction; with a journal it holds its document's lock, so its line keeps that order.
      await (this.journal ? this.gated(write) : this.call(() => write(NO_LOCKS)));
    } catch (error) {
      if (hasGrpcCode(error, ALREADY_EXISTS)) throw new AlreadyExistsError(collection, id);
      throw error;
    }
    this.counters.writes++;
    return { id, version: 1, createdAt: now, updatedAt: now, data: stored };
  }

  async update<T extends DocData = DocData>(collection: string, id: string, expectedVersion: number, patch: Partial<T>): Promise<StoredDoc<T>> {
    const op: WriteOp = { kind: 'update', collection, id, expectedVersion, patch: patch as DocData };
    assertPlan([op]);
    const result = await this.runTransaction(async (tx, written, locks) => {
      const [current] = await this.readForWrite(tx, [op], locks);
      return this.applyUpdate<T>(tx, collection, id, current as StoredDoc<T>, op.patch, written);
    });
    this.counters.writes++;
    return result;
  }

  async delete(collection: string, id: string, expectedVersion?: number): Promise<void> {
    await this.commit([{ kind: 'delete', collection, id, expectedVersion }]);
  }

  async commit(ops: readonly WriteOp[]): Promise<void> {
    assertPlan(ops);
    await this.runTransaction(async (tx, written, locks) => {
      // Firestore transactions need every read before the first write.
      this.applyOps(tx, ops, await this.readForWrite(tx, ops, locks), written);
    });
    this.counters.writes += ops.length;
  }

  /**
   * Firestore's own transaction: in the default pessimistic mode its reads (documents, queries and aggregations)
   * hold locks until the commit, and the library runs `work` again when contention aborts an attempt.
   */
  async transact<R>(work: (tx: TransactionReader) => Promise<TransactionPlan<R>>): Promise<R> {
    let written = 0;
    const result = await this.runTransaction(async (tx, journaled, locks) => {
      const plan = await work(this.reader(tx, locks));
      assertPlan(plan.ops);
      this.applyOps(tx, plan.ops, await this.readForWrite(tx, plan.ops, locks), journaled);
      written = plan.ops.length;
      return plan.result;
    });
    this.counters.writes += written;
    return result;
  }

  /** Reads inside `tx`, each after the gate's lock the emulator's own read lock would conflict on (emulator-gate.ts). */
  private reader(tx: Transaction, locks: GateLocks): TransactionReader {
    return {
      get: async <T extends DocData>(collection: string, id: string) => {
        assertCollection(collection);
        assertId(id);
        await locks.lock([documentKey(collection, id)]);
        const snap = await tx.get(this.db.collection(collection).doc(id));
        if (!snap.exists) return null;
        this.counters.reads++;
        return toDoc<T>(snap);
      },
      getMany: async <T extends DocData>(collection: string, ids: readonly string[]) => {
        assertCollection(collection);
        ids.forEach(assertId);
        if (ids.length === 0) return [];
        await locks.lock(ids.map((id) => documentKey(collection, id)));
        const snaps = await tx.getAll(...ids.map((id) => this.db.collection(collection).doc(id)));
        this.counters.reads += snaps.filter((s) => s.exists).length;
        return snaps.map((s) => (s.exists ? toDoc<T>(s) : null));
      },
      list: async <T extends DocData>(collection: string, query: ListQuery) => {
        const { q, orderBy } = this.listQuery(collection, query);
        await locks.lock([collectionKey(collection)]);
        return this.toPage<T>(await tx.get(q), query.limit, orderBy);
      },
      count: async (collection: string, where: Filter[] = []) => {
        assertCollection(collection);
        assertFilters(where);
        await locks.lock([collectionKey(collection)]);
        return (await tx.get(this.filtered(collection, where).count())).data().count;
      },
    };
  }

  private applyOps(tx: Transaction, ops: readonly WriteOp[], current: readonly (StoredDoc | null)[], written: JournalWrite[]): void {
    ops.forEach((op, i) => {
      const ref = this.db.collection(op.collection).doc(op.id);
      if (op.kind === 'create') {
        const now = new Date().toISOString();
        const data = withoutUndefined(op.data);
        const meta = { [META.version]: 1, [META.createdAt]: now, [META.updatedAt]: now };
        assertDocumentSize(op.collection, op.id, data, meta);
        tx.create(ref, { ...data, ...meta });
        written.push({ collection: op.collection, id: op.id, state: { ...data, ...meta } });
      } else if (op.kind === 'update') {
        this.applyUpdate(tx, op.collection, op.id, current[i] as StoredDoc, op.patch, written);
      } else {
        tx.delete(ref);
        written.push({ collection: op.collection, id: op.id, state: null });
      }
    });
  }

  /** Reads each op's target inside the transaction and checks its precondition (the plan was checked by assertPlan). */
  private async readForWrite(tx: Transaction, ops: readonly WriteOp[], locks: GateLocks): Promise<(StoredDoc | null)[]> {
    if (ops.length === 0) return [];
    await locks.lock(ops.map((op) => documentKey(op.collection, op.id)));
    const snaps = await tx.getAll(...ops.map((op) => this.db.collection(op.collection).doc(op.id)));
    return ops.map((op, i) => {
      const snap = snaps[i] as DocumentSnapshot;
      if (op.kind === 'create') {
        if (snap.exists) throw new AlreadyExistsError(op.collection, op.id);
        return null;
      }
      if (!snap.exists) throw new NotFoundError(op.collection, op.id);
      this.counters.reads++;
      const doc = toDoc(snap);
      if (op.expectedVersion !== undefined && doc.version !== op.expectedVersion) {
        throw new ConflictError(op.collection, op.id, op.expectedVersion, doc.version);
      }
      return doc;
    });
  }

  private applyUpdate<T extends DocData>(
    tx: Transaction,
    collection: string,
    id: string,
    current: StoredDoc,
    patch: DocData,
    written: JournalWrite[],
  ): StoredDoc<T> {
    const next: StoredDoc<T> = {
      ...current,
      version: current.version + 1,
      updatedAt: new Date().toISOString(),
      data: withoutUndefined({ ...current.data, ...patch }) as T,
    };
    const meta = { [META.version]: next.version, [META.createdAt]: next.createdAt, [META.updatedAt]: next.updatedAt };
    assertDocumentSize(collection, id, next.data, meta);
    // set() of the whole document keeps shallow-merge semantics identical to the embedded store.
    tx.set(this.db.collection(collection).doc(id), { ...next.data, ...meta });
    written.push({ collection, id, state: { ...next.data, ...meta } });
    return next;
  }

  private filtered(collection: string, where: readonly Filter[]): Query {
    let q: Query = this.db.collection(collection);
    for (const f of where) q = q.where(f.field, f.op, f.value);
    return q;
  }

  private listQuery(collection: string, query: ListQuery): { q: Query; orderBy: OrderBy[] } {
    assertCollection(collection);
    const orderBy = assertListQuery(query);
    let q = this.filtered(collection, query.where ?? []);
    for (const o of orderBy) q = q.orderBy(o.field, o.direction ?? 'asc');
    q = q.orderBy(FieldPath.documentId(), orderBy.at(-1)?.direction ?? 'asc');
    if (query.after) {
      const cursor = decodeCursor(query.after, orderBy.length);
      q = q.startAfter(...cursor.values, cursor.id);
    }
    return { q: q.limit(query.limit + (query.firstOnly ? 0 : 1)), orderBy };
  }

  private toPage<T extends DocData>(snap: QuerySnapshot, limit: number, orderBy: OrderBy[]): ListPage<T> {
    this.counters.reads += snap.size;
    const docs = snap.docs.slice(0, limit).map((s) => toDoc<T>(s));
    const last = docs.at(-1);
    const nextCursor =
      snap.size > limit && last
        ? encodeCursor(
            orderBy.map((o) => readPath(last.data, o.field)),
            last.id,
          )
        : null;
    return { docs, nextCursor };
  }

  async list<T extends DocData = DocData>(collection: string, query: ListQuery): Promise<ListPage<T>> {
    const { q, orderBy } = this.listQuery(collection, query);
    return this.toPage<T>(await this.call(() => q.get()), query.limit, orderBy);
  }

  async count(collection: string, where: Filter[] = [], upTo?: number): Promise<number> {
    assertCollection(collection);
    assertFilters(where);
    const query = this.filtered(collection, where);
    // A count aggregation over a limited query reads (and bills) at most the limit's index entries.
    const snap = await this.call(() => (upTo === undefined ? query : query.limit(upTo)).count().get());
    return snap.data().count;
  }

  async sum(collection: string, field: string, where: Filter[] = []): Promise<number> {
    assertCollection(collection);
    assertField(field);
    assertFilters(where);
    const snap = await this.call(() =>
      this.filtered(collection, where)
        .aggregate({ total: AggregateField.sum(field) })
        .get(),
    );
    // Firestore sums no documents to 0 (https://firebase.google.com/docs/firestore/query-data/aggregation-queries).
    return snap.data().total;
  }

  metrics(): StoreMetrics {
    return { ...this.counters };
  }

  async close(): Promise<void> {
    await this.db.terminate();
  }
}
