import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { taskChanges, taskNotificationOps } from '../../notifications/task-notices';
import { savedTask, taskAuditOp, toTaskRecord } from './shared';

/** Tarefas: edit a task (its status and steps' "feito" stay as they are); a stale edit is refused as a conflict. */
export default implement('tasks-update', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.tasks, input.id);
    if (!before) throw appError('not-found');
    if (before.version !== input.expectedVersion) throw appError('conflict', { currentVersion: before.version });
    const record = await toTaskRecord(input.task, tx, ctx, before.data);
    return {
      ops: [
        { kind: 'update', collection: COLLECTIONS.tasks, id: input.id, expectedVersion: input.expectedVersion, patch: record },
        taskAuditOp(ctx, 'tasks.update', input.id, before.data, record),
        ...(await taskNotificationOps(tx, ctx, input.id, taskChanges(before.data, record), record)),
      ],
      result: null,
    };
  });
  return savedTask(ctx, input.id);
});
