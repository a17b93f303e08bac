import { addDays, officeDate } from '@office/domain/dates';
import type { WorkItem } from '@office/domain/tasks';

export const WORK_GROUPS = ['Atrasados', 'Hoje', 'Próximos 7 dias', 'Depois', 'Sem data'] as const;
export type WorkGroup = (typeof WORK_GROUPS)[number];

/** Which heading an item of "Meu trabalho" goes under, by the day its work is due. */
export function workGroupOf(item: Pick<WorkItem, 'date'>, today = officeDate()): WorkGroup {
  if (!item.date) return 'Sem data';
  if (item.date < today) return 'Atrasados';
  if (item.date === today) return 'Hoje';
  return item.date <= addDays(today, 7) ? 'Próximos 7 dias' : 'Depois';
}

/** The items under their headings, in the order given (the server's, by urgency); empty groups left out. */
export function groupWork(items: readonly WorkItem[], today = officeDate()): { group: WorkGroup; items: WorkItem[] }[] {
  return WORK_GROUPS.map((group) => ({ group, items: items.filter((i) => workGroupOf(i, today) === group) })).filter((g) => g.items.length > 0);
}

export const workKey = (item: WorkItem) => (item.kind === 'task' ? `t-${item.task.id}` : `p-${item.prazo.id}`);
