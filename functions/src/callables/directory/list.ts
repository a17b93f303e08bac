import { SYSTEM_COLLECTIONS, z, type StaffRecord } from '@office/domain';
import { defineCallable } from '../../platform/define-callable';
import type { DocData } from '../../store/port';

export interface DirectoryEntry {
  uid: string;
  name: string;
}

/**
 * The team's names for pickers such as "advogado responsável": active members
 * only, names and ids only (no scopes, no e-mails). Any staff member may read it.
 */
export const list = defineCallable({ policy: 'staff', input: z.object({}).strict() }, async (ctx): Promise<DirectoryEntry[]> => {
  const page = await ctx.stores.documents.list<StaffRecord & DocData>(SYSTEM_COLLECTIONS.staff, {
    where: [{ field: 'disabled', op: '==', value: false }],
    orderBy: [{ field: 'name' }],
    limit: 200,
  });
  return page.docs.map((d) => ({ uid: d.id, name: d.data.name }));
});
