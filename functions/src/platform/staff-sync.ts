import { getAuth } from 'firebase-admin/auth';
import { claimsFromStaffRecord, normalizeScopes, type StaffMember, type StaffRecord } from '@office/domain';
import type { StoredDoc } from '../store/port';

export type StaffDoc = StoredDoc<StaffRecord>;

/** True when the change takes anything away: a label, the admin flag, or the account itself. */
export function accessReduced(before: StaffRecord | null, after: StaffRecord | null): boolean {
  if (!before) return false;
  if (!after) return true;
  const b = normalizeScopes(before.scopes);
  const a = normalizeScopes(after.scopes);
  const lost = (from: string[], to: string[]) => from.some((label) => !to.includes(label));
  return lost(b.read, a.read) || lost(b.write, a.write) || (before.admin && !after.admin) || (!before.disabled && after.disabled);
}

/**
 * Makes the Auth account match its staff record: custom claims (with the
 * record version), the account's disabled flag, and — when access was taken
 * away — revoked refresh tokens. The admin callables and the admin/{uid}
 * trigger both call this, so there is one way claims are set.
 */
export async function syncStaffClaims(uid: string, before: StaffRecord | null, after: StaffDoc | null): Promise<void> {
  const auth = getAuth();
  if (!after) {
    await auth.setCustomUserClaims(uid, null);
    await auth.revokeRefreshTokens(uid);
    return;
  }
  await auth.setCustomUserClaims(uid, { ...claimsFromStaffRecord(after.data, after.version) });
  if (!before || before.disabled !== after.data.disabled) await auth.updateUser(uid, { disabled: after.data.disabled });
  if (accessReduced(before, after.data)) await auth.revokeRefreshTokens(uid);
}

/** The `auth/...` code of a Firebase Admin Auth error, or null for anything else. */
export function authErrorCode(error: unknown): string | null {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : null;
}

/**
 * Called when a token carries an older record version than the record. Normally the account's claims are
 * already current and the caller only needs to refresh its token; but when they are not (a sync that
 * failed half-way, a local Auth state restored from an older export) refreshing would never help, so the
 * claims are minted again from the record — the store is the truth.
 */
export async function healStaleClaims(staff: StaffDoc): Promise<void> {
  const auth = getAuth();
  let claims: Record<string, unknown> | undefined;
  try {
    claims = (await auth.getUser(staff.id)).customClaims;
  } catch (error) {
    if (authErrorCode(error) === 'auth/user-not-found') return;
    throw error;
  }
  if (claims?.sv !== staff.version) await auth.setCustomUserClaims(staff.id, { ...claimsFromStaffRecord(staff.data, staff.version) });
}

export function toStaffMember(doc: StaffDoc): StaffMember {
  return {
    uid: doc.id,
    name: doc.data.name,
    email: doc.data.email,
    scopes: normalizeScopes(doc.data.scopes),
    admin: doc.data.admin,
    disabled: doc.data.disabled,
    version: doc.version,
    updatedAt: doc.updatedAt,
    updatedBy: doc.data.updatedBy,
  };
}
