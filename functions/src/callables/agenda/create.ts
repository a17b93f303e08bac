import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { newId } from '../../platform/ids';
import { eventAuditOp, savedEvent, toEventRecord } from './shared';

/** Agenda: a new entry, open; its people, lawsuit and client are read in the transaction that stores it. */
export default implement('agenda-create', async (ctx, input) => {
  const id = newId('evt');
  await ctx.stores.documents.transact(async (tx) => {
    const record = await toEventRecord(input.event, tx, ctx, null);
    return { ops: [{ kind: 'create', collection: COLLECTIONS.events, id, data: record }, eventAuditOp(ctx, 'agenda.create', id, null, record)], result: null };
  });
  return savedEvent(ctx, id);
});
