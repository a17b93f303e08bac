import { COLLECTIONS, unapproveRefusal, type TimeEntryRecord } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { timesheetWrite, type TimeEntryChange } from '../../entities/timesheet/time-entry-write';
import { refuse } from './shared';

/** Undoes the approval of a batch of entries not yet billed, in one commit; they are pending (and editable) again. */
export default implement('timesheet-unapprove', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    const docs = await tx.getMany(COLLECTIONS.timeEntries, input.ids);
    const changes = docs.map((doc): TimeEntryChange => {
      if (!doc) refuse('Um dos registros selecionados foi excluído: atualize a lista.');
      const refusal = unapproveRefusal(doc.data);
      if (refusal) refuse(refusal);
      const after: TimeEntryRecord = { ...doc.data, status: 'pendente', approvedBy: null, approvedAt: null, updatedBy: ctx.uid };
      return { id: doc.id, before: doc.data, after, expectedVersion: doc.version };
    });
    return { ops: await timesheetWrite(tx, ctx, { action: 'timesheet.unapprove' }, { section: 'finance', entries: changes }), result: null };
  });
  return { unapproved: input.ids.length };
});
