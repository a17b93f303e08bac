import { staffListInput, SYSTEM_COLLECTIONS, type StaffPage, type StaffRecord } from '@office/domain';
import { defineCallable } from '../../platform/define-callable';
import { toStaffMember, type StaffDoc } from '../../platform/staff-sync';
import type { DocData } from '../../store/port';

/** Administrators: the staff with their scopes, by name, a page at a time. */
export const list = defineCallable({ policy: 'admin', input: staffListInput }, async (ctx, input): Promise<StaffPage> => {
  const page = await ctx.stores.documents.list<StaffRecord & DocData>(SYSTEM_COLLECTIONS.staff, {
    orderBy: [{ field: 'name' }],
    limit: input.limit,
    after: input.after ?? null,
  });
  return { items: page.docs.map((d) => toStaffMember(d as StaffDoc)), nextCursor: page.nextCursor };
});
