import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { fileAuditOp, fileDetailsOf, fileEntry, requireAttach, requireVisibleRecord, sectionOfFolder, uploadedAtOf } from '../../platform/section-files';

/**
 * Changes what an attached file is (its category) and what it is about (its description); needs the write label
 * of its section (or a task's own people: requireAttach); audited with the details that changed. The bytes and the versions stay as they are.
 */
export default implement('attachments-update', async (ctx, input) => {
  const folder = input.path.split('/').slice(0, 2).join('/');
  const { section, recordId } = sectionOfFolder(folder);
  await requireAttach(ctx, section, recordId);
  await requireVisibleRecord(ctx, section, recordId);
  const current = await ctx.stores.files.stat(input.path);
  if (!current) throw appError('not-found');
  const before = fileDetailsOf(current);
  const changedFields = (['category', 'description'] as const).filter((field) => before[field] !== input[field]);
  const updated = await ctx.stores.files.updateMetadata(input.path, {
    category: input.category,
    description: input.description,
    // A metadata change moves the object's own time: a file stored before `uploadedAt` existed keeps its upload time.
    uploadedAt: uploadedAtOf(current),
  });
  await ctx.stores.documents.commit([fileAuditOp(ctx, { at: updated.updatedAt, section, recordId, action: 'files.update', changedFields })]);
  return fileEntry(ctx, updated);
});
