import { closureEntry, COLLECTIONS, MAX_OFFICE_CLOSURES, type ClosureSaved, type ClosureValues, type OfficeClosureRecord } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { readClosureDocs, reviewsAfterClosureChange } from '../../entities/agenda/office-calendar';
import { toListed } from '../../platform/pages';
import type { TypedWriteOp } from '../../store/typed';

type Change =
  | { action: 'create'; id: string; values: ClosureValues }
  | { action: 'update'; id: string; expectedVersion: number; values: ClosureValues }
  | { action: 'delete'; id: string; expectedVersion: number };

/**
 * Calendário forense: one change of the office's closures and, in the same commit, the "recalcular" flags of
 * every open computed prazo it changes (a prazo saved meanwhile makes the whole change run again).
 */
export async function changeClosure(ctx: CallableContext, change: Change): Promise<ClosureSaved> {
  const store = ctx.stores.documents;
  const counts = await store.transact(async (tx) => {
    const docs = await readClosureDocs(tx);
    const before = docs.find((d) => d.id === change.id) ?? null;
    if (change.action !== 'create' && !before) throw appError('not-found');
    if (change.action === 'create' && docs.length >= MAX_OFFICE_CLOSURES) {
      throw appError('invalid-state', { reason: `O calendário do escritório tem o máximo de ${MAX_OFFICE_CLOSURES} fechamentos. Exclua os antigos antes.` });
    }
    const after: OfficeClosureRecord | null =
      change.action === 'delete' ? null : { ...change.values, createdBy: before?.data.createdBy ?? ctx.uid, updatedBy: ctx.uid };
    const entries = docs.filter((d) => d.id !== change.id).map((d) => closureEntry(d.id, d.data));
    if (after) entries.push(closureEntry(change.id, after));
    // The days the change touched: the old closure's and the new one's.
    const touched = [before?.data, after].flatMap((c) => (c ? [c.from, c.to] : [])).sort();
    const reviews = await reviewsAfterClosureChange(tx, entries, touched[0] ?? '', touched.at(-1) ?? '');
    const ops: TypedWriteOp[] = [
      after
        ? change.action === 'update'
          ? { kind: 'update', collection: COLLECTIONS.courtClosures, id: change.id, expectedVersion: change.expectedVersion, patch: after }
          : { kind: 'create', collection: COLLECTIONS.courtClosures, id: change.id, data: after }
        : {
            kind: 'delete',
            collection: COLLECTIONS.courtClosures,
            id: change.id,
            expectedVersion: 'expectedVersion' in change ? change.expectedVersion : undefined,
          },
      auditOp(ctx, {
        section: 'settings',
        action: `courtCalendar.${change.action}`,
        entity: COLLECTIONS.courtClosures,
        entityId: change.id,
        changedFields: changedFields(before?.data ?? null, after),
      }),
      ...reviews,
    ];
    return {
      ops,
      result: { flagged: reviews.filter((op) => op.kind !== 'delete').length, cleared: reviews.filter((op) => op.kind === 'delete').length },
    };
  });
  const stored = change.action === 'delete' ? null : await store.get(COLLECTIONS.courtClosures, change.id);
  return { closure: stored ? toListed(stored) : null, ...counts };
}
