/**
 * The timesheet's names and formats without the schemas (no zod): the top bar's timer, present on every page, shows
 * a duration without loading the validation code. The schemas and rules are in ./timesheet.
 */

export const TIME_ENTRY_STATUSES = ['pendente', 'aprovado', 'faturado'] as const;
export type TimeEntryStatus = (typeof TIME_ENTRY_STATUSES)[number];
export const TIME_ENTRY_STATUS_LABELS: Record<TimeEntryStatus, string> = { pendente: 'Pendente', aprovado: 'Aprovado', faturado: 'Faturado' };

/** "1h30", "45min", "8h": minutes as people write durations. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}min`;
  return m === 0 ? `${h}h` : `${h}h${String(m).padStart(2, '0')}`;
}
