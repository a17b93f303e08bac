/**
 * Dates, times and video links as court texts write them, on folded text: "10/03/2027", "10 de março de 2027",
 * "aos quinze dias do mês de dezembro de dois mil e vinte e seis", "às 14h30", "14:30 horas", "quatorze horas e
 * trinta minutos", Teams/Zoom/Meet/Webex addresses.
 */
import type { CalendarDate } from '../dates';
import { NUMBER_WORDS, readNumber } from './numbers';

const MONTHS = ['janeiro', 'fevereiro', 'marco', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
const MONTH = `(${MONTHS.join('|')})`;
const NUM = `(\\d{1,4}|${NUMBER_WORDS})`;

export interface Found<T> {
  value: T;
  index: number;
  end: number;
}

function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  const y = year < 100 ? 2000 + year : year;
  if (month < 1 || month > 12 || day < 1 || day > 31 || y < 1990 || y > 2100) return null;
  const d = new Date(Date.UTC(y, month - 1, day));
  if (d.getUTCMonth() !== month - 1) return null;
  return `${String(y).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const NUMERIC_DATE = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/g;
/** "10 de março de 2027", "1º de abril de 2027", "dez de março de dois mil e vinte e sete", "aos quinze dias do mês de dezembro de…". */
const WORDS_DATE = new RegExp(`\\b${NUM}(?:º|o)?(?:\\s+dias?)?\\s+(?:do\\s+mes\\s+)?de\\s+${MONTH}\\s+(?:de|do\\s+ano\\s+de)\\s+${NUM}\\b`, 'g');

/** Every date in a folded text, in order of position. */
export function findDates(folded: string): Found<CalendarDate>[] {
  const out: Found<CalendarDate>[] = [];
  for (const m of folded.matchAll(NUMERIC_DATE)) {
    const value = calendarDate(Number(m[3]), Number(m[2]), Number(m[1]));
    if (value) out.push({ value, index: m.index, end: m.index + m[0].length });
  }
  for (const m of folded.matchAll(WORDS_DATE)) {
    const day = readNumber(m[1] ?? '');
    const month = MONTHS.indexOf(m[2] ?? '') + 1;
    const year = readNumber(m[3] ?? '');
    const value = day !== null && year !== null ? calendarDate(year, month, day) : null;
    if (value) out.push({ value, index: m.index, end: m.index + m[0].length });
  }
  return out.sort((a, b) => a.index - b.index);
}

const HOUR_WORDS = `(\\d{1,2}|${NUMBER_WORDS})`;
/** "14h30", "14h", "14:30", "14 h 30 min", "14:30 horas", "14 horas", "quatorze horas e trinta minutos", "9h00min". */
const TIME = new RegExp(
  `\\b(?:(\\d{1,2})\\s?(?:h|:)\\s?(\\d{2})(?:\\s?min(?:utos)?)?(?:\\s?h(?:oras|s)?\\b)?|(\\d{1,2})\\s?h(?:oras|s)?\\b(?:\\s+e\\s+(\\d{1,2})\\s+minutos)?|${HOUR_WORDS}\\s+horas(?:\\s+e\\s+(${NUMBER_WORDS})\\s+minutos)?|(meio-dia))`,
  'g',
);

function clock(h: number, m: number): string | null {
  if (h < 0 || h > 23 || m < 0 || m > 59) return null;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Every wall-clock time in a folded text, "HH:mm". */
export function findTimes(folded: string): Found<string>[] {
  const out: Found<string>[] = [];
  for (const m of folded.matchAll(TIME)) {
    let value: string | null = null;
    if (m[1] !== undefined) value = clock(Number(m[1]), Number(m[2]));
    else if (m[3] !== undefined) value = clock(Number(m[3]), m[4] ? Number(m[4]) : 0);
    else if (m[5] !== undefined) {
      const h = readNumber(m[5]);
      const min = m[6] ? readNumber(m[6]) : 0;
      value = h !== null && min !== null ? clock(h, min) : null;
    } else if (m[7]) value = '12:00';
    if (value) out.push({ value, index: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Video-conference addresses courts use; other addresses are not links to a hearing. */
const VIDEO_LINK =
  /\bhttps?:\/\/[^\s<>"')\]]*(?:teams\.microsoft\.com|teams\.live\.com|zoom\.us|meet\.google\.com|webex\.com|meet\.jit\.si|jitsi|whereby\.com|videoconf|cnj\.jus\.br\/sala|balcao|\/\/(?:meet|video|sala|audiencia)s?\.|\.jus\.br\/(?:sala|audiencia|videoconferencia|meet))[^\s<>"')\]]*/gi;

/** The video links in a text (original case kept: addresses are case-sensitive), without a trailing period. */
export function findVideoLinks(text: string): Found<string>[] {
  return [...text.matchAll(VIDEO_LINK)].map((m) => {
    const value = m[0].replace(/[.,;:]+$/, '');
    return { value, index: m.index, end: m.index + value.length };
  });
}
