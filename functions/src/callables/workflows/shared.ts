import {
  COLLECTIONS,
  courtCalendarOrNational,
  offDayAt,
  officeDate,
  addWorkingDays,
  taskSearchWords,
  type AuditAction,
  type CalendarDate,
  type LawsuitRecord,
  type TaskRecord,
  type WorkflowRunRecord,
  type WorkflowTemplateRecord,
} from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { requireLinkable } from '../../platform/link-access';
import { callerSeesLawsuit } from '../../platform/lawsuit-visibility';
import { readOfficeClosures } from '../../entities/agenda/office-calendar';
import { newId } from '../../platform/ids';
import type { StoredDoc } from '../../store/port';
import type { TypedReader, TypedWriteOp } from '../../store/typed';
import { taskWrite } from '../../entities/tasks/task-write';
import { newStepId } from '../tasks/shared';

/** The audit entry of a change to a template (Configurações) or of an application (the lawsuit's agenda). */
export function workflowAuditOp(
  ctx: CallableContext,
  action: AuditAction,
  id: string,
  before: WorkflowTemplateRecord | WorkflowRunRecord | null,
  after: WorkflowTemplateRecord | WorkflowRunRecord | null,
): TypedWriteOp {
  const applied = action === 'workflows.apply';
  return auditOp(ctx, {
    section: applied ? 'agenda' : 'settings',
    action,
    entity: applied ? COLLECTIONS.workflowRuns : COLLECTIONS.workflowTemplates,
    entityId: id,
    changedFields: changedFields(before, after),
  });
}

/** The phase a run starts at must be one of the template's. */
export function requireStartPhase(template: Pick<WorkflowTemplateRecord, 'phases'>, startPhase: number): void {
  if (startPhase >= template.phases.length) throw appError('invalid-input', { fields: { startPhase: 'Escolha uma fase do modelo.' } });
}

/** The lawsuit a template is applied to: one the caller reads Processos for and may see (segredo de justiça). */
export async function lawsuitToApply(ctx: CallableContext, reader: TypedReader, id: string): Promise<StoredDoc<LawsuitRecord>> {
  requireLinkable(ctx, 'lawsuits', 'lawsuitId', id);
  const lawsuit = await reader.get(COLLECTIONS.lawsuits, id);
  if (!lawsuit || !callerSeesLawsuit(ctx, lawsuit.data)) throw appError('invalid-input', { fields: { lawsuitId: 'Processo não encontrado.' } });
  return lawsuit;
}

/** The lawsuit's court calendar (with the office's closures): its name, and the days no work is planned for (offDayAt). */
export async function lawsuitCalendar(
  reader: TypedReader,
  lawsuit: Pick<LawsuitRecord, 'tribunal' | 'comarca'>,
): Promise<{ court: string; offDay: (date: CalendarDate) => boolean }> {
  const calendar = courtCalendarOrNational({ tribunal: lawsuit.tribunal, comarca: lawsuit.comarca }, await readOfficeClosures(reader));
  return { court: calendar.comarca ? `${calendar.court.name} — ${calendar.comarca}` : calendar.court.name, offDay: offDayAt(calendar) };
}

/** The task a run's item `index` becomes, due on `dueDate`, written with its audit entry and its people's notices. */
export async function runTaskOps(
  tx: TypedReader,
  ctx: CallableContext,
  run: { id: string; data: WorkflowRunRecord; clientId: string | null },
  index: number,
  dueDate: CalendarDate,
): Promise<{ taskId: string; ops: TypedWriteOp[] }> {
  const item = run.data.items[index];
  if (!item) throw appError('not-found');
  const now = new Date().toISOString();
  const reviewerIds = item.review && run.data.reviewerId ? [run.data.reviewerId] : [];
  const task: TaskRecord = {
    title: item.title,
    description: item.description,
    lawsuitId: run.data.lawsuitId,
    clientId: run.clientId,
    assigneeId: run.data.assigneeId,
    reviewerIds,
    people: [run.data.assigneeId, ...reviewerIds],
    dueDate,
    dueSort: dueDate,
    prazoEventId: null,
    priority: item.priority,
    status: 'a_fazer',
    open: true,
    statusBy: ctx.uid,
    statusAt: now,
    completedLate: null,
    steps: item.steps.map((text) => ({ id: newStepId(), text, done: false, doneBy: null, doneAt: null })),
    workflow: { runId: run.id, index },
    searchWords: taskSearchWords(item),
    createdBy: ctx.uid,
    updatedBy: ctx.uid,
  };
  const taskId = newId('tsk');
  return { taskId, ops: await taskWrite(tx, ctx, { action: 'tasks.create' }, { id: taskId, before: null, after: task }) };
}

/**
 * A task of a run moved (or was deleted): the run records where it stands, and when it is finished (concluded or
 * cancelled: the work moved on) the template's next task, if it waits for this one, is created, due its business
 * days after today on the lawsuit's court calendar. Read and written in the move's transaction, so two moves at
 * once create the next task once.
 */
export async function advanceRunOps(
  tx: TypedReader,
  ctx: CallableContext,
  task: Pick<TaskRecord, 'workflow' | 'clientId'>,
  state: 'aberta' | 'concluida' | 'cancelada',
): Promise<TypedWriteOp[]> {
  if (!task.workflow) return [];
  const { runId, index } = task.workflow;
  const run = await tx.get(COLLECTIONS.workflowRuns, runId);
  if (!run || !run.data.items[index] || run.data.items[index].state === state) return [];
  const items = run.data.items.map((i, n) => (n === index ? { ...i, state } : i));
  const ops: TypedWriteOp[] = [];
  const next = items[index + 1];
  if (state !== 'aberta' && next && next.anchor === 'anterior' && next.state === 'pendente') {
    const lawsuit = await tx.get(COLLECTIONS.lawsuits, run.data.lawsuitId);
    if (lawsuit) {
      const { offDay } = await lawsuitCalendar(tx, lawsuit.data);
      const due = addWorkingDays(officeDate(), next.days, offDay);
      const created = await runTaskOps(tx, ctx, { id: runId, data: run.data, clientId: task.clientId }, index + 1, due);
      items[index + 1] = { ...next, taskId: created.taskId, state: 'aberta' };
      ops.push(...created.ops);
    }
  }
  ops.push({ kind: 'update', collection: COLLECTIONS.workflowRuns, id: runId, expectedVersion: run.version, patch: { items, updatedBy: ctx.uid } });
  return ops;
}
