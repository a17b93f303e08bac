import { COLLECTIONS, type MovementRecord } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { toListed } from '../../platform/pages';

/** Processos: record an andamento (entered by hand). */
export default implement('lawsuits-addMovement', async (ctx, input) => {
  if (!(await ctx.stores.documents.get(COLLECTIONS.lawsuits, input.lawsuitId))) throw appError('not-found');
  const id = newId('mov');
  const record: MovementRecord = {
    lawsuitId: input.lawsuitId,
    at: new Date(input.at).toISOString(),
    description: input.description,
    source: 'manual',
    createdBy: ctx.uid,
  };
  await ctx.stores.documents.commit([
    { kind: 'create', collection: COLLECTIONS.movements, id, data: record },
    auditOp({
      at: new Date().toISOString(),
      actor: ctx.uid,
      section: 'lawsuits',
      action: 'lawsuits.addMovement',
      entity: COLLECTIONS.movements,
      entityId: id,
      changedFields: Object.keys(record).sort(),
    }),
  ]);
  const stored = await ctx.stores.documents.get(COLLECTIONS.movements, id);
  if (!stored) throw appError('internal');
  return toListed(stored);
});
