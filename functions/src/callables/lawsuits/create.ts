import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { requireLawyers } from '../../platform/lawyers';
import { lawsuitWrite } from '../../platform/lawsuit-write';
import { toListed } from '../../platform/pages';
import { AlreadyExistsError } from '../../store/errors';
import { DUPLICATE_CNJ, toLawsuitRecord } from './shared';

/** Processos: a new lawsuit; its CNJ number must be valid and unique in the office, its client must still exist at the commit. */
export default implement('lawsuits-create', async (ctx, input) => {
  const id = newId('proc');
  try {
    await ctx.stores.documents.transact(async (tx) => {
      await requireLawyers(tx, input.lawsuit.responsibleLawyerIds, 'lawsuit.responsibleLawyerIds');
      const record = await toLawsuitRecord(input.lawsuit, tx, ctx, ctx.uid);
      return { ops: await lawsuitWrite(tx, ctx, { action: 'lawsuits.create' }, [{ id, before: null, after: record }]), result: null };
    });
  } catch (error) {
    if (error instanceof AlreadyExistsError) throw appError('already-exists', { fields: DUPLICATE_CNJ });
    throw error;
  }
  const stored = await ctx.stores.documents.get(COLLECTIONS.lawsuits, id);
  // Gone already: deleted by a write that committed right after this one.
  if (!stored) throw appError('not-found');
  return toListed(stored);
});
