import type { EventOverlap, EventRecord, EventSchedule } from '@office/domain';
import { formatDate, formatTime } from '@office/domain/dates';

export { EVENT_KIND_LABELS as EVENT_KIND } from '@office/domain/agenda-labels';
/** Badge colours; the kind's name is always written next to them (never colour alone). */
export const EVENT_TONE = {
  audiencia: 'blue',
  prazo: 'red',
  reuniao: 'green',
  diligencia: 'amber',
  tarefa: 'slate',
  atendimento: 'green',
} as const satisfies Record<EventRecord['kind'], string>;
export const STATUS_TONE = { aberto: 'slate', concluido: 'green', cancelado: 'amber' } as const satisfies Record<EventRecord['status'], string>;

/** When an entry happens, as people say it: "24/11/2026, 14:00–15:00", or "24/11/2026 (dia inteiro)". */
export function scheduleLabel(s: EventSchedule): string {
  return s.allDay ? `${formatDate(s.startsAt)} (dia inteiro)` : `${formatDate(s.startsAt)}, ${formatTime(s.startsAt)}–${formatTime(s.endsAt)}`;
}

/** The warning after a save that booked someone into two audiências at once (said, not refused). */
export function overlapWarning(overlaps: readonly EventOverlap[], nameOf: (uid: string) => string): string {
  return overlaps.map((o) => `${nameOf(o.personId)} também tem “${o.title}” em ${scheduleLabel({ ...o, allDay: false })}.`).join(' ');
}
