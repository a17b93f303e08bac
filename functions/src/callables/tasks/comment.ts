import { COLLECTIONS, MAX_TASK_COMMENTS, type TaskCommentRecord } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { toListed } from '../../platform/pages';
import { taskChanges, taskNotificationOps } from '../../entities/notifications/task-notices';
import { requireMentionable, requireWorksOn } from './shared';

/** Tarefas: a comment on a task, stored with the task read in the same transaction (a deleted task takes none). */
export default implement('tasks-comment', async (ctx, input) => {
  const id = newId('tcm');
  const data: TaskCommentRecord = {
    taskId: input.taskId,
    authorId: ctx.uid,
    body: input.body.trim(),
    mentionIds: input.mentionIds,
    at: new Date().toISOString(),
  };
  await ctx.stores.documents.transact(async (tx) => {
    const task = await tx.get(COLLECTIONS.tasks, input.taskId);
    if (!task) throw appError('not-found');
    requireWorksOn(ctx, task.data);
    if ((await tx.count(COLLECTIONS.taskComments, [{ field: 'taskId', op: '==', value: input.taskId }])) >= MAX_TASK_COMMENTS) {
      throw appError('invalid-state', { reason: `Esta tarefa já tem ${MAX_TASK_COMMENTS} comentários: continue a conversa em Mensagens.` });
    }
    await requireMentionable(tx, input.mentionIds);
    return {
      ops: [
        { kind: 'create', collection: COLLECTIONS.taskComments, id, data },
        ...(await taskNotificationOps(tx, ctx, input.taskId, taskChanges(task.data, task.data, input.mentionIds), task.data)),
        auditOp(ctx, {
          section: 'agenda',
          action: 'tasks.comment',
          entity: COLLECTIONS.taskComments,
          entityId: id,
          recordId: input.taskId,
          changedFields: ['body'],
        }),
      ],
      result: null,
    };
  });
  const stored = await ctx.stores.documents.get(COLLECTIONS.taskComments, id);
  if (!stored) throw appError('not-found');
  return toListed(stored);
});
