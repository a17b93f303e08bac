import { describe, expect, it } from 'vitest';
import type { TaskStatus } from '@office/domain/tasks';
import { movesFor } from './task-moves';

const labels = (...args: Parameters<typeof movesFor>) => movesFor(...args).map((m) => m.label);
const ana = { uid: 'u1', admin: false };
/** Ana's own task, in `status`, reviewed by `reviewerIds`. */
const mine = (status: TaskStatus, reviewerIds: string[] = []) => ({ status, reviewerIds, assigneeId: 'u1' });

describe("a task page's moves", () => {
  it('offer the next steps of the work, a review only when someone reviews', () => {
    expect(labels(mine('a_fazer'), ana)).toEqual(['Iniciar', 'Concluir', 'Cancelar tarefa']);
    expect(labels(mine('em_andamento'), ana)).toEqual(['Concluir', 'Voltar para “A fazer”', 'Cancelar tarefa']);
    expect(labels(mine('em_andamento', ['u2']), ana)[0]).toBe('Pedir revisão');
    expect(labels(mine('concluida'), ana)).toEqual(['Reabrir']);
    expect(labels(mine('cancelada'), ana)).toEqual(['Reabrir']);
  });

  it('never offer "Concluir" on a task with reviewers before its review, to anyone', () => {
    for (const who of [ana, { uid: 'u2', admin: false }, { uid: 'u9', admin: true }]) {
      expect(labels(mine('a_fazer', ['u2']), who)).toEqual(['Iniciar', 'Cancelar tarefa']);
      expect(labels(mine('em_andamento', ['u2']), who)).toEqual(['Pedir revisão', 'Voltar para “A fazer”', 'Cancelar tarefa']);
    }
  });

  it('let only a reviewer or an administrator who does not do the task conclude it under review', () => {
    const review = mine('aguardando_revisao', ['u2']);
    expect(labels(review, ana)).toEqual(['Devolver para ajustes']);
    expect(labels(review, { uid: 'u2', admin: false })).toEqual(['Aprovar e concluir', 'Devolver para ajustes']);
    expect(labels(review, { uid: 'u9', admin: true })).toEqual(['Aprovar e concluir', 'Devolver para ajustes']);
    expect(labels(review, { uid: 'u1', admin: true })).toEqual(['Devolver para ajustes']);
  });
});
