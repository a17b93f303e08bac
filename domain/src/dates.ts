/**
 * Dates in one place. Two kinds of value, never mixed:
 * - an instant: an ISO 8601 string in UTC ('2026-11-24T01:30:00.000Z') or a Date — when something happened
 *   or will happen (an event, an andamento, an upload);
 * - a calendar date: 'YYYY-MM-DD' with no time zone (a due date, a birth date, the filing date) — a day as the
 *   office writes it on paper.
 * Instants are stored in UTC and shown in the office's time zone, America/Sao_Paulo. Brazil has had no daylight
 * saving time since Decreto 9.772/2019, so that is UTC−3 all year today; the tz database still knows the older
 * rules, which keeps historical instants (before 2019) right too.
 *
 * The dayjs paths end in '.js' because dayjs has no "exports" map: Node ESM (scripts, tests) needs the file name.
 */
import dayjs, { type Dayjs } from 'dayjs';
import ptBr from 'dayjs/locale/pt-br.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const OFFICE_TIME_ZONE = 'America/Sao_Paulo';

/** An ISO 8601 instant ('2026-11-24T01:30:00.000Z') or a Date. */
export type Instant = string | Date;
/** A calendar date, 'YYYY-MM-DD'. */
export type CalendarDate = string;
/** [start, end) as ISO instants. */
export interface InstantRange {
  start: string;
  end: string;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The value of an <input type="datetime-local"> (seconds are optional there). */
const OFFICE_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

export function isCalendarDate(value: string): boolean {
  return CALENDAR_DATE.test(value) && dayjs.utc(value).format('YYYY-MM-DD') === value;
}

function calendar(date: CalendarDate): Dayjs {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  // A calendar date carries no zone: read it as UTC so its fields are the date's own, wherever this runs.
  return dayjs.utc(date);
}

/** A value as the office sees it: an instant in São Paulo time, a calendar date as written. pt-BR names. */
function officeView(value: Instant | CalendarDate): Dayjs {
  const view = typeof value === 'string' && CALENDAR_DATE.test(value) ? calendar(value) : dayjs(value).tz(OFFICE_TIME_ZONE);
  return view.locale(ptBr);
}

/** DD/MM/YYYY. An instant is shown in office time; a calendar date ('YYYY-MM-DD') as it is. */
export function formatDate(value: Instant | CalendarDate): string {
  return officeView(value).format('DD/MM/YYYY');
}

/** HH:mm (24-hour) in office time. */
export function formatTime(value: Instant): string {
  return officeView(value).format('HH:mm');
}

/** DD/MM/YYYY HH:mm in office time. */
export function formatDateTime(value: Instant): string {
  return officeView(value).format('DD/MM/YYYY HH:mm');
}

/** "segunda-feira, 23 de novembro de 2026": weekday and month in lower case, as Brazilians write them. */
export function formatLongDate(value: Instant | CalendarDate): string {
  return officeView(value).format('dddd, D [de] MMMM [de] YYYY');
}

/** "novembro de 2026" (lower-case month, as Brazilians write it). */
export function formatMonthLabel(value: Instant | CalendarDate): string {
  return officeView(value).format('MMMM [de] YYYY');
}

/** The office's calendar date of an instant, `days` days later. 01:30Z on the 24th is still the 23rd in São Paulo. */
export function officeDate(instant: Instant = new Date(), days = 0): CalendarDate {
  const date = absolute(instant) ? officeDateOfMoment(new Date(instant)) : dayjs(instant).tz(OFFICE_TIME_ZONE).format('YYYY-MM-DD');
  return days === 0 ? date : addDays(date, days);
}

/** An instant that names its moment on its own: a Date, or an ISO string with `Z` or an offset. */
function absolute(instant: Instant): boolean {
  return instant instanceof Date || /T[\d:.]+(?:Z|[+-]\d\d:?\d\d)$/.test(instant);
}

let officeDayFormat: Intl.DateTimeFormat | undefined;

/**
 * The office's date of a moment through one Intl formatter kept for every call: dayjs's `tz` builds a formatter
 * each time (about 0.1 ms), and the server asks for today's date several times in every call.
 */
function officeDateOfMoment(moment: Date): CalendarDate {
  officeDayFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: OFFICE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = officeDayFormat.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A calendar date `days` days later (negative: earlier); months and years roll over. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return calendar(date).add(days, 'day').format('YYYY-MM-DD');
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return calendar(to).diff(calendar(from), 'day');
}

/**
 * A calendar date `months` months later, the day kept or, where the month is shorter, its last day
 * (31/01 + 1 month = 28/02 or 29/02). Series are computed from their first date, so 31/01 → 28/02 → 31/03.
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  return calendar(date).add(months, 'month').format('YYYY-MM-DD');
}

/** The instant an office wall-clock time ('2026-03-05T14:30', as a datetime-local input gives it) names. */
export function officeDateTimeToInstant(local: string): string {
  const parts = OFFICE_DATE_TIME.exec(local);
  if (!parts?.[1] || !isCalendarDate(parts[1])) throw new RangeError(`Not an office date-time (YYYY-MM-DDTHH:mm): ${local}`);
  return dayjs.tz(local, OFFICE_TIME_ZONE).toISOString();
}

/** An instant as an office wall-clock time, 'YYYY-MM-DDTHH:mm' (the value of a datetime-local input). */
export function instantToOfficeDateTime(instant: Instant): string {
  return dayjs(instant).tz(OFFICE_TIME_ZONE).format('YYYY-MM-DDTHH:mm');
}

/** [start, end) of an office calendar day as ISO instants (start: 00:00 in São Paulo). */
export function officeDayBounds(date: CalendarDate): InstantRange {
  return { start: officeDateTimeToInstant(`${date}T00:00`), end: officeDateTimeToInstant(`${addDays(date, 1)}T00:00`) };
}

/** [start, end) of the office day containing `instant`, `days` days later. */
export function officeDayRange(instant: Instant, days = 0): InstantRange {
  return officeDayBounds(officeDate(instant, days));
}

/**
 * [start, end) of the office month containing `instant`, `months` months later, as ISO instants, and `month`,
 * its first day as a calendar date (for formatMonthLabel).
 */
export function officeMonthRange(instant: Instant, months = 0): InstantRange & { month: CalendarDate } {
  const first = calendar(officeDate(instant)).startOf('month').add(months, 'month');
  const month = first.format('YYYY-MM-DD');
  return { start: officeDayBounds(month).start, end: officeDayBounds(first.add(1, 'month').format('YYYY-MM-DD')).start, month };
}

/** The first and last day of the month of `date` (YYYY-MM-DD, or YYYY-MM). */
export function monthOf(date: string): { from: CalendarDate; to: CalendarDate } {
  const from = `${date.slice(0, 7)}-01`;
  return { from, to: addDays(addMonths(from, 1), -1) };
}

/** "2026-11" + n months. */
export function addMonthsToMonth(month: string, months: number): string {
  return addMonths(`${month}-01`, months).slice(0, 7);
}

/** Months from `from` to `to` ("YYYY-MM"): 0 for the same month. */
export function monthsBetween(from: string, to: string): number {
  return (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));
}
