import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { eventWriteOps, savedEvent, toEventRecord } from './shared';

/** Agenda: edit an entry (its status stays as it is); a stale edit is refused as a conflict. */
export default implement('agenda-update', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.events, input.id);
    if (!before) throw appError('not-found');
    const record = await toEventRecord(input.event, tx, ctx, before.data);
    return {
      ops: [
        { kind: 'update', collection: COLLECTIONS.events, id: input.id, expectedVersion: input.expectedVersion, patch: record },
        ...(await eventWriteOps(tx, ctx, 'agenda.update', input.id, before.data, record)),
      ],
      result: null,
    };
  });
  return savedEvent(ctx, input.id);
});
