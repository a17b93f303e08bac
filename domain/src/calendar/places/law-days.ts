/**
 * A law day in one line: `confirmed('09-20', 'Revolução Farroupilha', 'Constituição do Estado do RS…', { source })`.
 * The state files list many days; each keeps its date, name, law and source, without the object's frame.
 */
import type { CalendarDate } from '../../dates';
import type { ClosureKind } from '../types';
import type { LawDate, LawDay } from './types';

/**
 * A fixed day as `'MM-DD'` (`'06-24'` is 24 June), the days a law set year by year as their dates
 * (`['2025-11-30', '2026-11-30']`), or a day counted from Easter Sunday (`{ easter: 60 }`).
 */
export type When = `${number}-${number}` | readonly CalendarDate[] | LawDate;

/** What some days say besides their date, name and law. */
export interface LawDayMore {
  source?: string;
  since?: number;
  until?: number;
  kind?: ClosureKind;
}

// `Array.isArray` does not narrow a readonly array.
const isDates = (when: When): when is readonly CalendarDate[] => Array.isArray(when);

function lawDate(when: When): LawDate {
  if (isDates(when)) return { byYear: Object.fromEntries(when.map((date) => [Number(date.slice(0, 4)), date])) };
  if (typeof when !== 'string') return when;
  const [month, day] = when.split('-').map(Number);
  if (!month || !day || month > 12 || day > 31) throw new Error(`Not a day of the year: ${when}`);
  return { month, day };
}

/** A day whose law, or an official list citing it, was read. */
export function confirmed(when: When, name: string, act: string, more: LawDayMore = {}): LawDay {
  return { date: lawDate(when), name, act, ...more, verified: true };
}

/** A day known only by report, whose law was not read: kept `previsto` (counted as a business day, warned about). */
export function reported(when: When, name: string, act: string, more: LawDayMore = {}): LawDay {
  return { date: lawDate(when), name, act, ...more, verified: false };
}
