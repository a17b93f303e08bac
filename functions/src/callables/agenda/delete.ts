import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { intimationTriageOps } from '../intimations/shared';
import { eventWrite } from '../../entities/agenda/event-write';
import type { TypedWriteOp } from '../../store/typed';

/** Agenda: delete an entry made by mistake (what will not happen is cancelled instead); the audit keeps that it existed. */
export default implement('agenda-delete', async (ctx, input) => {
  return ctx.stores.documents.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.events, input.id);
    if (!before) throw appError('not-found');
    const change = { id: input.id, before: before.data, after: null, expectedVersion: input.expectedVersion };
    const ops: TypedWriteOp[] = await eventWrite(tx, ctx, { action: 'agenda.delete' }, [change]);
    // The intimação it was counted from is a tratar again, with no prazo saved.
    const intimation = before.data.intimationId ? await tx.get(COLLECTIONS.intimations, before.data.intimationId) : null;
    if (intimation?.data.prazoEventId === input.id) {
      ops.push(...intimationTriageOps(ctx, intimation, { kind: 'prazoRemoved' }, { prazoEventId: null }));
    }
    return { ops, result: { deleted: true as const } };
  });
});
