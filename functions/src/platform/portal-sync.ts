import { getAuth } from 'firebase-admin/auth';
import { claimsFromPortalAccount, type PortalAccountRecord } from '@office/domain';
import type { StoredDoc } from '../store/port';
import { authErrorCode } from './staff-sync';

export type PortalAccountDoc = StoredDoc<PortalAccountRecord>;

/**
 * Makes a client account's Auth user match its record: an active account carries the portal claims with the
 * record's version; a revoked one carries none, and its refresh tokens are revoked so no new token is minted.
 */
export async function syncPortalClaims(account: PortalAccountDoc): Promise<void> {
  const auth = getAuth();
  if (account.data.status !== 'ativo') {
    await auth.setCustomUserClaims(account.id, null);
    await auth.revokeRefreshTokens(account.id);
    return;
  }
  await auth.setCustomUserClaims(account.id, { ...claimsFromPortalAccount(account.data, account.version) });
}

/** A token older than the account record: mint the claims again when the account's are not current (see healStaleClaims). */
export async function healStalePortalClaims(account: PortalAccountDoc): Promise<void> {
  let claims: Record<string, unknown> | undefined;
  try {
    claims = (await getAuth().getUser(account.id)).customClaims;
  } catch (error) {
    if (authErrorCode(error) === 'auth/user-not-found') return;
    throw error;
  }
  if (claims?.pv !== account.version) await syncPortalClaims(account);
}
