/**
 * The seed stores dates as tokens relative to the day it is loaded, so the
 * agenda and the finance section always show the current month:
 *   @t(M,D,HH:mm)  instant: day D of the month M months from now, office time
 *   @d(M,D)        calendar date (YYYY-MM-DD): day D of the month M months from now
 *   @r(N,HH:mm)    instant: N days from today, office time
 *   @rd(N)         calendar date: N days from today
 */

/** São Paulo has had no daylight saving time since 2019: UTC-3 all year. */
const OFFICE_OFFSET_HOURS = 3;

const pad = (n: number) => String(n).padStart(2, '0');

function officeToday(now: Date): { y: number; m: number; d: number } {
  const local = new Date(now.getTime() - OFFICE_OFFSET_HOURS * 3_600_000);
  return { y: local.getUTCFullYear(), m: local.getUTCMonth(), d: local.getUTCDate() };
}

function isoDate(y: number, m: number, d: number): string {
  const date = new Date(Date.UTC(y, m, d));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function isoInstant(y: number, m: number, d: number, hhmm: string): string {
  const [hh = 0, mm = 0] = hhmm.split(':').map(Number);
  return new Date(Date.UTC(y, m, d, hh + OFFICE_OFFSET_HOURS, mm)).toISOString();
}

export function resolveDateToken(value: string, now: Date): string {
  const today = officeToday(now);
  let m: RegExpExecArray | null;
  if ((m = /^@t\((-?\d+),(\d+),(\d{2}:\d{2})\)$/.exec(value))) return isoInstant(today.y, today.m + Number(m[1]), Number(m[2]), m[3] ?? '00:00');
  if ((m = /^@d\((-?\d+),(\d+)\)$/.exec(value))) return isoDate(today.y, today.m + Number(m[1]), Number(m[2]));
  if ((m = /^@r\((-?\d+),(\d{2}:\d{2})\)$/.exec(value))) return isoInstant(today.y, today.m, today.d + Number(m[1]), m[2] ?? '00:00');
  if ((m = /^@rd\((-?\d+)\)$/.exec(value))) return isoDate(today.y, today.m, today.d + Number(m[1]));
  if (value.startsWith('@')) throw new Error(`Unknown seed date token: ${value}`);
  return value;
}

/** Deep copy with every date token resolved. */
export function resolveDates<T>(value: T, now: Date): T {
  if (typeof value === 'string') return resolveDateToken(value, now) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => resolveDates(v, now)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveDates(v, now)])) as T;
  }
  return value;
}
