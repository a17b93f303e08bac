import { COLLECTIONS, type TimeEntryRecord } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { timesheetWrite, type TimeEntryChange } from '../../entities/timesheet/time-entry-write';
import { refuse } from './shared';

/**
 * Approves a batch of pending entries in one commit: each is read in the transaction, so an entry edited,
 * deleted or approved meanwhile makes the whole batch refuse (nothing approved) rather than approve a stale one.
 */
export default implement('timesheet-approve', async (ctx, input) => {
  const at = new Date().toISOString();
  await ctx.stores.documents.transact(async (tx) => {
    const docs = await tx.getMany(COLLECTIONS.timeEntries, input.ids);
    const changes = docs.map((doc): TimeEntryChange => {
      if (!doc) refuse('Um dos registros selecionados foi excluído: atualize a lista.');
      if (doc.data.status !== 'pendente') refuse('Um dos registros selecionados já não está pendente: atualize a lista.');
      const after: TimeEntryRecord = { ...doc.data, status: 'aprovado', approvedBy: ctx.uid, approvedAt: at, updatedBy: ctx.uid };
      return { id: doc.id, before: doc.data, after, expectedVersion: doc.version };
    });
    return { ops: await timesheetWrite(tx, ctx, { action: 'timesheet.approve' }, { section: 'finance', entries: changes }), result: null };
  });
  return { approved: input.ids.length };
});
