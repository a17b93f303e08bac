/** Tarefas on screen: the words and tones of due dates and priorities, and the board's keyboard moves. */
import { addDays, formatDate, officeDate } from '@office/domain/dates';
import { TASK_STATUSES, type TaskPriority, type TaskStatus } from '@office/domain/task-labels';

export const PRIORITY_TONES: Record<TaskPriority, 'slate' | 'blue' | 'amber' | 'red'> = { baixa: 'slate', normal: 'blue', alta: 'amber', urgente: 'red' };

/** "Entrega 03/12/2026", "Atrasada desde 25/11/2026", "Entrega hoje", or "Sem data", with whether it is late. */
export function dueWords(t: { dueDate: string | null; open: boolean }, today = officeDate()): { text: string; late: boolean } {
  if (!t.dueDate) return { text: 'Sem data de entrega', late: false };
  if (t.open && t.dueDate < today) return { text: `Atrasada desde ${formatDate(t.dueDate)}`, late: true };
  if (t.dueDate === today) return { text: 'Entrega hoje', late: false };
  if (t.dueDate === addDays(today, 1)) return { text: 'Entrega amanhã', late: false };
  return { text: `Entrega ${formatDate(t.dueDate)}`, late: false };
}

/** The column a card moves to with Alt+← / Alt+→ (none past the ends). */
export function neighbourStatus(status: TaskStatus, step: -1 | 1): TaskStatus | null {
  return TASK_STATUSES[TASK_STATUSES.indexOf(status) + step] ?? null;
}
