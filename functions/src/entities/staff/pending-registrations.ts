import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { COLLECTIONS, personNameKey, type PendingRegistration } from '@office/domain';
import type { CallableContext } from '../../platform/define-callable';
import { activeMembersByName } from './staff-names';

/**
 * People who registered themselves and wait for access: enabled Auth accounts with a confirmed e-mail and no
 * staff record, newest first. An unconfirmed address is not listed: anyone can type an office-looking address
 * (and a partner's name) into the form, but only its owner can confirm it. A name that reads like an active
 * member's is flagged. A declined registration is a disabled account, so it leaves the list.
 */
export async function pendingRegistrations(ctx: CallableContext): Promise<PendingRegistration[]> {
  const candidates: UserRecord[] = [];
  let pageToken: string | undefined;
  do {
    const page = await getAuth().listUsers(1000, pageToken);
    candidates.push(...page.users.filter((user) => !user.disabled && user.email && user.emailVerified));
    pageToken = page.pageToken;
  } while (pageToken);
  // Only the candidates' own staff records are read, not the whole team.
  const staff = await ctx.stores.documents.getMany(
    COLLECTIONS.staff,
    candidates.map((user) => user.uid),
  );
  const members = await activeMembersByName(ctx.stores.documents);
  return candidates
    .filter((_, i) => !staff[i])
    .map((user) => ({
      uid: user.uid,
      name: user.displayName ?? '',
      email: user.email ?? '',
      registeredAt: new Date(user.metadata.creationTime).toISOString(),
      sameNameAs: user.displayName ? (members.get(personNameKey(user.displayName))?.[0]?.name ?? null) : null,
    }))
    .sort((a, b) => (a.registeredAt < b.registeredAt ? 1 : a.registeredAt > b.registeredAt ? -1 : 0));
}
