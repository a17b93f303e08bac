/**
 * The local runtime survives being stopped and being killed. Each cycle changes access and accounts, ends
 * `npm start` (SIGTERM to npm, or SIGKILL to every process a moment after the change), starts it again on
 * the same data, and checks that nobody is locked out: the administrator signs in and works on the first
 * call, every account's claims match its staff record, and an account lost with the crash can be recreated.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { StaffCreated } from '@office/domain';
import { callFn, setPasswordFromLink, signIn } from '../support/emulator-client';
import { crash, launch, leftovers, portsFree, type Launched } from '../support/launcher';
import { accountSavedWithPassword, addColleague, admin, expectNoLockout, PASSWORD, staffList, touchOwnAccess } from './checks';

const localData = mkdtempSync(join(tmpdir(), 'office-crash-'));
/**
 * Random-delay crash cycles after an access change: one in `npm test`, beside the first test's crash of the
 * same kind (each cycle costs one more start of `npm start`); CRASH_CYCLES=N runs more.
 */
const CYCLES = Number(process.env.CRASH_CYCLES ?? 1);
let running: Launched | null = null;

/** This suite is about the embedded store's durability; firestore-mode.test.ts covers the Firestore mode. */
async function start(env: Record<string, string> = {}): Promise<Launched> {
  running = await launch(localData, { OFFICE_MODE: 'embedded', ...env });
  return running;
}

/** The runtime the previous step left running (each step starts from it, saving a start), or a new one. */
async function runningOrStart(): Promise<Launched> {
  return running ?? start();
}

afterAll(async () => {
  if (running && running.npm.exitCode === null && running.npm.signalCode === null) await crash(running);
  await portsFree();
  rmSync(localData, { recursive: true, force: true });
});

// The steps run in order, each ending with `npm start` running again after its stop or crash.
describe('npm start after SIGKILL and SIGTERM', () => {
  it('after changes the crash kept from being saved, the administrator works at once and a lost account is recreated', async () => {
    // The accounts are not saved during this run, as when the machine dies before the next save.
    const first = await start({ OFFICE_AUTH_SAVE_INTERVAL_MS: '600000' });
    expect(first.output()).toContain('First run');
    await touchOwnAccess(await signIn(admin.email, admin.password));
    // A token minted before the change is stale by design; the next sign-in carries the new version.
    const person = await addColleague(await signIn(admin.email, admin.password));
    await crash(first);

    const again = await start();
    expect(again.output()).toContain(`Staff records with no sign-in account: ${person.email}`);
    const token = await signIn(admin.email, admin.password);
    const listed = (await expectNoLockout()).find((m) => m.uid === person.uid)!;
    expect(listed.hasAccount).toBe(false);
    await expect(signIn(person.email, PASSWORD)).rejects.toThrow();

    const restored = await callFn<StaffCreated>('staff-restoreAccess', { uid: person.uid }, token);
    expect(restored.status, JSON.stringify(restored.error)).toBe(200);
    await setPasswordFromLink(restored.result!.passwordSetupLink!, PASSWORD);
    expect((await callFn('session-me', {}, await signIn(person.email, PASSWORD))).status).toBe(200);
    expect((await staffList(token)).find((m) => m.uid === person.uid)?.hasAccount).toBe(true);

    const twice = await callFn('staff-restoreAccess', { uid: person.uid }, token);
    expect(twice.status).toBe(409);
    expect(twice.error?.details?.fields?._).toContain('já tem conta de acesso');
  });

  it.each(Array.from({ length: CYCLES }, (_, i) => i + 1))(
    'crash %i: killed right after the administrator’s own access changed; nobody is locked out',
    async () => {
      await runningOrStart();
      await touchOwnAccess(await signIn(admin.email, admin.password));
      // Before or after the next save of the accounts: the record is the truth either way.
      await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 1500)));
      await crash(running!);

      const again = await start();
      expect(again.output()).not.toContain('unexpectedly');
      await expectNoLockout();
    },
  );

  it('an account created a moment before the crash is saved with the change, not at exit', async () => {
    await runningOrStart();
    const person = await addColleague(await signIn(admin.email, admin.password));
    await expect.poll(() => accountSavedWithPassword(localData, person.email), { timeout: 10_000 }).toBe(true);
    await crash(running!);

    await start();
    expect((await callFn('session-me', {}, await signIn(person.email, PASSWORD))).status).toBe(200);
    await expectNoLockout();
  });

  it('runs the notifier on the embedded store; SIGTERM to npm stops every emulator and saves the accounts created meanwhile', async () => {
    const current = await runningOrStart();
    // The notifier's pass runs apart (scripts/lib/notifier-ticks.ts) with the functions' environment: SQLite here.
    await expect.poll(() => current.output(), { timeout: 30_000 }).toContain('Notifier: first pass done');
    expect(current.output()).not.toContain('Notifier pass failed');
    const person = await addColleague(await signIn(admin.email, admin.password));
    process.kill(current.npm.pid!, 'SIGTERM');
    expect(await current.exited).toBe(0);
    await portsFree(5_000);
    expect(leftovers(localData)).toEqual([]);
    expect(current.output()).toContain('Stopped. Local data kept');

    await start();
    expect((await callFn('session-me', {}, await signIn(person.email, PASSWORD))).status).toBe(200);
    await expectNoLockout();
  });
});
