import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from './sqlite-document-store';

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
});
