import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { toFeedInfo } from './shared';

/** Perfil: the caller's own calendar feed, or null when they have none. */
export default implement('calendarFeed-get', async (ctx) => {
  const doc = await ctx.stores.documents.get(COLLECTIONS.calendarFeeds, ctx.uid);
  return doc ? toFeedInfo(doc) : null;
});
