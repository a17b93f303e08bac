import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { COLLECTIONS, type PendingRegistration } from '@office/domain';
import type { CallableContext } from './define-callable';

/**
 * People who registered themselves and wait for access: enabled Auth accounts with an e-mail and no staff
 * record, newest first. A declined registration is a disabled account, so it leaves the list.
 */
export async function pendingRegistrations(ctx: CallableContext): Promise<PendingRegistration[]> {
  const candidates: UserRecord[] = [];
  let pageToken: string | undefined;
  do {
    const page = await getAuth().listUsers(1000, pageToken);
    candidates.push(...page.users.filter((user) => !user.disabled && user.email));
    pageToken = page.pageToken;
  } while (pageToken);
  // Only the candidates' own staff records are read, not the whole team.
  const staff = await ctx.stores.documents.getMany(
    COLLECTIONS.staff,
    candidates.map((user) => user.uid),
  );
  return candidates
    .filter((_, i) => !staff[i])
    .map((user) => ({
      uid: user.uid,
      name: user.displayName ?? '',
      email: user.email ?? '',
      registeredAt: new Date(user.metadata.creationTime).toISOString(),
    }))
    .sort((a, b) => (a.registeredAt < b.registeredAt ? 1 : a.registeredAt > b.registeredAt ? -1 : 0));
}
