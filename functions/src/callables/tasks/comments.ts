import { COLLECTIONS, MAX_TASK_COMMENTS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';

/** Tarefas: a task's comments, oldest first. */
export default implement('tasks-comments', async (ctx, input) => {
  const store = ctx.stores.documents;
  const [task, page] = await Promise.all([
    store.get(COLLECTIONS.tasks, input.taskId),
    store.list(COLLECTIONS.taskComments, { where: [{ field: 'taskId', op: '==', value: input.taskId }], orderBy: [{ field: 'at' }], limit: MAX_TASK_COMMENTS }),
  ]);
  if (!task) throw appError('not-found');
  return page.docs.map((d) => toListed(d));
});
