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
const documents = new SqliteDocumentStore(join(dir, 'store.sqlite'));
afterAll(async () => {
  await documents.close();
  rmSync(dir, { recursive: true, force: true });
});

documentStoreContract('embedded SQLite', async () => documents);
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
