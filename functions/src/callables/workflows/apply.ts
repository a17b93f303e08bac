import { COLLECTIONS, officeDate, planRun, templateItems, workflowRunId, type RunItem, type WorkflowRunRecord } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { requireAgendaPeople } from '../../entities/agenda/agenda-people';
import { toListed } from '../../platform/pages';
import type { TypedWriteOp } from '../../store/typed';
import { lawsuitCalendar, lawsuitToApply, requireStartPhase, runTaskOps, workflowAuditOp } from './shared';

/**
 * Fluxos de trabalho: apply a template to a lawsuit from a phase (planRun). Its tasks that count from the
 * distribuição or from today are created now, due on the lawsuit's court calendar and never before today; those
 * that wait for the task before them are created as each one before is finished; the phases before the one chosen
 * are dispensadas. A template is applied to a lawsuit once (two people applying it at once: one wins).
 */
export default implement('workflows-apply', async (ctx, input) => {
  const store = ctx.stores.documents;
  const id = workflowRunId(input.lawsuitId, input.templateId);
  await store.transact(async (tx) => {
    const template = await tx.get(COLLECTIONS.workflowTemplates, input.templateId);
    if (!template) throw appError('invalid-input', { fields: { templateId: 'Modelo não encontrado: atualize a página.' } });
    requireStartPhase(template.data, input.startPhase);
    const lawsuit = await lawsuitToApply(ctx, tx, input.lawsuitId);
    if (await tx.get(COLLECTIONS.workflowRuns, id)) {
      throw appError('invalid-state', { reason: `O modelo "${template.data.name}" já foi aplicado a este processo.` });
    }
    await requireAgendaPeople(tx, [input.assigneeId], [], 'assigneeId', 'Escolha uma pessoa ativa da equipe, com acesso à Agenda.');
    if (input.reviewerId) {
      await requireAgendaPeople(tx, [input.reviewerId], [], 'reviewerId', 'Quem revisa deve ser uma pessoa ativa da equipe, com acesso à Agenda.');
    }
    const { offDay } = await lawsuitCalendar(tx, lawsuit.data);
    const appliedOn = officeDate();
    const filedOn = lawsuit.data.filedOn ?? appliedOn;
    const planned = planRun(templateItems(template.data), { filedOn, appliedOn }, input.startPhase, offDay);
    const items: RunItem[] = planned.map(({ item, plan }) => ({ ...item, taskId: null, state: plan.skipped ? 'dispensada' : 'pendente' }));
    const run: WorkflowRunRecord = {
      lawsuitId: input.lawsuitId,
      templateId: input.templateId,
      templateName: template.data.name,
      phases: template.data.phases.map((p) => p.name),
      items,
      assigneeId: input.assigneeId,
      reviewerId: input.reviewerId,
      filedOn,
      appliedOn,
      startPhase: input.startPhase,
      createdBy: ctx.uid,
      updatedBy: ctx.uid,
    };
    const taskOps: TypedWriteOp[] = [];
    for (const [index, { item, plan }] of planned.entries()) {
      if (!plan.dueDate) continue;
      const created = await runTaskOps(tx, ctx, { id, data: run, clientId: lawsuit.data.clientId }, index, plan.dueDate);
      items[index] = { ...item, taskId: created.taskId, state: 'aberta' };
      taskOps.push(...created.ops);
    }
    return {
      ops: [{ kind: 'create', collection: COLLECTIONS.workflowRuns, id, data: run }, workflowAuditOp(ctx, 'workflows.apply', id, null, run), ...taskOps],
      result: null,
    };
  });
  const stored = await store.get(COLLECTIONS.workflowRuns, id);
  if (!stored) throw appError('not-found');
  return toListed(stored);
});
