import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from './sqlite-document-store';
import { termIndexDrift } from './term-index';

const run = promisify(execFile);
const tsx = createRequire(import.meta.url).resolve('tsx/cli');

describe('embedded store shared by several processes (as Functions emulator workers are)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'office-mp-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loses no update when three processes increment the same document', async () => {
    const file = join(dir, 'store.sqlite');
    const store = new SqliteDocumentStore(file);
    await store.create('counters', 'shared', { value: 0 });
    const worker = join(import.meta.dirname, 'increment-worker.ts');
    const results = await Promise.all([1, 2, 3].map(() => run(process.execPath, [tsx, worker, file, '40'])));
    const final = await store.get('counters', 'shared');
    expect(final?.data.value).toBe(120);
    expect(final?.version).toBe(121);
    const conflicts = results.reduce((n, r) => n + (JSON.parse(r.stdout) as { conflicts: number }).conflicts, 0);
    console.log(`cross-process increments: 120 applied, ${conflicts} stale writes refused and retried`);
    await store.close();
  }, 60000);

  it('keeps counted limits when three processes check them and write at once', async () => {
    const file = join(dir, 'seats.sqlite');
    const store = new SqliteDocumentStore(file);
    const worker = join(import.meta.dirname, 'claim-worker.ts');
    const startAt = String(Date.now() + 4000);
    const results = await Promise.all([1, 2, 3].map((w) => run(process.execPath, [tsx, worker, file, String(w), '80', '4', startAt])));
    const claimed = results.reduce((n, r) => n + (JSON.parse(r.stdout) as { claimed: number }).claimed, 0);
    // 80 rooms of 4 seats, 6 claims per room (two per process): exactly 4 may win in each.
    expect(claimed).toBe(320);
    expect(await store.count('seats')).toBe(320);
    await store.close();
  }, 60000);

  it('builds the term index of an older file once while three processes open it and write', async () => {
    const file = join(dir, 'older.sqlite');
    const old = new Database(file);
    old.pragma('journal_mode = WAL');
    old.exec(`CREATE TABLE docs (collection TEXT NOT NULL, id TEXT NOT NULL, version INTEGER NOT NULL, created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (collection, id)) WITHOUT ROWID`);
    const insert = old.prepare("INSERT INTO docs VALUES ('notes', ?, 1, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', ?)");
    old.transaction(() => {
      for (let i = 0; i < 3_000; i++) insert.run(`old-${i}`, JSON.stringify({ tags: ['antigo', `t${i % 7}`] }));
    })();
    old.close();
    const worker = join(import.meta.dirname, 'terms-worker.ts');
    const results = await Promise.all([1, 2, 3].map((w) => run(process.execPath, [tsx, worker, file, String(w), '60'])));
    // Whoever came first built it; the others found it built.
    expect(results.filter((r) => (JSON.parse(r.stdout) as { built: boolean }).built)).toHaveLength(1);
    const inspector = new Database(file, { readonly: true });
    expect(termIndexDrift(inspector)).toEqual({ missing: 0, extra: 0 });
    inspector.close();
    const store = new SqliteDocumentStore(file);
    const scan = new SqliteDocumentStore(file, { termIndex: false });
    for (const value of ['antigo', 'novo', 'revisto', 't3', 'w2']) {
      const where = [{ field: 'tags', op: 'array-contains' as const, value }];
      expect(await store.count('notes', where)).toBe(await scan.count('notes', where));
    }
    // 3 × 60 written, a fifth deleted; a third of the rest revised, so no longer "novo".
    expect(await store.count('notes', [{ field: 'tags', op: 'array-contains', value: 'novo' }])).toBe(3 * 32);
    await scan.close();
    await store.close();
  }, 60000);
});
