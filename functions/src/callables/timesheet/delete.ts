import { entryEditRefusal } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { timesheetWrite } from '../../entities/timesheet/time-entry-write';
import { currentEntry, refuse } from './shared';

/** Deletes one's own pending entry, on the version the person saw; an approved or billed one stays. */
export default implement('timesheet-delete', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    const before = await currentEntry(tx, input.id, input.expectedVersion);
    const refusal = entryEditRefusal(before.data, ctx.uid);
    if (refusal) refuse(refusal);
    const change = { id: input.id, before: before.data, after: null, expectedVersion: input.expectedVersion };
    return { ops: await timesheetWrite(tx, ctx, { action: 'timesheet.delete' }, { section: 'agenda', entries: [change] }), result: null };
  });
  return { deleted: true as const };
});
