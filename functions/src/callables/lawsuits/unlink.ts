import { COLLECTIONS } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { readVisibleLawsuit } from '../../platform/lawsuit-visibility';

/** Processos: undo a relation between two lawsuits, on the version the person saw; audited in both histories. */
export default implement('lawsuits-unlink', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    const link = await tx.get(COLLECTIONS.lawsuitLinks, input.id);
    if (!link) throw appError('not-found');
    // Both ends must be lawsuits the caller sees (segredo de justiça).
    await readVisibleLawsuit(ctx, tx, link.data.fromId);
    await readVisibleLawsuit(ctx, tx, link.data.toId);
    const audit = (recordId: string) =>
      auditOp(ctx, {
        section: 'lawsuits',
        action: 'lawsuits.unlink',
        entity: COLLECTIONS.lawsuitLinks,
        entityId: input.id,
        recordId,
        changedFields: ['deleted'],
      });
    return {
      ops: [
        { kind: 'delete', collection: COLLECTIONS.lawsuitLinks, id: input.id, expectedVersion: input.expectedVersion },
        audit(link.data.fromId),
        audit(link.data.toId),
      ],
      result: null,
    };
  });
  return null;
});
