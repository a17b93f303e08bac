import { portalCaseSummary } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { portalLawsuit, publishedUpdates } from './shared';

/** Portal do cliente: one opened lawsuit of the client's, with its published updates, newest first. Drafts never. */
export default implement('portalCases-timeline', async (ctx, input) => {
  const lawsuit = await portalLawsuit(ctx, input.lawsuitId);
  const updates = await publishedUpdates(ctx.stores.documents, lawsuit.id);
  return {
    case: portalCaseSummary(lawsuit.id, lawsuit.data, updates[0]?.data.publishedAt ?? null),
    updates: updates.map((u) => ({
      id: u.id,
      happened: u.data.happened,
      next: u.data.next,
      needed: u.data.needed,
      publishedAt: u.data.publishedAt ?? u.data.createdAt,
    })),
  };
});
