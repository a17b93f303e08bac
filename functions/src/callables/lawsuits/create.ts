import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { requireLawyers } from '../../entities/staff/lawyers';
import { lawsuitWrite } from '../../entities/lawsuits/lawsuit-write';
import { toListed } from '../../platform/pages';
import { AlreadyExistsError } from '../../store/errors';
import { duplicateCnj, toLawsuitRecord } from './shared';

/**
 * Processos: a new lawsuit; its CNJ number must be valid and unique in the office (a number held by a lawsuit under
 * segredo the caller may not see is refused without naming it), its client must still exist at the commit.
 */
export default implement('lawsuits-create', async (ctx, input) => {
  const id = newId('proc');
  let digits: string | null = null;
  try {
    await ctx.stores.documents.transact(async (tx) => {
      await requireLawyers(tx, input.lawsuit.responsibleLawyerIds, 'lawsuit.responsibleLawyerIds');
      const record = await toLawsuitRecord(input.lawsuit, tx, ctx, ctx.uid);
      digits = record.cnjDigits;
      return { ops: await lawsuitWrite(tx, ctx, { action: 'lawsuits.create' }, [{ id, before: null, after: record }]), result: null };
    });
  } catch (error) {
    // Another lawsuit holds the number: named only to who may see it (duplicateCnj).
    if (error instanceof AlreadyExistsError) throw await duplicateCnj(ctx, digits);
    throw error;
  }
  const stored = await ctx.stores.documents.get(COLLECTIONS.lawsuits, id);
  // Gone already: deleted by a write that committed right after this one.
  if (!stored) throw appError('not-found');
  return toListed(stored);
});
