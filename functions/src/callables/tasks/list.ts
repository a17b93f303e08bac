import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { taskQuery, tasksAsSeen } from './shared';

/** Tarefas: one page of tasks in due-date order, filtered by person, lawsuit, client, status and due period. */
export default implement('tasks-list', async (ctx, input) => {
  const store = ctx.stores.documents;
  const query = taskQuery(input);
  const [page, total] = await Promise.all([
    store.list(COLLECTIONS.tasks, { ...query, limit: input.limit, after: input.after ?? null }),
    store.count(COLLECTIONS.tasks, query.where),
  ]);
  return { items: await tasksAsSeen(ctx, store, page.docs), nextCursor: page.nextCursor, total };
});
