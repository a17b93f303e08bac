import { formatDate, formatDateTime } from '@office/domain/dates';
import type { IntimationRecord, MovementRecord } from '@office/domain';
import type { TaskInput } from '@office/domain/tasks';

const MAX_TITLE = 200;
const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** "Nova tarefa" from an andamento: for its lawsuit, named after it, its text in the description. */
export function taskFromMovement(lawsuitId: string, m: Pick<MovementRecord, 'at' | 'description'>): Partial<TaskInput> {
  const firstLine = m.description.split('\n')[0]?.trim() ?? '';
  return {
    lawsuitId,
    title: cut(`Andamento de ${formatDate(m.at.slice(0, 10))}: ${firstLine}`, MAX_TITLE),
    description: `Andamento de ${formatDateTime(m.at)}:\n\n> ${m.description.replace(/\n/g, '\n> ')}`,
  };
}

/**
 * "Nova tarefa" from an intimação whose prazo was lançado: for its lawsuit and that prazo (without a date of its
 * own, the task is due on the prazo interno; it never passes the fatal date).
 */
export function taskFromIntimation(i: Pick<IntimationRecord, 'lawsuitId' | 'prazoEventId' | 'availableOn' | 'kind'>): Partial<TaskInput> {
  const published = formatDate(i.availableOn);
  return {
    lawsuitId: i.lawsuitId,
    prazoEventId: i.prazoEventId,
    title: `Cumprir o prazo da intimação de ${published}`,
    description: `${i.kind} disponibilizada no DJEN em ${published}. O prazo está na agenda.`,
  };
}
