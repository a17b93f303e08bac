import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type ImportJobRecord } from '@office/domain';
import { DiskFileStore } from '../../store/embedded/disk-file-store';
import { SqliteDocumentStore } from '../../store/embedded/sqlite-document-store';
import { typedStores } from '../../store/typed';
import { runJob, type JobKind } from './chunked-job';

const dir = mkdtempSync(join(tmpdir(), 'office-jobs-'));
const documents = new SqliteDocumentStore(join(dir, 'store.sqlite'));
const store = typedStores({ documents, files: new DiskFileStore(join(dir, 'files')) }).documents;
afterAll(async () => {
  await documents.close();
  rmSync(dir, { recursive: true, force: true });
});

const job = (chunkCount: number): ImportJobRecord => ({
  kind: 'lawsuits',
  status: 'em-andamento',
  source: 'colar',
  fileName: null,
  createdBy: 'staff-x',
  createdAt: new Date().toISOString(),
  finishedAt: null,
  chunkCount,
  writtenChunks: 0,
  enrichedChunks: 0,
  undoneChunks: 0,
  counts: { total: 0, planned: 0, imported: 0, skipped: 0, enriched: 0, notFound: 0, clientsCreated: 0, undone: 0 },
  skippedRows: [],
  stopReason: null,
  lease: null,
});

/** A kind whose step moves the checkpoint by one, in one transaction, and records who ran it. */
function counting(ran: string[]): JobKind<typeof COLLECTIONS.imports> {
  return {
    collection: COLLECTIONS.imports,
    active: (j) => j.status === 'em-andamento',
    step: async (id) =>
      store.transact(async (tx) => {
        const current = await tx.get(COLLECTIONS.imports, id);
        if (!current) return { ops: [], result: 'done' as const };
        const enrichedChunks = current.data.enrichedChunks + 1;
        const done = enrichedChunks >= current.data.chunkCount;
        ran.push(`${id}:${enrichedChunks}`);
        return {
          ops: [
            {
              kind: 'update',
              collection: COLLECTIONS.imports,
              id,
              expectedVersion: current.version,
              patch: done ? { enrichedChunks, status: 'concluida' } : { enrichedChunks },
            },
          ],
          result: done ? ('done' as const) : ('more' as const),
        };
      }),
  };
}

describe('runJob', () => {
  it('runs steps up to the limit, then resumes where the checkpoint is, and gives the lease back', async () => {
    await store.create(COLLECTIONS.imports, 'job-a', job(5));
    const ran: string[] = [];
    expect(await runJob(store, counting(ran), 'job-a', { deadline: Date.now() + 10_000, maxSteps: 2 })).toEqual({ steps: 2, done: false, busy: false });
    expect((await store.get(COLLECTIONS.imports, 'job-a'))?.data).toMatchObject({ enrichedChunks: 2, lease: null });
    expect(await runJob(store, counting(ran), 'job-a', { deadline: Date.now() + 10_000 })).toEqual({ steps: 3, done: true, busy: false });
    expect(ran).toEqual(['job-a:1', 'job-a:2', 'job-a:3', 'job-a:4', 'job-a:5']);
    // A finished job is not taken again.
    expect(await runJob(store, counting(ran), 'job-a', { deadline: Date.now() + 10_000 })).toEqual({ steps: 0, done: false, busy: true });
  });

  it('leaves a job another live runner holds; takes it over once that lease lapsed', async () => {
    const held = { ...job(2), lease: { owner: 'runner-alive', until: new Date(Date.now() + 60_000).toISOString() } };
    await store.create(COLLECTIONS.imports, 'job-b', held);
    const ran: string[] = [];
    expect(await runJob(store, counting(ran), 'job-b', { deadline: Date.now() + 10_000 })).toEqual({ steps: 0, done: false, busy: true });
    const stored = await store.get(COLLECTIONS.imports, 'job-b');
    await store.update(COLLECTIONS.imports, 'job-b', stored!.version, { lease: { owner: 'runner-dead', until: new Date(Date.now() - 1).toISOString() } });
    expect(await runJob(store, counting(ran), 'job-b', { deadline: Date.now() + 10_000 })).toEqual({ steps: 2, done: true, busy: false });
    expect(ran).toEqual(['job-b:1', 'job-b:2']);
  });

  it('stops taking steps at the deadline', async () => {
    await store.create(COLLECTIONS.imports, 'job-c', job(3));
    expect(await runJob(store, counting([]), 'job-c', { deadline: Date.now() - 1 })).toEqual({ steps: 0, done: false, busy: false });
  });
});
