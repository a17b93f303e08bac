/**
 * The embedded store must read one page, not the collection: every filtered list, count and sum goes through
 * the expression index made for its shape. Checked on SQLite's own query plans for the statements the store ran.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Filter, ListQuery, WriteOp } from '../port';
import { SqliteDocumentStore } from './sqlite-document-store';

const dir = mkdtempSync(join(tmpdir(), 'office-plans-'));
const file = join(dir, 'store.sqlite');
const statements: string[] = [];
const store = new SqliteDocumentStore(file, { trace: (sql) => statements.push(sql) });
let inspector: Database.Database;

beforeAll(async () => {
  const ops: WriteOp[] = [];
  for (let i = 0; i < 2_000; i++) {
    const data = {
      clientId: `c-${i % 400}`,
      status: i % 10 === 0 ? 'encerrado' : 'ativo',
      amount: i,
      subjectKey: `assunto ${i}`,
      note: 'x'.repeat(200),
      // A word every item holds and one held by 5 of them.
      words: ['todos', `w${i % 400}`],
    };
    ops.push({ kind: 'create', collection: 'items', id: `i-${String(i).padStart(5, '0')}`, data });
  }
  for (let i = 0; i < ops.length; i += 500) await store.commit(ops.slice(i, i + 500));
  inspector = new Database(file, { readonly: true });
});

afterAll(async () => {
  inspector.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs `action`, then returns SQLite's plan for the one SELECT on docs it issued. */
async function planOf(action: () => Promise<unknown>): Promise<string> {
  statements.length = 0;
  await action();
  const selects = statements.filter((sql) => sql.startsWith('SELECT') && sql.includes(' FROM docs'));
  expect(selects).toHaveLength(1);
  const rows = inspector.prepare(`EXPLAIN QUERY PLAN ${selects[0]}`).all() as { detail: string }[];
  return rows.map((r) => r.detail).join(' | ');
}

/** Runs `action`, then returns SQLite's plans for every query it issued (the term index's included), joined. */
async function plansOf(action: () => Promise<unknown>): Promise<string> {
  statements.length = 0;
  await action();
  const queries = statements.filter((sql) => sql.startsWith('SELECT') || sql.startsWith('WITH'));
  return queries.map((sql) => (inspector.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((r) => r.detail).join(' | ')).join(' || ');
}

const byClient: Filter[] = [{ field: 'clientId', op: '==', value: 'c-7' }];
const byStatus: Filter[] = [{ field: 'status', op: '==', value: 'encerrado' }];

describe('embedded store query plans', () => {
  it('a list filtered by equality searches its shape index, not the whole collection', async () => {
    const query: ListQuery = { where: byClient, limit: 10 };
    expect(await planOf(() => store.list('items', query))).toMatch(/USING INDEX ix_\w+ \(collection=\? AND <expr>=\?\)/);
  });

  it('a filtered, ordered page searches one index and needs no sort', async () => {
    const plan = await planOf(() => store.list('items', { where: byStatus, orderBy: [{ field: 'subjectKey', direction: 'desc' }], limit: 25 }));
    expect(plan).toMatch(/USING INDEX ix_\w+ \(collection=\? AND <expr>=\?/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it('a count is answered from the index alone (the same-type checks included)', async () => {
    expect(await planOf(() => store.count('items', byStatus))).toMatch(/USING COVERING INDEX ix_\w+ \(collection=\? AND <expr>=\?\)/);
    expect(await store.count('items', byStatus)).toBe(200);
  });

  it('a range filter searches its index too', async () => {
    const plan = await planOf(() => store.list('items', { where: [{ field: 'amount', op: '>=', value: 1_990 }], orderBy: [{ field: 'amount' }], limit: 5 }));
    expect(plan).toMatch(/USING INDEX ix_\w+ \(collection=\? AND <expr>>\?\)/);
  });

  it('a filtered sum reads the index alone: the summed field is kept in it, so no document is parsed', async () => {
    expect(await planOf(() => store.sum('items', 'amount', byClient))).toMatch(/USING COVERING INDEX ix_\w+ \(collection=\? AND <expr>=\?\)/);
    expect(await store.sum('items', 'amount', byClient)).toBe(7 + 407 + 807 + 1_207 + 1_607);
  });

  it('a rare word reads its matches by id from the term index: no document is read to find them', async () => {
    const rare: Filter[] = [{ field: 'words', op: 'array-contains', value: 'w7' }];
    const plan = await plansOf(() => store.list('items', { where: rare, orderBy: [{ field: 'subjectKey' }], limit: 25 }));
    expect(plan).toMatch(/SEARCH doc_terms USING PRIMARY KEY \(collection=\? AND field=\? AND term=\?\)/);
    expect(plan).toMatch(/SEARCH docs USING PRIMARY KEY \(collection=\? AND id=\?\)/);
    expect(plan).not.toMatch(/SCAN docs/);
    expect((await store.list('items', { where: rare, limit: 25 })).docs).toHaveLength(5);
  });

  it('a common word walks the order index and checks each entry in the term index, without the JSON', async () => {
    const common: Filter[] = [{ field: 'words', op: 'array-contains', value: 'todos' }, ...byStatus];
    const plan = await plansOf(() => store.list('items', { where: common, orderBy: [{ field: 'subjectKey' }], limit: 25 }));
    expect(plan).toMatch(/SEARCH docs USING INDEX ix_\w+ \(collection=\? AND <expr>=\?\)/);
    expect(plan).toMatch(/SEARCH t EXISTS USING PRIMARY KEY \(collection=\? AND field=\? AND term=\? AND id=\?\)/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it("a count with a word looks each match up in the shape index alone, or counts the word's entries", async () => {
    const rare: Filter[] = [{ field: 'words', op: 'array-contains', value: 'w10' }];
    expect(await plansOf(() => store.count('items', [...rare, ...byStatus]))).toMatch(
      /SEARCH docs USING COVERING INDEX ix_\w+ \(collection=\? AND <expr>=\? AND id=\?/,
    );
    expect(await store.count('items', [...rare, ...byStatus])).toBe(5);
    const plan = await plansOf(() => store.count('items', [{ field: 'words', op: 'array-contains-any', value: ['todos', 'w1'] }]));
    expect(plan).toMatch(/SEARCH doc_terms USING PRIMARY KEY/);
    expect(plan).not.toMatch(/docs/);
  });
});
