import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { movementWrite } from '../../entities/movements/movement-write';
import { toListed } from '../../platform/pages';
import { readVisibleLawsuit } from '../../platform/lawsuit-visibility';

/** Processos: correct an andamento's date or text; stale edits are conflicts. */
export default implement('lawsuits-updateMovement', async (ctx, input) => {
  const before = await ctx.stores.documents.get(COLLECTIONS.movements, input.id);
  if (!before) throw appError('not-found');
  await readVisibleLawsuit(ctx, ctx.stores.documents, before.data.lawsuitId);
  // The court's record is not the office's to rewrite: an imported andamento can be hidden, not edited.
  if (before.data.source !== 'manual') {
    throw appError('invalid-state', { fields: { _: 'Andamento importado do DataJud não pode ser editado; se não for útil, oculte-o.' } });
  }
  const corrected = { ...before.data, at: new Date(input.at).toISOString(), description: input.description };
  const write = {
    lawsuitId: before.data.lawsuitId,
    changes: [{ id: input.id, before: before.data, after: corrected, expectedVersion: input.expectedVersion }],
    audit: 'each' as const,
  };
  // One transaction with the list's "último andamento"; the version the person saw decides a conflict at commit.
  await ctx.stores.documents.transact(async (tx) => ({ ops: await movementWrite(tx, ctx, { action: 'lawsuits.updateMovement' }, write), result: null }));
  const after = await ctx.stores.documents.get(COLLECTIONS.movements, input.id);
  if (!after) throw appError('not-found');
  return toListed(after);
});
