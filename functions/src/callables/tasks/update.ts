import { COLLECTIONS, reviewEditRefusal } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { taskWrite } from '../../entities/tasks/task-write';
import { savedTask, toTaskRecord } from './shared';

/**
 * Tarefas: edit a task (its status and steps' "feito" stay as they are); a stale edit is refused as a conflict.
 * Its assignee does not change who reviews it (reviewEditRefusal): taking the reviewers away, or handing the task
 * over to become its reviewer, would be the way around the review that tasks-move keeps.
 */
export default implement('tasks-update', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.tasks, input.id);
    if (!before) throw appError('not-found');
    if (before.version !== input.expectedVersion) throw appError('conflict', { currentVersion: before.version });
    const refusal = reviewEditRefusal(before.data, input.task, { uid: ctx.uid, admin: ctx.staff?.data.admin === true });
    if (refusal) throw appError('invalid-input', { fields: { 'task.reviewerIds': refusal } });
    const record = await toTaskRecord(input.task, tx, ctx, before.data);
    const change = { id: input.id, before: before.data, after: record, expectedVersion: input.expectedVersion };
    return { ops: await taskWrite(tx, ctx, { action: 'tasks.update' }, change), result: null };
  });
  return savedTask(ctx, input.id);
});
