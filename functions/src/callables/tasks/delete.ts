import { COLLECTIONS, MAX_TASK_COMMENTS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import type { TypedWriteOp } from '../../store/typed';
import { advanceRunOps } from '../workflows/shared';
import { taskAuditOp } from './shared';

/**
 * Tarefas: delete a task with its comments, in one commit; a stale delete is refused as a conflict. A task of a
 * workflow counts as cancelled there (the next one of its template is created). Its attachments go after.
 */
export default implement('tasks-delete', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.tasks, input.id);
    if (!before) throw appError('not-found');
    if (before.version !== input.expectedVersion) throw appError('conflict', { currentVersion: before.version });
    const comments = await tx.list(COLLECTIONS.taskComments, { where: [{ field: 'taskId', op: '==', value: input.id }], limit: MAX_TASK_COMMENTS });
    const ops: TypedWriteOp[] = [
      { kind: 'delete', collection: COLLECTIONS.tasks, id: input.id, expectedVersion: input.expectedVersion },
      ...comments.docs.map((c): TypedWriteOp => ({ kind: 'delete', collection: COLLECTIONS.taskComments, id: c.id })),
      taskAuditOp(ctx, 'tasks.delete', input.id, before.data, null),
      ...(before.data.open ? await advanceRunOps(tx, ctx, before.data, 'cancelada') : []),
    ];
    return { ops, result: null };
  });
  const files = await ctx.stores.files.list(`tasks/${input.id}`);
  await Promise.all(files.map((f) => ctx.stores.files.delete(f.path).catch(() => undefined)));
  return { deleted: true as const };
});
