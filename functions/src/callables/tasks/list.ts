import { COLLECTIONS } from '@office/domain';
import { withheldCounter } from '../../entities/clients/client-lists';
import { implement } from '../../platform/define-callable';
import { hiddenOfTaskFilters, taskQuery, tasksAsSeen } from './shared';

/**
 * Tarefas: one page of tasks in due-date order, filtered by person, lawsuit, client, status and due period. By a
 * client, the tasks of its lawsuits the caller may not see are neither listed nor counted (client-lists.ts).
 */
export default implement('tasks-list', async (ctx, input) => {
  const store = ctx.stores.documents;
  const hidden = await hiddenOfTaskFilters(ctx, store, input);
  if (hidden === 'all') return { items: [], nextCursor: null, total: 0 };
  const query = taskQuery(input);
  const [page, total, withheld] = await Promise.all([
    store.list(COLLECTIONS.tasks, { ...query, limit: input.limit, after: input.after ?? null }),
    store.count(COLLECTIONS.tasks, query.where),
    hidden.size > 0 ? withheldCounter(store, COLLECTIONS.tasks, hidden).then((withheldBy) => withheldBy(query.where)) : 0,
  ]);
  const docs = page.docs.filter((d) => !d.data.lawsuitId || !hidden.has(d.data.lawsuitId));
  return { items: await tasksAsSeen(ctx, store, docs), nextCursor: page.nextCursor, total: total - withheld };
});
