import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { dropTemplateBytes, templateAuditOp } from './shared';

/** Configurações → Modelos de documentos: remove a template (documents generated from it stay in their records' files). */
export default implement('templates-delete', async (ctx, input) => {
  const removed = await ctx.stores.documents.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.documentTemplates, input.id);
    if (!before) throw appError('not-found');
    return {
      ops: [
        { kind: 'delete', collection: COLLECTIONS.documentTemplates, id: input.id, expectedVersion: input.expectedVersion },
        templateAuditOp(ctx, 'templates.delete', input.id, before.data, null),
      ],
      result: before.data,
    };
  });
  await dropTemplateBytes(ctx, removed.storagePath);
  return { deleted: true as const };
});
