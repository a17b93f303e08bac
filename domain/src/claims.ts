import { normalizeScopes, type Scopes } from './policy';

/** The staff record kept at `admin/<uid>`. */
export interface StaffRecord {
  name: string;
  email: string;
  scopes: Scopes;
  admin: boolean;
  disabled: boolean;
  /** Who last changed the record (uid, or "system" for seeds and migrations). */
  updatedBy: string;
  /** E.164, e.g. +5511987654321. */
  phone?: string | null;
  /** FileStore path of the profile photo, served by the `files` function. */
  photoPath?: string | null;
}

/**
 * Custom claims derived from a staff record. `sv` is the record's version: each
 * call compares it with the stored record, so a revoked scope is refused on the
 * next call instead of when the ID token expires.
 */
export interface StaffClaims {
  scopes: Scopes;
  admin: boolean;
  disabled: boolean;
  sv: number;
}

export function claimsFromStaffRecord(record: Pick<StaffRecord, 'scopes' | 'admin' | 'disabled'>, version: number): StaffClaims {
  return {
    scopes: normalizeScopes(record.scopes),
    admin: record.admin,
    disabled: record.disabled,
    sv: version,
  };
}

/** Firebase refuses custom claims whose JSON is over 1000 bytes. */
export const MAX_CLAIMS_BYTES = 1000;

export function claimsByteLength(claims: StaffClaims): number {
  return new TextEncoder().encode(JSON.stringify(claims)).length;
}
