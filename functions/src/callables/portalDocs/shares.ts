import { COLLECTIONS } from '@office/domain';
import { shareViews } from '../../entities/portal-documents/shares';
import { implement } from '../../platform/define-callable';
import { requireSectionAccess, requireVisibleRecord, sectionOfFolder } from '../../platform/section-files';

/** More shares than one record's files ever hold. */
const LIMIT = 300;

/** Which files of one record (a client, a lawsuit) are shared with the client, and which version: its section's readers. */
export default implement('portalDocs-shares', async (ctx, input) => {
  const { section, recordId } = sectionOfFolder(input.folder);
  requireSectionAccess(ctx, section, 'read');
  await requireVisibleRecord(ctx, section, recordId);
  const page = await ctx.stores.documents.list(COLLECTIONS.portalShares, { where: [{ field: 'folder', op: '==', value: input.folder }], limit: LIMIT });
  return shareViews(ctx, page.docs);
});
