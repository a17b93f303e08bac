/// <reference types="vite/client" />
/**
 * The authorization matrix: every callable of the registry called as each kind of caller, with real ID tokens,
 * and the immediate effect of taking access away. The read-only and read+write callers hold one label each, the
 * one of the section the row declares, so a callable guarded by the wrong section fails its row.
 *
 * A plain read's row is derived from its contract (tests/support/access-matrix.ts); every other operation's row
 * is written by hand in ./<group>.ts, the file of its group (`finance-pay` in ./finance.ts), which may also
 * replace a derived row with its own input or outcomes. One test file runs them all, so the callers are made once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLE_NAMES, type CallableName, type DashboardSummary, EMULATOR_PORTS, type LawsuitPage, sectionById, type StaffMember } from '@office/domain';
import { resumeImports } from '../../../functions/src/callables/imports/job/steps';
import { resumeFileImports } from '../../../functions/src/callables/fileImports/job/steps';
import { exportsPass } from '../../../functions/src/entities/exports/export-pass';
import { typedStores } from '../../../functions/src/store/typed';
import { apiUrls } from '../../support/court-standin/server';
import { testStores } from '../../support/store';
import { callFn, signIn, type CallResult } from '../../support/emulator-client';
import { asAdmin, newStaff, PASSWORD, refresh, signInCallers, tokenOf } from '../../support/access-callers';
import { derivedRow, ROLES, type Role, type Row } from '../../support/access-matrix';

const groupFiles = import.meta.glob<{ default: Partial<Record<CallableName, Row>> }>(['./*.ts', '!./*.test.ts'], { eager: true });
/** The hand-written rows, each file's in its order, and the ones written in a file that is not their group's. */
const handRows = new Map<string, Row>();
const misplaced: string[] = [];
for (const [path, file] of Object.entries(groupFiles)) {
  const group = path.replace(/^\.\/(.*)\.ts$/, '$1');
  for (const [name, row] of Object.entries(file.default)) {
    if (!name.startsWith(`${group}-`)) misplaced.push(`${name} in ${path}`);
    if (row) handRows.set(name, row);
  }
}
/** The rows derived from their contracts, for the operations with no hand-written row (a write has none). */
const derivedRows = new Map<string, Row>();
for (const name of CALLABLE_NAMES) {
  const row = handRows.has(name) ? null : derivedRow(name);
  if (row) derivedRows.set(name, row);
}
const groupOf = (name: string) => name.split('-')[0] ?? name;
/**
 * The order the rows run in: group by group; in a group the derived reads first, then the hand rows in their
 * file's order, which a row may rely on (an intimação one row treats is one the next cannot find untreated).
 */
const MATRIX = [
  ...[...derivedRows].map(([name, row]) => ({ name, row, derived: true })),
  ...[...handRows].map(([name, row]) => ({ name, row, derived: false })),
].sort((a, b) => (groupOf(a.name) < groupOf(b.name) ? -1 : groupOf(a.name) > groupOf(b.name) ? 1 : 0));

beforeAll(signInCallers, 240_000);

/**
 * The jobs the rows started (imports of every kind, ZIP imports, exports) run to their end here, in this process on
 * the same store: left queued, the next file's notifier pass would run them all inside its own timed test.
 */
afterAll(async () => {
  process.env.DATAJUD_URL ??= apiUrls(`http://127.0.0.1:${EMULATOR_PORTS.courts}`).datajudUrl;
  const typed = typedStores(await testStores());
  const deadline = Date.now() + 120_000;
  await resumeImports(typed, deadline);
  await resumeFileImports(typed, deadline);
  await exportsPass(typed, deadline);
}, 150_000);

describe('authorization matrix over HTTP', () => {
  it('has a row for every callable of the registry, and no row for a callable that does not exist', () => {
    // A write, or a read whose input needs values, has no derived row: it needs one in ./<group>.ts.
    expect([...handRows.keys(), ...derivedRows.keys()].sort()).toEqual([...CALLABLE_NAMES].sort());
    expect(misplaced, 'rows written outside their group’s file').toEqual([]);
  });

  for (const { name, row, derived } of MATRIX) {
    const origin = derived ? ', derived from its contract' : '';
    describe(`${name} (callers hold ${sectionById(row.section).label}${origin})`, () => {
      /**
       * The refused callers' calls, made before the row's allowed ones and all at once: a refusal changes nothing
       * the others read (each caller is its own person), so they need not wait for each other. Inputs are still
       * built one after another, as a row's input may make a record or take the next one not yet used.
       * (Measured on the callables' emulators, 04/12/2026: the file took 102 s one call at a time, 73 s so.)
       */
      const refusals = new Map<Role, Promise<CallResult>>();
      beforeAll(async () => {
        const refused = ROLES.filter((r) => row.expect[r] !== 'ok');
        if (refused.length === 0) return;
        // An input that does not depend on the caller is built once for all of them (a refusal uses nothing up).
        const callerFree = row.input.length === 0;
        const shared = callerFree ? await row.input(undefined) : undefined;
        const inputs: unknown[] = [];
        for (const role of refused) inputs.push(callerFree ? shared : await row.input(tokenOf(role, row.section)));
        // Sent once every input is built (sent as each was ready, the file took 81 and 84 s against 73 and 79).
        refused.forEach((role, i) => refusals.set(role, callFn(name, inputs[i], tokenOf(role, row.section))));
        await Promise.allSettled(refusals.values());
      });

      for (const role of ROLES) {
        const expected = row.expect[role];
        it(`${role} → ${expected === 'ok' ? 'allowed' : `${expected[0]} ${expected[1]}`}`, async () => {
          if (expected === 'ok') {
            const token = tokenOf(role, row.section);
            const res: CallResult = await callFn(name, await row.input(token), token);
            expect(res.error).toBeUndefined();
            expect(res.status).toBe(200);
            if (row.changesCaller) await refresh(role, row.section);
          } else {
            const res = await refusals.get(role)!;
            expect([res.status, res.error?.details?.id]).toEqual(expected);
          }
        });
      }
    });
  }
});

describe('taking access away takes effect on the very next call', () => {
  it('a revoked read label: the old token is refused, and a refreshed one too', async () => {
    const { member: m, email } = await newStaff('revogado', ['Sobre', 'Agenda'], []);
    const token = await signIn(email, PASSWORD);
    expect((await callFn('about-get', {}, token)).status).toBe(200);

    await asAdmin('staff-setScopes', { uid: m.uid, expectedVersion: m.version, read: ['Agenda'], write: [] });

    const stale = await callFn('about-get', {}, token);
    expect([stale.status, stale.error?.details?.id]).toEqual([403, 'claims-stale']);
    const fresh = await signIn(email, PASSWORD);
    const refused = await callFn('about-get', {}, fresh);
    expect([refused.status, refused.error?.details?.id]).toEqual([403, 'missing-scope']);
  });

  it('a disabled account: refused on its next call, and it can no longer sign in', async () => {
    const { member: m, email } = await newStaff('bloqueado', ['Sobre'], []);
    const token = await signIn(email, PASSWORD);
    expect((await callFn('about-get', {}, token)).status).toBe(200);
    await asAdmin('staff-setDisabled', { uid: m.uid, expectedVersion: m.version, disabled: true });
    const refused = await callFn('about-get', {}, token);
    expect([refused.status, refused.error?.details?.id]).toEqual([403, 'account-disabled']);
    await expect(signIn(email, PASSWORD)).rejects.toThrow(/USER_DISABLED/);
  });

  it('an unmade administrator loses the admin endpoint at once', async () => {
    const { member: m, email } = await newStaff('admin-temporario', [], []);
    const promoted = await asAdmin<StaffMember>('staff-setAdmin', { uid: m.uid, expectedVersion: m.version, admin: true });
    const token = await signIn(email, PASSWORD);
    expect((await callFn('staff-list', { limit: 1 }, token)).status).toBe(200);
    await asAdmin('staff-setAdmin', { uid: m.uid, expectedVersion: promoted.version, admin: false });
    const stale = await callFn('staff-list', { limit: 1 }, token);
    expect(stale.status).toBe(403);
    const refused = await callFn('staff-list', { limit: 1 }, await signIn(email, PASSWORD));
    expect([refused.status, refused.error?.details?.id]).toEqual([403, 'admin-only']);
  });

  it('a granted label works after the one token refresh the SPA makes on claims-stale', async () => {
    const { member: m, email } = await newStaff('promovido', ['Agenda'], []);
    const token = await signIn(email, PASSWORD);
    expect((await callFn('about-get', {}, token)).error?.details?.id).toBe('missing-scope');
    await asAdmin('staff-setScopes', { uid: m.uid, expectedVersion: m.version, read: ['Agenda', 'Sobre'], write: [] });
    expect((await callFn('about-get', {}, token)).error?.details?.id).toBe('claims-stale');
    expect((await callFn('about-get', {}, await signIn(email, PASSWORD))).status).toBe(200);
  });
});

describe('what a list tells about another section', () => {
  it('"sem prazo aberto" is agenda data: a person with Processos alone gets no count and is refused the list', async () => {
    const { email } = await newStaff('so-processos', ['Processos'], []);
    const token = await signIn(email, PASSWORD);
    const list = await callFn<LawsuitPage>('lawsuits-list', { limit: 1 }, token);
    expect([list.status, list.result?.withoutOpenPrazo]).toEqual([200, null]);
    const refused = await callFn('lawsuits-list', { withoutOpenPrazo: true, limit: 1 }, token);
    expect([refused.status, refused.error?.details?.id]).toEqual([403, 'missing-scope']);
    const summary = await callFn<DashboardSummary>('dashboard-summary', {}, token);
    expect(summary.result?.lawsuits?.withoutOpenPrazo).toBeNull();
  });
});
