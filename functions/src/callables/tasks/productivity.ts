import { addDays, COLLECTIONS, officeDate, officeDayBounds, worksWithAgenda, type ProductivityRow } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { MAX_PAGE_SIZE, type Filter } from '../../store/port';
import type { TypedDocumentStore } from '../../store/typed';

/**
 * One person's numbers, each a count aggregation (never a read of the tasks): concluded in the period (by when
 * they were moved there) and of those late; open now and of those past due; prazos whose fatal date fell in the
 * period, concluded and still open after it.
 */
async function rowOf(store: TypedDocumentStore, person: { id: string; name: string }, from: string, to: string): Promise<ProductivityRow> {
  const today = officeDate();
  const period = { start: officeDayBounds(from).start, end: officeDayBounds(addDays(to, 1)).start };
  const mine: Filter = { field: 'assigneeId', op: '==', value: person.id };
  const done: Filter[] = [
    mine,
    { field: 'status', op: '==', value: 'concluida' },
    { field: 'statusAt', op: '>=', value: period.start },
    { field: 'statusAt', op: '<', value: period.end },
  ];
  const prazos = (status: string, until: string): Filter[] => [
    { field: 'ownerId', op: '==', value: person.id },
    { field: 'kind', op: '==', value: 'prazo' },
    { field: 'status', op: '==', value: status },
    { field: 'date', op: '>=', value: from },
    { field: 'date', op: '<', value: until },
  ];
  // A prazo is missed once its fatal day has passed: the open ones counted are those before today.
  const missedUntil = addDays(to, 1) < today ? addDays(to, 1) : today;
  const [tasksDone, tasksDoneLate, tasksOpen, tasksOverdue, prazosConcluded, prazosMissed] = await Promise.all([
    store.count(COLLECTIONS.tasks, done),
    store.count(COLLECTIONS.tasks, [...done, { field: 'completedLate', op: '==', value: true }]),
    store.count(COLLECTIONS.tasks, [mine, { field: 'open', op: '==', value: true }]),
    store.count(COLLECTIONS.tasks, [mine, { field: 'open', op: '==', value: true }, { field: 'dueSort', op: '<', value: today }]),
    store.count(COLLECTIONS.events, prazos('concluido', addDays(to, 1))),
    from < missedUntil ? store.count(COLLECTIONS.events, prazos('aberto', missedUntil)) : Promise.resolve(0),
  ]);
  return { personId: person.id, name: person.name, tasksDone, tasksDoneLate, tasksOpen, tasksOverdue, prazosConcluded, prazosMissed };
}

/** Tarefas → Produtividade: an administrator sees every active person who works with the Agenda; anyone else, themselves. */
export default implement('tasks-productivity', async (ctx, input) => {
  const store = ctx.stores.documents;
  const people =
    ctx.staff?.data.admin === true
      ? (await store.list(COLLECTIONS.staff, { where: [{ field: 'disabled', op: '==', value: false }], limit: MAX_PAGE_SIZE })).docs
          .filter((d) => worksWithAgenda(d.data))
          .map((d) => ({ id: d.id, name: d.data.name }))
          .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
      : [{ id: ctx.uid, name: ctx.staff?.data.name ?? '' }];
  return Promise.all(people.map((p) => rowOf(store, p, input.from, input.to)));
});
