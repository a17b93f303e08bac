/**
 * What durability and the emulator gate cost on the Firestore adapter against the official emulator's jar
 * (in process, no functions): 50 writes, one after the other and all at once (each a read-then-write
 * transaction, as the app's writes are), on 50 documents and on one, and 50 counts of a collection each
 * followed by a create into it (as a refusal counted in the transaction is), without the gate, with the gate
 * (emulator-gate.ts) and with the gate and the write journal (write-journal.ts, one fsync per write).
 * Alone: `npx tsx scripts/lib/durability-bench.ts` (a jar on a free port; no app ports).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { fileGate } from '../../functions/src/store/firestore/emulator-gate';
import { FirestoreDocumentStore } from '../../functions/src/store/firestore/firestore-document-store';
import { fileJournal } from '../../functions/src/store/firestore/write-journal';
import { firestoreEmulatorAvailable, startFirestoreEmulator } from './firestore-emulator';

const WRITES = 50;
const SETUPS = ['no gate', 'gate', 'gate + journal'] as const;
type Setup = (typeof SETUPS)[number];
const SHAPES = ['sequential, 50 documents', 'concurrent, 50 documents', 'concurrent, one document', 'concurrent, count + create'] as const;
/** Without the gate these wait out the emulator's 2 s lock timeouts, round after round: not run. */
const DEADLOCKING: readonly (typeof SHAPES)[number][] = ['concurrent, one document', 'concurrent, count + create'];

/** Total milliseconds per shape and setup; null where a setup was not run (DEADLOCKING shapes without the gate). */
export type DurabilityBench = Record<(typeof SHAPES)[number], Record<Setup, number | null>> | { skipped: string };

export async function durabilityCost(): Promise<DurabilityBench> {
  const found = firestoreEmulatorAvailable();
  if (!found.ok) return { skipped: found.reason };
  const jar = await startFirestoreEmulator({ jar: found.jar });
  const saved = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = jar.host;
  const app = initializeApp({ projectId: 'demo-escritorio-bench' }, 'durability-bench');
  const dir = mkdtempSync(join(tmpdir(), 'durability-bench-'));
  try {
    const db = getFirestore(app);
    const storeFor = (setup: Setup) =>
      new FirestoreDocumentStore(db, {
        gate: setup === 'no gate' ? null : fileGate(join(dir, 'locks')),
        journal: setup === 'gate + journal' ? fileJournal(join(dir, 'journal.jsonl')) : null,
      });
    let round = 0;
    const bump = (store: FirestoreDocumentStore, collection: string, id: string) =>
      store.transact(async (tx) => {
        const doc = await tx.get<{ n: number }>(collection, id);
        if (!doc) throw new Error(`${collection}/${id} is missing`);
        return { ops: [{ kind: 'update', collection, id, expectedVersion: doc.version, patch: { n: doc.data.n + 1 } }], result: null };
      });
    const countThenCreate = (store: FirestoreDocumentStore, collection: string, i: number) =>
      store.transact(async (tx) => {
        const n = await tx.count(collection, [{ field: 'n', op: '==', value: 0 }]);
        return { ops: [{ kind: 'create', collection, id: `new${i}`, data: { n: 1, seen: n } }], result: null };
      });
    const timed = async (setup: Setup, shape: (typeof SHAPES)[number]): Promise<number> => {
      const store = storeFor(setup);
      const collection = `bench${++round}`;
      const ids = shape === 'concurrent, one document' ? ['one'] : Array.from({ length: WRITES }, (_, i) => `d${i}`);
      await store.commit(ids.map((id) => ({ kind: 'create', collection, id, data: { n: 0 } })));
      const target = (i: number) => ids[i % ids.length] ?? 'one';
      const started = performance.now();
      if (shape === 'sequential, 50 documents') for (let i = 0; i < WRITES; i++) await bump(store, collection, target(i));
      else if (shape === 'concurrent, count + create') await Promise.all(Array.from({ length: WRITES }, (_, i) => countThenCreate(store, collection, i)));
      else await Promise.all(Array.from({ length: WRITES }, (_, i) => bump(store, collection, target(i))));
      return Math.round(performance.now() - started);
    };
    // The first transactions pay for the client's connection and the JIT: a round before the measured ones.
    await timed('gate', 'concurrent, 50 documents');
    const out = {} as Record<(typeof SHAPES)[number], Record<Setup, number | null>>;
    for (const shape of SHAPES) {
      out[shape] = { 'no gate': null, gate: null, 'gate + journal': null };
      for (const setup of SETUPS) if (!(setup === 'no gate' && DEADLOCKING.includes(shape))) out[shape][setup] = await timed(setup, shape);
    }
    return out;
  } finally {
    await deleteApp(app);
    await jar.stop();
    if (saved === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
    else process.env.FIRESTORE_EMULATOR_HOST = saved;
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printDurability(bench: DurabilityBench): void {
  if ('skipped' in bench) {
    console.log(`\n── Durability and the emulator gate on the Firestore adapter: skipped (${bench.skipped}) ──`);
    return;
  }
  console.log(
    `\n── ${WRITES} read-then-write transactions on the Firestore adapter (the jar), total ms: without the gate, with it, with it and the write journal ──`,
  );
  for (const [shape, times] of Object.entries(bench))
    console.log(`${shape.padEnd(28)} ${SETUPS.map((s) => `${s} ${times[s] === null ? '—' : `${times[s]} ms`}`.padEnd(24)).join('')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) printDurability(await durabilityCost());
