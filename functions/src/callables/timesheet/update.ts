import { entryEditRefusal } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { timesheetWrite } from '../../entities/timesheet/time-entry-write';
import { currentEntry, entryAsSeen, entryLinks, newEntryRecord, refuse } from './shared';

/** Edits one's own pending entry, on the version the person saw; an approved or billed one is locked. */
export default implement('timesheet-update', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    const before = await currentEntry(tx, input.id, input.expectedVersion);
    const refusal = entryEditRefusal(before.data, ctx.uid);
    if (refusal) refuse(refusal);
    const links = await entryLinks(tx, ctx, 'entry.', input.entry, before.data);
    const after = newEntryRecord(input.entry, links, ctx.uid, before.data);
    const change = { id: input.id, before: before.data, after, expectedVersion: input.expectedVersion };
    return { ops: await timesheetWrite(tx, ctx, { action: 'timesheet.update' }, { section: 'agenda', entries: [change] }), result: null };
  });
  return entryAsSeen(ctx, input.id);
});
