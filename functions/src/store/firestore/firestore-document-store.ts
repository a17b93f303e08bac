import { AggregateField, FieldPath, type DocumentSnapshot, type Firestore, type Query, type QuerySnapshot, type Transaction } from 'firebase-admin/firestore';
import { AlreadyExistsError, ConflictError, ContentionError, NotFoundError } from '../errors';
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
import { assertCollection, assertData, assertId, assertListQuery, decodeCursor, encodeCursor, readPath } from '../validate';

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
const ALREADY_EXISTS = 6;
const ABORTED = 10;
function hasGrpcCode(error: unknown, code: number): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/** The production DocumentStore on Cloud Firestore (or its official emulator). */
export class FirestoreDocumentStore implements DocumentStore {
  readonly kind = 'firestore' as const;
  private readonly counters: StoreMetrics = { reads: 0, writes: 0 };

  constructor(private readonly db: Firestore) {}

  async get<T extends DocData = DocData>(collection: string, id: string): Promise<StoredDoc<T> | null> {
    assertCollection(collection);
    assertId(id);
    const snap = await this.db.collection(collection).doc(id).get();
    if (!snap.exists) return null;
    this.counters.reads++;
    return toDoc<T>(snap);
  }

  async getMany<T extends DocData = DocData>(collection: string, ids: readonly string[]): Promise<(StoredDoc<T> | null)[]> {
    assertCollection(collection);
    ids.forEach(assertId);
    if (ids.length === 0) return [];
    const snaps = await this.db.getAll(...ids.map((id) => this.db.collection(collection).doc(id)));
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
    try {
      await this.db
        .collection(collection)
        .doc(id)
        .create({ ...data, [META.version]: 1, [META.createdAt]: now, [META.updatedAt]: now });
    } catch (error) {
      if (hasGrpcCode(error, ALREADY_EXISTS)) throw new AlreadyExistsError(collection, id);
      throw error;
    }
    this.counters.writes++;
    return { id, version: 1, createdAt: now, updatedAt: now, data };
  }

  async update<T extends DocData = DocData>(collection: string, id: string, expectedVersion: number, patch: Partial<T>): Promise<StoredDoc<T>> {
    let result: StoredDoc<T> | undefined;
    await this.db.runTransaction(async (tx) => {
      const [current] = await this.readForWrite(tx, [{ kind: 'update', collection, id, expectedVersion, patch: patch as DocData }]);
      result = this.applyUpdate<T>(tx, collection, id, current as StoredDoc<T>, patch as DocData);
    });
    this.counters.writes++;
    return result as StoredDoc<T>;
  }

  async delete(collection: string, id: string, expectedVersion?: number): Promise<void> {
    await this.commit([{ kind: 'delete', collection, id, expectedVersion }]);
  }

  async commit(ops: readonly WriteOp[]): Promise<void> {
    await this.db.runTransaction(async (tx) => {
      // Firestore transactions need every read before the first write.
      this.applyOps(tx, ops, await this.readForWrite(tx, ops));
    });
    this.counters.writes += ops.length;
  }

  /**
   * Firestore's own transaction: in the default pessimistic mode its reads (documents, queries and aggregations)
   * hold locks until the commit, and the library runs `work` again when contention aborts an attempt.
   */
  async transact<R>(work: (tx: TransactionReader) => Promise<TransactionPlan<R>>): Promise<R> {
    let written = 0;
    try {
      const result = await this.db.runTransaction(
        async (tx) => {
          const plan = await work(this.reader(tx));
          this.applyOps(tx, plan.ops, await this.readForWrite(tx, plan.ops));
          written = plan.ops.length;
          return plan.result;
        },
        { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
      );
      this.counters.writes += written;
      return result;
    } catch (error) {
      if (hasGrpcCode(error, ABORTED)) throw new ContentionError(MAX_TRANSACTION_ATTEMPTS);
      throw error;
    }
  }

  private reader(tx: Transaction): TransactionReader {
    return {
      get: async <T extends DocData>(collection: string, id: string) => {
        assertCollection(collection);
        assertId(id);
        const snap = await tx.get(this.db.collection(collection).doc(id));
        if (!snap.exists) return null;
        this.counters.reads++;
        return toDoc<T>(snap);
      },
      getMany: async <T extends DocData>(collection: string, ids: readonly string[]) => {
        assertCollection(collection);
        ids.forEach(assertId);
        if (ids.length === 0) return [];
        const snaps = await tx.getAll(...ids.map((id) => this.db.collection(collection).doc(id)));
        this.counters.reads += snaps.filter((s) => s.exists).length;
        return snaps.map((s) => (s.exists ? toDoc<T>(s) : null));
      },
      list: async <T extends DocData>(collection: string, query: ListQuery) => {
        const { q, orderBy } = this.listQuery(collection, query);
        return this.toPage<T>(await tx.get(q), query.limit, orderBy);
      },
      count: async (collection: string, where: Filter[] = []) => {
        assertCollection(collection);
        return (await tx.get(this.filtered(collection, where).count())).data().count;
      },
    };
  }

  private applyOps(tx: Transaction, ops: readonly WriteOp[], current: readonly (StoredDoc | null)[]): void {
    ops.forEach((op, i) => {
      const ref = this.db.collection(op.collection).doc(op.id);
      if (op.kind === 'create') {
        const now = new Date().toISOString();
        tx.create(ref, { ...op.data, [META.version]: 1, [META.createdAt]: now, [META.updatedAt]: now });
      } else if (op.kind === 'update') {
        this.applyUpdate(tx, op.collection, op.id, current[i] as StoredDoc, op.patch);
      } else {
        tx.delete(ref);
      }
    });
  }

  /** Reads each op's target inside the transaction and checks its precondition. */
  private async readForWrite(tx: Transaction, ops: readonly WriteOp[]): Promise<(StoredDoc | null)[]> {
    for (const op of ops) {
      assertCollection(op.collection);
      assertId(op.id);
      if (op.kind === 'create') assertData(op.data);
      if (op.kind === 'update') assertData(op.patch);
    }
    if (ops.length === 0) return [];
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

  private applyUpdate<T extends DocData>(tx: Transaction, collection: string, id: string, current: StoredDoc, patch: DocData): StoredDoc<T> {
    const next: StoredDoc<T> = {
      ...current,
      version: current.version + 1,
      updatedAt: new Date().toISOString(),
      data: { ...current.data, ...patch } as T,
    };
    // set() of the whole document keeps shallow-merge semantics identical to the embedded store.
    tx.set(this.db.collection(collection).doc(id), {
      ...next.data,
      [META.version]: next.version,
      [META.createdAt]: next.createdAt,
      [META.updatedAt]: next.updatedAt,
    });
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
    return { q: q.limit(query.limit + 1), orderBy };
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
    return this.toPage<T>(await q.get(), query.limit, orderBy);
  }

  async count(collection: string, where: Filter[] = []): Promise<number> {
    assertCollection(collection);
    const snap = await this.filtered(collection, where).count().get();
    return snap.data().count;
  }

  async sum(collection: string, field: string, where: Filter[] = []): Promise<number> {
    assertCollection(collection);
    const snap = await this.filtered(collection, where)
      .aggregate({ total: AggregateField.sum(field) })
      .get();
    return snap.data().total ?? 0;
  }

  metrics(): StoreMetrics {
    return { ...this.counters };
  }

  async close(): Promise<void> {
    await this.db.terminate();
  }
}
