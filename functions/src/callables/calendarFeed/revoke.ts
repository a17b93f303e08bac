import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { feedAuditOp } from './shared';

/** Perfil: the feed's address stops working at once (the feed answers 404); a new one can be created later. */
export default implement('calendarFeed-revoke', async (ctx, input) => {
  return ctx.stores.documents.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.calendarFeeds, ctx.uid);
    if (!before) throw appError('not-found');
    return {
      ops: [
        { kind: 'delete', collection: COLLECTIONS.calendarFeeds, id: ctx.uid, expectedVersion: input.expectedVersion },
        feedAuditOp(ctx, 'calendarFeed.revoke', before.data, null),
      ],
      result: { revoked: true as const },
    };
  });
});
