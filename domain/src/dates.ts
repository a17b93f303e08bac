/** Dates are stored as ISO instants in UTC and shown in the office's time zone. */

export const OFFICE_TIME_ZONE = 'America/Sao_Paulo';

const dateFmt = new Intl.DateTimeFormat('pt-BR', { timeZone: OFFICE_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const timeFmt = new Intl.DateTimeFormat('pt-BR', { timeZone: OFFICE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** DD/MM/YYYY in the office's time zone. */
export function formatDate(iso: string | Date): string {
  return dateFmt.format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** HH:mm (24-hour) in the office's time zone. */
export function formatTime(iso: string | Date): string {
  return timeFmt.format(typeof iso === 'string' ? new Date(iso) : iso);
}

export function formatDateTime(iso: string | Date): string {
  return `${formatDate(iso)} ${formatTime(iso)}`;
}
