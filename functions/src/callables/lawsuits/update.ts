import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';
import { AlreadyExistsError } from '../../store/errors';
import { duplicateCnj, toLawsuitRecord } from './shared';
import { requireLawyers, requireMayRemoveLawyers } from '../../entities/staff/lawyers';
import { lawsuitWrite } from '../../entities/lawsuits/lawsuit-write';
import { removeImported } from '../../integrations/imported-cleanup';
import { visibleLawsuit } from '../../platform/lawsuit-visibility';

/**
 * Processos: edit a lawsuit; a stale edit is refused as a conflict and nothing is overwritten. Taking another
 * lawyer off the lawsuit needs that lawyer or an administrator (requireMayRemoveLawyers).
 */
export default implement('lawsuits-update', async (ctx, input) => {
  const store = ctx.stores.documents;
  let numberBefore: string | null = null;
  let numberAfter: string | null = null;
  try {
    await store.transact(async (tx) => {
      const before = visibleLawsuit(ctx, await tx.get(COLLECTIONS.lawsuits, input.id));
      numberBefore = before.data.cnjDigits;
      await requireLawyers(tx, input.lawsuit.responsibleLawyerIds, 'lawsuit.responsibleLawyerIds', before.data.responsibleLawyerIds);
      requireMayRemoveLawyers(ctx, before.data.responsibleLawyerIds, input.lawsuit.responsibleLawyerIds, 'lawsuit.responsibleLawyerIds');
      const record = await toLawsuitRecord(input.lawsuit, tx, ctx, before.data.createdBy, before.data);
      numberAfter = record.cnjDigits;
      const change = { id: input.id, before: before.data, after: record, expectedVersion: input.expectedVersion };
      return { ops: await lawsuitWrite(tx, ctx, { action: 'lawsuits.update' }, [change]), result: null };
    });
  } catch (error) {
    // Another lawsuit holds the new number: named only to who may see it (duplicateCnj).
    if (error instanceof AlreadyExistsError) throw await duplicateCnj(ctx, numberAfter);
    throw error;
  }
  const after = await store.get(COLLECTIONS.lawsuits, input.id);
  if (!after) throw appError('not-found');
  // A new number is another case in DataJud: what the old one brought is removed (the next import brings the right one).
  if (after.data.cnjDigits !== numberBefore) await removeImported(store, input.id, ctx.uid, 'lawsuits.update');
  return toListed(after);
});
