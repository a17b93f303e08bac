/**
 * `npm start` in Firestore mode, killed in the middle of a burst of writes: every write the API answered 200
 * for is there after the restart. The emulator holds documents in memory and the launcher exports them only
 * now and then; the write journal (functions/src/store/firestore/write-journal.ts) makes each write durable
 * before it is answered, and the next start replays it (scripts/lib/firestore-state.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cpfCheckDigits, type ClientRecord, type Listed } from '@office/domain';
import { firestoreEmulatorAvailable } from '../../scripts/lib/firestore-emulator';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { callFn, signIn, type CallResult } from '../support/emulator-client';
import { crash, launch, portsFree, type Launched } from '../support/launcher';

const found = firestoreEmulatorAvailable();
const localData = mkdtempSync(join(tmpdir(), 'office-acknowledged-'));
let running: Launched | null = null;

/** Three people who may write Clientes, each sending one call after the other, as fast as they are answered. */
const WRITERS = ['staff-helena-barbosa', 'staff-rafael-moreira', 'staff-juliana-ferreira'].map((uid) => SEED_STAFF.find((s) => s.uid === uid)!);
/** The kill comes once this many writes were acknowledged: the launcher's last export is then behind the answers. */
const KILL_AFTER = 60;

let seq = 300_000_000;
function client(name: string, document = cpfOf(++seq)) {
  return {
    kind: 'pf',
    name,
    document,
    emails: [],
    phones: [],
    address: null,
    notes: '',
    tags: [],
    status: 'ativo',
    responsibleLawyerId: 'staff-rafael-moreira',
  };
}
const cpfOf = (n: number) => String(n) + cpfCheckDigits(String(n));

afterAll(async () => {
  if (running && running.npm.exitCode === null && running.npm.signalCode === null) await crash(running);
  await portsFree();
  rmSync(localData, { recursive: true, force: true });
});

if (!found.ok) console.log(`[skipped] acknowledged writes after a crash in Firestore mode: ${found.reason}`);

describe.skipIf(!found.ok)('npm start in Firestore mode, killed in a burst of writes', () => {
  // Two starts and a burst: more than the suite's default budget, for a loaded machine.
  it('has every created and edited client it answered 200 for after the restart', async () => {
    const first = await launch(localData, { OFFICE_MODE: 'firestore' });
    running = first;
    const tokens = await Promise.all(WRITERS.map((w) => signIn(w.email, w.password)));

    /** What each acknowledged write left: the client's name, document and version as answered. */
    const acknowledged = new Map<string, { name: string; document: string; version: number }>();
    let acks = 0;
    // Set by the writer whose answer reached KILL_AFTER; every writer stops at its next turn.
    const kill: { done: Promise<void> | null } = { done: null };
    const send = (operation: string, data: unknown, token: string): Promise<CallResult<Listed<ClientRecord>> | null> =>
      callFn<Listed<ClientRecord>>(operation, data, token).catch(() => null);
    await Promise.all(
      tokens.map(async (token, w) => {
        let mine: Listed<ClientRecord> | null = null;
        for (let i = 0; kill.done === null; i++) {
          // Every third write edits this person's last client (a transaction on an existing document), the rest create.
          const res: CallResult<Listed<ClientRecord>> | null =
            mine && i % 3 === 2
              ? await send('clients-update', { id: mine.id, expectedVersion: mine.version, client: client(`${mine.name} editado`, mine.document) }, token)
              : await send('clients-create', { client: client(`Cliente Rajada ${w}-${i}`) }, token);
          if (res?.status !== 200 || !res.result) continue;
          mine = res.result;
          acknowledged.set(mine.id, { name: mine.name, document: mine.document, version: mine.version });
          if (++acks === KILL_AFTER) kill.done = crash(first);
        }
      }),
    );
    await kill.done;
    expect(acks).toBeGreaterThanOrEqual(KILL_AFTER);

    const again = await launch(localData, { OFFICE_MODE: 'firestore' });
    running = again;
    expect(again.output()).toContain('Starting the Firestore emulator with the saved documents');
    const token = await signIn(WRITERS[0]!.email, WRITERS[0]!.password);
    const missing: string[] = [];
    for (const [id, want] of acknowledged) {
      const read = await callFn<Listed<ClientRecord>>('clients-get', { id }, token);
      const got = read.result;
      // A write committed but cut off before its answer may also be there, one version on.
      if (read.status !== 200 || !got || got.version < want.version || (got.version === want.version && got.name !== want.name)) {
        missing.push(`${id} v${want.version} (${read.status}${got ? ` v${got.version}` : ''})`);
      }
    }
    expect(missing, `${missing.length} of ${acknowledged.size} acknowledged clients lost or behind`).toEqual([]);
    expect(again.output()).toMatch(/Restored \d+ documents written after the last save from the write journal/);
  }, 400_000);
});
