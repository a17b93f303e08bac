import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { advanceRunOps } from '../workflows/shared';
import { taskWrite } from '../../entities/tasks/task-write';

/**
 * Tarefas: delete a task with its comments, in one commit; a stale delete is refused as a conflict. A task of a
 * workflow counts as cancelled there (the next one of its template is created). Its attachments go after.
 */
export default implement('tasks-delete', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.tasks, input.id);
    if (!before) throw appError('not-found');
    if (before.version !== input.expectedVersion) throw appError('conflict', { currentVersion: before.version });
    const change = { id: input.id, before: before.data, after: null, expectedVersion: input.expectedVersion };
    return {
      ops: [
        ...(await taskWrite(tx, ctx, { action: 'tasks.delete' }, change)),
        ...(before.data.open ? await advanceRunOps(tx, ctx, before.data, 'cancelada') : []),
      ],
      result: null,
    };
  });
  const files = await ctx.stores.files.list(`tasks/${input.id}`);
  await Promise.all(files.map((f) => ctx.stores.files.delete(f.path).catch(() => undefined)));
  return { deleted: true as const };
});
