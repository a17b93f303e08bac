import { COLLECTIONS } from '@office/domain';
import { removeShare } from '../../entities/portal-documents/shares';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { requireSectionAccess, requireVisibleRecord, sectionOfFolder } from '../../platform/section-files';

/** Stops sharing a file with the client: the file's section write label; the client's next list and download lose it. */
export default implement('portalDocs-unshare', async (ctx, input) => {
  const share = await ctx.stores.documents.get(COLLECTIONS.portalShares, input.id);
  if (!share) throw appError('not-found');
  const { section, recordId } = sectionOfFolder(share.data.folder);
  requireSectionAccess(ctx, section, 'write');
  await requireVisibleRecord(ctx, section, recordId);
  await removeShare(ctx, input.id, input.expectedVersion, section.id, recordId);
  return { deleted: true as const };
});
