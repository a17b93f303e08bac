import { implement } from '../../platform/define-callable';
import { folderEntries, requireSectionAccess, requireVisibleRecord, sectionOfFolder } from '../../platform/section-files';

/** The files attached to one record (a client, a lawsuit…), each with its earlier versions, for people who can read its section. */
export default implement('attachments-list', async (ctx, input) => {
  const { section, recordId } = sectionOfFolder(input.folder);
  requireSectionAccess(ctx, section, 'read');
  await requireVisibleRecord(ctx, section, recordId);
  return folderEntries(ctx, input.folder);
});
