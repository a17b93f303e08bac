import { COLLECTIONS, type EventRecord, type EventStatus, type AuditAction } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';
import { eventWrite } from '../../entities/agenda/event-write';

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
    const change = { id: input.id, before: before.data, after: { ...before.data, ...patch }, expectedVersion: input.expectedVersion };
    return { ops: await eventWrite(tx, ctx, { action: ACTION[input.status] }, [change]), result: null };
  });
  const stored = await ctx.stores.documents.get(COLLECTIONS.events, input.id);
  if (!stored) throw appError('not-found');
  return toListed(stored);
});
