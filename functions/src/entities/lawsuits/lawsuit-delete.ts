/**
 * The one way a lawsuit is deleted, shared by lawsuits-delete and the undo of an import: what refuses it (agenda
 * entries, tasks, lançamentos, too many andamentos typed by hand), checked before anything is removed, and the ops
 * that delete it in one transaction with its remaining andamentos, its relations and the workflows applied to it.
 */
import { COLLECTIONS, joinWithAnd, type LawsuitRecord } from '@office/domain';
import type { TypedReader, TypedTransactionReader, TypedWriteOp } from '../../store/typed';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { deletion, movementWrite } from '../movements/movement-write';
import type { AuditNote } from '../record-change';
import { lawsuitWrite } from './lawsuit-write';

/** A lawsuit's relations to others, both sides (lawsuits-link keeps at most 50 per lawsuit). */
const MAX_LINKS = 50;

/** Most andamentos a lawsuit may have for its deletion to stay one atomic write (one page of the store, well under Firestore's 500 writes per transaction). */
const MAX_MOVEMENTS_DELETED = 200;
const TOO_MANY_TYPED = 'Este processo tem andamentos registrados à mão demais para ser excluído de uma vez. Arquive-o.';

/** Agenda entries, tasks or lançamentos that point at the lawsuit refuse its deletion. */
export async function refuseWithDependents(reader: Pick<TypedReader, 'count'>, lawsuitId: string): Promise<void> {
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

/** Everything that refuses the deletion, read before anything (the imported andamentos first of all) is removed. */
export async function requireDeletable(reader: Pick<TypedReader, 'count'>, lawsuitId: string): Promise<void> {
  await refuseWithDependents(reader, lawsuitId);
  const typed = await reader.count(COLLECTIONS.movements, [
    { field: 'lawsuitId', op: '==', value: lawsuitId },
    { field: 'source', op: '==', value: 'manual' },
  ]);
  if (typed > MAX_MOVEMENTS_DELETED) throw appError('has-dependents', { reason: TOO_MANY_TYPED });
}

/**
 * The ops deleting lawsuits, each on its `expectedVersion`, read in `tx`: refused again here, so an andamento added
 * or an entry linked meanwhile is either deleted with them or refuses them. Their relations to other lawsuits go
 * with them (the others no longer show them), and so do the workflows applied to them. One owner write for all of
 * them: the office's counts and the lawsuits under segredo change once.
 */
export async function lawsuitDeletionOps(
  tx: TypedTransactionReader,
  ctx: CallableContext,
  note: AuditNote,
  lawsuits: readonly { id: string; before: LawsuitRecord; expectedVersion: number }[],
): Promise<TypedWriteOp[]> {
  const ops: TypedWriteOp[] = [];
  const links = new Map<string, number>();
  for (const lawsuit of lawsuits) {
    const linked = [{ field: 'lawsuitId', op: '==' as const, value: lawsuit.id }];
    await refuseWithDependents(tx, lawsuit.id);
    const movements = await tx.list(COLLECTIONS.movements, { where: linked, orderBy: [{ field: 'at' }], limit: MAX_MOVEMENTS_DELETED });
    if (movements.nextCursor) throw appError('has-dependents', { reason: TOO_MANY_TYPED });
    const related = await tx.list(COLLECTIONS.lawsuitLinks, { where: [{ field: 'lawsuitIds', op: 'array-contains', value: lawsuit.id }], limit: MAX_LINKS });
    related.docs.forEach((l) => links.set(l.id, l.version));
    const runs = await tx.list(COLLECTIONS.workflowRuns, { where: linked, limit: 50 });
    ops.push(
      ...(await movementWrite(tx, ctx, note, { lawsuitId: lawsuit.id, changes: movements.docs.map(deletion), audit: 'lawsuit' })),
      ...runs.docs.map((r): TypedWriteOp => ({ kind: 'delete', collection: COLLECTIONS.workflowRuns, id: r.id, expectedVersion: r.version })),
    );
  }
  return [
    ...(await lawsuitWrite(
      tx,
      ctx,
      note,
      lawsuits.map((l) => ({ ...l, after: null })),
    )),
    ...ops,
    ...[...links].map(([id, version]): TypedWriteOp => ({ kind: 'delete', collection: COLLECTIONS.lawsuitLinks, id, expectedVersion: version })),
  ];
}
