import { describe, expect, it } from 'vitest';
import { fieldErrors } from './schema';
import { duePeriodRange, isTaskOverdue, NO_DUE_DATE_SORT, stepProgress, taskInput, workByUrgency, type TaskItem, type WorkItem } from './tasks';

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
