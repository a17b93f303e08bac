import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { fileImportView } from './shared';

/** Processos: the caller's last ZIP imports (an administrator's: everyone's), newest first. */
export default implement('fileImports-list', async (ctx) => {
  const admin = ctx.staff?.data.admin === true;
  const page = await ctx.stores.documents.list(COLLECTIONS.fileImports, {
    where: admin ? [] : [{ field: 'createdBy', op: '==', value: ctx.uid }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: 10,
  });
  return Promise.all(page.docs.map((d) => fileImportView(ctx, d)));
});
