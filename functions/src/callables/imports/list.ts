import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { jobView } from './shared';

/** Processos: the caller's last imports (an administrator's: everyone's), newest first. */
export default implement('imports-list', async (ctx) => {
  const admin = ctx.staff?.data.admin === true;
  const page = await ctx.stores.documents.list(COLLECTIONS.imports, {
    where: admin ? [] : [{ field: 'createdBy', op: '==', value: ctx.uid }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: 20,
  });
  return Promise.all(page.docs.map((d) => jobView(ctx, d)));
});
