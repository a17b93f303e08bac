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
import { isLabourCourt } from './courts';
import { DATA_YEARS } from './courts/usual';
import { dayNumber, fromDayNumber, weekdayName, weekdayOf } from './days';
import type { CalendarEntry } from './types';

export const DEADLINE_TRIGGERS = [
  'disponibilizacao',
  'publicacao',
  'intimacao',
  'consulta-eletronica',
  'intimacao-tacita',
  'citacao-eletronica',
  'juntada',
  'data',
] as const;
export type DeadlineTrigger = (typeof DEADLINE_TRIGGERS)[number];
export const TRIGGER_LABELS: Record<DeadlineTrigger, string> = {
  disponibilizacao: 'Disponibilização no DJEN',
  publicacao: 'Publicação',
  intimacao: 'Intimação pessoal ou ciência',
  'consulta-eletronica': 'Consulta à intimação eletrônica (sistema do tribunal ou Domicílio)',
  'intimacao-tacita': 'Envio de intimação eletrônica não consultada (ciência tácita)',
  'citacao-eletronica': 'Confirmação do recebimento de citação eletrônica (Domicílio)',
  juntada: 'Juntada aos autos',
  data: 'Data inicial',
};

export const COUNTING_RULES = ['uteis', 'corridos'] as const;
export type CountingRule = (typeof COUNTING_RULES)[number];
export const COUNTING_LABELS: Record<CountingRule, string> = {
  uteis: 'Dias úteis (CPC art. 219; CLT art. 775)',
  corridos: 'Dias corridos (CPP art. 798)',
};

/** Lei 11.419/2006 art. 5º § 3º: an electronic intimação not consulted is deemed made when this many calendar days have run. */
export const TACIT_DAYS = 10;
/** CPC art. 231, IX: the prazo of an electronic citation begins on the fifth business day after its receipt is confirmed. */
export const CITATION_BUSINESS_DAYS = 5;

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
  /** A Juizado Especial Cível or da Fazenda Pública: dias úteis by Lei 9.099/1995 art. 12-A (named in the basis). */
  juizado?: boolean;
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
  /** The publication day of a DJEN availability, or the day an electronic intimação is deemed made. */
  publicationDay: CalendarDate | null;
  /** Days counted (doubled when asked). */
  countedDays: number;
  explanation: ExplainedDay[];
  warnings: string[];
  legalBasis: string;
  /** The calendar data version and a fingerprint of the closures the computation met. */
  calendarVersion: string;
}

/**
 * Where courts read a rule two ways, the calculator takes the reading that gives the earlier date and a warning
 * names the other one with the date it gives. Sources: STJ, AgInt no REsp 1.816.627/PE (DJe 27/11/2020) and
 * AgInt nos EDcl no REsp 1.806.309/PE (DJe 01/04/2020) on art. 220; CNJ, Consulta 0008391-94.2025.2.00.0000
 * (published by the TJRJ in Aviso TJ 27/2026) on the Domicílio; STJ, AgRg no AREsp 2.492.606/DF (Informativo
 * 861) on the ten days of Lei 11.419 art. 5º § 3º.
 */
const LATER_READINGS: Partial<Record<DeadlineTrigger, string>> = {
  disponibilizacao:
    'O STJ admite a publicação durante a suspensão de prazos, com a contagem começando só depois dela (AgInt no REsp 1.816.627/PE), e assim se contou. Há tribunais, como o TJMS, que consideram a intimação feita só no primeiro dia útil após a suspensão; e o TJSP e o TJMT costumam nem publicar de 07/01 a 20/01.',
  'intimacao-tacita':
    'Contaram-se os 10 dias corridos a partir do dia seguinte ao envio (STJ, AgRg no AREsp 2.492.606/DF). Para o Domicílio Judicial Eletrônico, o CNJ (Consulta 0008391-94.2025.2.00.0000) conta-os a partir do primeiro dia útil após o envio.',
  'citacao-eletronica':
    'Contou-se o quinto dia útil após a confirmação como o primeiro dia do prazo (CPC art. 231, IX). O CNJ (Consulta 0008391-94.2025.2.00.0000) o trata como dia do começo, excluído da contagem (CPC art. 224).',
};

/** Bumped whenever a court's data in the repository changes. */
export const CALENDAR_DATA_VERSION = '2026.12.03';

type DayClass = { business: true; partial: CalendarEntry | null } | { business: false; reason: string; act: string | null; suspension: boolean };

/**
 * Which entry explains a day several fall on: a holiday or closure before a suspension, since it is what also
 * keeps the court shut (a DJEN publication moves past it). The day is a suspension for dias corridos either way.
 */
const NON_BUSINESS_ORDER = ['feriado', 'sem-expediente', 'suspensao'] as const;

function classify(status: DayStatus, weekday: number): DayClass {
  const stops = NON_BUSINESS_ORDER.map((k) => status.closures.find((e) => e.kind === k)).find(Boolean);
  const suspension = status.closures.some((e) => e.kind === 'suspensao');
  if (stops) return { business: false, reason: stops.name, act: stops.act, suspension };
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

/** The act behind each trigger, on the first row of the explanation. */
const MARCO_ACTS: Record<DeadlineTrigger, string> = {
  disponibilizacao: 'Lei 11.419/2006, art. 4º, § 3º',
  publicacao: 'CPC art. 224, caput',
  intimacao: 'CPC art. 224, caput',
  'consulta-eletronica': 'Lei 11.419/2006, art. 5º, § 1º; CPC art. 231, V',
  'intimacao-tacita': 'Lei 11.419/2006, art. 5º, § 3º; CPC art. 231, V',
  'citacao-eletronica': 'CPC arts. 246, § 1º-A, e 231, IX; Res. CNJ 455/2022',
  juntada: 'CPC art. 224, caput',
  data: 'CPC art. 224, caput',
};

/** The legal basis a trigger adds. */
const TRIGGER_BASIS: Partial<Record<DeadlineTrigger, string>> = {
  disponibilizacao: 'Lei 11.419/2006, art. 4º, §§ 3º e 4º; CPC art. 224, §§ 2º e 3º',
  'consulta-eletronica': 'Lei 11.419/2006, art. 5º, §§ 1º e 2º; CPC art. 231, V',
  'intimacao-tacita': 'Lei 11.419/2006, art. 5º, § 3º; CPC art. 231, V',
  'citacao-eletronica': 'CPC art. 231, IX; Res. CNJ 455/2022 (Domicílio Judicial Eletrônico)',
};

/** The counting rule's basis, by court segment and procedure. */
function countingBasis(params: DeadlineParams, calendar: CourtCalendar): string {
  if (params.counting === 'corridos') return 'CPP art. 798 e STF Súmula 310';
  if (isLabourCourt(calendar.court)) return 'CLT art. 775 (dias úteis); CPC art. 224, subsidiário (CLT art. 769)';
  if (params.juizado) return 'Lei 9.099/1995, art. 12-A (dias úteis); CPC art. 224';
  return 'CPC arts. 219 e 224';
}

/** A day the court opens, even if prazos are suspended (CPC art. 220 § 1º): no weekend, holiday or closure. */
function hasExpediente(status: DayStatus): boolean {
  return !status.weekend && !status.closures.some((e) => e.kind === 'feriado' || e.kind === 'sem-expediente');
}

/** The other reading of the trigger's rule and the dates it gives, when they differ from the earlier one taken. */
function laterReadingWarning(trigger: DeadlineTrigger, lastDay: CalendarDate, later: DeadlineResult): string | null {
  const why = LATER_READINGS[trigger];
  if (!why || later.lastDay === lastDay) return null;
  const published = later.publicationDay ? `a intimação ou publicação em ${formatDate(later.publicationDay)} e ` : '';
  return `${why} Pela outra leitura: ${published}vencimento em ${formatDate(later.lastDay)}, em vez de ${formatDate(lastDay)}. Confira a do seu tribunal.`;
}

export interface ComputeOptions {
  /** The later reading of a rule courts read two ways (LATER_READINGS), to say what it would give. */
  laterReading?: boolean;
  /** Count the court's usual but unconfirmed (`previsto`) closures as if confirmed, to say what they would give. */
  trustExpected?: boolean;
}

/** The calendar with its `previsto` closures taken as confirmed: the date they would give if the court decrees them. */
function trustingExpected(calendar: CourtCalendar): CourtCalendar {
  return {
    ...calendar,
    day(date) {
      const status = calendar.day(date);
      return { ...status, closures: [...status.closures, ...status.expected], expected: [] };
    },
  };
}

/** Whether `year` is one the courts' acts were looked for (a later one gets only the rules fixed by law or regimento). */
const actsLookedFor = (year: number) => DATA_YEARS.includes(year);

export function computeDeadline(params: DeadlineParams, calendar: CourtCalendar, options: ComputeOptions = {}): DeadlineResult {
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
  push(first.date, first.weekday, 'marco', null, TRIGGER_LABELS[trigger], MARCO_ACTS[trigger]);

  // Day zero: the day the count starts after (art. 224 caput); set by the trigger's own rules below.
  const zero: { day: number; publication: CalendarDate | null } = { day: start, publication: null };
  /** Walks on from day `from` to the first day `ok` accepts, listing the days passed over as not counted. */
  const walkTo = (from: number, ok: (d: ReturnType<typeof look>) => boolean) => {
    for (let n = from; n - start < MAX_WALK; n++) {
      const d = look(n);
      if (ok(d)) return d;
      // Every `ok` takes a business day, so only days without one are passed over.
      if (!d.cls.business) push(d.date, d.weekday, 'nao-contado', null, notCounted(d.cls), d.cls.act);
    }
    throw new RangeError('The deadline does not end within four years of its trigger');
  };
  /** The day the count starts after; a publication or intimação day unless `communication` is false. */
  const deemed = (d: ReturnType<typeof look>, note: string, act: string, communication = true) => {
    noteExpected(d.status);
    push(d.date, d.weekday, 'publicacao', null, note, act);
    zero.day = dayNumber(d.date);
    if (communication) zero.publication = d.date;
  };

  if (trigger === 'disponibilizacao') {
    // The publication is the first day with expediente after the availability (CPC art. 224 § 2º). Inside the
    // art. 220 suspension the courts open, so a day there is a publication day; counting still waits for its end.
    // The later reading (publication only after the suspension) is given as a warning below.
    const later = options.laterReading === true;
    const d = walkTo(start + 1, (x) => (later ? x.cls.business : hasExpediente(x.status)));
    deemed(d, 'Publicação: primeiro dia útil após a disponibilização', 'CPC art. 224, § 2º; Lei 11.419/2006, art. 4º, § 3º');
  } else if (trigger === 'consulta-eletronica' && !hasExpediente(first.status)) {
    // Consulted on a day that is not a business day: the intimação is made on the next one (Lei 11.419/2006 art. 5º
    // § 2º). Days of the art. 220 suspension are business days for this (STJ, AgInt no REsp 1.816.627/PE).
    const d = walkTo(start + 1, (x) => hasExpediente(x.status));
    deemed(d, 'Intimação considerada feita no primeiro dia útil seguinte à consulta', 'Lei 11.419/2006, art. 5º, § 2º');
  } else if (trigger === 'intimacao-tacita') {
    // Ten calendar days from the sending, whatever they are (STJ, AgRg no AREsp 2.492.606/DF); the intimação is
    // deemed made on the tenth, and the prazo runs from the next business day (CPC art. 231, V). The later reading
    // starts the ten days on the first business day after the sending.
    let from = start + 1;
    if (options.laterReading) while (!hasExpediente(look(from).status) && from - start < MAX_WALK) from++;
    for (let n = start + 1, k = 0; k < TACIT_DAYS; n++) {
      const d = look(n);
      if (n < from && !d.cls.business) {
        push(d.date, d.weekday, 'nao-contado', null, notCounted(d.cls), d.cls.act);
        continue;
      }
      k++;
      if (k === TACIT_DAYS) deemed(d, `Dia ${k} de ${TACIT_DAYS} sem consulta: intimação considerada feita (ciência tácita)`, 'Lei 11.419/2006, art. 5º, § 3º');
      else push(d.date, d.weekday, 'nao-contado', null, `Prazo para consulta: dia ${k} de ${TACIT_DAYS} (dias corridos)`, 'Lei 11.419/2006, art. 5º, § 3º');
    }
  } else if (trigger === 'citacao-eletronica') {
    // CPC art. 231, IX: the prazo begins on the fifth business day after the confirmation, taken as its first day
    // (the earlier reading); the later one excludes it as the dia do começo (CPC art. 224).
    const beforeFirst = options.laterReading ? CITATION_BUSINESS_DAYS : CITATION_BUSINESS_DAYS - 1;
    for (let n = start + 1, k = 0; k < beforeFirst; n++) {
      if (n - start > MAX_WALK) throw new RangeError('The deadline does not end within four years of its trigger');
      const d = look(n);
      // Business days as for a publication: the art. 220 suspension's days count (the prazo itself waits for its end).
      if (!d.cls.business && !hasExpediente(d.status)) {
        push(d.date, d.weekday, 'nao-contado', null, notCounted(d.cls), d.cls.act);
        continue;
      }
      k++;
      if (k < beforeFirst) push(d.date, d.weekday, 'nao-contado', null, `Dia útil ${k} de ${CITATION_BUSINESS_DAYS} após a confirmação`, 'CPC art. 231, IX');
      else deemed(d, `Dia útil ${k} de ${CITATION_BUSINESS_DAYS} após a confirmação: o prazo começa no seguinte`, 'CPC art. 231, IX', false);
    }
  }

  const { day: dayZero, publication: publicationDay } = zero;
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
    if (calendar.confirmation(year)) continue;
    warnings.push(
      actsLookedFor(year)
        ? `O calendário de ${year} do ${calendar.court.id} não está confirmado por ato do tribunal: o prazo foi contado só com os feriados e suspensões fixados em lei ou regimento e os já confirmados, o que dá a data mais cedo. Confira o calendário publicado pelo tribunal.`
        : `O calendário de ${year} do ${calendar.court.id} não está confirmado por ato do tribunal e os atos desse ano ainda não foram pesquisados: o prazo foi contado só com os feriados e suspensões que a lei ou o regimento fixam todos os anos, o que dá a data mais cedo. Confira o calendário publicado pelo tribunal.`,
    );
  }
  for (const e of expectedCounted) {
    warnings.push(
      `${formatDate(e.from)}${e.to !== e.from ? ` a ${formatDate(e.to)}` : ''} (${e.name}) costuma não ter expediente normal no ${calendar.court.id}, mas não está confirmado: foi contado como dia útil.`,
    );
  }
  // What those usual closures would give if the court decrees them (a late opening on the first or last day moves
  // it on, CPC art. 224 § 1º): the earlier date is kept, the later one named.
  if (expectedCounted.size > 0 && !options.trustExpected && !options.laterReading) {
    const trusted = computeDeadline(params, trustingExpected(calendar), { trustExpected: true });
    if (trusted.lastDay !== lastDate) {
      const partial = [...expectedCounted].some((e) => e.kind === 'expediente-parcial');
      warnings.push(
        `Se ${expectedCounted.size === 1 ? 'esse fechamento se confirmar' : 'esses fechamentos se confirmarem'}, o vencimento passa a ${formatDate(trusted.lastDay)}, em vez de ${formatDate(lastDate)}${partial ? ' (dia de expediente reduzido não começa nem encerra o prazo: CPC art. 224, § 1º)' : ''}.`,
      );
    }
  }
  if (calendar.comarca && calendar.municipalDaysKnown === false) {
    warnings.push(
      `Os feriados municipais de ${calendar.comarca} não estão no calendário: confira-os (a parte comprova o feriado local ao recorrer, CPC art. 1.003, § 6º).`,
    );
  }
  if (calendar.stateUnknown) {
    warnings.push(
      `O ${calendar.court.id} abrange ${calendar.court.states.join(', ')}: sem a ${calendar.court.localUnit} (ou com uma que não está no calendário), os feriados estaduais e municipais não foram considerados. Informe a capital ou confira os feriados do local.`,
    );
  }
  // The other reading can only differ when the DJEN publication fell inside a suspension, when the sending was
  // followed by a non-business day, or for a citation (always one business day later).
  const mayDiffer =
    trigger === 'citacao-eletronica' ||
    (trigger === 'intimacao-tacita' && !look(start + 1).cls.business) ||
    (trigger === 'disponibilizacao' && publicationDay !== null && calendar.day(publicationDay).closures.some((e) => e.kind === 'suspensao'));
  if (!options.laterReading && mayDiffer) {
    const warning = laterReadingWarning(trigger, lastDate, computeDeadline(params, calendar, { laterReading: true }));
    if (warning) warnings.push(warning);
  }
  if (counting === 'corridos') {
    warnings.push('A suspensão de 20/12 a 20/01 não se aplica a processos com réu preso, aos da Lei Maria da Penha e a medidas urgentes (CPP art. 798-A).');
  }

  const basis = [
    countingBasis(params, calendar),
    TRIGGER_BASIS[trigger] ?? null,
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
