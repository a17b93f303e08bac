/**
 * Tarefas: the office's assigned work ("protocolar contestação", "revisar peça"), each with a person, a due date,
 * steps and a status that moves across the board. They live in the Agenda section: whoever works with the agenda
 * works on tasks, and a task's lawsuit and client links follow the agenda's rules (link-access, segredo de
 * justiça). Pure: the callables, the board and the forms share it.
 */
import { addDays, type CalendarDate } from './dates';
import { expectedVersion, optionalRecordId, pageCursor, recordId, type Listed } from './lists';
import { searchPrefixes } from './search';
import { dateField, lineText, multilineText, z } from './schema';
import { TASK_PRIORITIES, TASK_STATUS_LABELS, TASK_STATUSES, type TaskPriority, type TaskStatus } from './task-labels';

export * from './task-labels';

export const MAX_TASK_REVIEWERS = 5;
export const MAX_TASK_STEPS = 50;
export const MAX_TASK_COMMENT = 4000;
/** Comments a task takes: a task is a unit of work, not a forum (and its page shows them all). */
export const MAX_TASK_COMMENTS = 200;
export const MAX_TASK_MENTIONS = 10;
/** Cards per board column: the board reads one page per column, never the collection. */
export const BOARD_COLUMN_LIMIT = 30;
/** Items "Meu trabalho" shows; the home page shows its first few. */
export const MY_WORK_LIMIT = 50;

/** Where a task with no due date sorts: after every dated one (Firestore would sort a null first). */
export const NO_DUE_DATE_SORT = '9999-12-31';

const stepId = z.string().regex(/^s[0-9a-z]{1,12}$/, 'Passo inválido');

export const taskStepInput = z
  .object({
    /** The step's id when it was already saved (its "feito" stays); null for a new one. */
    id: stepId.nullable(),
    text: lineText(300).min(1, 'Descreva o passo'),
  })
  .strict();

export const taskInput = z
  .object({
    title: lineText(200).min(3, 'Informe o título (ao menos 3 letras)'),
    /** Markdown, shown inert (like the articles). */
    description: multilineText(8000),
    lawsuitId: recordId.nullable(),
    clientId: recordId.nullable(),
    assigneeId: recordId.min(1, 'Escolha o responsável'),
    reviewerIds: z.array(recordId).max(MAX_TASK_REVIEWERS, `No máximo ${MAX_TASK_REVIEWERS} revisores`),
    /** The internal due date; when the task serves a prazo, no later than the prazo's fatal date. */
    dueDate: z.preprocess((v) => (v === '' ? null : v), dateField('Data inválida').nullish()).transform((v) => v ?? null),
    /** The agenda prazo this task serves (its fatal date bounds the due date). */
    prazoEventId: recordId.nullable(),
    priority: z.enum(TASK_PRIORITIES, 'Escolha a prioridade'),
    steps: z.array(taskStepInput).max(MAX_TASK_STEPS, `No máximo ${MAX_TASK_STEPS} passos`),
  })
  .strict()
  .superRefine((t, ctx) => {
    if (t.reviewerIds.includes(t.assigneeId)) {
      ctx.addIssue({ code: 'custom', path: ['reviewerIds'], message: 'Quem faz a tarefa não a revisa: escolha outra pessoa para revisar' });
    }
    if (new Set(t.reviewerIds).size !== t.reviewerIds.length) ctx.addIssue({ code: 'custom', path: ['reviewerIds'], message: 'Revisor repetido' });
    const ids = t.steps.flatMap((s) => (s.id ? [s.id] : []));
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['steps'], message: 'Passo repetido' });
    if (t.prazoEventId && !t.lawsuitId) ctx.addIssue({ code: 'custom', path: ['prazoEventId'], message: 'Vincule o processo do prazo' });
  });

export type TaskInput = z.input<typeof taskInput>;
export type TaskValues = z.output<typeof taskInput>;

export interface TaskStep {
  id: string;
  text: string;
  done: boolean;
  doneBy: string | null;
  doneAt: string | null;
}

export interface TaskRecord {
  title: string;
  description: string;
  lawsuitId: string | null;
  clientId: string | null;
  assigneeId: string;
  reviewerIds: string[];
  /** Assignee and reviewers: a person's filter finds their tasks by this one array. */
  people: string[];
  dueDate: CalendarDate | null;
  /** `dueDate`, or NO_DUE_DATE_SORT: the lists' order. */
  dueSort: string;
  prazoEventId: string | null;
  priority: TaskPriority;
  status: TaskStatus;
  /** Not concluded nor cancelled: the overdue filter and "Meu trabalho" read this. */
  open: boolean;
  /** Who last moved it, and when. */
  statusBy: string;
  statusAt: string;
  /** Set when concluded: whether it was concluded after its due date (office day). */
  completedLate: boolean | null;
  steps: TaskStep[];
  /** The workflow run that created it, and which of its template's tasks it is (see workflows.ts). */
  workflow?: { runId: string; index: number } | null;
  searchWords: string[];
  createdBy: string;
  updatedBy: string;
}

export const TASK_FIELD_LABELS = {
  title: 'título',
  description: 'descrição',
  lawsuitId: 'processo',
  clientId: 'cliente',
  assigneeId: 'responsável',
  reviewerIds: 'revisores',
  dueDate: 'data de entrega',
  prazoEventId: 'prazo vinculado',
  priority: 'prioridade',
  steps: 'passos',
  status: 'situação',
} as const satisfies Record<keyof TaskValues | 'status', string>;

export function isOpenStatus(status: TaskStatus): boolean {
  return status !== 'concluida' && status !== 'cancelada';
}

export function taskSearchWords(values: Pick<TaskValues, 'title'>): string[] {
  return searchPrefixes([values.title]);
}

/** Whether a task due on `dueDate` is overdue on office day `today`. */
export function isTaskOverdue(task: Pick<TaskRecord, 'dueDate' | 'open'>, today: CalendarDate): boolean {
  return task.open && task.dueDate !== null && task.dueDate < today;
}

/** Who acts on a task: the caller's uid and whether they administer the office. */
export interface TaskActor {
  uid: string;
  admin: boolean;
}

/**
 * Whether `who` reviews `task`: one of its reviewers, or an administrator who is not the one doing it (nobody
 * reviews their own work, an administrator neither).
 */
export function reviewsTask(task: Pick<TaskRecord, 'assigneeId' | 'reviewerIds'>, who: TaskActor): boolean {
  return task.reviewerIds.includes(who.uid) || (who.admin && who.uid !== task.assigneeId);
}

/**
 * The review rule of a move, the one place it is written: the server refuses with this text (tasks-move is the
 * only write of a task's status), and the task page and the board only offer the moves that pass. A task waits
 * for review only when someone reviews it; a task with reviewers reaches "Concluída" only from "Aguardando
 * revisão", by one of its reviewers or an administrator who is not its assignee: asking for review is the way
 * to the end, so neither concluding from "A fazer" nor pulling it back from review and concluding skips it.
 * Open steps do not block a conclusion: they are the assignee's checklist, and with reviewers the reviewer
 * judges the work as it is (an obsolete step is approved past, as the office does on paper); a task without
 * reviewers is concluded by who works on it. Null when `who` may move `task` to `status`.
 */
export function moveRefusal(task: Pick<TaskRecord, 'status' | 'reviewerIds' | 'assigneeId'>, status: TaskStatus, who: TaskActor): string | null {
  if (task.status === status) return `Esta tarefa já está em "${TASK_STATUS_LABELS[status]}".`;
  if (status === 'aguardando_revisao' && task.reviewerIds.length === 0) return 'Indique quem revisa a tarefa (em Editar) antes de pedir a revisão.';
  if (status !== 'concluida' || task.reviewerIds.length === 0) return null;
  if (task.status !== 'aguardando_revisao') {
    return 'Esta tarefa passa por revisão: peça a revisão; só quem revisa (ou um administrador) a conclui depois do pedido.';
  }
  if (reviewsTask(task, who)) return null;
  if (who.uid === task.assigneeId && who.admin) return 'Quem faz a tarefa não a revisa: a conclusão cabe a quem revisa.';
  return 'Só quem revisa a tarefa (ou um administrador) a conclui depois do pedido de revisão.';
}

/**
 * Whether the reviewers of `task` are fixed for `who`: its assignee does not change who reviews the work (nor
 * hand it over and become its reviewer), unless an administrator; a task without reviewers may be given some.
 * The server refuses such an edit (reviewEditRefusal); the form shows the reviewers without letting them change.
 */
export function reviewersLocked(task: Pick<TaskRecord, 'assigneeId' | 'reviewerIds'>, who: TaskActor): boolean {
  return task.reviewerIds.length > 0 && !who.admin && who.uid === task.assigneeId;
}

export const REVIEWERS_LOCKED_MESSAGE = 'Quem faz a tarefa não muda quem a revisa: peça a quem revisa ou a um administrador.';

/** The review rule of an edit: null when `who` may save `after` over `before` as far as its reviewers go. */
export function reviewEditRefusal(
  before: Pick<TaskRecord, 'assigneeId' | 'reviewerIds'>,
  after: Pick<TaskRecord, 'reviewerIds'>,
  who: TaskActor,
): string | null {
  const same = before.reviewerIds.length === after.reviewerIds.length && before.reviewerIds.every((r) => after.reviewerIds.includes(r));
  return !same && reviewersLocked(before, who) ? REVIEWERS_LOCKED_MESSAGE : null;
}

/** Steps done and total, for the card's "3/5". */
export function stepProgress(steps: readonly Pick<TaskStep, 'done'>[]): { done: number; total: number } {
  return { done: steps.filter((s) => s.done).length, total: steps.length };
}

/** The due period filters of the list, relative to office day `today`. */
export const DUE_PERIODS = ['overdue', 'today', 'week', 'month', 'none'] as const;
export type DuePeriod = (typeof DUE_PERIODS)[number];
export const DUE_PERIOD_LABELS: Record<DuePeriod, string> = {
  overdue: 'Atrasadas',
  today: 'Para hoje',
  week: 'Próximos 7 dias',
  month: 'Próximos 30 dias',
  none: 'Sem data',
};

/** The dueSort range a period covers: [from, to) on office days. */
export function duePeriodRange(period: DuePeriod, today: CalendarDate): { from: string | null; to: string | null } {
  switch (period) {
    case 'overdue':
      return { from: null, to: today };
    case 'today':
      return { from: today, to: addDays(today, 1) };
    case 'week':
      return { from: today, to: addDays(today, 8) };
    case 'month':
      return { from: today, to: addDays(today, 31) };
    case 'none':
      return { from: NO_DUE_DATE_SORT, to: null };
  }
}

export const taskListInput = z
  .object({
    /** Tasks where this person is the assignee or a reviewer. */
    personId: optionalRecordId,
    lawsuitId: optionalRecordId,
    clientId: optionalRecordId,
    status: z.preprocess((v) => (v === '' ? null : v), z.enum(TASK_STATUSES).nullish()),
    due: z.preprocess((v) => (v === '' ? null : v), z.enum(DUE_PERIODS).nullish()),
    limit: z.number().int().min(1).max(100).default(25),
    after: pageCursor,
  })
  .strict();

export const taskBoardInput = taskListInput.omit({ status: true, limit: true, after: true });

export const taskCreateInput = z.object({ task: taskInput }).strict();
export const taskUpdateInput = z.object({ id: recordId, expectedVersion, task: taskInput }).strict();
export const taskMoveInput = z.object({ id: recordId, expectedVersion, status: z.enum(TASK_STATUSES, 'Situação inválida') }).strict();
export const taskStepSetInput = z.object({ id: recordId, stepId, done: z.boolean() }).strict();
export const taskDeleteInput = z.object({ id: recordId, expectedVersion }).strict();
export const taskCommentInput = z
  .object({
    taskId: recordId,
    body: multilineText(MAX_TASK_COMMENT).refine((v) => v.trim().length > 0, 'Escreva o comentário'),
    /** People told of the comment ("mencionar"); each gets a notification. */
    mentionIds: z
      .array(recordId)
      .max(MAX_TASK_MENTIONS, `No máximo ${MAX_TASK_MENTIONS} pessoas mencionadas`)
      .refine((ids) => new Set(ids).size === ids.length, 'Pessoa mencionada repetida')
      .default([]),
  })
  .strict();
export const taskCommentsInput = z.object({ taskId: recordId }).strict();

export interface TaskCommentRecord {
  taskId: string;
  authorId: string;
  body: string;
  mentionIds: string[];
  at: string;
}

/** A task as a list, the board or "Meu trabalho" shows it: its links named for the caller (null when not allowed). */
export type TaskItem = Listed<TaskRecord> & { lawsuitLabel: string | null; clientName: string | null };

/** The task page: the task, its links as the caller may read them, and the prazo it serves. */
export interface TaskDetail {
  task: TaskItem;
  prazo: { id: string; title: string; fatalDate: CalendarDate; internalDate: CalendarDate; status: string } | null;
  /** The workflow that created the task: its template's name and the task's phase. */
  workflow: { templateName: string; phase: string } | null;
}

export type TaskBoard = Record<TaskStatus, { items: TaskItem[]; more: boolean }>;

/** One line of "Meu trabalho": a task of mine (to do or to review) or an open prazo of mine. */
export type WorkItem =
  | { kind: 'task'; role: 'assignee' | 'reviewer'; date: CalendarDate | null; task: TaskItem }
  | {
      kind: 'prazo';
      date: CalendarDate;
      prazo: { id: string; title: string; fatalDate: CalendarDate; internalDate: CalendarDate; lawsuitId: string | null; lawsuitLabel: string | null };
    };

export const myWorkInput = z.object({ limit: z.number().int().min(1).max(MY_WORK_LIMIT).default(MY_WORK_LIMIT) }).strict();

const PRIORITY_RANK: Record<TaskPriority, number> = { urgente: 0, alta: 1, normal: 2, baixa: 3 };

/**
 * "Meu trabalho" in order of urgency: by the day the work is due (a prazo's internal date; undated tasks last),
 * then prazos before tasks on the same day, then priority.
 */
export function workByUrgency(a: WorkItem, b: WorkItem): number {
  const da = a.date ?? NO_DUE_DATE_SORT;
  const db = b.date ?? NO_DUE_DATE_SORT;
  if (da !== db) return da < db ? -1 : 1;
  if (a.kind !== b.kind) return a.kind === 'prazo' ? -1 : 1;
  if (a.kind === 'task' && b.kind === 'task') return PRIORITY_RANK[a.task.priority] - PRIORITY_RANK[b.task.priority];
  return 0;
}

/** Longest period the productivity table covers in one call. */
export const MAX_PRODUCTIVITY_DAYS = 366;

export const productivityInput = z
  .object({
    from: dateField('Informe o início do período'),
    /** Inclusive. */
    to: dateField('Informe o fim do período'),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.to < p.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'O fim do período deve ser depois do início' });
    else if (addDays(p.from, MAX_PRODUCTIVITY_DAYS) <= p.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `Escolha um período de até ${MAX_PRODUCTIVITY_DAYS} dias` });
    }
  });

/**
 * One person's numbers for a period: tasks concluded in it (and of those, after their due date), tasks open now
 * (and of those, past their due date), and their prazos whose fatal date fell in it, concluded or still open.
 */
export interface ProductivityRow {
  personId: string;
  name: string;
  tasksDone: number;
  tasksDoneLate: number;
  tasksOpen: number;
  tasksOverdue: number;
  prazosConcluded: number;
  prazosMissed: number;
}
