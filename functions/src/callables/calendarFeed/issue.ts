import { COLLECTIONS, type CalendarFeedRecord } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { feedAuditOp, newFeedToken, storedFeed } from './shared';

/**
 * Perfil: a new secret address for the caller's feed. When one exists it is replaced (reset): the old address
 * answers 404 from this commit on, since the feed looks its token up on every request.
 */
export default implement('calendarFeed-issue', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.calendarFeeds, ctx.uid);
    const record: CalendarFeedRecord = { token: newFeedToken(), minimal: input.minimal };
    const write = before
      ? ({ kind: 'update', collection: COLLECTIONS.calendarFeeds, id: ctx.uid, expectedVersion: before.version, patch: record } as const)
      : ({ kind: 'create', collection: COLLECTIONS.calendarFeeds, id: ctx.uid, data: record } as const);
    return { ops: [write, feedAuditOp(ctx, before ? 'calendarFeed.reset' : 'calendarFeed.issue', before?.data ?? null, record)], result: null };
  });
  return storedFeed(ctx);
});
