import { describe, expect, it } from 'vitest';
import { taskInput } from '@office/domain/tasks';
import { taskFromIntimation, taskFromMovement } from './task-presets';
import { newTaskValues } from './TaskForm';

describe('taskFromMovement', () => {
  it('names the task after the andamento (first line, cut to the title limit) and quotes it whole', () => {
    const long = `Juntada de petição ${'muito '.repeat(40)}longa\nSegunda linha`;
    const preset = taskFromMovement('proc-001', { at: '2026-11-20T13:30:00.000Z', description: long });
    expect(preset.lawsuitId).toBe('proc-001');
    expect(preset.title).toMatch(/^Andamento de 20\/11\/2026: Juntada de petição muito/);
    expect(preset.title!.length).toBeLessThanOrEqual(200);
    expect(preset.title!.endsWith('…')).toBe(true);
    expect(preset.description).toBe(`Andamento de 20/11/2026 10:30:\n\n> ${long.replace('\n', '\n> ')}`);
    // The form accepts it as it comes, once someone is responsible.
    expect(taskInput.safeParse(newTaskValues('staff-a', preset)).success).toBe(true);
  });
});

describe('taskFromIntimation', () => {
  it('links the lawsuit and the prazo lançado, and leaves the date to the prazo interno', () => {
    const preset = taskFromIntimation({ lawsuitId: 'proc-002', prazoEventId: 'evt-9', availableOn: '2026-11-19', kind: 'Intimação' });
    expect(preset).toEqual({
      lawsuitId: 'proc-002',
      prazoEventId: 'evt-9',
      title: 'Cumprir o prazo da intimação de 19/11/2026',
      description: 'Intimação disponibilizada no DJEN em 19/11/2026. O prazo está na agenda.',
    });
    expect(taskInput.safeParse(newTaskValues('staff-a', preset)).success).toBe(true);
  });
});
