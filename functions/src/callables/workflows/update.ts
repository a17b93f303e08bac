import { COLLECTIONS, type WorkflowTemplateRecord } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';
import { workflowAuditOp } from './shared';

/**
 * Configurações → Fluxos de trabalho: edit a template on the version the editor showed (else a conflict). Lawsuits
 * it was applied to keep the copy they were given: the edit counts for the next application.
 */
export default implement('workflows-update', async (ctx, input) => {
  const store = ctx.stores.documents;
  await store.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.workflowTemplates, input.id);
    if (!before) throw appError('not-found');
    if (before.version !== input.expectedVersion) throw appError('conflict', { currentVersion: before.version });
    const after: WorkflowTemplateRecord = { ...input.template, createdBy: before.data.createdBy, updatedBy: ctx.uid };
    return {
      ops: [
        { kind: 'update', collection: COLLECTIONS.workflowTemplates, id: input.id, expectedVersion: input.expectedVersion, patch: after },
        workflowAuditOp(ctx, 'workflows.update', input.id, before.data, after),
      ],
      result: null,
    };
  });
  const stored = await store.get(COLLECTIONS.workflowTemplates, input.id);
  if (!stored) throw appError('not-found');
  return toListed(stored);
});
