import { COLLECTIONS, deadlineComputation, eventSchedule, formatDate, movedInternalDate, reviewable, type EventRecord } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { internalDateOffDays, readOfficeClosures } from '../../entities/agenda/office-calendar';
import { eventWrite } from '../../entities/agenda/event-write';
import { savedEvent } from './shared';

/**
 * Agenda: applies the current calendar to a prazo flagged "recalcular". The stored computation is replaced; the
 * fatal date follows the new last day when it was the old one, and never stays past it; the internal date
 * keeps its distance, on a working day of the court. The history records the move like any other.
 */
export default implement('agenda-recalculate', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.events, input.id);
    if (!before) throw appError('not-found');
    const e = before.data;
    if (!reviewable(e)) throw appError('invalid-state', { reason: 'Só prazos em aberto calculados pela calculadora podem ser recalculados.' });
    const stored = e.prazo.calculation;
    const closures = await readOfficeClosures(tx);
    const calculation = deadlineComputation(stored.input, closures);
    if (calculation.lastDay === stored.lastDay) {
      throw appError('invalid-state', { reason: `Este prazo já está de acordo com o calendário atual (último dia ${formatDate(stored.lastDay)}).` });
    }
    const old = e.prazo.fatalDate;
    const fatalDate = old === stored.lastDay || old > calculation.lastDay ? calculation.lastDay : old;
    const patch: Partial<EventRecord> = {
      date: fatalDate,
      ...eventSchedule({ date: fatalDate, allDay: true, startTime: null, endTime: null }),
      prazo: {
        ...e.prazo,
        fatalDate,
        internalDate: movedInternalDate(e.prazo.internalDate, old, fatalDate, await internalDateOffDays(tx, e, closures)),
        calculation,
      },
      updatedBy: ctx.uid,
    };
    const change = { id: input.id, before: e, after: { ...e, ...patch }, expectedVersion: input.expectedVersion };
    return { ops: await eventWrite(tx, ctx, { action: 'agenda.recalculate' }, [change]), result: null };
  });
  return savedEvent(ctx, input.id);
});
