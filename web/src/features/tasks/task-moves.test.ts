import { describe, expect, it } from 'vitest';
import type { TaskStatus } from '@office/domain/tasks';
import { movesFor } from './task-moves';

const labels = (...args: Parameters<typeof movesFor>) => movesFor(...args).map((m) => m.label);
const ana = { uid: 'u1', admin: false };

describe("a task page's moves", () => {
  it('offer the next steps of the work, a review only when someone reviews', () => {
    expect(labels({ status: 'a_fazer', reviewerIds: [] }, ana)).toEqual(['Iniciar', 'Concluir', 'Cancelar tarefa']);
    expect(labels({ status: 'em_andamento', reviewerIds: [] }, ana)).toEqual(['Concluir', 'Voltar para “A fazer”', 'Cancelar tarefa']);
    expect(labels({ status: 'em_andamento', reviewerIds: ['u2'] }, ana)[0]).toBe('Pedir revisão');
    expect(labels({ status: 'concluida', reviewerIds: [] }, ana)).toEqual(['Reabrir']);
    expect(labels({ status: 'cancelada', reviewerIds: [] }, ana)).toEqual(['Reabrir']);
  });

  it('let only a reviewer or an administrator conclude a task under review', () => {
    const review = { status: 'aguardando_revisao' as TaskStatus, reviewerIds: ['u2'] };
    expect(labels(review, ana)).toEqual(['Devolver para ajustes']);
    expect(labels(review, { uid: 'u2', admin: false })).toEqual(['Aprovar e concluir', 'Devolver para ajustes']);
    expect(labels(review, { uid: 'u9', admin: true })).toEqual(['Aprovar e concluir', 'Devolver para ajustes']);
  });
});
