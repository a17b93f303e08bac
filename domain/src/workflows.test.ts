import { describe, expect, it } from 'vitest';
import { courtCalendarOrNational, offDayAt } from './calendar';
import {
  addWorkingDays,
  plannedDueDate,
  planRun,
  relativeDueWords,
  runProgress,
  templateItems,
  workflowApplyInput,
  workflowTemplateInput,
  type RunItem,
  type RunItemState,
} from './workflows';

const weekendsOnly = (date: string) => [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
const task = (anchor: string, days = 1) => ({ title: 'Tarefa', description: '', steps: [], anchor, days, priority: 'normal', review: false });

describe('addWorkingDays', () => {
  it('does not count the day itself, and skips weekends', () => {
    // Friday 27/11/2026: 1 dia útil is Monday 30/11; 5 are Friday 04/12.
    expect(addWorkingDays('2026-11-27', 1, weekendsOnly)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-27', 5, weekendsOnly)).toBe('2026-12-04');
  });

  it('takes 0 as the day itself, or the next working day when it is off', () => {
    expect(addWorkingDays('2026-11-27', 0, weekendsOnly)).toBe('2026-11-27');
    expect(addWorkingDays('2026-11-28', 0, weekendsOnly)).toBe('2026-11-30');
  });

  it('follows the court calendar: the TJSP ponte and Tiradentes, in 2026', () => {
    const tjsp = offDayAt(courtCalendarOrNational({ tribunal: 'TJSP', comarca: 'São Paulo' }));
    const national = offDayAt(courtCalendarOrNational({ tribunal: null }));
    // Friday 17/04: the TJSP closes Monday 20/04 (véspera de Tiradentes); Tuesday 21/04 is Tiradentes everywhere.
    expect(addWorkingDays('2026-04-17', 3, tjsp)).toBe('2026-04-24');
    expect(addWorkingDays('2026-04-17', 3, national)).toBe('2026-04-23');
  });
});

describe('plannedDueDate', () => {
  const run = { filedOn: '2026-04-17', appliedOn: '2026-11-27' };
  it('counts from the distribuição, from the application, or waits for the task before', () => {
    expect(plannedDueDate({ anchor: 'distribuicao', days: 1 }, run, weekendsOnly)).toBe('2026-04-20');
    expect(plannedDueDate({ anchor: 'aplicacao', days: 1 }, run, weekendsOnly)).toBe('2026-11-30');
    expect(plannedDueDate({ anchor: 'anterior', days: 1 }, run, weekendsOnly)).toBeNull();
  });
});

describe('planRun', () => {
  const dates = { filedOn: '2026-04-17', appliedOn: '2026-11-27' };
  const items = [
    { phase: 0, anchor: 'distribuicao', days: 3 },
    { phase: 0, anchor: 'anterior', days: 2 },
    { phase: 1, anchor: 'anterior', days: 5 },
    { phase: 1, anchor: 'aplicacao', days: 0 },
    { phase: 2, anchor: 'distribuicao', days: 400 },
  ] as const;

  it('never plans a task due before the day applied: a past count is due that day, its own date kept', () => {
    expect(planRun(items, dates, 0, weekendsOnly).map((p) => p.plan)).toEqual([
      { skipped: false, dueDate: '2026-11-27', countedTo: '2026-04-22' },
      { skipped: false, dueDate: null, countedTo: null },
      { skipped: false, dueDate: null, countedTo: null },
      { skipped: false, dueDate: '2026-11-27', countedTo: null },
      // 400 business days after 17/04/2026 is still ahead: counted as is.
      { skipped: false, dueDate: '2027-10-29', countedTo: null },
    ]);
  });

  it('skips the phases before the one chosen; a task waiting for a skipped one counts from the application', () => {
    const planned = planRun(items, dates, 1, weekendsOnly).map((p) => p.plan);
    expect(planned.map((p) => p.skipped)).toEqual([true, true, false, false, false]);
    // Friday 27/11 + 5 business days: 04/12.
    expect(planned[2]).toEqual({ skipped: false, dueDate: '2026-12-04', countedTo: null });
    expect(planRun(items, dates, 2, weekendsOnly).filter((p) => !p.plan.skipped)).toHaveLength(1);
  });

  it('a day applied that is off moves a past count to the next working day', () => {
    expect(planRun(items.slice(0, 1), { ...dates, appliedOn: '2026-11-28' }, 0, weekendsOnly)[0]!.plan.dueDate).toBe('2026-11-30');
  });

  it('counts a run without its skipped phases', () => {
    const item = (phase: number, state: RunItemState) => ({ ...task('aplicacao'), phase, taskId: null, state }) as RunItem;
    const run = { phases: ['Inicial', 'Citação', 'Instrução'], items: [item(0, 'dispensada'), item(1, 'concluida'), item(2, 'aberta')] };
    expect(runProgress(run)).toEqual({ done: 1, total: 2, phase: 'Instrução' });
  });
});

describe('workflowTemplateInput', () => {
  it('accepts phases of tasks and flattens them in order with their phase', () => {
    const t = workflowTemplateInput.parse({
      name: 'Cobrança',
      description: '',
      phases: [
        { name: 'Início', tasks: [task('aplicacao')] },
        { name: 'Citação', tasks: [task('anterior'), task('distribuicao')] },
      ],
    });
    expect(templateItems(t).map((i) => [i.phase, i.anchor])).toEqual([
      [0, 'aplicacao'],
      [1, 'anterior'],
      [1, 'distribuicao'],
    ]);
  });

  it('refuses a first task that waits for a previous one, an empty phase, and negative days, in pt-BR', () => {
    const issues = (v: unknown) => workflowTemplateInput.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ name: 'Cobrança', description: '', phases: [{ name: 'Início', tasks: [task('anterior')] }] })).toEqual([
      ['phases.0.tasks.0.anchor', 'A primeira tarefa não tem tarefa anterior'],
    ]);
    expect(issues({ name: 'Cobrança', description: '', phases: [{ name: 'Início', tasks: [] }] })).toEqual([
      ['phases.0.tasks', 'Cada fase precisa de ao menos uma tarefa'],
    ]);
    expect(issues({ name: 'Cobrança', description: '', phases: [{ name: 'Início', tasks: [task('aplicacao', -1)] }] })).toEqual([
      ['phases.0.tasks.0.days', 'Os dias não podem ser negativos'],
    ]);
  });

  it('asks for a template and someone to do the tasks when applying', () => {
    const r = workflowApplyInput.safeParse({ templateId: '', lawsuitId: 'proc-1', assigneeId: '', reviewerId: '' });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['templateId', 'Escolha um fluxo'],
      ['assigneeId', 'Escolha o responsável pelas tarefas'],
    ]);
  });
});

describe('runProgress', () => {
  const item = (phase: number, state: RunItem['state']): RunItem => ({
    ...task('aplicacao'),
    priority: 'normal',
    anchor: 'aplicacao',
    phase,
    taskId: null,
    state,
  });
  it('counts finished tasks and names the phase of the first unfinished one', () => {
    expect(runProgress({ phases: ['A', 'B'], items: [item(0, 'concluida'), item(0, 'cancelada'), item(1, 'aberta'), item(1, 'pendente')] })).toEqual({
      done: 2,
      total: 4,
      phase: 'B',
    });
    expect(runProgress({ phases: ['A'], items: [item(0, 'concluida')] })).toEqual({ done: 1, total: 1, phase: null });
  });
});

describe('relativeDueWords', () => {
  it('says when a template task falls due', () => {
    expect(relativeDueWords({ days: 1, anchor: 'distribuicao' })).toBe('1 dia útil após a distribuição');
    expect(relativeDueWords({ days: 5, anchor: 'anterior' })).toBe('5 dias úteis após concluir a tarefa anterior');
  });
});
