import { moveRefusal, type TaskActor, type TaskItem, type TaskStatus } from '@office/domain/tasks';

export interface TaskMove {
  to: TaskStatus;
  label: string;
}

/** The moves a task's page offers from each status, in the words of the work (the first is the usual next step). */
const MOVES: Record<TaskStatus, TaskMove[]> = {
  a_fazer: [
    { to: 'em_andamento', label: 'Iniciar' },
    { to: 'concluida', label: 'Concluir' },
    { to: 'cancelada', label: 'Cancelar tarefa' },
  ],
  em_andamento: [
    { to: 'aguardando_revisao', label: 'Pedir revisão' },
    { to: 'concluida', label: 'Concluir' },
    { to: 'a_fazer', label: 'Voltar para “A fazer”' },
    { to: 'cancelada', label: 'Cancelar tarefa' },
  ],
  aguardando_revisao: [
    { to: 'concluida', label: 'Aprovar e concluir' },
    { to: 'em_andamento', label: 'Devolver para ajustes' },
  ],
  concluida: [{ to: 'em_andamento', label: 'Reabrir' }],
  cancelada: [{ to: 'a_fazer', label: 'Reabrir' }],
};

/** The moves that make sense for this person on this task: those the server's review rules allow (moveRefusal). */
export function movesFor(task: Pick<TaskItem, 'status' | 'reviewerIds' | 'assigneeId'>, me: TaskActor | null): TaskMove[] {
  return me ? MOVES[task.status].filter((m) => moveRefusal(task, m.to, me) === null) : [];
}
