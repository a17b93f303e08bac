import { COLLECTIONS, MAX_WORKFLOW_TEMPLATES, type WorkflowTemplateRecord } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { toListed } from '../../platform/pages';
import { workflowAuditOp } from './shared';

/** Configurações → Fluxos de trabalho: a new template (administrators). */
export default implement('workflows-create', async (ctx, input) => {
  const store = ctx.stores.documents;
  const existing = await store.list(COLLECTIONS.workflowTemplates, { limit: MAX_WORKFLOW_TEMPLATES });
  if (existing.docs.length >= MAX_WORKFLOW_TEMPLATES) {
    throw appError('invalid-state', { reason: `O escritório já tem ${MAX_WORKFLOW_TEMPLATES} modelos de fluxo. Exclua os que não usa antes.` });
  }
  const id = newId('wft');
  const record: WorkflowTemplateRecord = { ...input.template, createdBy: ctx.uid, updatedBy: ctx.uid };
  await store.transact(async () => ({
    ops: [{ kind: 'create', collection: COLLECTIONS.workflowTemplates, id, data: record }, workflowAuditOp(ctx, 'workflows.create', id, null, record)],
    result: null,
  }));
  const stored = await store.get(COLLECTIONS.workflowTemplates, id);
  if (!stored) throw appError('not-found');
  return toListed(stored);
});
