/**
 * The seed stores dates as tokens relative to the day it is loaded, so the
 * agenda and the finance section always show the current month:
 *   @t(M,D,HH:mm)  instant: day D of the month M months from now, office time
 *   @d(M,D)        calendar date (YYYY-MM-DD): day D of the month M months from now
 *   @r(N,HH:mm)    instant: N days from today, office time
 *   @rd(N)         calendar date: N days from today
 *   @m(M)          month (YYYY-MM, a competência): the month M months from now
 * "Now" and "today" are the office's (America/Sao_Paulo), from the shared dates module.
 */
import { addDays, officeDate, officeDateTimeToInstant, officeMonthRange } from '@office/domain/dates';

/** Day `day` of the office month `months` months from `now`; like Date.UTC, day 0 or 31 of a short month rolls over. */
function monthDay(now: Date, months: number, day: number): string {
  return addDays(officeMonthRange(now, months).month, day - 1);
}

export function resolveDateToken(value: string, now: Date): string {
  let m: RegExpExecArray | null;
  if ((m = /^@t\((-?\d+),(\d+),(\d{2}:\d{2})\)$/.exec(value)))
    return officeDateTimeToInstant(`${monthDay(now, Number(m[1]), Number(m[2]))}T${m[3] ?? '00:00'}`);
  if ((m = /^@d\((-?\d+),(\d+)\)$/.exec(value))) return monthDay(now, Number(m[1]), Number(m[2]));
  if ((m = /^@r\((-?\d+),(\d{2}:\d{2})\)$/.exec(value))) return officeDateTimeToInstant(`${officeDate(now, Number(m[1]))}T${m[2] ?? '00:00'}`);
  if ((m = /^@rd\((-?\d+)\)$/.exec(value))) return officeDate(now, Number(m[1]));
  if ((m = /^@m\((-?\d+)\)$/.exec(value))) return officeMonthRange(now, Number(m[1])).month.slice(0, 7);
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
