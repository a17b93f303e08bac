/**
 * The closures most courts decree every year by their own act (not by law): Carnival, Ash Wednesday's late
 * opening, Holy Thursday, Corpus Christi, Dia do Servidor Público. For a year whose act is not in the data they
 * are entered as `previsto`, for any year (the calendar asks year by year): pointed out, not relied on. What a
 * law or regimento fixes every year is not here but in recurring.ts, `confirmado`.
 */
import { easterSunday, isoDate, shiftDate } from '../days';
import type { CalendarEntry, CalendarScope } from '../types';
import { rows, type Row } from './build';

export type UsualDay = 'carnaval' | 'cinzas' | 'quinta-santa' | 'corpus-christi' | 'servidor' | 'justica' | 'recesso';

/**
 * The years the courts' acts were looked for. Laws, regimentos and the states' fixed days apply to any year; a
 * year outside these gets them and the usual `previsto` days, and the calculator says its acts were not read.
 */
export const DATA_YEARS: readonly number[] = [2025, 2026, 2027];
/** A state court's usual closures: the law gives it only the national days. */
export const STATE_USUAL: readonly UsualDay[] = ['carnaval', 'cinzas', 'quinta-santa', 'corpus-christi', 'servidor', 'justica', 'recesso'];
/** A federal, labour or superior court's usual closures beyond Lei 5.010 art. 62 (which already closes Carnival, Holy Week, 08/12 and the recess). */
export const FEDERAL_USUAL: readonly UsualDay[] = ['cinzas', 'corpus-christi', 'servidor'];

function usualRows(year: number, days: readonly UsualDay[]): Row[] {
  const easter = easterSunday(year);
  const all: Record<UsualDay, Row[]> = {
    carnaval: [[shiftDate(easter, -48), shiftDate(easter, -47), 'Carnaval']],
    cinzas: [[shiftDate(easter, -46), null, 'Quarta-feira de Cinzas (expediente a partir do meio-dia)', 'expediente-parcial']],
    'quinta-santa': [[shiftDate(easter, -3), null, 'Quinta-feira Santa']],
    'corpus-christi': [[shiftDate(easter, 60), null, 'Corpus Christi']],
    servidor: [[isoDate(year, 10, 28), null, 'Dia do Servidor Público']],
    justica: [[isoDate(year, 12, 8), null, 'Dia da Justiça']],
    recesso: [
      [isoDate(year, 1, 1), isoDate(year, 1, 6), 'Recesso forense (20/12 a 06/01)'],
      [isoDate(year, 12, 20), isoDate(year, 12, 31), 'Recesso forense (20/12 a 06/01)'],
    ],
  };
  return days.flatMap((d) => all[d]);
}

/** The usual closures of a court for years it has not confirmed. */
export function expectedYears(tribunal: string, days: readonly UsualDay[], years: readonly number[]): CalendarEntry[] {
  const scope: CalendarScope = { level: 'tribunal', tribunal };
  return years.flatMap((year) =>
    rows(
      scope,
      'previsto',
      `Calendário de ${year} do ${tribunal} não publicado ou não cadastrado: dia habitual de fechamento`,
      undefined,
      usualRows(year, days),
    ),
  );
}
