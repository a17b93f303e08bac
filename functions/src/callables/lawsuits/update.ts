import { COLLECTIONS } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import type { TypedWriteOp } from '../../store/typed';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';
import { AlreadyExistsError } from '../../store/errors';
import { DUPLICATE_CNJ, toLawsuitRecord } from './shared';
import { requireLawyers } from '../../platform/lawyers';
import { lawsuitProjectionOps } from '../../platform/lawsuit-prazos';
import { intimationLinkOps } from '../../integrations/intimation-links';
import { removeImported } from '../../integrations/imported-cleanup';

/** Processos: edit a lawsuit; a stale edit is refused as a conflict and nothing is overwritten. */
export default implement('lawsuits-update', async (ctx, input) => {
  const store = ctx.stores.documents;
  let numberBefore: string | null = null;
  try {
    await store.transact(async (tx) => {
      const before = await tx.get(COLLECTIONS.lawsuits, input.id);
      if (!before) throw appError('not-found');
      numberBefore = before.data.cnjDigits;
      await requireLawyers(tx, input.lawsuit.responsibleLawyerIds, 'lawsuit.responsibleLawyerIds', before.data.responsibleLawyerIds);
      const record = await toLawsuitRecord(input.lawsuit, tx, ctx, before.data.createdBy, before.data.clientId);
      const ops: TypedWriteOp[] = [{ kind: 'update', collection: COLLECTIONS.lawsuits, id: input.id, expectedVersion: input.expectedVersion, patch: record }];
      if (record.cnjDigits !== before.data.cnjDigits) {
        if (record.cnjDigits) ops.push({ kind: 'create', collection: COLLECTIONS.lawsuitNumbers, id: record.cnjDigits, data: { lawsuitId: input.id } });
        if (before.data.cnjDigits) ops.push({ kind: 'delete', collection: COLLECTIONS.lawsuitNumbers, id: before.data.cnjDigits });
      }
      ops.push(
        auditOp(ctx, {
          section: 'lawsuits',
          action: 'lawsuits.update',
          entity: COLLECTIONS.lawsuits,
          entityId: input.id,
          changedFields: changedFields(before.data, record),
        }),
        ...(await lawsuitProjectionOps(tx, [{ id: input.id, after: record }])),
        ...(await intimationLinkOps(tx, input.id, before.data.cnjDigits, record.cnjDigits)),
      );
      return { ops, result: null };
    });
  } catch (error) {
    if (error instanceof AlreadyExistsError) throw appError('already-exists', { fields: DUPLICATE_CNJ });
    throw error;
  }
  const after = await store.get(COLLECTIONS.lawsuits, input.id);
  if (!after) throw appError('not-found');
  // A new number is another case in DataJud: what the old one brought is removed (the next import brings the right one).
  if (after.data.cnjDigits !== numberBefore) await removeImported(store, input.id, ctx.uid, 'lawsuits.update');
  return toListed(after);
});
