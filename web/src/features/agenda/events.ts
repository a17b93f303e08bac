import type { EventRecord } from '@office/domain';
import { formatMonthLabel, officeMonthRange } from '@office/domain/dates';

export const EVENT_KIND: Record<EventRecord['kind'], string> = { audiencia: 'Audiência', prazo: 'Prazo', reuniao: 'Reunião', diligencia: 'Diligência' };
export const EVENT_TONE = { audiencia: 'blue', prazo: 'red', reuniao: 'green', diligencia: 'amber' } as const;

/** The office month [from, to) as ISO instants, and its pt-BR name ("novembro de 2026"). */
export function monthRange(now: Date, offset: number): { from: string; to: string; label: string } {
  const { start, end, month } = officeMonthRange(now, offset);
  return { from: start, to: end, label: formatMonthLabel(month) };
}
