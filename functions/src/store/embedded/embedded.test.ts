import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ContentionError } from '../errors';
import { MAX_TRANSACTION_ATTEMPTS } from '../port';
import { documentStoreContract } from '../contract/document-store.contract';
import { fileStoreContract } from '../contract/file-store.contract';
import { DiskFileStore } from './disk-file-store';
import { SqliteDocumentStore } from './sqlite-document-store';

const dir = mkdtempSync(join(tmpdir(), 'office-store-'));
const file = join(dir, 'store.sqlite');
const documents = new SqliteDocumentStore(file);
// Contention in the embedded store is another process holding SQLite's write lock longer than the store waits.
const impatient = new SqliteDocumentStore(file, { busyTimeoutMs: 100 });
afterAll(async () => {
  await impatient.close();
  await documents.close();
  rmSync(dir, { recursive: true, force: true });
});

documentStoreContract('embedded SQLite', async () => documents, {
  store: impatient,
  hold: async () => {
    const other = new Database(file);
    other.exec('BEGIN IMMEDIATE');
    return async () => {
      other.exec('ROLLBACK');
      other.close();
    };
  },
});
fileStoreContract('local disk', async () => new DiskFileStore(join(dir, 'files')));

it('gives up with ContentionError, writing nothing, when every attempt finds its reads changed', async () => {
  await documents.create('contended', 'a', { n: 0 });
  let attempts = 0;
  const work = documents.transact(async (tx) => {
    attempts++;
    const a = await tx.get('contended', 'a');
    // Another writer changes the document after each read, before the commit.
    await documents.update('contended', 'a', a?.version ?? 0, { n: attempts });
    return { ops: [{ kind: 'create', collection: 'contended', id: `b${attempts}`, data: {} }], result: attempts };
  });
  await expect(work).rejects.toBeInstanceOf(ContentionError);
  expect(attempts).toBe(MAX_TRANSACTION_ATTEMPTS);
  expect(await documents.count('contended')).toBe(1);
});

it('waits for another process’s write lock on a timer, so the process serves its other requests meanwhile', async () => {
  const other = new Database(file);
  other.exec('BEGIN IMMEDIATE');
  let ticks = 0;
  const timer = setInterval(() => ticks++, 5);
  try {
    const write = documents.create('waiting', 'w', { n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // SQLite's own busy wait would have held this thread (and the other process's lock with it) until the timeout.
    expect(ticks).toBeGreaterThanOrEqual(5);
    expect(await documents.get('waiting', 'w')).toBeNull();
    other.exec('ROLLBACK');
    await write;
    expect((await documents.get('waiting', 'w'))?.data).toEqual({ n: 1 });
  } finally {
    clearInterval(timer);
    if (other.inTransaction) other.exec('ROLLBACK');
    other.close();
  }
});
