/**
 * Builds a court's definition from what is known about it: the closures a law or its regimento fixes every year
 * (recurring.ts; or, where none was found, the reason, `recurringAbsent`), its segment's usual closures for the years its own act was not read, the act's days where it
 * was (acts.ts), and the capitals of the states it sits in as its known comarcas (their municipal days come from
 * places/). The recurring and usual days are expanded by the calendar for whatever year is asked.
 */
import { STATES } from '../places';
import type { Uf } from '../places/types';
import type { CalendarEntry } from '../types';
import { COURT_ACTS } from './acts';
import type { ComarcaDef, CourtDef } from './build';
import { COURT_RECURRING, RECURRING_ABSENT } from './recurring';
import type { UsualDay } from './usual';

export interface CourtSpec extends Pick<CourtDef, 'id' | 'name' | 'segment' | 'cnj' | 'localUnit' | 'states'> {
  /** The closures the court decrees every year by its own act, assumed (`previsto`) for unconfirmed years. */
  usual: readonly UsualDay[];
  /** Confirmed years and days kept beside the court's definition (TJSP, STJ, TRT2: read before acts.ts). */
  confirmedYears?: CourtDef['confirmedYears'];
  entries?: readonly CalendarEntry[];
  /** Comarcas the office files in beyond the capitals (their municipal days are not in the data). */
  otherComarcas?: readonly { name: string; uf: Uf }[];
  /** When the court does not sit in its states' capitals (TRT15: Campinas and the interior). */
  withoutCapitals?: boolean;
}

export function defineCourt(spec: CourtSpec): CourtDef {
  const acts = COURT_ACTS[spec.id];
  const confirmedYears = { ...spec.confirmedYears, ...acts?.confirmedYears };
  const capitals: ComarcaDef[] = spec.withoutCapitals
    ? []
    : spec.states.map((uf) => ({ name: STATES[uf].capital, uf, municipalDaysKnown: STATES[uf].capitalLawRead }));
  return {
    id: spec.id,
    name: spec.name,
    segment: spec.segment,
    cnj: spec.cnj,
    localUnit: spec.localUnit,
    states: spec.states,
    confirmedYears,
    entries: [...(spec.entries ?? []), ...(acts?.entries ?? [])],
    recurring: COURT_RECURRING[spec.id] ?? [],
    ...(RECURRING_ABSENT[spec.id] ? { recurringAbsent: RECURRING_ABSENT[spec.id] } : {}),
    usual: spec.usual,
    comarcas: [...capitals, ...(spec.otherComarcas ?? []).map((c) => ({ ...c, municipalDaysKnown: false }))],
  };
}
