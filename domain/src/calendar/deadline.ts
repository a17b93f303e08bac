/**
 * The deadline calculator: pure, deterministic, no clock. Given the trigger, the number of days, the counting
 * rule and the court's calendar, it returns the last day and every calendar day from the trigger to it, each
 * counted as day N or skipped with its reason and the act that says so.
 *
 * Rules (Lei 13.105/2015, CPC):
 * - art. 224 caput: the start day is excluded and the last included;
 * - art. 224 §§ 2º–3º and Lei 11.419/2006 art. 4º §§ 3º–4º: a DJEN availability is published on the first
 *   business day after it, and counting starts on the first business day after publication;
 * - art. 219: only business days count (dias úteis); art. 216: Saturdays, Sundays, holidays and days without
 *   expediente are not business days;
 * - art. 220 (CLT art. 775-A, CPP art. 798-A): prazos are suspended from 20/12 to 20/01;
 * - art. 224 § 1º: a first or last day with partial expediente or a system outage moves to the next business day;
 * - dias corridos (CPP art. 798): every day counts, except suspensions; the count starts on the first business
 *   day (STF Súmula 310) and a last day that is not a business day moves to the next (CPP art. 798 § 3º);
 * - doubling: CPC arts. 180 (Ministério Público), 183 (Fazenda Pública), 186 (Defensoria) and 229 (litisconsortes
 *   with different lawyers, not in electronic records: art. 229 § 2º).
 */
import type { CalendarDate } from '../dates';
import { formatDate } from '../dates';
import type { CourtCalendar, DayStatus } from './calendar';
import { dayNumber, fromDayNumber, weekdayName, weekdayOf } from './days';
import type { CalendarEntry } from './types';

export const DEADLINE_TRIGGERS = ['disponibilizacao', 'publicacao', 'intimacao', 'juntada', 'data'] as const;
export type DeadlineTrigger = (typeof DEADLINE_TRIGGERS)[number];
export const TRIGGER_LABELS: Record<DeadlineTrigger, string> = {
  disponibilizacao: 'Disponibilização no DJEN',
  publicacao: 'Publicação',
  intimacao: 'Intimação pessoal ou ciência',
  juntada: 'Juntada aos autos',
  data: 'Data inicial',
};

export const COUNTING_RULES = ['uteis', 'corridos'] as const;
export type CountingRule = (typeof COUNTING_RULES)[number];
export const COUNTING_LABELS: Record<CountingRule, string> = { uteis: 'Dias úteis (CPC art. 219)', corridos: 'Dias corridos (ex.: CPP art. 798)' };

export const DOUBLING_RULES = ['art180', 'art183', 'art186', 'art229'] as const;
export type DoublingRule = (typeof DOUBLING_RULES)[number];
export const DOUBLING_LABELS: Record<DoublingRule, string> = {
  art180: 'Ministério Público (CPC art. 180)',
  art183: 'Fazenda Pública (CPC art. 183)',
  art186: 'Defensoria Pública (CPC art. 186)',
  art229: 'Litisconsortes com advogados de escritórios distintos, autos físicos (CPC art. 229)',
};

/** Longest prazo the calculator takes, in days before doubling. */
export const MAX_DEADLINE_DAYS = 365;

export interface DeadlineParams {
  trigger: DeadlineTrigger;
  triggerDate: CalendarDate;
  days: number;
  counting: CountingRule;
  doubling: DoublingRule | null;
}

export type ExplainedRole = 'marco' | 'publicacao' | 'contado' | 'nao-contado' | 'vencimento';

export interface ExplainedDay {
  date: CalendarDate;
  weekday: string;
  role: ExplainedRole;
  /** The day's number in the count, when it counts. */
  count: number | null;
  /** Why, in pt-BR: "Dia 3", "Não contado: sábado". */
  note: string;
  /** The act behind the note, if any. */
  act: string | null;
}

export interface DeadlineResult {
  lastDay: CalendarDate;
  firstCountedDay: CalendarDate;
  /** The publication day of a DJEN availability. */
  publicationDay: CalendarDate | null;
  /** Days counted (doubled when asked). */
  countedDays: number;
  explanation: ExplainedDay[];
  warnings: string[];
  legalBasis: string;
  /** The calendar data version and a fingerprint of the closures the computation met. */
  calendarVersion: string;
}

/** Bumped whenever a court's data in the repository changes. */
export const CALENDAR_DATA_VERSION = '2026.11.24';

type DayClass = { business: true; partial: CalendarEntry | null } | { business: false; reason: string; act: string | null; suspension: boolean };

/** Order of precedence when several entries fall on a day: the one that stops counting wins. */
const NON_BUSINESS_ORDER = ['suspensao', 'feriado', 'sem-expediente'] as const;

function classify(status: DayStatus, weekday: number): DayClass {
  const stops = NON_BUSINESS_ORDER.map((k) => status.closures.find((e) => e.kind === k)).find(Boolean);
  if (stops) return { business: false, reason: stops.name, act: stops.act, suspension: stops.kind === 'suspensao' };
  if (status.weekend) return { business: false, reason: weekdayName(weekday), act: 'CPC art. 216', suspension: false };
  return { business: true, partial: status.closures.find((e) => e.kind === 'expediente-parcial' || e.kind === 'indisponibilidade') ?? null };
}

/** FNV-1a over the closures met: the same inputs against the same data give the same version. */
function fingerprint(entries: Iterable<CalendarEntry>): string {
  let hash = 0x811c9dc5;
  const text = [...entries]
    .map((e) => `${e.from}|${e.to}|${e.kind}|${e.status}|${e.act}|${e.officeClosureId ?? ''}`)
    .sort()
    .join('\n');
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Safety bound: no real calendar keeps a prazo from ending within this many days of its trigger. */
const MAX_WALK = 4 * 366;

export function computeDeadline(params: DeadlineParams, calendar: CourtCalendar): DeadlineResult {
  const { trigger, triggerDate, counting } = params;
  if (!Number.isInteger(params.days) || params.days < 1 || params.days > MAX_DEADLINE_DAYS) throw new RangeError(`days out of range: ${params.days}`);
  const countedDays = params.doubling ? params.days * 2 : params.days;
  const explanation: ExplainedDay[] = [];
  const met = new Set<CalendarEntry>();
  const expectedCounted = new Set<CalendarEntry>();
  const start = dayNumber(triggerDate);

  const look = (n: number) => {
    const date = fromDayNumber(n);
    const status = calendar.day(date);
    status.closures.forEach((e) => met.add(e));
    const weekday = weekdayOf(date);
    return { date, status, weekday, cls: classify(status, weekday) };
  };
  const push = (date: CalendarDate, weekday: number, role: ExplainedRole, count: number | null, note: string, act: string | null): ExplainedDay => {
    const row = { date, weekday: weekdayName(weekday), role, count, note, act };
    explanation.push(row);
    return row;
  };
  /** Why a business day cannot be a first or last day, if it cannot. */
  const partialName = (cls: DayClass) => (cls.business ? (cls.partial?.name ?? null) : null);
  const notCounted = (cls: Extract<DayClass, { business: false }>) => `Não contado: ${cls.reason}`;
  const noteExpected = (status: DayStatus) => status.expected.forEach((e) => expectedCounted.add(e));

  const first = look(start);
  push(
    first.date,
    first.weekday,
    'marco',
    null,
    TRIGGER_LABELS[trigger],
    trigger === 'disponibilizacao' ? 'Lei 11.419/2006, art. 4º, § 3º' : 'CPC art. 224, caput',
  );

  // The publication of a DJEN availability: the first business day after it.
  let dayZero = start;
  let publicationDay: CalendarDate | null = null;
  if (trigger === 'disponibilizacao') {
    for (let n = start + 1; n - start < MAX_WALK; n++) {
      const d = look(n);
      if (d.cls.business) {
        noteExpected(d.status);
        push(
          d.date,
          d.weekday,
          'publicacao',
          null,
          'Publicação: primeiro dia útil após a disponibilização',
          'CPC art. 224, § 2º; Lei 11.419/2006, art. 4º, § 3º',
        );
        dayZero = n;
        publicationDay = d.date;
        break;
      }
      push(d.date, d.weekday, 'nao-contado', null, notCounted(d.cls), d.cls.act);
    }
  }

  // Count from the day after day zero (art. 224 caput; § 3º after a publication).
  let count = 0;
  let n = dayZero + 1;
  let firstCounted: CalendarDate | null = null;
  let lastCounted = dayZero;
  let lastCountedRow: ExplainedDay | null = null;
  for (; count < countedDays; n++) {
    if (n - start > MAX_WALK) throw new RangeError('The deadline does not end within four years of its trigger');
    const d = look(n);
    const cls = d.cls;
    if (count === 0) {
      // The first counted day is a business day with full expediente (art. 224 § 1º; Súmula 310 STF).
      if (!cls.business) {
        push(d.date, d.weekday, 'nao-contado', null, notCounted(cls), cls.act);
        continue;
      }
      if (cls.partial) {
        push(d.date, d.weekday, 'nao-contado', null, `Início protraído: ${cls.partial.name}`, `CPC art. 224, § 1º (${cls.partial.act})`);
        continue;
      }
    } else if (!cls.business && (counting === 'uteis' || cls.suspension)) {
      push(d.date, d.weekday, 'nao-contado', null, notCounted(cls), cls.act);
      continue;
    }
    count++;
    noteExpected(d.status);
    firstCounted ??= d.date;
    lastCounted = n;
    const note = cls.business ? `Dia ${count}` : `Dia ${count} (dias corridos: conta-se ${cls.reason})`;
    lastCountedRow = push(d.date, d.weekday, 'contado', count, note, null);
  }

  // The last day must be a business day with full expediente; otherwise it moves on (art. 224 § 1º; CPP art. 798 § 3º).
  let lastDay = lastCounted;
  const end = look(lastDay);
  const endPartial = partialName(end.cls);
  if (!end.cls.business || endPartial) {
    const why = end.cls.business ? endPartial : end.cls.reason;
    if (lastCountedRow) lastCountedRow.note += ` — não é dia útil pleno (${why}): o vencimento passa ao próximo dia útil`;
    for (lastDay = lastCounted + 1; ; lastDay++) {
      if (lastDay - start > MAX_WALK) throw new RangeError('The deadline does not end within four years of its trigger');
      const d = look(lastDay);
      if (d.cls.business && !d.cls.partial) {
        noteExpected(d.status);
        push(
          d.date,
          d.weekday,
          'vencimento',
          null,
          'Vencimento prorrogado para o primeiro dia útil seguinte',
          counting === 'uteis' ? 'CPC art. 224, § 1º' : 'CPP art. 798, § 3º; CPC art. 224, § 1º',
        );
        break;
      }
      push(
        d.date,
        d.weekday,
        'nao-contado',
        null,
        d.cls.business ? `Não serve de vencimento: ${partialName(d.cls)}` : notCounted(d.cls),
        d.cls.business ? 'CPC art. 224, § 1º' : d.cls.act,
      );
    }
  } else if (lastCountedRow) {
    lastCountedRow.role = 'vencimento';
    lastCountedRow.note += ': vencimento';
  }

  const lastDate = fromDayNumber(lastDay);
  const warnings: string[] = [];
  const firstYear = Number(triggerDate.slice(0, 4));
  const lastYear = Number(lastDate.slice(0, 4));
  for (let year = firstYear; year <= lastYear; year++) {
    if (!calendar.confirmation(year)) {
      warnings.push(
        `O calendário de ${year} do ${calendar.court.id} não está confirmado por ato do tribunal: o prazo foi contado só com os feriados e suspensões fixados em lei e os já confirmados, o que dá a data mais cedo. Confira o calendário publicado pelo tribunal.`,
      );
    }
  }
  for (const e of expectedCounted) {
    warnings.push(
      `${formatDate(e.from)}${e.to !== e.from ? ` a ${formatDate(e.to)}` : ''} (${e.name}) costuma não ter expediente normal no ${calendar.court.id}, mas não está confirmado: foi contado como dia útil.`,
    );
  }
  if (calendar.comarca && calendar.municipalDaysKnown === false) {
    warnings.push(
      `Os feriados municipais de ${calendar.comarca} não estão no calendário: confira-os (a parte comprova o feriado local ao recorrer, CPC art. 1.003, § 6º).`,
    );
  }
  if (counting === 'corridos') {
    warnings.push('A suspensão de 20/12 a 20/01 não se aplica a processos com réu preso, aos da Lei Maria da Penha e a medidas urgentes (CPP art. 798-A).');
  }

  const basis = [
    counting === 'uteis' ? 'CPC arts. 219 e 224' : 'CPP art. 798 e STF Súmula 310',
    trigger === 'disponibilizacao' ? 'Lei 11.419/2006, art. 4º, §§ 3º e 4º; CPC art. 224, §§ 2º e 3º' : null,
    params.doubling ? `prazo em dobro: ${DOUBLING_LABELS[params.doubling]}` : null,
  ].filter(Boolean);

  return {
    lastDay: lastDate,
    firstCountedDay: firstCounted ?? lastDate,
    publicationDay,
    countedDays,
    explanation,
    warnings,
    legalBasis: basis.join('; '),
    calendarVersion: `${CALENDAR_DATA_VERSION}#${fingerprint(met)}`,
  };
}
