import { implement } from '../../platform/define-callable';
import { deleteWithVersions, fileAuditOp, requireSectionAccess, requireVisibleRecord, sectionOfFolder } from '../../platform/section-files';

/** Removes an attached file and its earlier versions; needs the write label of its section; audited. */
export default implement('attachments-delete', async (ctx, input) => {
  const folder = input.path.split('/').slice(0, 2).join('/');
  const { section, recordId } = sectionOfFolder(folder);
  requireSectionAccess(ctx, section, 'write');
  await requireVisibleRecord(ctx, section, recordId);
  await deleteWithVersions(ctx, input.path);
  await ctx.stores.documents.commit([fileAuditOp(ctx, { at: new Date().toISOString(), section, recordId, action: 'files.delete' })]);
  return { deleted: true as const };
});
