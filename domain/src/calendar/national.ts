/**
 * Days fixed by federal law, the same every year (or moving with Easter), generated for any year:
 * the national holidays, Good Friday, the CPC art. 220 suspension and, for the federal judiciary,
 * Lei 5.010/1966 art. 62.
 */
import type { CalendarDate } from '../dates';
import { easterSunday, isoDate, shiftDate } from './days';
import type { CalendarEntry, CourtSegment } from './types';

const LEI_662 = 'Lei 662/1949, art. 1º (redação da Lei 10.607/2002)';
const LEI_662_URL = 'https://www.planalto.gov.br/ccivil_03/leis/l0662.htm';

interface FixedHoliday {
  month: number;
  day: number;
  name: string;
  act: string;
  source: string;
  /** First year the law applies to. */
  since?: number;
}

const NATIONAL_HOLIDAYS: readonly FixedHoliday[] = [
  { month: 1, day: 1, name: 'Confraternização Universal', act: LEI_662, source: LEI_662_URL },
  { month: 4, day: 21, name: 'Tiradentes', act: LEI_662, source: LEI_662_URL },
  { month: 5, day: 1, name: 'Dia do Trabalho', act: LEI_662, source: LEI_662_URL },
  { month: 9, day: 7, name: 'Independência do Brasil', act: LEI_662, source: LEI_662_URL },
  { month: 10, day: 12, name: 'Nossa Senhora Aparecida', act: 'Lei 6.802/1980', source: 'https://www.planalto.gov.br/ccivil_03/leis/l6802.htm' },
  { month: 11, day: 2, name: 'Finados', act: LEI_662, source: LEI_662_URL },
  { month: 11, day: 15, name: 'Proclamação da República', act: LEI_662, source: LEI_662_URL },
  {
    month: 11,
    day: 20,
    name: 'Dia Nacional de Zumbi e da Consciência Negra',
    act: 'Lei 14.759/2023',
    source: 'https://www.planalto.gov.br/ccivil_03/_ato2023-2026/2023/lei/l14759.htm',
    since: 2024,
  },
  { month: 12, day: 25, name: 'Natal', act: LEI_662, source: LEI_662_URL },
];

const LEI_5010 = 'Lei 5.010/1966, art. 62';
const LEI_5010_URL = 'https://www.planalto.gov.br/ccivil_03/leis/l5010.htm';
/**
 * Lei 5.010/1966 art. 62 names its days "na Justiça Federal, inclusive nos Tribunais Superiores"; the Justiça do
 * Trabalho, federal too, keeps the same days in its courts' calendars.
 */
export const LEI_5010_SEGMENTS: readonly CourtSegment[] = ['federal', 'trabalho', 'superior'];

const day = (from: CalendarDate, to: CalendarDate = from) => ({ from, to });

/** CPC art. 220 and its labour and criminal twins: prazos suspended from 20/12 to 20/01 at every court. */
const SUSPENSION = {
  act: 'CPC art. 220; CLT art. 775-A; CPP art. 798-A',
  source: 'https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2015/lei/l13105.htm#art220',
};

/**
 * The laws that fix closures every year for all courts of a segment, beyond the national holidays and Good Friday:
 * the art. 220 suspension everywhere, Lei 5.010/1966 art. 62 in the federal, labour and superior courts.
 */
export function segmentLaws(segment: CourtSegment): readonly { act: string; source: string }[] {
  return LEI_5010_SEGMENTS.includes(segment) ? [SUSPENSION, { act: LEI_5010, source: LEI_5010_URL }] : [SUSPENSION];
}

/** Entries of one year that apply to every court, whatever its segment. */
function nationalEntries(year: number): CalendarEntry[] {
  const easter = easterSunday(year);
  const entries: CalendarEntry[] = NATIONAL_HOLIDAYS.filter((h) => !h.since || year >= h.since).map((h) => ({
    ...day(isoDate(year, h.month, h.day)),
    kind: 'feriado',
    name: h.name,
    act: h.act,
    source: h.source,
    scope: { level: 'nacional' },
    status: 'confirmado',
  }));
  entries.push({
    ...day(shiftDate(easter, -2)),
    kind: 'feriado',
    name: 'Sexta-feira da Paixão',
    act: 'Lei 9.093/1995, art. 2º',
    source: 'https://www.planalto.gov.br/ccivil_03/leis/l9093.htm',
    scope: { level: 'nacional' },
    status: 'confirmado',
  });
  // Two entries per year: 01–20/01 of this year and 20–31/12 (the period crosses the new year).
  const suspension = {
    kind: 'suspensao' as const,
    name: 'Suspensão de prazos de 20/12 a 20/01',
    ...SUSPENSION,
    scope: { level: 'nacional' as const },
    status: 'confirmado' as const,
  };
  entries.push({ ...day(isoDate(year, 1, 1), isoDate(year, 1, 20)), ...suspension }, { ...day(isoDate(year, 12, 20), isoDate(year, 12, 31)), ...suspension });
  return entries;
}

/** Lei 5.010/1966 art. 62, one year: recess, Holy Week, Carnival and the four fixed days. */
function federalEntries(year: number): CalendarEntry[] {
  const easter = easterSunday(year);
  const base = {
    kind: 'feriado' as const,
    act: LEI_5010,
    source: LEI_5010_URL,
    scope: { level: 'segmento' as const, segments: LEI_5010_SEGMENTS },
    status: 'confirmado' as const,
  };
  return [
    { ...base, ...day(isoDate(year, 1, 1), isoDate(year, 1, 6)), name: 'Recesso forense (20/12 a 06/01)', act: `${LEI_5010}, I` },
    { ...base, ...day(shiftDate(easter, -48), shiftDate(easter, -47)), name: 'Carnaval', act: `${LEI_5010}, III` },
    { ...base, ...day(shiftDate(easter, -4), easter), name: 'Semana Santa (quarta-feira a domingo de Páscoa)', act: `${LEI_5010}, II` },
    { ...base, ...day(isoDate(year, 8, 11)), name: 'Dia da criação dos cursos jurídicos', act: `${LEI_5010}, IV` },
    { ...base, ...day(isoDate(year, 11, 1)), name: 'Dia de Todos os Santos', act: `${LEI_5010}, IV` },
    { ...base, ...day(isoDate(year, 12, 8)), name: 'Dia da Justiça', act: `${LEI_5010}, IV` },
    { ...base, ...day(isoDate(year, 12, 20), isoDate(year, 12, 31)), name: 'Recesso forense (20/12 a 06/01)', act: `${LEI_5010}, I` },
  ];
}

/** The law-fixed entries of a year for courts of `segment`. */
export function lawEntries(year: number, segment: CourtSegment): CalendarEntry[] {
  return LEI_5010_SEGMENTS.includes(segment) ? [...nationalEntries(year), ...federalEntries(year)] : nationalEntries(year);
}
