import { implement } from '../../platform/define-callable';
import { requireSectionAccess, sectionOfFolder, toFileEntry } from '../../platform/section-files';

/** The files attached to one record (a client, a lawsuit…), for people who can read its section. */
export default implement('attachments-list', async (ctx, input) => {
  const { section } = sectionOfFolder(input.folder);
  requireSectionAccess(ctx, section, 'read');
  return (await ctx.stores.files.list(input.folder)).map(toFileEntry);
});
