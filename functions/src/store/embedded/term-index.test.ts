/**
 * The term index answers array-contains(-any) exactly as reading each document's array does: after every kind
 * of write, in lists (page by page, cursors included), counts and sums, whichever plan the store picks, and
 * for a file written before the index existed.
 */
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DocumentStore, Filter, JsonValue, ListPage, ListQuery, OrderBy, WriteOp } from '../port';
import { SqliteDocumentStore } from './sqlite-document-store';
import { termIndexDrift } from './term-index';

const dir = mkdtempSync(join(tmpdir(), 'office-terms-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const newFile = () => join(dir, `store-${files++}.sqlite`);

/** Every page of a query, in order: the ids and the cursors' path through them. */
async function allPages(store: DocumentStore, collection: string, query: Omit<ListQuery, 'after'>): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  do {
    const page: ListPage = await store.list(collection, { ...query, after });
    ids.push(...page.docs.map((d) => d.id));
    after = page.nextCursor;
  } while (after);
  return ids;
}

/** The index against its documents, read through a connection of its own. */
function indexDrift(file: string): { missing: number; extra: number } {
  const db = new Database(file, { readonly: true });
  try {
    return termIndexDrift(db);
  } finally {
    db.close();
  }
}

describe('the term index follows every write', () => {
  const file = newFile();
  const store = new SqliteDocumentStore(file);
  afterAll(() => store.close());
  const tagged = (value: JsonValue) => store.list('notes', { where: [{ field: 'tags', op: 'array-contains', value }], limit: 50 });
  const ids = async (value: JsonValue) => (await tagged(value)).docs.map((d) => d.id);

  it('creates, updates, deletes, commits and transactions', async () => {
    const a = await store.create('notes', 'a', { tags: ['x', 'y', 'y', 7], other: ['z'] });
    expect(await ids('x')).toEqual(['a']);
    expect(await ids(7)).toEqual(['a']);
    // A number and its digits as a string are different values, as in Firestore.
    expect(await ids('7')).toEqual([]);
    await store.update('notes', 'a', a.version, { tags: ['y', 'w'] });
    expect(await ids('x')).toEqual([]);
    expect(await ids('w')).toEqual(['a']);
    expect(await ids('y')).toEqual(['a']);
    // An update that leaves the array alone keeps its entries.
    await store.update('notes', 'a', a.version + 1, { title: 'outro' });
    expect(await ids('w')).toEqual(['a']);
    await store.commit([
      { kind: 'create', collection: 'notes', id: 'b', data: { tags: ['w'] } },
      { kind: 'update', collection: 'notes', id: 'a', expectedVersion: a.version + 2, patch: { tags: [] } },
    ]);
    expect(await ids('w')).toEqual(['b']);
    await store.transact(async (tx) => {
      const b = await tx.get('notes', 'b');
      return { ops: [{ kind: 'delete', collection: 'notes', id: 'b', expectedVersion: b?.version }], result: null };
    });
    expect(await ids('w')).toEqual([]);
    await store.delete('notes', 'a');
    expect(indexDrift(file)).toEqual({ missing: 0, extra: 0 });
  });

  it('rolls back with the write that failed', async () => {
    await store.create('notes', 'kept', { tags: ['antes'] });
    const failing: WriteOp[] = [
      { kind: 'update', collection: 'notes', id: 'kept', expectedVersion: 1, patch: { tags: ['depois'] } },
      { kind: 'create', collection: 'notes', id: 'kept', data: { tags: ['duplicado'] } },
    ];
    await expect(store.commit(failing)).rejects.toThrow();
    expect(await ids('antes')).toEqual(['kept']);
    expect(await ids('depois')).toEqual([]);
    expect(indexDrift(file)).toEqual({ missing: 0, extra: 0 });
  });

  it('matches arrays only, and only their strings and numbers', async () => {
    await store.create('odd', 'scalar', { tags: 'x' });
    await store.create('odd', 'nested', { tags: [{ x: 1 }, true, null] });
    await store.create('odd', 'deep', { meta: { tags: ['x'] } });
    const where = (field: string): Filter[] => [{ field, op: 'array-contains', value: 'x' }];
    expect((await store.list('odd', { where: where('tags'), limit: 10 })).docs).toEqual([]);
    // An object element is no string, even one spelled as its JSON.
    expect(await store.count('odd', [{ field: 'tags', op: 'array-contains', value: '{"x":1}' }])).toBe(0);
    // A nested field is not indexed: its documents are read, with the same rule.
    expect((await store.list('odd', { where: where('meta.tags'), limit: 10 })).docs.map((d) => d.id)).toEqual(['deep']);
  });
});

describe('an index-served query gives exactly the answer of reading every document', () => {
  const TAGS = ['a', 'b', 'c', 'd', 1, 2];
  const tag = fc.constantFrom(...TAGS);
  const record = fc.record(
    {
      tags: fc.oneof(fc.array(tag, { maxLength: 4 }), fc.constant('a')),
      status: fc.constantFrom('ativo', 'inativo'),
      fee: fc.oneof(fc.integer({ min: 0, max: 4 }), fc.constant(null)),
    },
    { requiredKeys: ['status'] },
  );
  // Few ids, so that writes often update or delete a document written before.
  const write = fc.oneof(
    fc.record({ kind: fc.constant('put' as const), id: fc.integer({ min: 0, max: 11 }), data: record }),
    fc.record({ kind: fc.constant('delete' as const), id: fc.integer({ min: 0, max: 11 }) }),
  );
  const query = fc.record({
    filter: fc.oneof(
      tag.map((value): Filter => ({ field: 'tags', op: 'array-contains', value })),
      fc.uniqueArray(tag, { minLength: 1, maxLength: 3 }).map((value): Filter => ({ field: 'tags', op: 'array-contains-any', value })),
    ),
    status: fc.option(fc.constantFrom('ativo', 'inativo'), { nil: null }),
    orderBy: fc.option(fc.constantFrom<OrderBy>({ field: 'fee' }, { field: 'fee', direction: 'desc' }), { nil: null }),
    limit: fc.integer({ min: 1, max: 7 }),
  });

  // Thresholds of 0 and of 1,000 make the store take each plan: walking the order, or reading the matches by id.
  for (const [plan, max] of [
    ['the matches read by id', { list: 1_000, count: 1_000 }],
    ['the order walked, each entry checked in the index', { list: 0, count: 0 }],
  ] as const) {
    it(`in lists, counts and sums (${plan})`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 60 }), fc.array(query, { minLength: 1, maxLength: 4 }), async (writes, queries) => {
          const file = newFile();
          const indexed = new SqliteDocumentStore(file, { termDrivenMaxMatches: max });
          const scan = new SqliteDocumentStore(file, { termIndex: false });
          try {
            for (const w of writes) {
              const id = `d${String(w.id).padStart(2, '0')}`;
              const current = await indexed.get('docs', id);
              if (w.kind === 'delete') {
                if (current) await indexed.delete('docs', id);
              } else if (current) {
                // An update replaces the fields the record has and removes those it lacks.
                await indexed.update('docs', id, current.version, { tags: undefined, fee: undefined, ...w.data });
              } else await indexed.create('docs', id, w.data);
            }
            for (const q of queries) {
              const where: Filter[] = [q.filter, ...(q.status ? [{ field: 'status', op: '==' as const, value: q.status }] : [])];
              const listQuery = { where, limit: q.limit, ...(q.orderBy ? { orderBy: [q.orderBy] } : {}) };
              expect(await allPages(indexed, 'docs', listQuery)).toEqual(await allPages(scan, 'docs', listQuery));
              expect(await indexed.count('docs', where)).toBe(await scan.count('docs', where));
              expect(await indexed.sum('docs', 'fee', where)).toBe(await scan.sum('docs', 'fee', where));
            }
            expect(indexDrift(file)).toEqual({ missing: 0, extra: 0 });
          } finally {
            await scan.close();
            await indexed.close();
          }
        }),
        { numRuns: 40 },
      );
    }, 120_000);
  }
});

describe('a file from before the term index', () => {
  it('is indexed when opened, once, and then answers as before', async () => {
    const file = newFile();
    const old = new Database(file);
    old.exec(`CREATE TABLE docs (collection TEXT NOT NULL, id TEXT NOT NULL, version INTEGER NOT NULL, created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (collection, id)) WITHOUT ROWID`);
    const insert = old.prepare("INSERT INTO docs VALUES (?, ?, 1, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', ?)");
    old.transaction(() => {
      for (let i = 0; i < 300; i++)
        insert.run('clients', `c${String(i).padStart(3, '0')}`, JSON.stringify({ searchWords: ['carga', `n${i % 30}`], nameKey: `k${i}` }));
    })();
    old.close();

    const scan = new SqliteDocumentStore(file, { termIndex: false });
    const query: ListQuery = { where: [{ field: 'searchWords', op: 'array-contains', value: 'n7' }], orderBy: [{ field: 'nameKey' }], limit: 4 };
    const before = await allPages(scan, 'clients', query);
    await scan.close();
    expect(before).toHaveLength(10);

    const store = new SqliteDocumentStore(file);
    expect(store.termIndexBuildMs).toBeGreaterThan(0);
    expect(indexDrift(file)).toEqual({ missing: 0, extra: 0 });
    expect(await allPages(store, 'clients', query)).toEqual(before);
    expect(await store.count('clients', [{ field: 'searchWords', op: 'array-contains', value: 'carga' }])).toBe(300);
    await store.close();
    const again = new SqliteDocumentStore(file);
    expect(again.termIndexBuildMs).toBe(0);
    await again.close();
  });
});
