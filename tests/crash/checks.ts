/** What the crash suites check after each restart, through the app's own callables and the Auth emulator. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { EMULATOR_PORTS, LOCAL_PROJECT_ID, type StaffCreated, type StaffMember, type StaffPage } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { callFn, setPasswordFromLink, signIn } from '../support/emulator-client';

export const admin = SEED_STAFF.find((s) => s.uid === 'staff-helena-barbosa')!;
export const PASSWORD = 'Reinicio#2026';
let people = 0;

export async function staffList(token: string): Promise<StaffPage['items']> {
  const page = await callFn<StaffPage>('staff-list', { limit: 100 }, token);
  expect(page.status, JSON.stringify(page.error)).toBe(200);
  return page.result!.items;
}

/** The custom claims the Auth emulator holds, by uid. */
export async function claimsByUid(): Promise<Map<string, { sv?: number }>> {
  const url = `http://127.0.0.1:${EMULATOR_PORTS.auth}/identitytoolkit.googleapis.com/v1/projects/${LOCAL_PROJECT_ID}/accounts:batchGet?maxResults=-1`;
  const body = (await (await fetch(url, { headers: { Authorization: 'Bearer owner' } })).json()) as { users: { localId: string; customAttributes?: string }[] };
  return new Map(body.users.map((u) => [u.localId, JSON.parse(u.customAttributes ?? '{}') as { sv?: number }]));
}

/** Nobody locked out: the administrator's first call with a fresh sign-in works, and every account's claims carry its record's version. */
export async function expectNoLockout(): Promise<StaffPage['items']> {
  const members = await staffList(await signIn(admin.email, admin.password));
  const claims = await claimsByUid();
  for (const m of members.filter((x) => x.hasAccount)) expect(claims.get(m.uid)?.sv, m.email).toBe(m.version);
  return members;
}

/** Adds a colleague with no sections and sets their password through the setup link. */
export async function addColleague(token: string): Promise<StaffMember> {
  const email = `reinicio.${Date.now().toString(36)}.${++people}@barbosaadvocacia.test`;
  const created = await callFn<StaffCreated>('staff-create', { email, name: `Pessoa Reinício ${people}`, read: [], write: [] }, token);
  expect(created.status, JSON.stringify(created.error)).toBe(200);
  await setPasswordFromLink(created.result!.passwordSetupLink!, PASSWORD);
  return created.result!.member;
}

/** The administrator's own record moves on a version (a section granted or taken back). */
export async function touchOwnAccess(token: string): Promise<void> {
  const me = (await staffList(token)).find((m) => m.uid === admin.uid)!;
  const read = me.scopes.read.includes('Sobre') ? me.scopes.read.filter((l) => l !== 'Sobre') : [...me.scopes.read, 'Sobre'];
  const changed = await callFn(
    'staff-setScopes',
    { uid: admin.uid, expectedVersion: me.version, read, write: me.scopes.write.filter((l) => read.includes(l)) },
    token,
  );
  expect(changed.status, JSON.stringify(changed.error)).toBe(200);
}

/**
 * Whether the launcher's last save of the accounts holds this person with the password set through the link, not
 * only the account: an export can land between staff-create and the password setup. The emulator's fake hash
 * spells the password out.
 */
export function accountSavedWithPassword(localData: string, email: string): boolean {
  const saved = join(localData, 'emulators', 'auth_export', 'accounts.json');
  if (!existsSync(saved)) return false;
  try {
    const users = (JSON.parse(readFileSync(saved, 'utf8')) as { users: { email?: string; passwordHash?: string }[] }).users;
    return users.some((u) => u.email === email && u.passwordHash?.endsWith(`:password=${PASSWORD}`));
  } catch {
    return false; // caught between the two renames of a save
  }
}
