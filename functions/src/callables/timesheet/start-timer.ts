import { COLLECTIONS, entryFromTimer, type TimerRecord } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { newId } from '../../platform/ids';
import { timesheetWrite } from '../../entities/timesheet/time-entry-write';
import { entryLinks, newEntryRecord, timerAsSeen } from './shared';

/**
 * Starts the caller's timer. One runs per person: a timer already running is stopped first, its time saved as an
 * entry, in the same commit; so two starts at once leave one timer and no time lost.
 */
export default implement('timesheet-startTimer', async (ctx, input) => {
  const now = new Date();
  const timer = await ctx.stores.documents.transact(async (tx) => {
    const running = await tx.get(COLLECTIONS.timers, ctx.uid);
    const links = await entryLinks(tx, ctx, '', input, null);
    const after: TimerRecord = { personId: ctx.uid, startedAt: now.toISOString(), description: input.description, billable: input.billable, ...links };
    const stopped = running ? newEntryRecord(entryFromTimer(running.data, now), running.data, ctx.uid, null) : null;
    const ops = await timesheetWrite(
      tx,
      ctx,
      { action: 'timesheet.startTimer' },
      {
        section: 'agenda',
        entries: stopped ? [{ id: newId('tim'), before: null, after: stopped }] : [],
        timer: running ? { id: ctx.uid, before: running.data, after, expectedVersion: running.version } : { id: ctx.uid, before: null, after },
      },
    );
    return { ops, result: after };
  });
  return timerAsSeen(ctx, timer);
});
