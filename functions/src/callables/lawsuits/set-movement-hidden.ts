import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { movementWrite } from '../../entities/movements/movement-write';
import { toListed } from '../../platform/pages';
import { readVisibleLawsuit } from '../../platform/lawsuit-visibility';

/**
 * Processos: hide an imported andamento from the timeline, or show it again. It stays stored, so the next
 * import finds it and does not bring it back; andamentos typed in are edited, not hidden.
 */
export default implement('lawsuits-setMovementHidden', async (ctx, input) => {
  const before = await ctx.stores.documents.get(COLLECTIONS.movements, input.id);
  if (!before) throw appError('not-found');
  await readVisibleLawsuit(ctx, ctx.stores.documents, before.data.lawsuitId);
  if (before.data.source === 'manual') {
    throw appError('invalid-state', { fields: { _: 'Só andamentos importados podem ser ocultados; um andamento registrado à mão pode ser editado.' } });
  }
  // A hidden andamento is not the list's "último andamento": both change in one transaction.
  const change = { id: input.id, before: before.data, after: { ...before.data, hidden: input.hidden }, expectedVersion: input.expectedVersion };
  const note = { action: input.hidden ? ('lawsuits.hideMovement' as const) : ('lawsuits.showMovement' as const), changedFields: ['hidden'] };
  await ctx.stores.documents.transact(async (tx) => ({
    ops: await movementWrite(tx, ctx, note, { lawsuitId: before.data.lawsuitId, changes: [change], audit: 'each' }),
    result: null,
  }));
  const after = await ctx.stores.documents.get(COLLECTIONS.movements, input.id);
  if (!after) throw appError('not-found');
  return toListed(after);
});
