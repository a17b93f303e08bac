import { implement } from '../../platform/define-callable';
import { newId } from '../../platform/ids';
import { timesheetWrite } from '../../entities/timesheet/time-entry-write';
import { entryAsSeen, entryLinks, newEntryRecord } from './shared';

/** A manual entry of the caller's own time, pending approval; its links are read in the commit's transaction. */
export default implement('timesheet-create', async (ctx, input) => {
  const id = newId('tim');
  await ctx.stores.documents.transact(async (tx) => {
    const links = await entryLinks(tx, ctx, 'entry.', input.entry, null);
    const after = newEntryRecord(input.entry, links, ctx.uid, null);
    return { ops: await timesheetWrite(tx, ctx, { action: 'timesheet.create' }, { section: 'agenda', entries: [{ id, before: null, after }] }), result: null };
  });
  return entryAsSeen(ctx, id);
});
