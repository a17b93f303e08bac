import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { toStaffMember } from '../../platform/staff-sync';

/** Administrators: the staff with their scopes, by name, a page at a time. */
export default implement('staff-list', async (ctx, input) => {
  const page = await ctx.stores.documents.list(COLLECTIONS.staff, {
    orderBy: [{ field: 'name' }],
    limit: input.limit,
    after: input.after ?? null,
  });
  return { items: page.docs.map((d) => toStaffMember(d)), nextCursor: page.nextCursor };
});
