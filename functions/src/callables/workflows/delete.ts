import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { workflowAuditOp } from './shared';

/** Configurações → Fluxos de trabalho: delete a template; lawsuits it was applied to keep their copy and their tasks. */
export default implement('workflows-delete', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.workflowTemplates, input.id);
    if (!before) throw appError('not-found');
    if (before.version !== input.expectedVersion) throw appError('conflict', { currentVersion: before.version });
    return {
      ops: [
        { kind: 'delete', collection: COLLECTIONS.workflowTemplates, id: input.id, expectedVersion: input.expectedVersion },
        workflowAuditOp(ctx, 'workflows.delete', input.id, before.data, null),
      ],
      result: null,
    };
  });
  return { deleted: true as const };
});
