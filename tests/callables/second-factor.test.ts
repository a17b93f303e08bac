/**
 * Verificação em duas etapas over HTTP, with real sign-ins (each its own `auth_time`) on the Auth and Functions
 * emulators: setup and its first code, the refusal of a password alone (callables and the files function), the
 * code once per step, recovery codes once each, another sign-in's session never counting, the limit on wrong
 * codes and its security events, the administrator's reset, and the office's requirement.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  EMULATOR_PORTS,
  FUNCTIONS_REGION,
  LOCAL_PROJECT_ID,
  SECOND_FACTOR,
  SECOND_FACTOR_POLICY_ID,
  type AuditPage,
  type SecondFactorRecoveryCodes,
  type SecondFactorSetup,
  type SecondFactorTeam,
  type SessionMe,
  type StaffCreated,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { callFn, setPasswordFromLink, signIn, type CallResult } from '../support/emulator-client';
import { authenticator, wrongCodeAt } from '../support/second-factor';
import { testStores } from '../support/store';

const PASSWORD = 'Duas#Etapas2026';
const run = Date.now().toString(36);
const seededAdmin = SEED_STAFF.find((s) => s.admin && !s.disabled)!;
const FILES = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/files`;

let adminToken: string;

async function ok<T>(res: Promise<CallResult<T>>): Promise<T> {
  const answer = await res;
  if (answer.status !== 200) throw new Error(`expected 200, got ${answer.status} ${JSON.stringify(answer.error)}`);
  return answer.result as T;
}
const refusal = (res: CallResult) => [res.status, res.error?.details?.id];

interface Person {
  uid: string;
  email: string;
}
/** A new colleague with Clientes (read and write), password set from the first-access link. */
async function colleague(label: string, admin = false): Promise<Person> {
  const email = `2fa-${label}.${run}@barbosaadvocacia.test`;
  const created = await ok(
    callFn<StaffCreated>('staff-create', { email, name: `Pessoa ${label}`, read: ['Clientes'], write: ['Clientes'], admin }, adminToken),
  );
  await setPasswordFromLink(created.passwordSetupLink!, PASSWORD);
  return { uid: created.member.uid, email };
}

/** A password sign-in of its own: `auth_time` has a one-second grain, so each waits for the next second. */
async function freshSignIn(person: Person): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 1100));
  return signIn(person.email, PASSWORD);
}

const me = (token: string) => ok(callFn<SessionMe>('session-me', {}, token));
/** A section call and a write: what a password alone must not reach. */
const listClients = (token: string) => callFn('clients-list', { limit: 1 }, token);

/** Sets the second factor up for `person` on `token`'s sign-in; answers the app and the recovery codes. */
async function enrol(token: string) {
  const setup = await ok(callFn<SecondFactorSetup>('secondFactor-setup', {}, token));
  const app = authenticator(setup.secret);
  const enabled = await ok(callFn<SecondFactorRecoveryCodes>('secondFactor-enable', { code: await app.next() }, token));
  return { setup, app, recoveryCodes: enabled.recoveryCodes };
}

async function auditOf(uid: string, kind: 'change' | 'denied'): Promise<string[]> {
  const page = await ok(callFn<AuditPage>('settings-auditLog', { actor: uid, kind, limit: 100 }, adminToken));
  return page.items.map((e) => e.action);
}

beforeAll(async () => {
  adminToken = await signIn(seededAdmin.email, seededAdmin.password);
}, 60_000);

afterAll(async () => {
  // Whatever happened above, the next suites find the office without the requirement.
  const stores = await testStores();
  const policy = await stores.documents.get(COLLECTIONS.settings, SECOND_FACTOR_POLICY_ID);
  if (policy) await stores.documents.delete(COLLECTIONS.settings, SECOND_FACTOR_POLICY_ID);
  await stores.documents.close();
});

describe('setup, sign-in and recovery', () => {
  let ana: Person;
  let app: ReturnType<typeof authenticator>;
  let recoveryCodes: string[];
  let verifiedToken: string;

  beforeAll(async () => {
    ana = await colleague('ana');
  }, 60_000);

  it('sets up: a QR code and the secret, a wrong first code refused, the right one turns it on with ten recovery codes', async () => {
    const token = await signIn(ana.email, PASSWORD);
    expect((await me(token)).secondFactor).toMatchObject({ state: 'off', enabled: false });
    const setup = await ok(callFn<SecondFactorSetup>('secondFactor-setup', {}, token));
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]+/);
    expect(setup.uri).toContain(`issuer=`);
    expect(decodeURIComponent(setup.uri)).toContain(ana.email);
    expect(setup.qr.size).toBeGreaterThanOrEqual(21);
    expect(setup.qr.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    // Not in force before its first code: the sign-in still reaches everything.
    expect((await listClients(token)).status).toBe(200);

    expect(refusal(await callFn('secondFactor-enable', { code: wrongCodeAt(setup.secret) }, token))).toEqual([403, 'second-factor-code']);
    app = authenticator(setup.secret);
    const enabled = await ok(callFn<SecondFactorRecoveryCodes>('secondFactor-enable', { code: await app.next() }, token));
    recoveryCodes = enabled.recoveryCodes;
    expect(recoveryCodes).toHaveLength(SECOND_FACTOR.recoveryCodes);
    // The sign-in that just typed a code is verified; nothing is stored in clear.
    expect((await me(token)).secondFactor).toMatchObject({ state: 'verified', enabled: true, recoveryCodesLeft: 10 });
    expect((await listClients(token)).status).toBe(200);
    const stores = await testStores();
    const stored = await stores.documents.get(COLLECTIONS.secondFactors, ana.uid);
    await stores.documents.close();
    expect(JSON.stringify(stored?.data)).not.toContain(recoveryCodes[0]!.replace('-', ''));
    expect(await auditOf(ana.uid, 'change')).toEqual(expect.arrayContaining(['secondFactor.setup', 'secondFactor.enable']));
  });

  it('refuses a fresh password sign-in with second-factor-required (callables and files), while session-me says to ask for the code', async () => {
    const token = await freshSignIn(ana);
    expect(refusal(await listClients(token))).toEqual([403, 'second-factor-required']);
    expect(refusal(await callFn('clients-create', { client: {} }, token))).toEqual([403, 'second-factor-required']);
    expect(refusal(await callFn('dashboard-summary', {}, token))).toEqual([403, 'second-factor-required']);
    const file = await fetch(`${FILES}/clients/cli-001`, { headers: { authorization: `Bearer ${token}` } });
    expect(file.status).toBe(403);
    expect(((await file.json()) as { error: { details: { id: string } } }).error.details.id).toBe('second-factor-required');
    expect((await me(token)).secondFactor).toMatchObject({ state: 'challenge', enabled: true, verifiedUntil: null });
    // A password alone cannot replace the secret of someone who has the second factor on.
    expect(refusal(await callFn('secondFactor-setup', {}, token))).toEqual([400, 'invalid-state']);
    // The refused write is a security event in the person's history.
    expect(await auditOf(ana.uid, 'denied')).toContain('denied.second-factor-required');
  });

  it('opens a sign-in with the right code, refuses the same code again, and never counts one sign-in for another', async () => {
    verifiedToken = await freshSignIn(ana);
    const code = await app.next();
    const verified = await ok(callFn<{ verifiedUntil: string }>('secondFactor-verify', { method: 'totp', code }, verifiedToken));
    expect(Date.parse(verified.verifiedUntil) - Date.now()).toBeGreaterThan((SECOND_FACTOR.sessionHours - 0.1) * 3_600_000);
    expect((await listClients(verifiedToken)).status).toBe(200);
    expect((await me(verifiedToken)).secondFactor.state).toBe('verified');

    const other = await freshSignIn(ana);
    const replay = await callFn('secondFactor-verify', { method: 'totp', code }, other);
    expect(refusal(replay)).toEqual([403, 'second-factor-code']);
    expect(replay.error?.details?.reason).toMatch(/já foi usado/);
    // Another sign-in with the same password has no verified session, whatever the first one did.
    expect(refusal(await listClients(other))).toEqual([403, 'second-factor-required']);
    expect((await listClients(verifiedToken)).status).toBe(200);
    expect(await auditOf(ana.uid, 'change')).toContain('secondFactor.verify');
  });

  it('takes a recovery code once', async () => {
    const first = await freshSignIn(ana);
    // As shown ("abcde-fghjk"), typed in capitals: case and the hyphen do not matter.
    expect(recoveryCodes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const typed = recoveryCodes[0]!.toUpperCase();
    await ok(callFn('secondFactor-verify', { method: 'recovery', code: typed }, first));
    expect((await listClients(first)).status).toBe(200);
    expect((await me(first)).secondFactor.recoveryCodesLeft).toBe(9);
    const second = await freshSignIn(ana);
    expect(refusal(await callFn('secondFactor-verify', { method: 'recovery', code: recoveryCodes[0]! }, second))).toEqual([403, 'second-factor-code']);
    expect(refusal(await listClients(second))).toEqual([403, 'second-factor-required']);
    expect(await auditOf(ana.uid, 'change')).toContain('secondFactor.recovery');
  });

  it('regenerates recovery codes with a code of now: the old ones stop working', async () => {
    const fresh = await ok(callFn<SecondFactorRecoveryCodes>('secondFactor-recoveryCodes', { method: 'totp', code: await app.next() }, verifiedToken));
    expect(fresh.recoveryCodes).toHaveLength(10);
    const token = await freshSignIn(ana);
    expect(refusal(await callFn('secondFactor-verify', { method: 'recovery', code: recoveryCodes[1]! }, token))).toEqual([403, 'second-factor-code']);
    await ok(callFn('secondFactor-verify', { method: 'recovery', code: fresh.recoveryCodes[1]! }, token));
    recoveryCodes = fresh.recoveryCodes;
  });

  it("lets an administrator reset it: the colleague's sessions end, the next sign-in goes in and may set it up again", async () => {
    const challenged = await freshSignIn(ana);
    expect(refusal(await listClients(challenged))).toEqual([403, 'second-factor-required']);
    expect(Object.keys((await ok(callFn<SecondFactorTeam>('secondFactor-team', {}, adminToken))).enabled)).toContain(ana.uid);
    // Only administrators: the colleague cannot reset it on a password alone, nor anyone without the admin flag.
    expect(refusal(await callFn('secondFactor-reset', { uid: ana.uid }, challenged))).toEqual([403, 'second-factor-required']);
    expect(refusal(await callFn('secondFactor-reset', { uid: ana.uid }, verifiedToken))).toEqual([403, 'admin-only']);

    await ok(callFn('secondFactor-reset', { uid: ana.uid }, adminToken));
    expect(Object.keys((await ok(callFn<SecondFactorTeam>('secondFactor-team', {}, adminToken))).enabled)).not.toContain(ana.uid);
    expect((await me(challenged)).secondFactor.state).toBe('off');
    expect((await listClients(challenged)).status).toBe(200);
    const stores = await testStores();
    const sessions = await stores.documents.list(COLLECTIONS.secondFactorSessions, { where: [{ field: 'uid', op: '==', value: ana.uid }], limit: 10 });
    await stores.documents.close();
    expect(sessions.docs).toHaveLength(0);
    expect(await auditOf(seededAdmin.uid, 'change')).toContain('secondFactor.reset');

    // Set up again: a new sign-in needs the new app's code, and the earlier enrolment's recovery codes count for
    // nothing (Ana's fifth wrong code in this window: the last this suite spends on her).
    const again = await enrol(challenged);
    const next = await freshSignIn(ana);
    await ok(callFn('secondFactor-verify', { method: 'totp', code: await again.app.next() }, next));
    expect((await listClients(next)).status).toBe(200);
    const last = await freshSignIn(ana);
    expect(refusal(await callFn('secondFactor-verify', { method: 'recovery', code: recoveryCodes[2]! }, last))).toEqual([403, 'second-factor-code']);
    expect(refusal(await listClients(last))).toEqual([403, 'second-factor-required']);
  });
});

describe('the limit on wrong codes', () => {
  it(`refuses every code after ${SECOND_FACTOR.attemptsPerWindow} wrong ones, the right one included, and records each refusal`, async () => {
    const bruno = await colleague('bruno');
    const { app } = await enrol(await signIn(bruno.email, PASSWORD));
    const token = await freshSignIn(bruno);
    for (let i = 0; i < SECOND_FACTOR.attemptsPerWindow; i++) {
      expect(refusal(await callFn('secondFactor-verify', { method: 'totp', code: wrongCodeAt(app.secret) }, token))).toEqual([403, 'second-factor-code']);
    }
    const locked = await callFn('secondFactor-verify', { method: 'totp', code: await app.next() }, token);
    expect(refusal(locked)).toEqual([429, 'second-factor-locked']);
    expect(locked.error?.message).toMatch(/Aguarde/);
    expect(refusal(await listClients(token))).toEqual([403, 'second-factor-required']);
    const denied = await auditOf(bruno.uid, 'denied');
    expect(denied.filter((a) => a === 'denied.second-factor-code')).toHaveLength(SECOND_FACTOR.attemptsPerWindow);
    expect(denied).toContain('denied.second-factor-locked');
  });
});

describe("the office's requirement", () => {
  let carla: Person;
  let dora: Person;
  let doraToken: string;
  let doraApp: ReturnType<typeof authenticator>;

  beforeAll(async () => {
    [carla, dora] = await Promise.all([colleague('carla'), colleague('dora', true)]);
  }, 60_000);
  // Dora administers: disabled afterwards, so later suites find the seeded administrator the only active one.
  afterAll(async () => {
    const stores = await testStores();
    const current = (await stores.documents.get(COLLECTIONS.staff, dora.uid))!;
    await stores.documents.close();
    const off = await callFn('staff-setDisabled', { uid: dora.uid, expectedVersion: current.version, disabled: true }, adminToken);
    expect(off.status, JSON.stringify(off.error)).toBe(200);
  });

  it('is turned on only by an administrator who has the second factor on', async () => {
    const team = await ok(callFn<SecondFactorTeam>('secondFactor-team', {}, adminToken));
    expect(team.required).toBe(false);
    const notYet = await signIn(dora.email, PASSWORD);
    const refused = await callFn('secondFactor-setRequired', { required: true, expectedVersion: team.version }, notYet);
    expect(refusal(refused)).toEqual([400, 'invalid-state']);
    const enrolled = await enrol(notYet);
    doraToken = notYet;
    doraApp = enrolled.app;
    const after = await ok(callFn<SecondFactorTeam>('secondFactor-setRequired', { required: true, expectedVersion: team.version }, doraToken));
    expect(after.required).toBe(true);
  });

  it('takes whoever has not set it up to the setup: nothing else answers until then', async () => {
    const token = await signIn(carla.email, PASSWORD);
    expect(refusal(await listClients(token))).toEqual([403, 'second-factor-setup-required']);
    expect((await me(token)).secondFactor).toMatchObject({ state: 'setup-required', required: true, enabled: false });
    const { app } = await enrol(token);
    expect((await listClients(token)).status).toBe(200);
    // While required, it cannot be turned off.
    expect(refusal(await callFn('secondFactor-disable', { method: 'totp', code: await app.next() }, token))).toEqual([400, 'invalid-state']);
  });

  it('turned off again, lets a person turn their own second factor off with a code of now', async () => {
    const team = await ok(callFn<SecondFactorTeam>('secondFactor-team', {}, doraToken));
    await ok(callFn('secondFactor-setRequired', { required: false, expectedVersion: team.version }, doraToken));
    expect(refusal(await callFn('secondFactor-disable', { method: 'totp', code: wrongCodeAt(doraApp.secret) }, doraToken))).toEqual([
      403,
      'second-factor-code',
    ]);
    await ok(callFn('secondFactor-disable', { method: 'totp', code: await doraApp.next() }, doraToken));
    const next = await freshSignIn(dora);
    expect((await me(next)).secondFactor.state).toBe('off');
    expect((await listClients(next)).status).toBe(200);
    expect(await auditOf(dora.uid, 'change')).toEqual(expect.arrayContaining(['secondFactor.setRequired', 'secondFactor.disable']));
  });
});
