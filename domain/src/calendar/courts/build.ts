import type { CalendarDate } from '../../dates';
import type { Uf } from '../places/types';
import type { CalendarEntry, CalendarScope, ClosureKind, CourtSegment } from '../types';
import type { RecurringRule } from './recurring';
import type { UsualDay } from './usual';

export interface ComarcaDef {
  name: string;
  /** The municipal holidays of this comarca are in the data (CPC art. 1.003 § 6º puts their proof on the party). */
  municipalDaysKnown: boolean;
  /** The state it lies in: a court that spans several states applies that state's holidays there. */
  uf: Uf;
}

export interface CourtDef {
  /** Acronym used as the court's id: 'TJSP'. */
  id: string;
  name: string;
  segment: CourtSegment;
  /** CNJ "J.TR" (Resolução CNJ 65/2008). */
  cnj: string;
  /** What a local unit is called there: comarca (state courts) or seção/subseção judiciária, município (federal, labour). */
  localUnit: string;
  /** The states it sits in, whose holidays (and whose capitals' municipal days) apply to it; none for the superior courts. */
  states: readonly Uf[];
  /** Years whose calendar the court published and the data follows, with the act. */
  confirmedYears: Readonly<Record<number, { act: string; source?: string }>>;
  /** Days of one year's act, or of a law that set them for given years. */
  entries: readonly CalendarEntry[];
  /** Closures a law or the court's regimento fixes every year: `confirmado` for any year (recurring.ts). */
  recurring?: readonly RecurringRule[];
  /** When the court has no recurring rule of its own: why, as the calendar shows it ("Regras próprias não localizadas: …"). */
  recurringAbsent?: string;
  /** The closures it usually decrees by yearly act: `previsto` for any year not in `confirmedYears` (usual.ts). */
  usual?: readonly UsualDay[];
  comarcas: readonly ComarcaDef[];
}

/** [first day, last day or same, name, kind (default: sem-expediente)] */
export type Row = readonly [CalendarDate, CalendarDate | null, string, ClosureKind?];

/** Entries sharing a scope, an act and a status, one row each. */
export function rows(scope: CalendarScope, status: CalendarEntry['status'], act: string, source: string | undefined, list: readonly Row[]): CalendarEntry[] {
  return list.map(([from, to, name, kind]) => ({
    from,
    to: to ?? from,
    name,
    kind: kind ?? 'sem-expediente',
    act,
    ...(source ? { source } : {}),
    scope,
    status,
  }));
}

/** A court's own published calendar: the years whose act was read in full, and the days it closes. */
export interface CourtActs {
  confirmedYears: Readonly<Record<number, { act: string; source?: string }>>;
  entries: readonly CalendarEntry[];
}
