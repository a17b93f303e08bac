import { COLLECTIONS, isLawyer, readsLawsuits, worksWithAgenda } from '@office/domain';
import { implement } from '../../platform/define-callable';

/**
 * The team for pickers such as "advogado responsável": active members only, with their name, office
 * e-mail (two people may share a name), whether they can be a responsible lawyer, be on agenda entries and be
 * forwarded an intimação — never their scopes. Any staff member may read it.
 */
export default implement('directory-list', async (ctx) => {
  const page = await ctx.stores.documents.list(COLLECTIONS.staff, {
    where: [{ field: 'disabled', op: '==', value: false }],
    orderBy: [{ field: 'name' }],
    limit: 200,
  });
  return page.docs.map((d) => ({
    uid: d.id,
    name: d.data.name,
    email: d.data.email,
    lawyer: isLawyer(d.data),
    agenda: worksWithAgenda(d.data),
    lawsuits: readsLawsuits(d.data),
  }));
});
