import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { requireSectionAccess, sectionOfFolder } from '../../platform/section-files';

/** Removes an attached file; needs the write label of its section; audited. */
export default implement('attachments-delete', async (ctx, input) => {
  const folder = input.path.split('/').slice(0, 2).join('/');
  const { section, recordId } = sectionOfFolder(folder);
  requireSectionAccess(ctx, section, 'write');
  await ctx.stores.files.delete(input.path);
  await ctx.stores.documents.commit([
    auditOp({
      at: new Date().toISOString(),
      actor: ctx.uid,
      section: section.id,
      action: 'files.delete',
      entity: 'files',
      entityId: recordId,
      // The file's name may itself be personal data ("Exame de Maria.pdf"): the log says a file, not which.
      changedFields: ['file'],
    }),
  ]);
  return { deleted: true as const };
});
