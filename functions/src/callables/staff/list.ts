import { getAuth } from 'firebase-admin/auth';
import { COLLECTIONS, type StaffListItem } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { toStaffMember } from '../../platform/staff-sync';

/**
 * Administrators: the staff with their scopes, by name, a page at a time. Each row says whether its sign-in
 * account exists: a record can outlive its account (an account deleted in the console, a local Auth state
 * restored from an older export), and such a person needs "Recriar acesso".
 */
export default implement('staff-list', async (ctx, input) => {
  const page = await ctx.stores.documents.list(COLLECTIONS.staff, {
    orderBy: [{ field: 'name' }],
    limit: input.limit,
    after: input.after ?? null,
  });
  // One Auth lookup per page (getUsers takes up to 100 identifiers; the page limit is 100).
  const missing = new Set<string>();
  if (page.docs.length > 0) {
    const found = await getAuth().getUsers(page.docs.map((d) => ({ uid: d.id })));
    for (const identifier of found.notFound) if ('uid' in identifier) missing.add(identifier.uid);
  }
  const items: StaffListItem[] = page.docs.map((d) => ({ ...toStaffMember(d), hasAccount: !missing.has(d.id) }));
  return { items, nextCursor: page.nextCursor };
});
