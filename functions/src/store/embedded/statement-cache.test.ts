import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from './sqlite-document-store';
import { StatementCache } from './statement-cache';

const dir = mkdtempSync(join(tmpdir(), 'office-statements-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('StatementCache', () => {
  it('keeps at most its capacity, dropping the least recently used statement', () => {
    const db = new Database(':memory:');
    const cache = new StatementCache(db, 3);
    const one = cache.prepare('SELECT 1');
    cache.prepare('SELECT 2');
    cache.prepare('SELECT 3');
    // Using "SELECT 1" again makes "SELECT 2" the oldest, so it is the one a fourth statement pushes out.
    expect(cache.prepare('SELECT 1')).toBe(one);
    const four = cache.prepare('SELECT 4');
    expect(cache.size).toBe(3);
    expect(cache.prepare('SELECT 1')).toBe(one);
    expect(cache.prepare('SELECT 4')).toBe(four);
    expect(cache.size).toBe(3);
    cache.prepare('SELECT 2');
    expect(cache.size).toBe(3);
    cache.clear();
    expect(cache.size).toBe(0);
    db.close();
  });

  it('refuses a capacity that is not a positive integer', () => {
    const db = new Database(':memory:');
    expect(() => new StatementCache(db, 0)).toThrow(RangeError);
    db.close();
  });
});

describe('the embedded store with cached statements', () => {
  it('stays within its bound while IN lists of every length come and go, answering each correctly', async () => {
    const store = new SqliteDocumentStore(join(dir, 'bounded.sqlite'), { statementCacheSize: 5 });
    const ids = Array.from({ length: 30 }, (_, i) => `d${i}`);
    await store.commit(ids.map((id, i) => ({ kind: 'create', collection: 'items', id, data: { n: i, tag: `t${i % 3}` } })));
    for (let n = 1; n <= ids.length; n++) {
      const docs = await store.getMany('items', ids.slice(0, n));
      expect(docs.map((d) => d?.data.n)).toEqual(ids.slice(0, n).map((_, i) => i));
      const tags = Array.from({ length: (n % 3) + 1 }, (_, i) => `t${i}`);
      expect(await store.count('items', [{ field: 'tag', op: 'in', value: tags }])).toBe(tags.length * 10);
      expect(store.cachedStatements()).toBeLessThanOrEqual(5);
    }
    await store.close();
    expect(store.cachedStatements()).toBe(0);
  });

  it('gives the same answers from a cached statement after writes change the data', async () => {
    const store = new SqliteDocumentStore(join(dir, 'fresh.sqlite'));
    const open = [{ field: 'status', op: '==' as const, value: 'open' }];
    await store.create('charges', 'a', { status: 'open', cents: 100, words: ['alfa'] });
    expect((await store.get('charges', 'a'))?.version).toBe(1);
    expect(await store.count('charges', open)).toBe(1);
    expect(await store.sum('charges', 'cents', open)).toBe(100);
    expect(await store.count('charges', [{ field: 'words', op: 'array-contains', value: 'alfa' }])).toBe(1);
    const before = store.cachedStatements();

    const a = await store.update('charges', 'a', 1, { cents: 250, words: ['beta'] });
    await store.create('charges', 'b', { status: 'open', cents: 50, words: ['alfa'] });
    await store.create('charges', 'c', { status: 'paid', cents: 999, words: ['alfa'] });

    expect((await store.get('charges', 'a'))?.data).toEqual(a.data);
    expect((await store.get('charges', 'a'))?.version).toBe(2);
    expect(await store.count('charges', open)).toBe(2);
    expect(await store.sum('charges', 'cents', open)).toBe(300);
    expect(await store.count('charges', [{ field: 'words', op: 'array-contains', value: 'alfa' }])).toBe(2);
    const page = await store.list('charges', { where: open, orderBy: [{ field: 'cents', direction: 'desc' }], limit: 10 });
    expect(page.docs.map((d) => d.id)).toEqual(['a', 'b']);

    await store.delete('charges', 'a');
    expect(await store.get('charges', 'a')).toBeNull();
    expect(await store.count('charges', open)).toBe(1);
    expect(await store.sum('charges', 'cents', open)).toBe(50);
    const again = await store.list('charges', { where: open, orderBy: [{ field: 'cents', direction: 'desc' }], limit: 10 });
    expect(again.docs.map((d) => d.id)).toEqual(['b']);
    // The repeated reads found their statements in the cache rather than adding copies of them.
    expect(store.cachedStatements()).toBeLessThanOrEqual(before + 4);
    await store.close();
  });

  it('sees another handle’s writes through its cached statements', async () => {
    const file = join(dir, 'shared.sqlite');
    const reader = new SqliteDocumentStore(file);
    const writer = new SqliteDocumentStore(file);
    expect(await reader.count('notes')).toBe(0);
    expect(await reader.get('notes', 'x')).toBeNull();
    await writer.create('notes', 'x', { text: 'olá' });
    expect(await reader.count('notes')).toBe(1);
    expect((await reader.get('notes', 'x'))?.data).toEqual({ text: 'olá' });
    await writer.close();
    await reader.close();
  });
});
