import { BOARD_COLUMN_LIMIT, COLLECTIONS, TASK_STATUSES, type TaskBoard, type TaskStatus } from '@office/domain';
import { withheldCounter } from '../../entities/clients/client-lists';
import { implement } from '../../platform/define-callable';
import { hiddenOfTaskFilters, taskQuery, tasksAsSeen } from './shared';

/**
 * Tarefas: the board, one page per column (BOARD_COLUMN_LIMIT cards and whether there are more), never the
 * collection. Open columns in due-date order; "Concluída" and "Cancelada" show the latest moved first unless a
 * due period is asked for. By a client, the tasks of its lawsuits the caller may not see are not on it: each column
 * reads as many more as it would have withheld, so "mais" stays exact (client-lists.ts).
 */
export default implement('tasks-board', async (ctx, input) => {
  const store = ctx.stores.documents;
  const hidden = await hiddenOfTaskFilters(ctx, store, input);
  const withheldBy = hidden !== 'all' && hidden.size > 0 ? await withheldCounter(store, COLLECTIONS.tasks, hidden) : () => 0;
  const columns = await Promise.all(
    TASK_STATUSES.map(async (status) => {
      if (hidden === 'all') return [status, []] as const;
      const query = taskQuery({ ...input, status });
      const closed = status === 'concluida' || status === 'cancelada';
      const orderBy = closed && !input.due ? [{ field: 'statusAt', direction: 'desc' as const }] : query.orderBy;
      const page = await store.list(COLLECTIONS.tasks, { where: query.where, orderBy, limit: BOARD_COLUMN_LIMIT + 1 + withheldBy(query.where) });
      return [status, page.docs.filter((d) => !d.data.lawsuitId || !hidden.has(d.data.lawsuitId))] as const;
    }),
  );
  const shown = columns.flatMap(([, docs]) => docs.slice(0, BOARD_COLUMN_LIMIT));
  const items = new Map((await tasksAsSeen(ctx, store, shown)).map((t) => [t.id, t]));
  return Object.fromEntries(
    columns.map(([status, docs]) => [
      status,
      { items: docs.slice(0, BOARD_COLUMN_LIMIT).flatMap((d) => items.get(d.id) ?? []), more: docs.length > BOARD_COLUMN_LIMIT },
    ]),
  ) as Record<TaskStatus, TaskBoard[TaskStatus]>;
});
