import { lawsuitDeleteInput, type LawsuitRecord } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { defineCallable } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import type { DocData, WriteOp } from '../../store/port';
import { LAWSUIT_NUMBERS, LAWSUITS, MOVEMENTS } from './shared';

/** Most andamentos a lawsuit may have for its deletion to stay one atomic write (one page of the store, well under Firestore's 500 writes per transaction). */
const MAX_MOVEMENTS_DELETED = 200;

/** Processos: delete a lawsuit and its andamentos; refused while agenda entries or transactions point at it. */
export const remove = defineCallable({ policy: { section: 'lawsuits', access: 'write' }, input: lawsuitDeleteInput }, async (ctx, input): Promise<{ deleted: true }> => {
  const store = ctx.stores.documents;
  const before = await store.get<LawsuitRecord & DocData>(LAWSUITS, input.id);
  if (!before) throw appError('not-found');
  const linked = [{ field: 'lawsuitId', op: '==' as const, value: input.id }];
  const [events, transactions] = await Promise.all([store.count('events', linked), store.count('transactions', linked)]);
  if (events + transactions > 0) {
    const parts = [events ? `${events} compromisso(s) na agenda` : '', transactions ? `${transactions} lançamento(s) financeiro(s)` : ''].filter(Boolean).join(' e ');
    throw appError('has-dependents', { dependents: { events, transactions }, reason: `Este processo tem ${parts} vinculados. Desvincule-os antes de excluí-lo.` });
  }
  const movements = await store.list(MOVEMENTS, { where: linked, orderBy: [{ field: 'at' }], limit: MAX_MOVEMENTS_DELETED });
  if (movements.nextCursor) throw appError('has-dependents', { reason: 'Este processo tem andamentos demais para ser excluído de uma vez. Arquive-o.' });
  const ops: WriteOp[] = [
    { kind: 'delete', collection: LAWSUITS, id: input.id, expectedVersion: input.expectedVersion },
    ...movements.docs.map((m): WriteOp => ({ kind: 'delete', collection: MOVEMENTS, id: m.id })),
    auditOp({ at: new Date().toISOString(), actor: ctx.uid, section: 'lawsuits', action: 'lawsuits.delete', entity: LAWSUITS, entityId: input.id, changedFields: Object.keys(before.data).sort() }),
  ];
  if (before.data.cnjDigits) ops.push({ kind: 'delete', collection: LAWSUIT_NUMBERS, id: before.data.cnjDigits });
  await store.commit(ops);
  return { deleted: true };
});
