import { describe, expect, it } from 'vitest';
import { fieldErrors } from './schema';
import {
  duePeriodRange,
  isTaskOverdue,
  moveRefusal,
  NO_DUE_DATE_SORT,
  REVIEWERS_LOCKED_MESSAGE,
  reviewEditRefusal,
  stepProgress,
  taskInput,
  TASK_STATUSES,
  workByUrgency,
  type TaskItem,
  type TaskStatus,
  type WorkItem,
} from './tasks';

const base = {
  title: 'Protocolar contestação',
  description: '',
  lawsuitId: null,
  clientId: null,
  assigneeId: 'staff-a',
  reviewerIds: [],
  dueDate: '2026-12-01',
  prazoEventId: null,
  priority: 'normal',
  steps: [],
};

describe('taskInput', () => {
  it('accepts a task and refuses, field by field, a reviewer who is the assignee, a repeated reviewer or step, and a prazo without its lawsuit', () => {
    expect(taskInput.safeParse(base).success).toBe(true);
    const errors = (over: Record<string, unknown>) => {
      const parsed = taskInput.safeParse({ ...base, ...over });
      return parsed.success ? {} : fieldErrors(parsed.error);
    };
    expect(errors({ reviewerIds: ['staff-a'] })).toEqual({ reviewerIds: 'Quem faz a tarefa não a revisa: escolha outra pessoa para revisar' });
    expect(errors({ reviewerIds: ['staff-b', 'staff-b'] })).toEqual({ reviewerIds: 'Revisor repetido' });
    expect(
      errors({
        steps: [
          { id: 's1', text: 'a' },
          { id: 's1', text: 'b' },
        ],
      }),
    ).toEqual({ steps: 'Passo repetido' });
    expect(errors({ prazoEventId: 'evt-1' })).toEqual({ prazoEventId: 'Vincule o processo do prazo' });
    expect(errors({ title: 'ab' })).toEqual({ title: 'Informe o título (ao menos 3 letras)' });
  });
});

describe('due periods', () => {
  it('turn into half-open ranges of the sort key from the office day', () => {
    expect(duePeriodRange('overdue', '2026-11-28')).toEqual({ from: null, to: '2026-11-28' });
    expect(duePeriodRange('today', '2026-11-28')).toEqual({ from: '2026-11-28', to: '2026-11-29' });
    expect(duePeriodRange('week', '2026-11-28')).toEqual({ from: '2026-11-28', to: '2026-12-06' });
    expect(duePeriodRange('month', '2026-11-28')).toEqual({ from: '2026-11-28', to: '2026-12-29' });
    expect(duePeriodRange('none', '2026-11-28')).toEqual({ from: NO_DUE_DATE_SORT, to: null });
  });

  it('overdue means open and due before today', () => {
    expect(isTaskOverdue({ open: true, dueDate: '2026-11-27' }, '2026-11-28')).toBe(true);
    expect(isTaskOverdue({ open: true, dueDate: '2026-11-28' }, '2026-11-28')).toBe(false);
    expect(isTaskOverdue({ open: false, dueDate: '2026-11-01' }, '2026-11-28')).toBe(false);
    expect(isTaskOverdue({ open: true, dueDate: null }, '2026-11-28')).toBe(false);
    expect(stepProgress([{ done: true }, { done: false }, { done: true }])).toEqual({ done: 2, total: 3 });
  });
});

describe('"Meu trabalho" order', () => {
  const task = (id: string, date: string | null, priority: TaskItem['priority']): WorkItem => ({
    kind: 'task',
    role: 'assignee',
    date,
    task: { id, priority } as TaskItem,
  });
  const prazo = (id: string, date: string): WorkItem => ({
    kind: 'prazo',
    date,
    prazo: { id, title: id, fatalDate: date, internalDate: date, lawsuitId: null, lawsuitLabel: null },
  });
  it('goes by the day, a prazo before a task on the same day, then priority, undated last', () => {
    const items = [
      task('t-undated', null, 'urgente'),
      task('t-normal', '2026-12-01', 'normal'),
      prazo('p', '2026-12-01'),
      task('t-urgent', '2026-12-01', 'urgente'),
      task('t-early', '2026-11-20', 'baixa'),
    ];
    const order = [...items].sort(workByUrgency).map((w) => (w.kind === 'task' ? w.task.id : w.prazo.id));
    expect(order).toEqual(['t-early', 'p', 't-urgent', 't-normal', 't-undated']);
  });
});

describe('the review rule', () => {
  const assignee = { uid: 'intern', admin: false };
  const reviewer = { uid: 'lawyer', admin: false };
  const colleague = { uid: 'colleague', admin: false };
  const admin = { uid: 'boss', admin: true };
  const reviewed = (status: TaskStatus, assigneeId = 'intern') => ({ status, assigneeId, reviewerIds: ['lawyer'] });
  const concludes = (status: TaskStatus, who: { uid: string; admin: boolean }, assigneeId?: string) =>
    moveRefusal(reviewed(status, assigneeId), 'concluida', who) === null;

  it('concludes a task with reviewers only from "Aguardando revisão", whoever asks', () => {
    for (const from of TASK_STATUSES.filter((s) => s !== 'aguardando_revisao' && s !== 'concluida')) {
      for (const who of [assignee, reviewer, colleague, admin]) expect(concludes(from, who), `${from} by ${who.uid}`).toBe(false);
    }
    expect(moveRefusal(reviewed('a_fazer'), 'concluida', assignee)).toBe(
      'Esta tarefa passa por revisão: peça a revisão; só quem revisa (ou um administrador) a conclui depois do pedido.',
    );
  });

  it('from review, by a reviewer or an administrator, never by who does the task', () => {
    expect(concludes('aguardando_revisao', reviewer)).toBe(true);
    expect(concludes('aguardando_revisao', admin)).toBe(true);
    expect(concludes('aguardando_revisao', colleague)).toBe(false);
    expect(moveRefusal(reviewed('aguardando_revisao'), 'concluida', assignee)).toBe(
      'Só quem revisa a tarefa (ou um administrador) a conclui depois do pedido de revisão.',
    );
    // An administrator who does the task does not review it either.
    expect(moveRefusal(reviewed('aguardando_revisao', 'boss'), 'concluida', admin)).toBe('Quem faz a tarefa não a revisa: a conclusão cabe a quem revisa.');
  });

  it('leaves every other move to who works on the task: asking review, pulling it back, cancelling, reopening', () => {
    expect(moveRefusal(reviewed('em_andamento'), 'aguardando_revisao', assignee)).toBeNull();
    expect(moveRefusal(reviewed('aguardando_revisao'), 'em_andamento', assignee)).toBeNull();
    expect(moveRefusal(reviewed('em_andamento'), 'cancelada', assignee)).toBeNull();
    expect(moveRefusal(reviewed('concluida'), 'em_andamento', assignee)).toBeNull();
    expect(moveRefusal({ status: 'em_andamento', assigneeId: 'intern', reviewerIds: [] }, 'aguardando_revisao', assignee)).toBe(
      'Indique quem revisa a tarefa (em Editar) antes de pedir a revisão.',
    );
  });

  it('without reviewers, who works on it concludes it from any open status, steps open or not', () => {
    for (const from of ['a_fazer', 'em_andamento', 'cancelada'] as const) {
      expect(moveRefusal({ status: from, assigneeId: 'intern', reviewerIds: [] }, 'concluida', assignee)).toBeNull();
    }
  });

  it('an edit: the assignee does not change who reviews, nor hands the task over to review it; others may', () => {
    const task = { assigneeId: 'intern', reviewerIds: ['lawyer', 'colleague'] };
    expect(reviewEditRefusal(task, { reviewerIds: [] }, assignee)).toBe(REVIEWERS_LOCKED_MESSAGE);
    expect(reviewEditRefusal(task, { reviewerIds: ['lawyer'] }, assignee)).toBe(REVIEWERS_LOCKED_MESSAGE);
    expect(reviewEditRefusal(task, { reviewerIds: ['lawyer', 'colleague', 'friend'] }, assignee)).toBe(REVIEWERS_LOCKED_MESSAGE);
    expect(reviewEditRefusal(task, { reviewerIds: ['colleague', 'lawyer'] }, assignee)).toBeNull();
    expect(reviewEditRefusal(task, { reviewerIds: [] }, reviewer)).toBeNull();
    expect(reviewEditRefusal(task, { reviewerIds: [] }, { uid: 'intern', admin: true })).toBeNull();
    // A task nobody reviewed yet may be given reviewers by its assignee.
    expect(reviewEditRefusal({ assigneeId: 'intern', reviewerIds: [] }, { reviewerIds: ['lawyer'] }, assignee)).toBeNull();
  });
});
