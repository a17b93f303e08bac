import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { AlreadyExistsError, ConflictError, ContentionError, InvalidQueryError, NotFoundError } from '../errors';
import {
  MAX_TRANSACTION_ATTEMPTS,
  type DocData,
  type DocumentStore,
  type Filter,
  type JsonValue,
  type ListPage,
  type ListQuery,
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
  type CursorValue,
} from '../validate';
import { StatementCache } from './statement-cache';
import { ensureTermIndex } from './term-index';

interface Row {
  id: string;
  version: number;
  created_at: string;
  updated_at: string;
  data: string;
}

type Param = string | number | null;

/** `json_extract(data,'$.a.b')`; the field path is validated, so inlining it is safe and lets SQLite match expression indexes. */
function fieldExpr(field: string): string {
  assertField(field);
  return `json_extract(data,'$.${field}')`;
}

/** The JSON type of a field, as `addFilters` checks it (and the shape indexes store it). */
function typeExpr(field: string): string {
  assertField(field);
  return `json_type(data,'$.${field}')`;
}

/** The docs table, read through a shape index when the query has one. */
function indexed(index: string | null): string {
  return index ? `docs INDEXED BY ${index}` : 'docs';
}

/**
 * A list whose array filter matches at most this many documents reads those documents by id and sorts them;
 * one with more matches walks its order (or shape) index and checks each entry in the term index, stopping
 * at the page's end. Reading a match costs about ten index probes (the row and its JSON), so walking the order
 * wins once the matches are dense enough for a page to come quickly (2.5 % and more at 20,000, say).
 */
export const TERM_DRIVEN_MAX_MATCHES = 500;

/**
 * A count (or sum) whose array filter matches at most this many documents looks each match up in the query's
 * shape index (one probe each, no JSON); with more, it walks the shape index's entries for the other filters and
 * checks each in the term index. A list's counts per status walk the collection once between them that way,
 * where looking up every match would probe it once per status.
 */
export const COUNT_TERM_DRIVEN_MAX_MATCHES = 10_000;

/** An `array-contains(-any)` on a top-level field, which the term index answers. */
interface TermFilter {
  field: string;
  values: Param[];
}

/** `IN (?, ?, …)` for `n` values. */
function placeholders(n: number): string {
  return `(${Array.from({ length: n }, () => '?').join(',')})`;
}

function scalarParam(value: JsonValue, op: string): Param {
  if (typeof value === 'string' || typeof value === 'number') return value;
  throw new InvalidQueryError(`"${op}" needs a string or number value in the embedded store`);
}

interface Condition {
  sql: string;
  params: Param[];
}

/** `expr` equals a cursor value; a null one is JSON null (documents without the field are already left out). */
function sameAs(expr: string, value: CursorValue): Condition {
  return value === null ? { sql: `${expr} IS NULL`, params: [] } : { sql: `${expr} = ?`, params: [value] };
}

/**
 * The ways `expr` sorts strictly after a cursor value. SQLite, like Firestore, puts null before numbers and
 * numbers before strings: ascending, everything non-null follows a null; descending, null follows everything.
 */
function sortsAfter(expr: string, direction: 'asc' | 'desc', value: CursorValue): Condition[] {
  if (direction === 'asc') return [value === null ? { sql: `${expr} IS NOT NULL`, params: [] } : { sql: `${expr} > ?`, params: [value] }];
  return value === null
    ? []
    : [
        { sql: `${expr} < ?`, params: [value] },
        { sql: `${expr} IS NULL`, params: [] },
      ];
}

/** What a transaction compares for a document it read: absent, or at which version. */
function versionOf(doc: StoredDoc | null): string {
  return doc ? `${doc.id}@${doc.version}` : '-';
}

function toDoc<T extends DocData>(row: Row): StoredDoc<T> {
  return { id: row.id, version: row.version, createdAt: row.created_at, updatedAt: row.updated_at, data: JSON.parse(row.data) as T };
}

/** The bookkeeping Firestore keeps in the document itself, counted in its size as the Firestore adapter writes it. */
function metaOf(version: number, createdAt: string, updatedAt: string): DocData {
  return { _version: version, _createdAt: createdAt, _updatedAt: updatedAt };
}

/** SQLite's "database is locked": another process held the write lock longer than busy_timeout. */
function isBusy(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

export interface SqliteStoreOptions {
  /** Receives each statement as SQLite runs it, parameters filled in (for query-plan tests and debugging). */
  trace?: (sql: string) => void;
  /** How long a write waits for another process's write lock before giving up with ContentionError. */
  busyTimeoutMs?: number;
  /**
   * False: the store as it was before the term index, for benchmarks that compare the two on one file. Array
   * filters then check each document's JSON, and the file is not migrated (a file that already has the index
   * still keeps it up to date, through its triggers).
   */
  termIndex?: boolean;
  /** Overrides TERM_DRIVEN_MAX_MATCHES and COUNT_TERM_DRIVEN_MAX_MATCHES (tests reach both plans with little data). */
  termDrivenMaxMatches?: { list: number; count: number };
  /** How many prepared statements to keep (200 by default; tests make it small to see it bounded). */
  statementCacheSize?: number;
}

/**
 * The embedded DocumentStore: one SQLite file in WAL mode. Every Functions
 * emulator worker opens the same file; writes take SQLite's write lock with
 * BEGIN IMMEDIATE, so a version check and its write are atomic across processes.
 */
export class SqliteDocumentStore implements DocumentStore {
  readonly kind = 'embedded' as const;
  private readonly db: Database.Database;
  /** Every statement this store runs, prepared once per SQL text (see StatementCache). */
  private readonly statements: StatementCache;
  private readonly counters: StoreMetrics = { reads: 0, writes: 0 };
  /** Shape key → name of the index already made for it (by this process or an earlier one). */
  private readonly knownIndexes = new Map<string, string>();
  private readonly termIndex: boolean;
  private readonly termDrivenMax: { list: number; count: number };
  /** Milliseconds this open spent building the term index for an older file (0 when it had one). */
  readonly termIndexBuildMs: number;
  /** How long a write waits for another process's write lock (busyTimeoutMs). */
  private readonly busyTimeoutMs: number;

  constructor(file: string, options: SqliteStoreOptions = {}) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    const { trace } = options;
    this.db = new Database(file, trace ? { verbose: (sql) => trace(String(sql)) } : {});
    this.statements = new StatementCache(this.db, options.statementCacheSize);
    this.busyTimeoutMs = Math.max(0, Math.round(options.busyTimeoutMs ?? 15_000));
    this.db.pragma(`busy_timeout = ${this.busyTimeoutMs}`);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(`CREATE TABLE IF NOT EXISTS docs (
      collection TEXT NOT NULL,
      id TEXT NOT NULL,
      version INTEGER NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      data TEXT NOT NULL,
      PRIMARY KEY (collection, id)
    ) WITHOUT ROWID`);
    this.termIndex = options.termIndex ?? true;
    this.termDrivenMax = options.termDrivenMaxMatches ?? { list: TERM_DRIVEN_MAX_MATCHES, count: COUNT_TERM_DRIVEN_MAX_MATCHES };
    try {
      this.termIndexBuildMs = this.termIndex ? ensureTermIndex(this.db) : 0;
    } catch (error) {
      this.db.close();
      if (isBusy(error)) throw new ContentionError(1);
      throw error;
    }
  }

  async get<T extends DocData = DocData>(collection: string, id: string): Promise<StoredDoc<T> | null> {
    return this.getSync<T>(collection, id);
  }

  private getSync<T extends DocData>(collection: string, id: string): StoredDoc<T> | null {
    assertCollection(collection);
    assertId(id);
    const row = this.statements
      .prepare<[string, string], Row>('SELECT id, version, created_at, updated_at, data FROM docs WHERE collection = ? AND id = ?')
      .get(collection, id);
    if (!row) return null;
    this.counters.reads++;
    return toDoc<T>(row);
  }

  async getMany<T extends DocData = DocData>(collection: string, ids: readonly string[]): Promise<(StoredDoc<T> | null)[]> {
    return this.getManySync<T>(collection, ids);
  }

  private getManySync<T extends DocData>(collection: string, ids: readonly string[]): (StoredDoc<T> | null)[] {
    assertCollection(collection);
    ids.forEach(assertId);
    if (ids.length === 0) return [];
    const unique = [...new Set(ids)];
    const rows = this.statements
      .prepare<Param[], Row>(`SELECT id, version, created_at, updated_at, data FROM docs WHERE collection = ? AND id IN (${unique.map(() => '?').join(',')})`)
      .all(collection, ...unique);
    this.counters.reads += rows.length;
    const byId = new Map(rows.map((r) => [r.id, toDoc<T>(r)]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /**
   * Runs `write` under SQLite's write lock (BEGIN IMMEDIATE); a throw inside rolls back every write made before
   * it. While another process holds the lock, this one waits on a timer, not in SQLite: SQLite's busy handler
   * sleeps in the thread, and a function worker serving forty requests at once then served none of them (of 500
   * calls at once, each worker spent 0.6–0.7 s so, docs/local-runtime.md). Waiting past busyTimeoutMs is
   * contention, as Firestore's aborts are.
   */
  private async writing<R>(write: () => R): Promise<R> {
    const deadline = performance.now() + this.busyTimeoutMs;
    for (let attempt = 0; !this.tryBeginImmediate(); attempt++) {
      if (performance.now() >= deadline) throw new ContentionError(1);
      // The lock is held for a millisecond or two: look again soon, a little later each time, apart from the others.
      await sleep(Math.min(1 + attempt / 2, 5) * (0.5 + Math.random()));
    }
    try {
      const result = write();
      this.statements.prepare('COMMIT').run();
      return result;
    } catch (error) {
      if (this.db.inTransaction) this.statements.prepare('ROLLBACK').run();
      if (isBusy(error)) throw new ContentionError(1);
      throw error;
    }
  }

  /** Takes the write lock if no other process holds it, without waiting (busy_timeout is off for that moment). */
  private tryBeginImmediate(): boolean {
    this.statements.prepare('PRAGMA busy_timeout = 0').run();
    try {
      this.statements.prepare('BEGIN IMMEDIATE').run();
      return true;
    } catch (error) {
      if (isBusy(error)) return false;
      throw error;
    } finally {
      this.statements.prepare(`PRAGMA busy_timeout = ${this.busyTimeoutMs}`).run();
    }
  }

  async create<T extends DocData>(collection: string, id: string, data: T): Promise<StoredDoc<T>> {
    return this.writing(() => this.applyCreate(collection, id, data));
  }

  async update<T extends DocData = DocData>(collection: string, id: string, expectedVersion: number, patch: Partial<T>): Promise<StoredDoc<T>> {
    return this.writing(() => this.applyUpdate<T>(collection, id, expectedVersion, patch as DocData));
  }

  async delete(collection: string, id: string, expectedVersion?: number): Promise<void> {
    await this.writing(() => {
      this.applyDelete(collection, id, expectedVersion);
    });
  }

  async commit(ops: readonly WriteOp[]): Promise<void> {
    assertPlan(ops);
    await this.writing(() => {
      this.applyOps(ops);
    });
  }

  /**
   * Optimistic: `work` reads outside any lock and each read is remembered with a fingerprint (versions, ids,
   * the count). The commit takes SQLite's write lock (BEGIN IMMEDIATE, so every process waits its turn),
   * repeats every read and writes only if all still answer the same: the outcome is then that of running
   * the work at that instant. Otherwise the work runs again on fresh reads.
   */
  async transact<R>(work: (tx: TransactionReader) => Promise<TransactionPlan<R>>): Promise<R> {
    for (let attempt = 1; attempt <= MAX_TRANSACTION_ATTEMPTS; attempt++) {
      const reads: { repeat: () => string; seen: string }[] = [];
      const remember = <V>(read: () => V, fingerprint: (value: V) => string): V => {
        const value = read();
        reads.push({ repeat: () => fingerprint(read()), seen: fingerprint(value) });
        return value;
      };
      const tx: TransactionReader = {
        get: async (collection, id) => remember(() => this.getSync(collection, id), versionOf),
        getMany: async (collection, ids) =>
          remember(
            () => this.getManySync(collection, ids),
            (docs) => docs.map(versionOf).join(),
          ),
        list: async (collection, query) =>
          remember(
            () => this.listSync(collection, query),
            (page) => `${page.docs.map(versionOf).join()}|${page.nextCursor ?? ''}`,
          ),
        count: async (collection, where) => remember(() => this.countSync(collection, where), String),
      };
      const plan = await work(tx);
      assertPlan(plan.ops);
      const committed = await this.writing(() => {
        if (reads.some((r) => r.repeat() !== r.seen)) return false;
        this.applyOps(plan.ops);
        return true;
      });
      if (committed) return plan.result;
      // A short random pause, so processes that collided do not collide again in step.
      await sleep(2 + Math.random() * 10 * attempt);
    }
    throw new ContentionError(MAX_TRANSACTION_ATTEMPTS);
  }

  private applyOps(ops: readonly WriteOp[]): void {
    for (const op of ops) {
      if (op.kind === 'create') this.applyCreate(op.collection, op.id, op.data);
      else if (op.kind === 'update') this.applyUpdate(op.collection, op.id, op.expectedVersion, op.patch);
      else this.applyDelete(op.collection, op.id, op.expectedVersion);
    }
  }

  private applyCreate<T extends DocData>(collection: string, id: string, data: T): StoredDoc<T> {
    assertCollection(collection);
    assertId(id);
    assertData(data);
    const now = new Date().toISOString();
    const stored = withoutUndefined(data) as T;
    assertDocumentSize(collection, id, stored, metaOf(1, now, now));
    const result = this.statements
      .prepare('INSERT INTO docs (collection, id, version, created_at, updated_at, data) VALUES (?, ?, 1, ?, ?, ?) ON CONFLICT DO NOTHING')
      .run(collection, id, now, now, JSON.stringify(stored));
    if (result.changes === 0) throw new AlreadyExistsError(collection, id);
    this.counters.writes++;
    return { id, version: 1, createdAt: now, updatedAt: now, data: stored };
  }

  private applyUpdate<T extends DocData>(collection: string, id: string, expectedVersion: number, patch: DocData): StoredDoc<T> {
    assertData(patch);
    const current = this.getSync<T>(collection, id);
    if (!current) throw new NotFoundError(collection, id);
    if (current.version !== expectedVersion) throw new ConflictError(collection, id, expectedVersion, current.version);
    const next: StoredDoc<T> = {
      ...current,
      version: current.version + 1,
      updatedAt: new Date().toISOString(),
      data: withoutUndefined({ ...current.data, ...patch }) as T,
    };
    assertDocumentSize(collection, id, next.data, metaOf(next.version, next.createdAt, next.updatedAt));
    this.statements
      .prepare('UPDATE docs SET version = ?, updated_at = ?, data = ? WHERE collection = ? AND id = ?')
      .run(next.version, next.updatedAt, JSON.stringify(next.data), collection, id);
    this.counters.writes++;
    return next;
  }

  private applyDelete(collection: string, id: string, expectedVersion?: number): void {
    const current = this.getSync(collection, id);
    if (!current) throw new NotFoundError(collection, id);
    if (expectedVersion !== undefined && current.version !== expectedVersion) {
      throw new ConflictError(collection, id, expectedVersion, current.version);
    }
    this.statements.prepare('DELETE FROM docs WHERE collection = ? AND id = ?').run(collection, id);
    this.counters.writes++;
  }

  async list<T extends DocData = DocData>(collection: string, query: ListQuery): Promise<ListPage<T>> {
    return this.listSync<T>(collection, query);
  }

  private listSync<T extends DocData>(collection: string, query: ListQuery): ListPage<T> {
    assertCollection(collection);
    const orderBy = assertListQuery(query);
    const where = query.where ?? [];
    const index = this.ensureIndex(
      collection,
      where,
      orderBy.map((o) => o.field),
    );

    const terms = this.termFilterOf(where);
    const clauses = ['collection = ?'];
    const params: Param[] = [collection];
    this.addFilters(where, clauses, params);
    // Few matches: read them by id (`hits`); many: walk the order and check each entry in the term index.
    const byHits = terms !== null && this.countTerms(collection, terms, this.termDrivenMax.list + 1) <= this.termDrivenMax.list;
    if (terms && !byHits) this.addTermCheck(terms, clauses, params);
    // Like Firestore's orderBy, keep documents that have the field, null included (json_type is 'null' then).
    for (const o of orderBy) clauses.push(`${typeExpr(o.field)} IS NOT NULL`);

    const idDirection = orderBy.at(-1)?.direction ?? 'asc';
    if (query.after) {
      const cursor = decodeCursor(query.after, orderBy.length);
      // Keyset pagination: (f1, f2, ..., id) strictly after the cursor, honouring each direction.
      const keys = [...orderBy.map((o) => ({ expr: fieldExpr(o.field), dir: o.direction ?? 'asc' })), { expr: 'id', dir: idDirection }];
      const values: CursorValue[] = [...cursor.values, cursor.id];
      const alternatives: string[] = [];
      keys.forEach((key, i) => {
        const equal = keys.slice(0, i).map((k, j) => sameAs(k.expr, values[j] ?? null));
        for (const after of sortsAfter(key.expr, key.dir, values[i] ?? null)) {
          const parts = [...equal, after];
          alternatives.push(`(${parts.map((p) => p.sql).join(' AND ')})`);
          params.push(...parts.flatMap((p) => p.params));
        }
      });
      clauses.push(`(${alternatives.join(' OR ')})`);
    }

    const order = [...orderBy.map((o) => `${fieldExpr(o.field)} ${o.direction === 'desc' ? 'DESC' : 'ASC'}`), `id ${idDirection === 'desc' ? 'DESC' : 'ASC'}`];
    const head = terms && byHits ? this.hits(collection, terms) : null;
    // Documents read by id, through the primary key (NOT INDEXED keeps the planner from a shape index here).
    const from = head ? `hits CROSS JOIN docs NOT INDEXED` : indexed(index);
    const sql = `${head?.sql ?? ''}SELECT id, version, created_at, updated_at, data FROM ${from} WHERE ${head ? 'id = hit AND ' : ''}${clauses.join(' AND ')} ORDER BY ${order.join(', ')} LIMIT ?`;
    // One extra row tells whether a next page exists without a second query.
    const rows = this.statements.prepare<Param[], Row>(sql).all(...(head?.params ?? []), ...params, query.limit + (query.firstOnly ? 0 : 1));
    this.counters.reads += rows.length;
    const docs = rows.slice(0, query.limit).map((r) => toDoc<T>(r));
    const last = docs.at(-1);
    const nextCursor =
      rows.length > query.limit && last
        ? encodeCursor(
            orderBy.map((o) => readPath(last.data, o.field)),
            last.id,
          )
        : null;
    return { docs, nextCursor };
  }

  async count(collection: string, where: Filter[] = [], upTo?: number): Promise<number> {
    return this.countSync(collection, where, upTo);
  }

  private countSync(collection: string, where: Filter[] = [], upTo?: number): number {
    assertCollection(collection);
    assertFilters(where);
    const clauses = ['collection = ?'];
    const params: Param[] = [collection];
    this.addFilters(where, clauses, params);
    const index = this.ensureIndex(collection, where, []);
    const terms = this.termFilterOf(where);
    if (terms && where.length === 1) return this.countTerms(collection, terms, upTo);
    const byHits = terms !== null && this.countTerms(collection, terms, this.termDrivenMax.count + 1) <= this.termDrivenMax.count;
    if (terms && !byHits) this.addTermCheck(terms, clauses, params);
    const head = terms && byHits ? this.hits(collection, terms) : null;
    const from = head ? `hits CROSS JOIN ${this.byIdThrough(index, where)}` : indexed(index);
    const matching = `FROM ${from} WHERE ${head ? 'id = hit AND ' : ''}${clauses.join(' AND ')}`;
    // Capped: the walk stops at the `upTo`th match.
    const sql = upTo === undefined ? `SELECT count(*) AS n ${matching}` : `SELECT count(*) AS n FROM (SELECT 1 ${matching} LIMIT ?)`;
    const row = this.statements
      .prepare<Param[], { n: number }>(`${head?.sql ?? ''}${sql}`)
      .get(...(head?.params ?? []), ...params, ...(upTo === undefined ? [] : [upTo]));
    return row?.n ?? 0;
  }

  async sum(collection: string, field: string, where: Filter[] = []): Promise<number> {
    assertCollection(collection);
    assertField(field);
    assertFilters(where);
    const clauses = ['collection = ?'];
    const params: Param[] = [collection];
    this.addFilters(where, clauses, params);
    const index = this.ensureIndex(collection, where, [], field);
    const terms = this.termFilterOf(where);
    const byHits = terms !== null && this.countTerms(collection, terms, this.termDrivenMax.count + 1) <= this.termDrivenMax.count;
    if (terms && !byHits) this.addTermCheck(terms, clauses, params);
    const head = terms && byHits ? this.hits(collection, terms) : null;
    const from = head ? `hits CROSS JOIN ${this.byIdThrough(index, where)}` : indexed(index);
    const row = this.statements
      .prepare<Param[], { s: number | null }>(
        `${head?.sql ?? ''}SELECT sum(${fieldExpr(field)}) AS s FROM ${from} WHERE ${head ? 'id = hit AND ' : ''}${clauses.join(' AND ')}`,
      )
      .get(...(head?.params ?? []), ...params);
    return row?.s ?? 0;
  }

  /** The query's array filter, when the term index answers it (a top-level field, the index on). */
  private termFilterOf(where: readonly Filter[]): TermFilter | null {
    const f = where.find((w) => w.op === 'array-contains' || w.op === 'array-contains-any');
    if (!f || !this.termIndex || f.field.includes('.')) return null;
    const values = f.op === 'array-contains' ? [scalarParam(f.value, f.op)] : (f.value as JsonValue[]).map((v) => scalarParam(v, f.op));
    return { field: f.field, values: [...new Set(values)] };
  }

  /** How many index entries the array filter has (documents, for one value), counting at most `cap`. */
  private countTerms(collection: string, terms: TermFilter, cap?: number): number {
    const entries = `SELECT ${terms.values.length > 1 ? 'DISTINCT ' : ''}id FROM doc_terms WHERE collection = ? AND field = ? AND term IN ${placeholders(terms.values.length)}`;
    const sql = `SELECT count(*) AS n FROM (${entries}${cap === undefined ? '' : ' LIMIT ?'})`;
    const params: Param[] = [collection, terms.field, ...terms.values, ...(cap === undefined ? [] : [cap])];
    return this.statements.prepare<Param[], { n: number }>(sql).get(...params)?.n ?? 0;
  }

  /** `hits(hit)`: the ids of the documents the array filter matches, each once, read from the term index. */
  private hits(collection: string, terms: TermFilter): Condition {
    return {
      sql: `WITH hits(hit) AS MATERIALIZED (SELECT DISTINCT id FROM doc_terms WHERE collection = ? AND field = ? AND term IN ${placeholders(terms.values.length)}) `,
      params: [collection, terms.field, ...terms.values],
    };
  }

  /** Checks each document (`docs`) the query walks against the term index: one primary-key probe, no JSON. */
  private addTermCheck(terms: TermFilter, clauses: string[], params: Param[]): void {
    clauses.push(
      `EXISTS (SELECT 1 FROM doc_terms t WHERE t.collection = docs.collection AND t.field = ? AND t.term IN ${placeholders(terms.values.length)} AND t.id = docs.id)`,
    );
    params.push(terms.field, ...terms.values);
  }

  /**
   * How a count or sum looks each match up by id: through the shape index when it starts with the collection,
   * the equality fields and the id (then the lookup is one probe answered by the index alone), else by the
   * primary key.
   */
  private byIdThrough(index: string | null, where: readonly Filter[]): string {
    const rest = where.filter((f) => f.op !== 'array-contains' && f.op !== 'array-contains-any');
    const seekable = rest.every((f) => f.op === '==' && typeof f.value !== 'boolean' && f.value !== null);
    return index && seekable ? `docs INDEXED BY ${index}` : 'docs NOT INDEXED';
  }

  private addFilters(where: readonly Filter[], clauses: string[], params: Param[]): void {
    for (const f of where) {
      const expr = fieldExpr(f.field);
      const type = typeExpr(f.field);
      if ((f.op === 'array-contains' || f.op === 'array-contains-any') && this.termFilterOf([f])) {
        // Answered by the term index (the caller joins `hits` or adds the term check).
      } else if (f.op === 'array-contains' || f.op === 'array-contains-any') {
        // A nested field (or the index off): each document's array, its strings and numbers, as the index holds them.
        const values = f.op === 'array-contains' ? [scalarParam(f.value, f.op)] : (f.value as JsonValue[]).map((v) => scalarParam(v, f.op));
        clauses.push(
          `${type} = 'array' AND EXISTS (SELECT 1 FROM json_each(data,'$.${f.field}') WHERE type IN ('text','integer','real') AND value IN ${placeholders(values.length)})`,
        );
        params.push(...values);
      } else if (f.op === 'in') {
        const values = (f.value as JsonValue[]).map((v) => scalarParam(v, f.op));
        clauses.push(`${expr} IN (${values.map(() => '?').join(',')})`);
        params.push(...values);
      } else if (typeof f.value === 'boolean' || f.value === null) {
        if (f.op !== '==') throw new InvalidQueryError(`"${f.op}" needs a string or number value`);
        clauses.push(`${type} = ?`);
        params.push(f.value === null ? 'null' : String(f.value));
      } else {
        const value = scalarParam(f.value, f.op);
        // Like Firestore, a comparison only matches values of the same type.
        clauses.push(typeof value === 'number' ? `${type} IN ('integer','real')` : `${type} = 'text'`);
        clauses.push(`${expr} ${f.op === '==' ? '=' : f.op} ?`);
        params.push(value);
      }
    }
  }

  /**
   * Creates, once, an expression index for a query shape (equality fields, then
   * order fields, then range fields), so a list reads one page however large
   * the collection is. The embedded twin of firestore.indexes.json.
   *
   * The fields' JSON types follow the id: the same-type checks of `addFilters` are then answered from the
   * index, so a count reads no document. Queries name the index (`INDEXED BY`) because SQLite's planner,
   * without statistics, otherwise prefers scanning the primary key once a filter also checks a JSON type.
   */
  /** `summed`: a field a sum adds up, kept last in the index so the sum reads the index alone, never the JSON. */
  private ensureIndex(collection: string, where: readonly Filter[], orderFields: readonly string[], summed?: string): string | null {
    const eq = where.filter((f) => f.op === '==' && typeof f.value !== 'boolean' && f.value !== null).map((f) => f.field);
    const range = where.filter((f) => f.op !== '==' && f.op !== 'array-contains' && f.op !== 'array-contains-any').map((f) => f.field);
    const fields = [...new Set([...eq, ...orderFields, ...range])];
    if (fields.length === 0 && !summed) return null;
    const key = `${collection}|${fields.join(',')}|typed${summed ? `|sum:${summed}` : ''}`;
    const known = this.knownIndexes.get(key);
    if (known) return known;
    const name = `ix_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`;
    const columns = [...fields.map(fieldExpr), 'id', ...fields.map(typeExpr), ...(summed ? [fieldExpr(summed)] : [])].join(', ');
    this.db.exec(`CREATE INDEX IF NOT EXISTS ${name} ON docs(collection, ${columns})`);
    this.knownIndexes.set(key, name);
    return name;
  }

  metrics(): StoreMetrics {
    return { ...this.counters };
  }

  /** How many prepared statements the store holds now (for the cache's test). */
  cachedStatements(): number {
    return this.statements.size;
  }

  async close(): Promise<void> {
    this.statements.clear();
    this.db.close();
  }
}
