// No zod here: pages (the dashboard among them) import these words without the schemas.
/** The agenda's kinds, statuses and reminder choices, with the words the pages show for them. */

export const EVENT_KINDS = ['audiencia', 'prazo', 'reuniao', 'diligencia', 'tarefa', 'atendimento'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  audiencia: 'Audiência',
  prazo: 'Prazo',
  reuniao: 'Reunião',
  diligencia: 'Diligência',
  tarefa: 'Tarefa',
  atendimento: 'Atendimento',
};

/** Aberto until someone concludes or cancels it; either can be undone (reaberto), each change audited. */
export const EVENT_STATUSES = ['aberto', 'concluido', 'cancelado'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const EVENT_STATUS_LABELS: Record<EventStatus, string> = { aberto: 'Aberto', concluido: 'Concluído', cancelado: 'Cancelado' };

/** Reminder lead times offered, in minutes (null: no reminder). */
export const REMINDER_OPTIONS = [15, 30, 60, 120, 1440, 2880, 10080] as const;
export const REMINDER_LABELS: Record<(typeof REMINDER_OPTIONS)[number], string> = {
  15: '15 minutos antes',
  30: '30 minutos antes',
  60: '1 hora antes',
  120: '2 horas antes',
  1440: '1 dia antes',
  2880: '2 dias antes',
  10080: '1 semana antes',
};

/** Most entries one list call returns: a month grid of a busy office (the views ask for their visible range only). */
export const MAX_RANGE_ENTRIES = 500;
/** Longest range a list call may ask for: six weeks of a month grid, or a quarter in the list. */
export const MAX_RANGE_DAYS = 93;
