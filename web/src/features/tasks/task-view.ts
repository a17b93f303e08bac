/** Tarefas on screen: the address's filters, and the words and tones of due dates and priorities. */
import { CALLABLES } from '@office/domain/contracts';
import { addDays, formatDate, officeDate } from '@office/domain/dates';
import { z } from '@office/domain/schema';
import { TASK_STATUSES, type TaskPriority, type TaskStatus } from '@office/domain/task-labels';
import { addressFilters } from '../../components/list/address-filters';

export const TASK_VIEWS = ['quadro', 'lista'] as const;

/** The board (default) or the list, filtered by person, lawsuit, client, status (the list) and due period. */
export const TASK_FILTERS = addressFilters(CALLABLES['tasks-list'].input, { extra: { view: z.enum(TASK_VIEWS) } });
export type TaskFilters = ReturnType<typeof TASK_FILTERS.read>;

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
