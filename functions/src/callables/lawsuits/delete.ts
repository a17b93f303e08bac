import { COLLECTIONS } from '@office/domain';
import { removeImported } from '../../integrations/imported-cleanup';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { visibleLawsuit } from '../../platform/lawsuit-visibility';
import { lawsuitDeletionOps, requireDeletable } from '../../entities/lawsuits/lawsuit-delete';

/**
 * Processos: delete a lawsuit, its andamentos and the workflows applied to it (their tasks refuse the deletion while
 * they exist); refused while agenda entries, tasks or transactions point at it.
 */
export default implement('lawsuits-delete', async (ctx, input) => {
  const store = ctx.stores.documents;
  // The andamentos imported from DataJud go first, in batches (hundreds are common); only once nothing refuses the
  // deletion, and they are the court's record, which an import of the number brings back.
  const current = visibleLawsuit(ctx, await store.get(COLLECTIONS.lawsuits, input.id));
  if (current.version !== input.expectedVersion) throw appError('conflict', { currentVersion: current.version });
  await requireDeletable(store, input.id);
  await removeImported(store, input.id, ctx.uid, 'lawsuits.delete');
  return store.transact(async (tx) => {
    const before = visibleLawsuit(ctx, await tx.get(COLLECTIONS.lawsuits, input.id));
    const lawsuit = { id: input.id, before: before.data, expectedVersion: input.expectedVersion };
    return { ops: await lawsuitDeletionOps(tx, ctx, { action: 'lawsuits.delete' }, [lawsuit]), result: { deleted: true as const } };
  });
});
