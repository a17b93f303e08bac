/**
 * Fluxos de trabalho: the office's templates per kind of case ("Ação de cobrança": phases, and in each the tasks
 * to do, each due some business days after the distribuição, after the template is applied, or after the task
 * before it is concluded). Applying one to a lawsuit creates its tasks on the lawsuit's court calendar; each task
 * that waits for the one before is created when that one is done. Pure: the callables, the editor and the
 * lawsuit's card share it.
 */
import type { CalendarDate } from './dates';
import { addDays } from './dates';
import { expectedVersion, recordId, type Listed } from './lists';
import { lineText, multilineText, optionalLineText, z } from './schema';
import { TASK_PRIORITIES, type TaskPriority } from './task-labels';

export const MAX_WORKFLOW_PHASES = 10;
export const MAX_WORKFLOW_TASKS = 40;
export const MAX_WORKFLOW_STEPS = 15;
export const MAX_WORKFLOW_DAYS = 250;
export const MAX_WORKFLOW_TEMPLATES = 100;

/** What a template task's due date counts from. */
export const WORKFLOW_ANCHORS = ['distribuicao', 'aplicacao', 'anterior'] as const;
export type WorkflowAnchor = (typeof WORKFLOW_ANCHORS)[number];
export const WORKFLOW_ANCHOR_LABELS: Record<WorkflowAnchor, string> = {
  distribuicao: 'após a distribuição',
  aplicacao: 'após aplicar o modelo',
  anterior: 'após concluir a tarefa anterior',
};

/** "5 dias úteis após a distribuição": when a template's task falls due, in words. */
export function relativeDueWords(t: { days: number; anchor: WorkflowAnchor }): string {
  return `${t.days === 1 ? '1 dia útil' : `${t.days} dias úteis`} ${WORKFLOW_ANCHOR_LABELS[t.anchor]}`;
}

export const workflowTaskInput = z
  .object({
    title: lineText(200).min(3, 'Informe o título da tarefa (ao menos 3 letras)'),
    description: multilineText(2000),
    steps: z.array(lineText(300).min(1, 'Descreva o passo')).max(MAX_WORKFLOW_STEPS, `No máximo ${MAX_WORKFLOW_STEPS} passos`),
    anchor: z.enum(WORKFLOW_ANCHORS, 'Escolha a partir de quando se conta'),
    /** Business days (dias úteis) on the lawsuit's court calendar, after the anchor. */
    days: z
      .number('Informe os dias úteis')
      .int('Informe um número inteiro de dias')
      .min(0, 'Os dias não podem ser negativos')
      .max(MAX_WORKFLOW_DAYS, `No máximo ${MAX_WORKFLOW_DAYS} dias úteis`),
    priority: z.enum(TASK_PRIORITIES, 'Escolha a prioridade'),
    /** The task goes to the reviewer chosen when the template is applied (if one was). */
    review: z.boolean(),
  })
  .strict();

export const workflowPhaseInput = z
  .object({
    name: lineText(120).min(2, 'Dê um nome à fase'),
    tasks: z.array(workflowTaskInput).min(1, 'Cada fase precisa de ao menos uma tarefa'),
  })
  .strict();

export const workflowTemplateInput = z
  .object({
    name: lineText(120).min(3, 'Informe o nome do modelo (ao menos 3 letras)'),
    /** The kind of case it serves, said in a line ("Trabalhista — reclamante, rito ordinário"). */
    description: optionalLineText(300),
    phases: z.array(workflowPhaseInput).min(1, 'O modelo precisa de ao menos uma fase').max(MAX_WORKFLOW_PHASES, `No máximo ${MAX_WORKFLOW_PHASES} fases`),
  })
  .strict()
  .superRefine((t, ctx) => {
    const count = t.phases.reduce((n, p) => n + p.tasks.length, 0);
    if (count > MAX_WORKFLOW_TASKS) ctx.addIssue({ code: 'custom', path: ['phases'], message: `No máximo ${MAX_WORKFLOW_TASKS} tarefas por modelo` });
    if (t.phases[0]?.tasks[0]?.anchor === 'anterior') {
      ctx.addIssue({ code: 'custom', path: ['phases', 0, 'tasks', 0, 'anchor'], message: 'A primeira tarefa não tem tarefa anterior' });
    }
  });

export type WorkflowTemplateInput = z.input<typeof workflowTemplateInput>;
export type WorkflowTemplateValues = z.output<typeof workflowTemplateInput>;
export type WorkflowTaskValues = z.output<typeof workflowTaskInput>;

export interface WorkflowTemplateRecord extends WorkflowTemplateValues {
  createdBy: string;
  updatedBy: string;
}

export const WORKFLOW_FIELD_LABELS = {
  name: 'nome',
  description: 'descrição',
  phases: 'fases e tarefas',
} as const satisfies Record<keyof WorkflowTemplateValues, string>;

export const workflowCreateInput = z.object({ template: workflowTemplateInput }).strict();
export const workflowUpdateInput = z.object({ id: recordId, expectedVersion, template: workflowTemplateInput }).strict();
export const workflowDeleteInput = z.object({ id: recordId, expectedVersion }).strict();

/**
 * The phase a run starts at (0: the first). A case already under way starts where it is: the earlier phases'
 * tasks are not created (dispensada). A select sends it as text.
 */
const startPhase = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z
    .number('Escolha a fase')
    .int('Escolha a fase')
    .min(0, 'Escolha a fase')
    .max(MAX_WORKFLOW_PHASES - 1, 'Escolha uma fase do modelo')
    .default(0),
);

/** Applying a template: to which lawsuit, from which phase, who does its tasks and who reviews those marked for review. */
export const workflowApplyInput = z
  .object({
    templateId: z.string().min(1, 'Escolha um fluxo').pipe(recordId),
    lawsuitId: recordId,
    startPhase,
    assigneeId: z.string().min(1, 'Escolha o responsável pelas tarefas').pipe(recordId),
    reviewerId: z.preprocess((v) => (v === '' ? null : v), recordId.nullable()),
  })
  .strict()
  .superRefine((a, ctx) => {
    if (a.reviewerId && a.reviewerId === a.assigneeId) {
      ctx.addIssue({ code: 'custom', path: ['reviewerId'], message: 'Quem faz as tarefas não as revisa: escolha outra pessoa' });
    }
  });
export type WorkflowApplyInput = z.input<typeof workflowApplyInput>;

export const workflowPlanInput = z.object({ templateId: recordId, lawsuitId: recordId, startPhase }).strict();
export const workflowRunsInput = z.object({ lawsuitId: recordId }).strict();

/** Where a template's task stands in a lawsuit's run of it. */
export const RUN_ITEM_STATES = ['pendente', 'aberta', 'concluida', 'cancelada', 'dispensada'] as const;
export type RunItemState = (typeof RUN_ITEM_STATES)[number];
export const RUN_ITEM_STATE_LABELS: Record<RunItemState, string> = {
  pendente: 'Aguarda a anterior',
  aberta: 'Em aberto',
  concluida: 'Concluída',
  cancelada: 'Cancelada',
  /** A phase the case had already passed when the template was applied: its tasks were never created. */
  dispensada: 'Fase já passada ao aplicar',
};

export interface RunItem extends WorkflowTaskValues {
  phase: number;
  taskId: string | null;
  state: RunItemState;
}

/**
 * A template applied to a lawsuit (`workflowRuns/<lawsuitId>_<templateId>`): a copy of the template as it was
 * (editing the template later changes no running work), who works on it, and where each task stands. Each
 * move of one of its tasks updates it, so the lawsuit's progress is one read.
 */
export interface WorkflowRunRecord {
  lawsuitId: string;
  templateId: string;
  templateName: string;
  phases: string[];
  items: RunItem[];
  assigneeId: string;
  reviewerId: string | null;
  /** The day "após a distribuição" counts from: the lawsuit's distribuição, or the day applied when it has none. */
  filedOn: CalendarDate;
  appliedOn: CalendarDate;
  /** The phase it started at (absent on runs older than the choice: the first). */
  startPhase?: number;
  createdBy: string;
  updatedBy: string;
}

export function workflowRunId(lawsuitId: string, templateId: string): string {
  return `${lawsuitId}_${templateId}`;
}

/** A template's tasks in order, each with its phase: the order "a tarefa anterior" refers to. */
export function templateItems(t: Pick<WorkflowTemplateValues, 'phases'>): (WorkflowTaskValues & { phase: number })[] {
  return t.phases.flatMap((p, phase) => p.tasks.map((task) => ({ ...task, phase })));
}

/**
 * The day `days` business days after `from` (the day itself not counted, as CPC art. 224 counts prazos);
 * 0 is `from` when it is a working day, else the next one. `offDay` is the court calendar's (offDayAt).
 */
export function addWorkingDays(from: CalendarDate, days: number, offDay: (date: CalendarDate) => boolean): CalendarDate {
  let date = from;
  let left = days;
  if (left === 0) {
    while (offDay(date)) date = addDays(date, 1);
    return date;
  }
  while (left > 0) {
    date = addDays(date, 1);
    if (!offDay(date)) left -= 1;
  }
  return date;
}

/** The due date of a template task that counts from the distribuição or the application (null: it waits for the one before). */
export function plannedDueDate(
  item: Pick<WorkflowTaskValues, 'anchor' | 'days'>,
  run: { filedOn: CalendarDate; appliedOn: CalendarDate },
  offDay: (date: CalendarDate) => boolean,
): CalendarDate | null {
  if (item.anchor === 'anterior') return null;
  return addWorkingDays(item.anchor === 'distribuicao' ? run.filedOn : run.appliedOn, item.days, offDay);
}

/** Where one template task stands when the template is applied from `startPhase`. */
export interface PlannedItem {
  /** Its phase is before the one started at: the task is not created. */
  skipped: boolean;
  /** When it is due; null when it waits for the task before it (or is skipped). */
  dueDate: CalendarDate | null;
  /**
   * The date its count gave when that was already past on the day applied (a task counted from the distribuição
   * of a case filed long ago): it is due on the day applied instead, and the plan says so. Null otherwise.
   */
  countedTo: CalendarDate | null;
}

/**
 * The tasks a template creates when applied on `appliedOn` from `startPhase`: the earlier phases' tasks are
 * skipped; a task that waits for one skipped counts from the application; none is ever due before the day applied
 * (a count that ends earlier is due that day, its own date kept to be shown). `offDay` is the court calendar's.
 */
export function planRun<T extends Pick<WorkflowTaskValues, 'anchor' | 'days'> & { phase: number }>(
  items: readonly T[],
  dates: { filedOn: CalendarDate; appliedOn: CalendarDate },
  startPhase: number,
  offDay: (date: CalendarDate) => boolean,
): { item: T; plan: PlannedItem }[] {
  return items.map((item, i) => {
    if (item.phase < startPhase) return { item, plan: { skipped: true, dueDate: null, countedTo: null } };
    const previous = items[i - 1];
    const waitsForSkipped = item.anchor === 'anterior' && (!previous || previous.phase < startPhase);
    const due = plannedDueDate(waitsForSkipped ? { ...item, anchor: 'aplicacao' } : item, dates, offDay);
    if (due && due < dates.appliedOn) return { item, plan: { skipped: false, dueDate: addWorkingDays(dates.appliedOn, 0, offDay), countedTo: due } };
    return { item, plan: { skipped: false, dueDate: due, countedTo: null } };
  });
}

/** What applying a template would create: each task with its phase and due date (null: created later). */
export interface WorkflowPlan {
  templateName: string;
  court: string;
  filedOn: CalendarDate | null;
  /** The phases' names, to choose where a case already under way starts. */
  phases: string[];
  startPhase: number;
  items: ({ phase: string; title: string; anchor: WorkflowAnchor; days: number } & PlannedItem)[];
}

/**
 * How far a run is: tasks finished (concluded or cancelled) of all, and the phase of the first unfinished. A phase
 * passed before the template was applied counts for neither: its tasks were never the run's work.
 */
export function runProgress(run: Pick<WorkflowRunRecord, 'items' | 'phases'>): { done: number; total: number; phase: string | null } {
  const finished = (i: RunItem) => i.state === 'concluida' || i.state === 'cancelada';
  const work = run.items.filter((i) => i.state !== 'dispensada');
  const current = work.find((i) => !finished(i));
  return { done: work.filter(finished).length, total: work.length, phase: current ? (run.phases[current.phase] ?? null) : null };
}

/** The run's state for a task's status. */
export function runItemStateOf(status: string): 'aberta' | 'concluida' | 'cancelada' {
  return status === 'concluida' ? 'concluida' : status === 'cancelada' ? 'cancelada' : 'aberta';
}

export type WorkflowRunItem = Listed<WorkflowRunRecord>;
export type WorkflowTemplateItem = Listed<WorkflowTemplateRecord>;

/** Default values of a new template task (the editor's "Adicionar tarefa"). */
export function newWorkflowTask(anchor: WorkflowAnchor = 'anterior'): z.input<typeof workflowTaskInput> {
  return { title: '', description: '', steps: [], anchor, days: 5, priority: 'normal' satisfies TaskPriority, review: false };
}
