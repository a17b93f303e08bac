import { COLLECTIONS, joinWithAnd } from '@office/domain';
import type { TypedReader, TypedWriteOp } from '../../store/typed';
import { removeImported } from '../../integrations/imported-cleanup';
import { implement } from '../../platform/define-callable';
import { lawsuitWrite } from '../../entities/lawsuits/lawsuit-write';
import { deletion, movementWrite } from '../../entities/movements/movement-write';
import { appError } from '../../platform/errors';
import { linksOf } from './shared';
import { visibleLawsuit } from '../../platform/lawsuit-visibility';

/** Most andamentos a lawsuit may have for its deletion to stay one atomic write (one page of the store, well under Firestore's 500 writes per transaction). */
const MAX_MOVEMENTS_DELETED = 200;
const TOO_MANY_TYPED = 'Este processo tem andamentos registrados à mão demais para ser excluído de uma vez. Arquive-o.';

/** Agenda entries, tasks or lançamentos that point at the lawsuit refuse its deletion. */
async function refuseWithDependents(reader: Pick<TypedReader, 'count'>, lawsuitId: string): Promise<void> {
  const linked = [{ field: 'lawsuitId', op: '==' as const, value: lawsuitId }];
  const [events, tasks, transactions] = await Promise.all([
    reader.count(COLLECTIONS.events, linked),
    reader.count(COLLECTIONS.tasks, linked),
    reader.count(COLLECTIONS.transactions, linked),
  ]);
  if (events + tasks + transactions === 0) return;
  const parts = [
    events ? `${events} compromisso(s) na agenda` : '',
    tasks ? `${tasks} tarefa(s)` : '',
    transactions ? `${transactions} lançamento(s) financeiro(s)` : '',
  ].filter(Boolean);
  throw appError('has-dependents', {
    dependents: { events, tasks, transactions },
    reason: `Este processo tem ${joinWithAnd(parts)} vinculados. Desvincule-os antes de excluí-lo.`,
  });
}

/**
 * Processos: delete a lawsuit, its andamentos and the workflows applied to it (their tasks refuse the deletion while
 * they exist); refused while agenda entries, tasks or transactions point at it.
 */
export default implement('lawsuits-delete', async (ctx, input) => {
  const store = ctx.stores.documents;
  // The andamentos imported from DataJud go first, in batches (hundreds are common); only once nothing refuses the
  // deletion, and they are the court's record, which an import of the number brings back.
  const current = visibleLawsuit(ctx, await store.get(COLLECTIONS.lawsuits, input.id));
  if (current.version !== input.expectedVersion) throw appError('conflict', { currentVersion: current.version });
  await refuseWithDependents(store, input.id);
  const typed = await store.count(COLLECTIONS.movements, [
    { field: 'lawsuitId', op: '==', value: input.id },
    { field: 'source', op: '==', value: 'manual' },
  ]);
  if (typed > MAX_MOVEMENTS_DELETED) throw appError('has-dependents', { reason: TOO_MANY_TYPED });
  await removeImported(store, input.id, ctx.uid, 'lawsuits.delete');
  // One transaction: an andamento added or an entry linked while this runs is either deleted with it or refuses it.
  return store.transact(async (tx) => {
    const before = visibleLawsuit(ctx, await tx.get(COLLECTIONS.lawsuits, input.id));
    const linked = [{ field: 'lawsuitId', op: '==' as const, value: input.id }];
    await refuseWithDependents(tx, input.id);
    const movements = await tx.list(COLLECTIONS.movements, { where: linked, orderBy: [{ field: 'at' }], limit: MAX_MOVEMENTS_DELETED });
    if (movements.nextCursor) throw appError('has-dependents', { reason: TOO_MANY_TYPED });
    const change = { id: input.id, before: before.data, after: null, expectedVersion: input.expectedVersion };
    const links = await linksOf(tx, input.id);
    const runs = await tx.list(COLLECTIONS.workflowRuns, { where: linked, limit: 50 });
    const ops: TypedWriteOp[] = [
      ...(await lawsuitWrite(tx, ctx, { action: 'lawsuits.delete' }, [change])),
      ...(await movementWrite(tx, ctx, { action: 'lawsuits.delete' }, { lawsuitId: input.id, changes: movements.docs.map(deletion), audit: 'lawsuit' })),
      // Its relations to other lawsuits go with it: the others no longer show it.
      ...links.map((l): TypedWriteOp => ({ kind: 'delete', collection: COLLECTIONS.lawsuitLinks, id: l.id, expectedVersion: l.version })),
      ...runs.docs.map((r): TypedWriteOp => ({ kind: 'delete', collection: COLLECTIONS.workflowRuns, id: r.id, expectedVersion: r.version })),
    ];
    return { ops, result: { deleted: true as const } };
  });
});
