/**
 * The authorization matrix's callers, with real ID tokens: nobody signed in, an account with no staff record, per
 * section a member holding its read label only and one holding its read and write labels, the administrator and
 * a disabled member, and a client account of the portal (the seeded PJ contact); plus a member the admin rows
 * change back and forth, so they never touch the callers.
 */
import { expect } from 'vitest';
import { SCOPE_LABELS, SECTIONS, type SectionId, type StaffCreated, type StaffMember, type StaffPage } from '@office/domain';
import { SEED_PORTAL_ACCOUNTS } from '../../scripts/seed/portal';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Role } from './access-matrix';
import { callFn, setPasswordFromLink, signIn, signUp } from './emulator-client';
import { mapLimit } from './in-flight';

export const PASSWORD = 'Matriz#2026';
export const admin = SEED_STAFF.find((s) => s.admin)!;
/** Marks what this run creates, so names and addresses never meet an earlier run's. */
export const run = Date.now().toString(36);

/** Tokens of the callers that do not depend on the row's section. */
export const tokens = {} as Record<'anonymous' | 'noScopes' | 'admin' | 'disabled' | 'client', string | undefined>;
/** The client account: the PJ contact, whose client has no lawsuit opened to the portal. */
const client = SEED_PORTAL_ACCOUNTS.find((a) => a.clientId === 'cli-028')!;
/** Per section: a member with its read label only, and one with its read and write labels. */
const sectionCallers = {} as Record<SectionId, Record<'readOnly' | 'readWrite', { email: string; token: string }>>;
let targetMember: StaffMember | undefined;

/** The member the admin rows change (scopes, admin, disabled, second factor). */
export function target(): StaffMember {
  if (!targetMember) throw new Error('the matrix callers are not signed in yet');
  return targetMember;
}

export async function asAdmin<T>(name: string, data: unknown): Promise<T> {
  const res = await callFn<T>(name, data, tokens.admin);
  if (res.status !== 200) throw new Error(`${name} as admin: ${JSON.stringify(res.error)}`);
  return res.result as T;
}

/** A staff member as the administrator's list shows them now (their current version). */
export async function member(uid: string): Promise<StaffMember> {
  let after: string | null = null;
  for (;;) {
    const page: StaffPage = await asAdmin<StaffPage>('staff-list', { limit: 100, after });
    const found = page.items.find((m) => m.uid === uid);
    if (found) return found;
    if (!page.nextCursor) throw new Error(`staff member ${uid} not listed`);
    after = page.nextCursor;
  }
}

/** Creates a staff member through the admin endpoint and completes the first-access link. */
export async function newStaff(label: string, read: string[], write: string[]): Promise<{ member: StaffMember; email: string }> {
  const email = `${label}.${run}@barbosaadvocacia.test`;
  const created = await asAdmin<StaffCreated>('staff-create', { email, name: `Teste ${label}`, read, write });
  expect(created.passwordSetupLink).toMatch(/oobCode=/);
  await setPasswordFromLink(created.passwordSetupLink!, PASSWORD);
  return { member: created.member, email };
}

/** Signs every caller in; the disabled one before it is disabled, since its token stays valid for an hour. */
export async function signInCallers(): Promise<void> {
  tokens.admin = await signIn(admin.email, admin.password);
  tokens.client = await signIn(client.email, client.password);
  // Per section a read-only and a read+write member, plus the disabled and target members: created a few at a time.
  const wanted = [
    ...SECTIONS.flatMap((s) => [
      { key: `${s.id}:readOnly`, label: `leitura-${s.id}`, read: [s.label], write: [] as string[] },
      { key: `${s.id}:readWrite`, label: `edicao-${s.id}`, read: [s.label], write: [s.label] as string[] },
    ]),
    { key: 'disabled', label: 'desativado', read: [...SCOPE_LABELS], write: [...SCOPE_LABELS] },
    { key: 'target', label: 'alvo', read: ['Agenda'], write: [] },
  ];
  const [noScopes, created] = await Promise.all([
    signUp(`sem-acesso.${run}@barbosaadvocacia.test`, PASSWORD),
    mapLimit(wanted, 4, async (w) => {
      const made = await newStaff(w.label, w.read, w.write);
      return { key: w.key, ...made, token: await signIn(made.email, PASSWORD) };
    }),
  ]);
  tokens.noScopes = noScopes.idToken;
  const byKey = new Map(created.map((c) => [c.key, c]));
  for (const s of SECTIONS) {
    const ro = byKey.get(`${s.id}:readOnly`)!;
    const rw = byKey.get(`${s.id}:readWrite`)!;
    sectionCallers[s.id] = { readOnly: { email: ro.email, token: ro.token }, readWrite: { email: rw.email, token: rw.token } };
  }
  const disabled = byKey.get('disabled')!;
  tokens.disabled = disabled.token;
  await asAdmin('staff-setDisabled', { uid: disabled.member.uid, expectedVersion: disabled.member.version, disabled: true });
  targetMember = byKey.get('target')!.member;
}

export function tokenOf(role: Role, section: SectionId): string | undefined {
  return role === 'readOnly' || role === 'readWrite' ? sectionCallers[section][role].token : tokens[role];
}

/** After a call that changed the caller's own record, their claims are stale: sign in again. */
export async function refresh(role: Role, section: SectionId): Promise<void> {
  if (role === 'readOnly' || role === 'readWrite') sectionCallers[section][role].token = await signIn(sectionCallers[section][role].email, PASSWORD);
  else if (role === 'admin') tokens.admin = await signIn(admin.email, admin.password);
}
