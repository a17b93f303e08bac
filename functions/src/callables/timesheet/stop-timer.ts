import { COLLECTIONS, entryFromTimer } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { newId } from '../../platform/ids';
import { timesheetWrite } from '../../entities/timesheet/time-entry-write';
import { entryAsSeen, newEntryRecord, refuse } from './shared';

/** Stops the caller's timer: its time, rounded to the minute (at least one), becomes a pending entry. */
export default implement('timesheet-stopTimer', async (ctx) => {
  const id = newId('tim');
  await ctx.stores.documents.transact(async (tx) => {
    const running = await tx.get(COLLECTIONS.timers, ctx.uid);
    if (!running) refuse('Nenhum cronômetro em andamento: ele pode ter sido parado em outra aba ou aparelho.');
    const entry = newEntryRecord(entryFromTimer(running.data, new Date()), running.data, ctx.uid, null);
    const ops = await timesheetWrite(
      tx,
      ctx,
      { action: 'timesheet.stopTimer' },
      {
        section: 'agenda',
        entries: [{ id, before: null, after: entry }],
        timer: { id: ctx.uid, before: running.data, after: null, expectedVersion: running.version },
      },
    );
    return { ops, result: null };
  });
  return entryAsSeen(ctx, id);
});
