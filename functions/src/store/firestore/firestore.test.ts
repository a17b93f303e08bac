import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentStoreContract } from '../contract/document-store.contract';
import { fileStoreContract } from '../contract/file-store.contract';
import { CloudFileStore } from './cloud-file-store';
import { fileGate } from './emulator-gate';
import { FirestoreDocumentStore } from './firestore-document-store';
import { fileJournal, readJournal, replayJournal } from './write-journal';

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;

if (firestoreHost) {
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-escritorio', storageBucket: 'demo-escritorio.appspot.com' }, 'contract');
  const db = getFirestore(app);
  documentStoreContract(`Firestore emulator at ${firestoreHost}`, async () => new FirestoreDocumentStore(db), {
    store: new FirestoreDocumentStore(db, { transactionAttempts: 1 }),
    // Another transaction that read the document holds its lock until it ends; a write meanwhile is aborted.
    hold: async (collection, id) => {
      let release = (): void => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding = (): void => undefined;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const transaction = db.runTransaction(
        async (tx) => {
          await tx.get(db.collection(collection).doc(id));
          holding();
          await released;
        },
        { maxAttempts: 1 },
      );
      await Promise.race([held, transaction]);
      return async () => {
        release();
        await transaction;
      };
    },
  });
  it('with the emulator gate, ten read-then-write transactions on one document each commit at their first attempt', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gate-'));
    const store = new FirestoreDocumentStore(db, { gate: fileGate(join(dir, 'gate.lock')) });
    await store.create('gateProbe', 'counter', { n: 0 });
    let attempts = 0;
    await Promise.all(
      Array.from({ length: 10 }, () =>
        store.transact(async (tx) => {
          attempts++;
          const doc = await tx.get<{ n: number }>('gateProbe', 'counter');
          return {
            ops: [{ kind: 'update', collection: 'gateProbe', id: 'counter', expectedVersion: doc!.version, patch: { n: doc!.data.n + 1 } }],
            result: null,
          };
        }),
      ),
    );
    expect((await store.get<{ n: number }>('gateProbe', 'counter'))?.data.n).toBe(10);
    // Without the gate the emulator deadlocks such pairs until its 2 s lock timeout and the client retries them.
    expect(attempts).toBe(10);
    rmSync(dir, { recursive: true, force: true });
  });
  it('with the emulator gate, ten counts of a collection each followed by a create into it commit at their first attempt', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gate-'));
    const store = new FirestoreDocumentStore(db, { gate: fileGate(join(dir, 'locks')) });
    let attempts = 0;
    // The emulator locks a queried collection: without the gate each such pair waits out its lock timeout.
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        store.transact(async (tx) => {
          attempts++;
          const n = await tx.count('gateCounted', [{ field: 'kind', op: '==', value: 'x' }]);
          return { ops: [{ kind: 'create', collection: 'gateCounted', id: `c${i}`, data: { kind: 'x', seen: n } }], result: null };
        }),
      ),
    );
    const page = await store.list<{ seen: number }>('gateCounted', { limit: 20 });
    // One serial order: each saw the ones committed before it.
    expect(page.docs.map((d) => d.data.seen).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(attempts).toBe(10);
    rmSync(dir, { recursive: true, force: true });
  });
  it('with the emulator gate, transactions on different documents are inside at the same time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gate-'));
    const store = new FirestoreDocumentStore(db, { gate: fileGate(join(dir, 'locks')) });
    await store.commit(Array.from({ length: 5 }, (_, i) => ({ kind: 'create' as const, collection: 'gateApart', id: `d${i}`, data: { n: 0 } })));
    let inside = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        store.transact(async (tx) => {
          const doc = await tx.get<{ n: number }>('gateApart', `d${i}`);
          most = Math.max(most, ++inside);
          await new Promise((r) => setTimeout(r, 50));
          inside--;
          return { ops: [{ kind: 'update', collection: 'gateApart', id: `d${i}`, expectedVersion: doc!.version, patch: { n: 1 } }], result: null };
        }),
      ),
    );
    expect(most).toBeGreaterThan(1);
    rmSync(dir, { recursive: true, force: true });
  });
  it('with the write journal, every committed write is journaled, and a replay onto an emptied store restores each document as it was', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'journal-'));
    const path = join(dir, 'current.jsonl');
    const store = new FirestoreDocumentStore(db, { gate: fileGate(join(dir, 'gate.lock')), journal: fileJournal(path) });
    const c = 'journalProbe';
    await store.create(c, 'a', { name: 'Ana', n: 2, x: 1.5, nested: { list: [1, 'b', null, true] } });
    await store.update(c, 'a', 1, { name: 'Ana Maria' });
    await store.commit([
      { kind: 'create', collection: c, id: 'b', data: { name: 'Bia' } },
      { kind: 'create', collection: c, id: 'gone', data: { name: 'Temporário' } },
    ]);
    await store.transact(async (tx) => {
      const b = await tx.get<{ name: string }>(c, 'b');
      return {
        ops: [
          { kind: 'update', collection: c, id: 'b', expectedVersion: b!.version, patch: { name: `${b!.data.name} Souza` } },
          { kind: 'delete', collection: c, id: 'gone' },
        ],
        result: null,
      };
    });
    // A refused write journals nothing.
    await expect(store.update(c, 'a', 1, { name: 'Velha' })).rejects.toThrow();
    expect(readJournal(path).map((entry) => entry.map((w) => `${w.id}:${w.state ? String(w.state._version) : 'deleted'}`))).toEqual([
      ['a:1'],
      ['a:2'],
      ['b:1', 'gone:1'],
      ['b:2', 'gone:deleted'],
    ]);
    const before = await store.getMany(c, ['a', 'b', 'gone']);
    // What the emulator would hold after a crash that lost everything since the last save.
    await Promise.all(['a', 'b'].map((id) => db.collection(c).doc(id).delete()));
    await db.collection(c).doc('gone').set({ name: 'Temporário', _version: 1, _createdAt: 'x', _updatedAt: 'x' });
    for (let round = 0; round < 2; round++) {
      expect(await replayJournal(firestoreHost, process.env.GCLOUD_PROJECT ?? 'demo-escritorio', [path])).toBe(3);
      expect(await store.getMany(c, ['a', 'b', 'gone'])).toEqual(before);
    }
    expect(before.map((d) => d?.data.name ?? null)).toEqual(['Ana Maria', 'Bia Souza', null]);
    rmSync(dir, { recursive: true, force: true });
  });
  if (storageHost) fileStoreContract(`Storage emulator at ${storageHost}`, async () => new CloudFileStore(getStorage(app).bucket()));
  else {
    const reason = 'FIREBASE_STORAGE_EMULATOR_HOST is not set: the Storage emulator needs firebase-tools and Java 21';
    console.log(`[skipped] Cloud Storage adapter contract: ${reason}`);
    describe.skip(`FileStore contract: Cloud Storage (${reason})`, () => {
      it('runs against the Storage emulator only', () => undefined);
    });
  }
} else {
  const reason =
    'FIRESTORE_EMULATOR_HOST is not set: `npm test` starts the official Firestore emulator when its jar is installed (google-cloud-cli-firestore-emulator, or FIRESTORE_EMULATOR_JAR)';
  console.log(`[skipped] Firestore adapter contract: ${reason}`);
  describe.skip(`DocumentStore contract: Firestore (${reason})`, () => {
    it('runs against the official emulator only', () => undefined);
  });
}
