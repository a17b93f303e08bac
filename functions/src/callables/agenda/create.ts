import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { newId } from '../../platform/ids';
import { eventWriteOps, savedEvent, toEventRecord } from './shared';

/** Agenda: a new entry, open; its people, lawsuit and client are read in the transaction that stores it. */
export default implement('agenda-create', async (ctx, input) => {
  const id = newId('evt');
  await ctx.stores.documents.transact(async (tx) => {
    const record = await toEventRecord(input.event, tx, ctx, null);
    return {
      ops: [{ kind: 'create', collection: COLLECTIONS.events, id, data: record }, ...(await eventWriteOps(tx, ctx, 'agenda.create', id, null, record))],
      result: null,
    };
  });
  return savedEvent(ctx, id);
});
