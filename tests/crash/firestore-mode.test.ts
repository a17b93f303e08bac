/**
 * `npm start` in Firestore mode (the official emulator's jar holds the documents): the data survives a stop
 * and a crash. The emulator keeps documents in memory; the launcher saves them after each change and at the
 * stop (scripts/lib/firestore-state.ts), so a crash loses at most the second before it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firestoreEmulatorAvailable } from '../../scripts/lib/firestore-emulator';
import { callFn, signIn } from '../support/emulator-client';
import { crash, launch, leftovers, portsFree, type Launched } from '../support/launcher';
import { accountSavedWithPassword, addColleague, admin, expectNoLockout, PASSWORD, staffList, touchOwnAccess } from './checks';

const found = firestoreEmulatorAvailable();
const localData = mkdtempSync(join(tmpdir(), 'office-firestore-'));
let running: Launched | null = null;

async function start(): Promise<Launched> {
  running = await launch(localData, { OFFICE_MODE: 'firestore' });
  return running;
}

afterAll(async () => {
  if (running && running.npm.exitCode === null && running.npm.signalCode === null) await crash(running);
  await portsFree();
  rmSync(localData, { recursive: true, force: true });
});

if (!found.ok) console.log(`[skipped] npm start in Firestore mode: ${found.reason}`);

describe.skipIf(!found.ok)('npm start in Firestore mode, killed and stopped', () => {
  it('killed once its changes were saved: a colleague and an access change are there after the restart, nobody is locked out', async () => {
    const first = await start();
    expect(first.output()).toContain('Local mode: FIRESTORE');
    expect(first.output()).toContain('first run: the office is seeded below');
    const person = await addColleague(await signIn(admin.email, admin.password));
    // Every audit entry from here on is the access change's or a later write's.
    const changedFrom = new Date().toISOString();
    await touchOwnAccess(await signIn(admin.email, admin.password));
    const version = (await staffList(await signIn(admin.email, admin.password))).find((m) => m.uid === admin.uid)!.version;
    // The launcher saves within a second or two of an audited change, and says through which instant: a save
    // through an entry at or after `changedFrom` holds the access change (its record and entry commit together).
    const savedThrough = () => [...first.output().matchAll(/Documents changed: saved to \.local-data \(through (\S+)\)/g)].map((m) => m[1]!);
    await expect.poll(() => savedThrough().some((at) => at >= changedFrom), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => accountSavedWithPassword(localData, person.email), { timeout: 10_000 }).toBe(true);
    await crash(first);

    const again = await start();
    expect(again.output()).toContain('Starting the Firestore emulator with the saved documents');
    expect(again.output()).toContain('Using the existing local data');
    expect((await callFn('session-me', {}, await signIn(person.email, PASSWORD))).status).toBe(200);
    const members = await expectNoLockout();
    expect(members.find((m) => m.uid === admin.uid)?.version).toBe(version);
  });

  it('runs the notifier on the jar; SIGTERM saves, stops the jar with the rest and leaves nothing running', async () => {
    const current = running ?? (await start());
    // The notifier's pass runs apart (scripts/lib/notifier-ticks.ts) with the functions' environment: the jar's store.
    await expect.poll(() => current.output(), { timeout: 30_000 }).toContain('Notifier: first pass done');
    expect(current.output()).not.toContain('Notifier pass failed');
    process.kill(current.npm.pid!, 'SIGTERM');
    expect(await current.exited).toBe(0);
    await portsFree(5_000);
    expect(leftovers(localData)).toEqual([]);
    expect(current.output()).toContain('Stopped. Local data kept');
    expect(current.output()).not.toContain('Could not save the Firestore data');
  });
});
