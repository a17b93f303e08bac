import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
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
