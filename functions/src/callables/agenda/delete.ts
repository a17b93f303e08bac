import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { eventWriteOps } from './shared';

/** Agenda: delete an entry made by mistake (what will not happen is cancelled instead); the audit keeps that it existed. */
export default implement('agenda-delete', async (ctx, input) => {
  return ctx.stores.documents.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.events, input.id);
    if (!before) throw appError('not-found');
    return {
      ops: [
        { kind: 'delete', collection: COLLECTIONS.events, id: input.id, expectedVersion: input.expectedVersion },
        ...(await eventWriteOps(tx, ctx, 'agenda.delete', input.id, before.data, null)),
      ],
      result: { deleted: true as const },
    };
  });
});
