import { COLLECTIONS, MAX_TASK_COMMENTS, type TaskCommentRecord } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { toListed } from '../../platform/pages';
import { taskCommentWrite } from '../../entities/tasks/task-write';
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
    return { ops: await taskCommentWrite(tx, ctx, { action: 'tasks.comment', changedFields: ['body'] }, { id, comment: data, task: task.data }), result: null };
  });
  const stored = await ctx.stores.documents.get(COLLECTIONS.taskComments, id);
  if (!stored) throw appError('not-found');
  return toListed(stored);
});
