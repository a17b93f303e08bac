/**
 * Security issue 53, item 2: registering a future colleague's address first must not take their access. A stranger
 * signs up at /auth/Register with the address and never confirms it; when an administrator adds that address,
 * staff-create takes the account over for the address's owner (new password, sessions ended, a first-access link)
 * instead of granting the stranger's account. A confirmed registration is still granted as it is (staff-admin tests).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type ClientRecord, type Page, type SessionMe, type StaffCreated } from '@office/domain';
import { EMULATOR_PORTS, LOCAL_PROJECT_ID } from '@office/domain/config';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { callFn, setPasswordFromLink, signIn, signUp, updateAccount } from '../support/emulator-client';
import { testStores } from '../support/store';
import type { Stores } from '../../functions/src/store/open-stores';

const AUTH = `http://127.0.0.1:${EMULATOR_PORTS.auth}`;
const admin = SEED_STAFF.find((s) => s.admin)!;
const run = Date.now().toString(36);
const STRANGER_PASSWORD = 'Estranho#2026';
let adminToken: string;
let stores: Stores;

beforeAll(async () => {
  adminToken = await signIn(admin.email, admin.password);
  stores = await testStores();
});
afterAll(async () => stores?.documents.close());

/** The Auth account as the console sees it. */
async function account(uid: string): Promise<{ displayName?: string; emailVerified?: boolean; validSince?: string; email?: string }> {
  const response = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/projects/${LOCAL_PROJECT_ID}/accounts:lookup`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ localId: [uid] }),
  });
  const body = (await response.json()) as { users?: { displayName?: string; emailVerified?: boolean; validSince?: string; email?: string }[] };
  return body.users?.[0] ?? {};
}

/** Sets a new password with an ID token, as the SDK's updatePassword does; the Auth server's answer. */
async function changePassword(idToken: string, password: string): Promise<string> {
  const response = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { error?: { message: string } };
  return response.ok ? 'ok' : (body.error?.message ?? String(response.status));
}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; sv?: number };

async function auditFor(uid: string): Promise<{ action: string; actor: string; changedFields: string[] }[]> {
  const page = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'entityId', op: '==', value: uid }], orderBy: [{ field: 'at' }], limit: 50 });
  return page.docs.map((d) => d.data as unknown as { action: string; actor: string; changedFields: string[] });
}

describe('staff-create for an address a stranger registered without confirming it', () => {
  it('takes the account over for the address’s owner: the stranger is out, the first-access link gets in', async () => {
    const email = `novo.socio.${run}@barbosaadvocacia.test`;
    const stranger = await signUp(email, STRANGER_PASSWORD);
    await updateAccount(stranger.idToken, { displayName: 'Sócio Novo' });
    const strangerToken = await signIn(email, STRANGER_PASSWORD);
    expect((await account(stranger.uid)).emailVerified).toBe(false);
    // Revocation is to the second (tokens issued in the second it happens stay good): the stranger's session is older.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const res = await callFn<StaffCreated>('staff-create', { email, name: 'Novo Sócio', read: ['Clientes'], write: [] }, adminToken);
    expect(res.status).toBe(200);
    // The stranger's password no longer signs in (before, it did, and that session read the office's clients).
    await expect(signIn(email, STRANGER_PASSWORD)).rejects.toThrow(/INVALID_(PASSWORD|LOGIN_CREDENTIALS)/);
    expect(res.result).toMatchObject({ resetUnconfirmedAccount: true, member: { uid: stranger.uid, email, name: 'Novo Sócio' } });
    expect(res.result?.passwordSetupLink).toMatch(/oobCode=/);
    expect(await auditFor(stranger.uid)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'staff.resetUnconfirmedAccount', actor: admin.uid, changedFields: ['password'] }),
        expect.objectContaining({ action: 'staff.create', actor: admin.uid }),
      ]),
    );

    // The account is the owner's now: the name from the form, and sessions from before the takeover are over.
    const taken = await account(stranger.uid);
    expect(taken).toMatchObject({ email, displayName: 'Novo Sócio', emailVerified: false });
    expect(Number(taken.validSince)).toBeGreaterThan(claimsOf(strangerToken).iat);

    // Their old token carries no claims version: every section call refuses it, whatever it asks.
    for (const token of [strangerToken, stranger.idToken]) {
      expect(claimsOf(token).sv).toBeUndefined();
      const clients = await callFn<Page<ClientRecord>>('clients-list', { limit: 5 }, token);
      expect([clients.status, clients.error?.details?.id, clients.result]).toEqual([403, 'claims-stale', undefined]);
      const dashboard = await callFn('dashboard-summary', {}, token);
      expect([dashboard.status, dashboard.result]).toEqual([403, undefined]);
      // Nor can it give the account a password of its own choosing (the Auth server checks revocation there).
      expect(await changePassword(token, 'Outra#Senha2026')).toMatch(/TOKEN_EXPIRED|INVALID_ID_TOKEN/);
    }

    // The address's owner sets a password with the link and reads what was granted.
    await setPasswordFromLink(res.result!.passwordSetupLink!, 'Socio#Novo2026');
    const ownerToken = await signIn(email, 'Socio#Novo2026');
    const me = await callFn<SessionMe>('session-me', {}, ownerToken);
    expect(me.result).toMatchObject({ uid: stranger.uid, name: 'Novo Sócio', scopes: { read: ['Clientes'], write: [] } });
    const clients = await callFn<Page<ClientRecord>>('clients-list', { limit: 5 }, ownerToken);
    expect(clients.status).toBe(200);
    expect(clients.result?.items.length).toBeGreaterThan(0);
    await expect(signIn(email, STRANGER_PASSWORD)).rejects.toThrow(/INVALID_(PASSWORD|LOGIN_CREDENTIALS)/);
  });

  it('takes over a declined (disabled) unconfirmed sign-up too, and enables it for the owner', async () => {
    const email = `recusado.${run}@barbosaadvocacia.test`;
    const stranger = await signUp(email, STRANGER_PASSWORD);
    expect((await callFn('staff-decline', { uid: stranger.uid }, adminToken)).status).toBe(200);
    const res = await callFn<StaffCreated>('staff-create', { email, name: 'Colega Recusado', read: ['Agenda'], write: [] }, adminToken);
    expect(res.result).toMatchObject({ resetUnconfirmedAccount: true, member: { uid: stranger.uid, disabled: false } });
    await expect(signIn(email, STRANGER_PASSWORD)).rejects.toThrow(/INVALID_(PASSWORD|LOGIN_CREDENTIALS)|USER_DISABLED/);
    await setPasswordFromLink(res.result!.passwordSetupLink!, 'Colega#Agenda2026');
    const me = await callFn<SessionMe>('session-me', {}, await signIn(email, 'Colega#Agenda2026'));
    expect(me.result?.scopes).toEqual({ read: ['Agenda'], write: [] });
  });

  it('never resets a team member’s account, even one whose first access is still pending', async () => {
    const email = `pendente.${run}@barbosaadvocacia.test`;
    const created = await callFn<StaffCreated>('staff-create', { email, name: 'Colega Pendente', read: ['Agenda'], write: [] }, adminToken);
    expect(created.result).toMatchObject({ resetUnconfirmedAccount: false });
    const again = await callFn('staff-create', { email, name: 'Outro Nome', read: ['Clientes'], write: ['Clientes'] }, adminToken);
    expect([again.status, again.error?.details?.id]).toEqual([409, 'already-exists']);
    expect((await account(created.result!.member.uid)).displayName).toBe('Colega Pendente');
    // The link given the first time still works: nothing was reset.
    await setPasswordFromLink(created.result!.passwordSetupLink!, 'Pendente#2026');
    const me = await callFn<SessionMe>('session-me', {}, await signIn(email, 'Pendente#2026'));
    expect(me.result?.scopes).toEqual({ read: ['Agenda'], write: [] });
  });
});
