/**
 * Every state's holidays and its capital's, as calendar entries for the data's years. A day whose law was read
 * is `confirmado`; one known only by report is `previsto` (warned about, counted as a business day).
 */
import type { CalendarDate } from '../../dates';
import { DATA_YEARS } from '../courts/usual';
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

function entriesOf(days: readonly LawDay[], scope: CalendarScope): CalendarEntry[] {
  return DATA_YEARS.flatMap((year) =>
    days.flatMap((d): CalendarEntry[] => {
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
    }),
  );
}

/** The state and capital days of every state, for every year of the data. */
export const PLACE_ENTRIES: readonly CalendarEntry[] = Object.values(STATES).flatMap((s) => [
  ...entriesOf(s.holidays, { level: 'estado', uf: s.uf }),
  ...entriesOf(s.capitalHolidays, { level: 'municipio', uf: s.uf, municipio: s.capital }),
]);
