import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { feedAuditOp, storedFeed } from './shared';

/** Perfil: what the feed shows (everything, or only kinds and times); the address stays the same. */
export default implement('calendarFeed-setOptions', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.calendarFeeds, ctx.uid);
    if (!before) throw appError('not-found');
    const after = { ...before.data, minimal: input.minimal };
    return {
      ops: [
        { kind: 'update', collection: COLLECTIONS.calendarFeeds, id: ctx.uid, expectedVersion: input.expectedVersion, patch: { minimal: input.minimal } },
        feedAuditOp(ctx, 'calendarFeed.setOptions', before.data, after),
      ],
      result: null,
    };
  });
  return storedFeed(ctx);
});
