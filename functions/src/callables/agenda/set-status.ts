import { COLLECTIONS, type EventRecord, type EventStatus, type AuditAction } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';
import { eventWriteOps } from './shared';

const STATE_WORDS: Record<EventStatus, string> = { aberto: 'em aberto', concluido: 'concluído', cancelado: 'cancelado' };
const ACTION: Record<EventStatus, AuditAction> = { concluido: 'agenda.conclude', cancelado: 'agenda.cancel', aberto: 'agenda.reopen' };

/** Agenda: conclude, cancel or reopen an entry, recording who and when. Asking for the status it has is refused. */
export default implement('agenda-setStatus', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.events, input.id);
    if (!before) throw appError('not-found');
    if (before.data.status === input.status) {
      throw appError('invalid-state', { reason: `Este compromisso já está ${STATE_WORDS[input.status]}. Atualize a página para ver quem o alterou.` });
    }
    const open = input.status === 'aberto';
    const patch: Pick<EventRecord, 'status' | 'statusBy' | 'statusAt' | 'updatedBy'> = {
      status: input.status,
      statusBy: open ? null : ctx.uid,
      statusAt: open ? null : new Date().toISOString(),
      updatedBy: ctx.uid,
    };
    return {
      ops: [
        { kind: 'update', collection: COLLECTIONS.events, id: input.id, expectedVersion: input.expectedVersion, patch },
        ...(await eventWriteOps(tx, ctx, ACTION[input.status], input.id, before.data, { ...before.data, ...patch })),
      ],
      result: null,
    };
  });
  const stored = await ctx.stores.documents.get(COLLECTIONS.events, input.id);
  if (!stored) throw appError('not-found');
  return toListed(stored);
});
