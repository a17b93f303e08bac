import { COLLECTIONS, eventSchedule, movedInternalDate, type EventRecord } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { internalDateOffDays } from '../../entities/agenda/office-calendar';
import { eventWrite } from '../../entities/agenda/event-write';
import { savedEvent } from './shared';

/**
 * Agenda: move an entry to another day or time ("remarcar") without the whole form. A prazo keeps its
 * distance between the internal and the fatal date (on a working day of its court); one computed by the calculator cannot move past its last day.
 */
export default implement('agenda-reschedule', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.events, input.id);
    if (!before) throw appError('not-found');
    const e = before.data;
    if (e.status !== 'aberto') throw appError('invalid-state', { reason: 'Só compromissos em aberto podem ser remarcados. Reabra-o antes.' });
    const allDay = !input.startTime;
    if (e.kind === 'prazo' && !allDay) throw appError('invalid-input', { fields: { startTime: 'Prazo é de dia inteiro: remarque só a data' } });
    const patch: Partial<EventRecord> = {
      date: input.date,
      ...eventSchedule({ date: input.date, allDay, startTime: input.startTime, endTime: input.endTime }),
      updatedBy: ctx.uid,
    };
    if (e.prazo) {
      const last = e.prazo.calculation?.lastDay;
      if (last && input.date > last) throw appError('invalid-input', { fields: { date: 'O prazo fatal não pode passar do último dia calculado' } });
      const offDay = await internalDateOffDays(tx, e);
      patch.prazo = { ...e.prazo, fatalDate: input.date, internalDate: movedInternalDate(e.prazo.internalDate, e.prazo.fatalDate, input.date, offDay) };
    }
    const change = { id: input.id, before: e, after: { ...e, ...patch }, expectedVersion: input.expectedVersion };
    return { ops: await eventWrite(tx, ctx, { action: 'agenda.reschedule' }, [change]), result: null };
  });
  return savedEvent(ctx, input.id);
});
