import { implement } from '../../platform/define-callable';
import { newId } from '../../platform/ids';
import { taskWrite } from '../../entities/tasks/task-write';
import { savedTask, toTaskRecord } from './shared';

/** Tarefas: a new task, "a fazer"; its people, lawsuit, client and prazo are read in the transaction that stores it. */
export default implement('tasks-create', async (ctx, input) => {
  const id = newId('tsk');
  await ctx.stores.documents.transact(async (tx) => {
    const record = await toTaskRecord(input.task, tx, ctx, null);
    return { ops: await taskWrite(tx, ctx, { action: 'tasks.create' }, { id, before: null, after: record }), result: null };
  });
  return savedTask(ctx, id);
});
