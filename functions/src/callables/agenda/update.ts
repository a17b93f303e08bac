import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { eventWrite } from '../../entities/agenda/event-write';
import { toEventRecord } from '../../entities/agenda/event-record';
import { savedEvent } from './shared';

/** Agenda: edit an entry (its status stays as it is); a stale edit is refused as a conflict. */
export default implement('agenda-update', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.events, input.id);
    if (!before) throw appError('not-found');
    const record = await toEventRecord(input.event, tx, ctx, before.data);
    const change = { id: input.id, before: before.data, after: record, expectedVersion: input.expectedVersion };
    return { ops: await eventWrite(tx, ctx, { action: 'agenda.update' }, [change]), result: null };
  });
  return savedEvent(ctx, input.id);
});
