import { implement } from '../../platform/define-callable';
import { folderEntries, requireSectionAccess, sectionOfFolder } from '../../platform/section-files';

/** The files attached to one record (a client, a lawsuit…), each with its earlier versions, for people who can read its section. */
export default implement('attachments-list', async (ctx, input) => {
  const { section } = sectionOfFolder(input.folder);
  requireSectionAccess(ctx, section, 'read');
  return folderEntries(ctx, input.folder);
});
