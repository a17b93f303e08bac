import { lawsuitUpdateInput, type LawsuitRecord, type Listed } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import { defineCallable } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';
import { AlreadyExistsError } from '../../store/errors';
import type { DocData, WriteOp } from '../../store/port';
import { DUPLICATE_CNJ, LAWSUIT_NUMBERS, LAWSUITS, toLawsuitRecord } from './shared';

/** Processos: edit a lawsuit; a stale edit is refused as a conflict and nothing is overwritten. */
export const update = defineCallable({ policy: { section: 'lawsuits', access: 'write' }, input: lawsuitUpdateInput }, async (ctx, input): Promise<Listed<LawsuitRecord>> => {
  const store = ctx.stores.documents;
  const before = await store.get<LawsuitRecord & DocData>(LAWSUITS, input.id);
  if (!before) throw appError('not-found');
  const record = await toLawsuitRecord(input.lawsuit, ctx, before.data.createdBy);
  const ops: WriteOp[] = [{ kind: 'update', collection: LAWSUITS, id: input.id, expectedVersion: input.expectedVersion, patch: record as unknown as DocData }];
  if (record.cnjDigits !== before.data.cnjDigits) {
    if (record.cnjDigits) ops.push({ kind: 'create', collection: LAWSUIT_NUMBERS, id: record.cnjDigits, data: { lawsuitId: input.id } });
    if (before.data.cnjDigits) ops.push({ kind: 'delete', collection: LAWSUIT_NUMBERS, id: before.data.cnjDigits });
  }
  ops.push(auditOp({ at: new Date().toISOString(), actor: ctx.uid, section: 'lawsuits', action: 'lawsuits.update', entity: LAWSUITS, entityId: input.id, changedFields: changedFields(before.data, record as unknown as DocData) }));
  try {
    await store.commit(ops);
  } catch (error) {
    if (error instanceof AlreadyExistsError) throw appError('already-exists', { fields: DUPLICATE_CNJ });
    throw error;
  }
  const after = await store.get(LAWSUITS, input.id);
  if (!after) throw appError('not-found');
  return toListed<LawsuitRecord>(after);
});
