import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { newId } from '../../platform/ids';
import { taskChanges, taskNotificationOps } from '../../entities/notifications/task-notices';
import { savedTask, taskAuditOp, toTaskRecord } from './shared';

/** Tarefas: a new task, "a fazer"; its people, lawsuit, client and prazo are read in the transaction that stores it. */
export default implement('tasks-create', async (ctx, input) => {
  const id = newId('tsk');
  await ctx.stores.documents.transact(async (tx) => {
    const record = await toTaskRecord(input.task, tx, ctx, null);
    return {
      ops: [
        { kind: 'create', collection: COLLECTIONS.tasks, id, data: record },
        taskAuditOp(ctx, 'tasks.create', id, null, record),
        ...(await taskNotificationOps(tx, ctx, id, taskChanges(null, record), record)),
      ],
      result: null,
    };
  });
  return savedTask(ctx, id);
});
