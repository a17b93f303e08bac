import { lawsuitCreateInput, type LawsuitRecord, type Listed } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import { defineCallable } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { toListed } from '../../platform/pages';
import { AlreadyExistsError } from '../../store/errors';
import type { DocData, WriteOp } from '../../store/port';
import { DUPLICATE_CNJ, LAWSUIT_NUMBERS, LAWSUITS, toLawsuitRecord } from './shared';

/** Processos: a new lawsuit; its CNJ number must be valid and unique in the office. */
export const create = defineCallable({ policy: { section: 'lawsuits', access: 'write' }, input: lawsuitCreateInput }, async (ctx, input): Promise<Listed<LawsuitRecord>> => {
  const id = newId('proc');
  const record = await toLawsuitRecord(input.lawsuit, ctx, ctx.uid);
  const ops: WriteOp[] = [];
  if (record.cnjDigits) ops.push({ kind: 'create', collection: LAWSUIT_NUMBERS, id: record.cnjDigits, data: { lawsuitId: id } });
  ops.push(
    { kind: 'create', collection: LAWSUITS, id, data: record as unknown as DocData },
    auditOp({ at: new Date().toISOString(), actor: ctx.uid, section: 'lawsuits', action: 'lawsuits.create', entity: LAWSUITS, entityId: id, changedFields: changedFields(null, record as unknown as DocData) }),
  );
  try {
    await ctx.stores.documents.commit(ops);
  } catch (error) {
    if (error instanceof AlreadyExistsError) throw appError('already-exists', { fields: DUPLICATE_CNJ });
    throw error;
  }
  const stored = await ctx.stores.documents.get(LAWSUITS, id);
  if (!stored) throw appError('internal');
  return toListed<LawsuitRecord>(stored);
});
