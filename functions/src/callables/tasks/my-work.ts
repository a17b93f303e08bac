import { COLLECTIONS, workByUrgency, type WorkItem } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { lawsuitNamesFor } from '../../platform/lawsuit-visibility';
import type { Filter } from '../../store/port';
import { tasksAsSeen } from './shared';

/**
 * "Meu trabalho": the caller's open tasks, the tasks waiting for their review and their open prazos, in order of
 * urgency. Three pages of `limit`, merged and cut to `limit`: never every task.
 */
export default implement('tasks-myWork', async (ctx, input) => {
  const store = ctx.stores.documents;
  const tasksByDue = (where: Filter[]) => store.list(COLLECTIONS.tasks, { where, orderBy: [{ field: 'dueSort' }], limit: input.limit });
  const [mine, toReview, prazos] = await Promise.all([
    tasksByDue([
      { field: 'assigneeId', op: '==', value: ctx.uid },
      { field: 'open', op: '==', value: true },
    ]),
    tasksByDue([
      { field: 'reviewerIds', op: 'array-contains', value: ctx.uid },
      { field: 'status', op: '==', value: 'aguardando_revisao' },
    ]),
    store.list(COLLECTIONS.events, {
      where: [
        { field: 'people', op: 'array-contains', value: ctx.uid },
        { field: 'kind', op: '==', value: 'prazo' },
        { field: 'status', op: '==', value: 'aberto' },
      ],
      orderBy: [{ field: 'startsAt' }],
      limit: input.limit,
    }),
  ]);
  const tasks = await tasksAsSeen(ctx, store, [...mine.docs, ...toReview.docs]);
  const lawsuits = await lawsuitNamesFor(
    ctx,
    store,
    prazos.docs.map((e) => e.data.lawsuitId),
  );
  const items: WorkItem[] = [
    ...tasks.map((task): WorkItem => ({ kind: 'task', role: task.assigneeId === ctx.uid ? 'assignee' : 'reviewer', date: task.dueDate, task })),
    ...prazos.docs.flatMap((e): WorkItem[] =>
      e.data.prazo
        ? [
            {
              kind: 'prazo',
              date: e.data.prazo.internalDate,
              prazo: {
                id: e.id,
                title: e.data.title,
                fatalDate: e.data.prazo.fatalDate,
                internalDate: e.data.prazo.internalDate,
                lawsuitId: e.data.lawsuitId,
                lawsuitLabel: lawsuits.label(e.data.lawsuitId),
              },
            },
          ]
        : [],
    ),
  ];
  return items.sort(workByUrgency).slice(0, input.limit);
});
