/**
 * Builds a court's definition from what is known about it: its segment's usual closures for the years its own
 * act was not read, the act's days where it was (acts.ts), and the capitals of the states it sits in as its
 * known comarcas (their municipal days come from places/).
 */
import { STATES } from '../places';
import type { Uf } from '../places/types';
import type { CalendarEntry } from '../types';
import { COURT_ACTS } from './acts';
import type { ComarcaDef, CourtDef } from './build';
import { DATA_YEARS, expectedYears, type UsualDay } from './usual';

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
  const unconfirmed = DATA_YEARS.filter((y) => !confirmedYears[y]);
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
    entries: [...expectedYears(spec.id, spec.usual, unconfirmed), ...(spec.entries ?? []), ...(acts?.entries ?? [])],
    comarcas: [...capitals, ...(spec.otherComarcas ?? []).map((c) => ({ ...c, municipalDaysKnown: false }))],
  };
}
