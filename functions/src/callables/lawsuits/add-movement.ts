import { COLLECTIONS, type MovementRecord } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { movementWrite } from '../../entities/movements/movement-write';
import { toListed } from '../../platform/pages';
import { readVisibleLawsuit } from '../../platform/lawsuit-visibility';

/** Processos: record an andamento (entered by hand). */
export default implement('lawsuits-addMovement', async (ctx, input) => {
  const id = newId('mov');
  const record: MovementRecord = {
    lawsuitId: input.lawsuitId,
    at: new Date(input.at).toISOString(),
    description: input.description,
    source: 'manual',
    imported: null,
    hidden: false,
    createdBy: ctx.uid,
  };
  // The lawsuit is read in the transaction: if it is deleted meanwhile, no orphan andamento is left behind.
  await ctx.stores.documents.transact(async (tx) => {
    await readVisibleLawsuit(ctx, tx, input.lawsuitId);
    const write = { lawsuitId: record.lawsuitId, changes: [{ id, before: null, after: record }], audit: 'each' as const };
    return { ops: await movementWrite(tx, ctx, { action: 'lawsuits.addMovement' }, write), result: null };
  });
  const stored = await ctx.stores.documents.get(COLLECTIONS.movements, id);
  // Gone already: deleted (with its parent) by a write that committed right after this one.
  if (!stored) throw appError('not-found');
  return toListed(stored);
});
