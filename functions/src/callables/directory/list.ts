import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';

/**
 * The team's names for pickers such as "advogado responsável": active members
 * only, names and ids only (no scopes, no e-mails). Any staff member may read it.
 */
export default implement('directory-list', async (ctx) => {
  const page = await ctx.stores.documents.list(COLLECTIONS.staff, {
    where: [{ field: 'disabled', op: '==', value: false }],
    orderBy: [{ field: 'name' }],
    limit: 200,
  });
  return page.docs.map((d) => ({ uid: d.id, name: d.data.name }));
});
