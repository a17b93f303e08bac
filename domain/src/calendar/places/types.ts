/**
 * The states and their capitals as the calendar needs them: holidays by state law (Lei 9.093/1995 art. 1º, II,
 * and what each state's own laws add) and the capital's municipal holidays (Lei 9.093/1995 arts. 1º, III and
 * 2º). CPC art. 216 makes every holiday "declarado em lei" a non-business day for the courts there.
 */
import type { CalendarDate } from '../../dates';
import { UF_ORDER } from '../../cnj';
import type { ClosureKind } from '../types';

/** The 27 federative units (the CNJ's order: a state court's TR is its position). */
export const UFS = UF_ORDER;
export type Uf = (typeof UFS)[number];

/** When a holiday falls: a fixed day, a day counted from Easter Sunday, or the days a law set year by year. */
export type LawDate = { month: number; day: number } | { easter: number } | { byYear: Readonly<Record<number, CalendarDate>> };

export interface LawDay {
  date: LawDate;
  name: string;
  /** The law that declares it: "Lei estadual RS 4.850/1964". */
  act: string;
  /** Where the law (or the official page that lists it) can be read. */
  source?: string;
  /** First and last year the law applies to, when it changed within the data's years. */
  since?: number;
  until?: number;
  /** `feriado` unless the law makes it something else (e.g. a `suspensao`). */
  kind?: ClosureKind;
  /**
   * Whether the law itself (or an official list citing it) was read. An unverified day is kept as `previsto`:
   * the calculator warns about it and counts it as a business day, which gives the earlier, safe date.
   */
  verified: boolean;
}

export interface StateDef {
  uf: Uf;
  name: string;
  capital: string;
  holidays: readonly LawDay[];
  /** The capital's municipal holidays (the national ones are not repeated). */
  capitalHolidays: readonly LawDay[];
  /** The capital's municipal holiday law was read, so its list is complete ("municipal days known"). */
  capitalLawRead: boolean;
}
