/**
 * Every state's holidays and its capital's, as calendar entries for any year (a fixed or Easter-bound day every
 * year; a day a law set year by year only in those years). A day whose law was read is `confirmado`; one known
 * only by report is `previsto` (warned about, counted as a business day).
 */
import type { CalendarDate } from '../../dates';
import { easterSunday, isoDate, shiftDate } from '../days';
import type { CalendarEntry, CalendarScope } from '../types';
import { CENTRO_OESTE } from './centro-oeste';
import { NORDESTE } from './nordeste';
import { NORTE } from './norte';
import { SUDESTE } from './sudeste';
import { SUL } from './sul';
import type { LawDate, LawDay, StateDef, Uf } from './types';

export type { LawDay, StateDef, Uf } from './types';
export { UFS } from './types';

export const STATES: Readonly<Record<Uf, StateDef>> = Object.fromEntries(
  [...NORTE, ...NORDESTE, ...CENTRO_OESTE, ...SUDESTE, ...SUL].map((s) => [s.uf, s]),
) as Record<Uf, StateDef>;

function dateIn(year: number, date: LawDate): CalendarDate | null {
  if ('easter' in date) return shiftDate(easterSunday(year), date.easter);
  if ('byYear' in date) return date.byYear[year] ?? null;
  return isoDate(year, date.month, date.day);
}

function entriesOf(year: number, days: readonly LawDay[], scope: CalendarScope): CalendarEntry[] {
  return days.flatMap((d): CalendarEntry[] => {
    const date = dateIn(year, d.date);
    if (!date || (d.since && year < d.since) || (d.until && year > d.until)) return [];
    return [
      {
        from: date,
        to: date,
        kind: d.kind ?? 'feriado',
        name: d.name,
        act: d.act,
        ...(d.source ? { source: d.source } : {}),
        scope,
        status: d.verified ? 'confirmado' : 'previsto',
      },
    ];
  });
}

const byYear = new Map<number, readonly CalendarEntry[]>();

/** The state and capital days of every state in `year` (built once per year). */
export function placeEntries(year: number): readonly CalendarEntry[] {
  let entries = byYear.get(year);
  if (!entries) {
    entries = Object.values(STATES).flatMap((s) => [
      ...entriesOf(year, s.holidays, { level: 'estado', uf: s.uf }),
      ...entriesOf(year, s.capitalHolidays, { level: 'municipio', uf: s.uf, municipio: s.capital }),
    ]);
    byYear.set(year, entries);
  }
  return entries;
}
