// No zod here: the board and the home page import these words without the schemas.
/** Tarefas: statuses (the board's columns, in order) and priorities, with the words the pages show for them. */

export const TASK_STATUSES = ['a_fazer', 'em_andamento', 'aguardando_revisao', 'concluida', 'cancelada'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  a_fazer: 'A fazer',
  em_andamento: 'Em andamento',
  aguardando_revisao: 'Aguardando revisão',
  concluida: 'Concluída',
  cancelada: 'Cancelada',
};

export const TASK_PRIORITIES = ['baixa', 'normal', 'alta', 'urgente'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = { baixa: 'Baixa', normal: 'Normal', alta: 'Alta', urgente: 'Urgente' };
