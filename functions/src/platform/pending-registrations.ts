import { getAuth } from 'firebase-admin/auth';
import { COLLECTIONS, type PendingRegistration } from '@office/domain';
import type { CallableContext } from './define-callable';

/** Ids of every staff record, a page at a time (the team is small: tens of people). */
async function staffIds(ctx: CallableContext): Promise<Set<string>> {
  const ids = new Set<string>();
  let after: string | null = null;
  do {
    const page: { docs: { id: string }[]; nextCursor: string | null } = await ctx.stores.documents.list(COLLECTIONS.staff, {
      orderBy: [{ field: 'name' }],
      limit: 100,
      after,
    });
    for (const doc of page.docs) ids.add(doc.id);
    after = page.nextCursor;
  } while (after);
  return ids;
}

/**
 * People who registered themselves and wait for access: enabled Auth accounts with an e-mail and no staff
 * record, newest first. A declined registration is a disabled account, so it leaves the list.
 */
export async function pendingRegistrations(ctx: CallableContext): Promise<PendingRegistration[]> {
  const staff = await staffIds(ctx);
  const pending: PendingRegistration[] = [];
  let pageToken: string | undefined;
  do {
    const page = await getAuth().listUsers(1000, pageToken);
    for (const user of page.users) {
      if (user.disabled || !user.email || staff.has(user.uid)) continue;
      pending.push({
        uid: user.uid,
        name: user.displayName ?? '',
        email: user.email,
        registeredAt: new Date(user.metadata.creationTime).toISOString(),
      });
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return pending.sort((a, b) => (a.registeredAt < b.registeredAt ? 1 : a.registeredAt > b.registeredAt ? -1 : 0));
}
