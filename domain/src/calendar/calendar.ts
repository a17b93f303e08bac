/**
 * A court's calendar: the law-fixed days of its segment, the court's recurring rules (law, regimento), its own
 * acts, its usual closures as `previsto` in years no act confirms, its state's and comarca's days and the closures
 * the office added, looked up by day. Everything fixed by rule is expanded for whatever year is asked, so a year
 * after the data's still gets it. Built per computation; each year is indexed once.
 */
import type { CalendarDate } from '../dates';
import { dayNumber, weekdayOf } from './days';
import { lawEntries } from './national';
import { findCourt } from './courts';
import { placeEntries } from './places';
import type { CourtDef } from './courts/build';
import { recurringEntries } from './courts/recurring';
import { expectedYears } from './courts/usual';
import type { CalendarEntry } from './types';

export interface CourtRef {
  /** A court's id ('TJSP'), or its definition itself (tests build bare ones). */
  tribunal: string | CourtDef;
  comarca: string | null;
}

export interface DayStatus {
  date: CalendarDate;
  weekend: boolean;
  /** Confirmed entries for this day (they decide how it counts). */
  closures: CalendarEntry[];
  /** Usual closures not confirmed for this year: not relied on, only pointed out. */
  expected: CalendarEntry[];
}

export interface CourtCalendar {
  court: CourtDef;
  comarca: string | null;
  /** Whether the comarca's municipal days are in the data (null: no comarca given). */
  municipalDaysKnown: boolean | null;
  /** A court over several states whose comarca did not say which: their state holidays were left out. */
  stateUnknown: boolean;
  day(date: CalendarDate): DayStatus;
  /** The act that confirms this court's calendar for `year`, or null when none is registered. */
  confirmation(year: number): { act: string; source?: string } | null;
}

/** Comarca names as people type them: case and accents aside ("sao paulo" is São Paulo). */
const NAMES = new Intl.Collator('pt-BR', { sensitivity: 'base' });
const sameName = (a: string, b: string) => NAMES.compare(a, b) === 0;

/** The state of the comarca at a court: the court's only state, or the one its known comarca lies in. */
function stateAt(court: CourtDef, comarca: string | null): string | null {
  if (court.states.length === 1) return court.states[0] ?? null;
  return (comarca && court.comarcas.find((c) => sameName(c.name, comarca))?.uf) || null;
}

/** Whether `entry` applies at the court's comarca; `uf` is that comarca's state (stateAt), found once by the caller. */
function applies(entry: CalendarEntry, court: CourtDef, comarca: string | null, uf: string | null): boolean {
  const s = entry.scope;
  switch (s.level) {
    case 'estado':
      return uf === s.uf;
    case 'municipio':
      return uf === s.uf && comarca !== null && sameName(s.municipio, comarca);
    case 'nacional':
      return true;
    case 'segmento':
      return s.segments.includes(court.segment);
    case 'tribunal':
      return s.tribunal === court.id;
    case 'comarca':
      return s.tribunal === court.id && comarca !== null && sameName(s.comarca, comarca);
  }
}

/** Index of entries by day number for one year. */
type YearIndex = Map<number, CalendarEntry[]>;

function indexYear(year: number, entries: Iterable<CalendarEntry>): YearIndex {
  const index: YearIndex = new Map();
  const first = dayNumber(`${year}-01-01`);
  const last = dayNumber(`${year}-12-31`);
  for (const entry of entries) {
    const from = Math.max(first, dayNumber(entry.from));
    const to = Math.min(last, dayNumber(entry.to));
    for (let d = from; d <= to; d++) {
      const list = index.get(d);
      if (list) list.push(entry);
      else index.set(d, [entry]);
    }
  }
  return index;
}

/**
 * The repository's part of a court's calendar never changes while the process runs: indexed once per court,
 * comarca and year and shared by every computation (bare test courts are not cached).
 */
const fixedIndexes = new Map<string, YearIndex>();

function fixedYear(court: CourtDef, comarca: string | null, year: number): YearIndex {
  const cacheable = findCourt(court.id) === court || court === ANY_COURT;
  const key = `${court.id}|${comarca?.toLocaleLowerCase('pt-BR') ?? ''}|${year}`;
  const cached = cacheable ? fixedIndexes.get(key) : undefined;
  if (cached) return cached;
  const uf = stateAt(court, comarca);
  const own = [...placeEntries(year), ...court.entries].filter((e) => applies(e, court, comarca, uf));
  const rules = recurringEntries(court.id, court.recurring ?? [], year);
  const usual = court.confirmedYears[year] ? [] : expectedYears(court.id, court.usual ?? [], [year]);
  const index = indexYear(year, [...lawEntries(year, court.segment), ...rules, ...own, ...usual]);
  if (cacheable) fixedIndexes.set(key, index);
  return index;
}

/** `officeClosures`: what the office added in Configurações → Calendário forense (any scope). */
export function courtCalendar(ref: CourtRef, officeClosures: readonly CalendarEntry[] = []): CourtCalendar {
  const found = typeof ref.tribunal === 'string' ? findCourt(ref.tribunal) : ref.tribunal;
  if (!found) throw new RangeError(`No calendar for tribunal ${typeof ref.tribunal === 'string' ? ref.tribunal : '(definition)'}`);
  const court: CourtDef = found;
  const comarca = ref.comarca?.trim() || null;
  const known = comarca ? court.comarcas.find((c) => sameName(c.name, comarca)) : undefined;
  const uf = stateAt(court, comarca);
  const office = officeClosures.filter((e) => applies(e, court, comarca, uf));
  const officeByYear = new Map<number, YearIndex>();

  return {
    court,
    comarca,
    municipalDaysKnown: comarca ? Boolean(known?.municipalDaysKnown) : null,
    stateUnknown: court.states.length > 1 && uf === null,
    day(date) {
      const n = dayNumber(date);
      const year = Number(date.slice(0, 4));
      let extra = officeByYear.get(year);
      if (!extra) officeByYear.set(year, (extra = indexYear(year, office)));
      const entries = [...(fixedYear(court, comarca, year).get(n) ?? []), ...(extra.get(n) ?? [])];
      const weekday = weekdayOf(date);
      return {
        date,
        weekend: weekday === 0 || weekday === 6,
        closures: entries.filter((e) => e.status === 'confirmado'),
        expected: entries.filter((e) => e.status === 'previsto'),
      };
    },
    confirmation(year) {
      return court.confirmedYears[year] ?? null;
    },
  };
}

/**
 * Where no court is known (an entry without a lawsuit, or a court not in the data): the days every court keeps,
 * national holidays and the art. 220 suspension, with no local or court-made days.
 */
const ANY_COURT: CourtDef = {
  id: 'nacional',
  name: 'Calendário nacional',
  segment: 'estadual',
  cnj: '',
  localUnit: 'comarca',
  states: [],
  confirmedYears: {},
  entries: [],
  comarcas: [],
};

/** The court's calendar when the data has it, else the national days alone. */
export function courtCalendarOrNational(
  ref: { tribunal: string | null; comarca?: string | null },
  officeClosures: readonly CalendarEntry[] = [],
): CourtCalendar {
  const court = ref.tribunal ? findCourt(ref.tribunal) : undefined;
  return courtCalendar({ tribunal: court ?? ANY_COURT, comarca: court ? (ref.comarca ?? null) : null }, officeClosures);
}

/**
 * Whether nobody should plan work for that day at this court: a weekend, a holiday, a day without expediente or
 * an unavailability, confirmed or only previsto (an internal date errs early). A suspension of prazos alone
 * (CPC art. 220, 07/01 to 20/01) and a partial expediente are working days for the office.
 */
export function offDayAt(calendar: CourtCalendar): (date: CalendarDate) => boolean {
  return (date) => {
    const day = calendar.day(date);
    return day.weekend || [...day.closures, ...day.expected].some((e) => e.kind !== 'suspensao' && e.kind !== 'expediente-parcial');
  };
}
