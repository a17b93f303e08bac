/**
 * Agenda entries: what a person types (office wall-clock date and times), what the store keeps (instants,
 * status with who and when, a prazo's fatal and internal dates with its stored calculation) and the rules
 * between them. Pure: the callables and the form share it.
 */
import { searchPrefixes } from './search';
import { EVENT_KINDS, EVENT_STATUSES, MAX_RANGE_DAYS, MAX_RANGE_ENTRIES, REMINDER_OPTIONS, type EventKind, type EventStatus } from './agenda-labels';
import { dayNumber, weekdayOf } from './calendar/days';
import type { DeadlineComputation } from './deadlines';
import { deadlineInput } from './deadlines';
import { addDays, officeDateTimeToInstant, type CalendarDate } from './dates';
import { expectedVersion, optionalRecordId, pageCursor, recordId, type Listed } from './lists';
import { dateField, instantField, lineText, multilineText, optionalLineText, z } from './schema';

/** Business days between a prazo interno and its fatal date unless the person picks another day. */
export const DEFAULT_INTERNAL_LEAD_DAYS = 2;
export const MAX_PARTICIPANTS = 20;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora inválida (HH:mm)');

/** A prazo's own fields: the internal date the office works to, the legal basis and, when computed, the calculator's input. */
export const prazoInput = z
  .object({
    internalDate: dateField('Informe o prazo interno'),
    legalBasis: optionalLineText(300),
    /** The calculator's input; the server computes again and stores the whole result with its explanation. */
    calculation: deadlineInput.nullable(),
  })
  .strict();

export const eventInput = z
  .object({
    kind: z.enum(EVENT_KINDS, 'Escolha o tipo'),
    title: lineText(200).min(3, 'Informe o título (ao menos 3 letras)'),
    /** The day (a prazo's: its fatal date). */
    date: dateField('Informe a data'),
    allDay: z.boolean(),
    /** Office wall-clock times; null on all-day entries. */
    startTime: time.nullable(),
    endTime: time.nullable(),
    /** A place or a video-call link. */
    location: optionalLineText(300),
    lawsuitId: recordId.nullable(),
    clientId: recordId.nullable(),
    ownerId: recordId.min(1, 'Escolha o responsável'),
    participantIds: z.array(recordId).max(MAX_PARTICIPANTS, `No máximo ${MAX_PARTICIPANTS} participantes`),
    notes: multilineText(4000),
    reminderMinutes: z
      .number()
      .int()
      .refine((m) => (REMINDER_OPTIONS as readonly number[]).includes(m), 'Lembrete inválido')
      .nullable(),
    prazo: prazoInput.nullable(),
  })
  .strict()
  .superRefine((e, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    if (e.kind === 'prazo') {
      if (!e.allDay) issue('allDay', 'Prazo é de dia inteiro: vence no fim do expediente do dia fatal');
      if (!e.prazo) issue('prazo', 'Informe o prazo interno do prazo');
      else if (e.prazo.internalDate > e.date) issue('prazo.internalDate', 'O prazo interno não pode ser depois do prazo fatal');
    } else if (e.prazo) issue('prazo', 'Só prazos têm prazo fatal e interno');
    if (e.allDay) {
      if (e.startTime || e.endTime) issue('startTime', 'Dia inteiro não tem horário');
    } else {
      if (!e.startTime) issue('startTime', 'Informe a hora de início');
      if (!e.endTime) issue('endTime', 'Informe a hora de término');
      if (e.startTime && e.endTime && e.endTime <= e.startTime) issue('endTime', 'O término deve ser depois do início');
    }
    if (e.participantIds.includes(e.ownerId)) issue('participantIds', 'O responsável já participa: não o repita entre os participantes');
  });

export type EventInput = z.input<typeof eventInput>;
export type EventValues = z.output<typeof eventInput>;

/**
 * The Agenda's words for each field, in the form's order, then the status and the calendar feed's, for the audit
 * log. The form's times are stored as instants (startsAt, endsAt), and the log names what is stored.
 */
export const EVENT_FIELD_LABELS = {
  kind: 'tipo',
  title: 'título',
  date: 'data',
  allDay: 'dia inteiro',
  startsAt: 'início',
  endsAt: 'término',
  prazo: 'prazo fatal e interno',
  location: 'local',
  reminderMinutes: 'lembrete',
  lawsuitId: 'processo',
  clientId: 'cliente',
  ownerId: 'responsável',
  participantIds: 'participantes',
  notes: 'observações',
  status: 'situação',
  token: 'endereço da agenda para calendários',
  minimal: 'detalhes da agenda para calendários',
} as const satisfies Record<Exclude<keyof EventValues, 'startTime' | 'endTime'> | 'startsAt' | 'endsAt' | 'status' | 'token' | 'minimal', string>;

/** A prazo as stored: the fatal date, the internal one, and the calculation it came from (null when typed in). */
export interface PrazoRecord {
  fatalDate: CalendarDate;
  internalDate: CalendarDate;
  legalBasis: string | null;
  calculation: DeadlineComputation | null;
}

/** When an entry happens, as stored: what the history compares ("moved from … to …"). */
export interface EventSchedule {
  startsAt: string;
  endsAt: string;
  allDay: boolean;
}

export interface EventRecord extends EventSchedule {
  kind: EventKind;
  title: string;
  /** The office day it starts on (a prazo's fatal date). */
  date: CalendarDate;
  location: string | null;
  lawsuitId: string | null;
  clientId: string | null;
  /** The responsible person. */
  ownerId: string;
  participantIds: string[];
  /** Owner and participants: "mine" and the overlap check find a person's entries by this one array. */
  people: string[];
  /**
   * Who the entry concerns (eventConcerns): its people and, for a prazo of a lawsuit, the lawsuit's responsible
   * lawyers. The home page's "Meus" finds a person's open prazos by this one array. Written by the agenda's owner
   * with every write, and on a lawsuit's open prazos when its lawyers change.
   */
  concerns?: string[];
  notes: string;
  reminderMinutes: number | null;
  status: EventStatus;
  /** Who concluded or cancelled it, and when (null while open). */
  statusBy: string | null;
  statusAt: string | null;
  prazo: PrazoRecord | null;
  /** The DJEN intimação this prazo was counted from (absent on entries older than the link). */
  intimationId?: string | null;
  /** Prefixes of every word of the title (see search.ts): the top bar's search. */
  searchWords: string[];
  createdBy: string;
  updatedBy: string;
}

/**
 * Who an entry concerns: its people and, for a prazo of a lawsuit, the lawsuit's responsible lawyers, who answer
 * for it whoever takes part in it (a prazo of their lawsuit is theirs on the home page).
 */
export function eventConcerns(e: Pick<EventRecord, 'kind' | 'people' | 'lawsuitId'>, lawsuitLawyers: readonly string[]): string[] {
  return [...new Set([...e.people, ...(e.kind === 'prazo' && e.lawsuitId ? lawsuitLawyers : [])])];
}

/** Start and end instants: a timed entry's office wall-clock times; an all-day one spans its office day [00:00, next 00:00). */
export function eventSchedule(v: Pick<EventValues, 'date' | 'allDay' | 'startTime' | 'endTime'>): EventSchedule {
  if (v.allDay || !v.startTime || !v.endTime) {
    return { startsAt: officeDateTimeToInstant(`${v.date}T00:00`), endsAt: officeDateTimeToInstant(`${addDays(v.date, 1)}T00:00`), allDay: true };
  }
  return { startsAt: officeDateTimeToInstant(`${v.date}T${v.startTime}`), endsAt: officeDateTimeToInstant(`${v.date}T${v.endTime}`), allDay: false };
}

export function sameSchedule(a: EventSchedule, b: EventSchedule): boolean {
  return a.startsAt === b.startsAt && a.endsAt === b.endsAt && a.allDay === b.allDay;
}

/** Whether two entries' times overlap (touching ends do not). */
export function overlaps(a: EventSchedule, b: EventSchedule): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}

/**
 * The default prazo interno: `lead` working days before the fatal date, skipping weekends and the days the
 * given predicate closes (the court's calendar when the lawsuit's court is known).
 */
export function internalDateBefore(fatal: CalendarDate, lead = DEFAULT_INTERNAL_LEAD_DAYS, closed: (d: CalendarDate) => boolean = () => false): CalendarDate {
  let day = fatal;
  for (let counted = 0; counted < lead;) {
    day = addDays(day, -1);
    const weekday = weekdayOf(day);
    if (weekday !== 0 && weekday !== 6 && !closed(day)) counted++;
    // A run of closures longer than a year means the predicate closes everything: stop rather than loop.
    if (dayNumber(fatal) - dayNumber(day) > 366) return fatal;
  }
  return day;
}

/**
 * A prazo's internal date when its fatal date moves: as many days, back to the working day before when that
 * lands on a weekend or a day the predicate closes (the court's, see offDayAt).
 */
export function movedInternalDate(
  internal: CalendarDate,
  oldFatal: CalendarDate,
  newFatal: CalendarDate,
  closed: (d: CalendarDate) => boolean = () => false,
): CalendarDate {
  const moved = addDays(internal, dayNumber(newFatal) - dayNumber(oldFatal));
  let day = moved;
  while (weekdayOf(day) === 0 || weekdayOf(day) === 6 || closed(day)) {
    day = addDays(day, -1);
    // A predicate that closes a whole year closes everything: keep the plain move rather than loop.
    if (dayNumber(moved) - dayNumber(day) > 366) return moved;
  }
  return day;
}

const emptyIsNull = (v: unknown) => (v === '' ? null : v);

/**
 * `agenda-list`: entries in start order, within [from, to) when given; filtered by one person (responsible or
 * participant), lawsuit or client at a time, and by kind and status.
 */
export const agendaListInput = z
  .object({
    from: instantField().nullish(),
    to: instantField().nullish(),
    personId: optionalRecordId,
    lawsuitId: optionalRecordId,
    clientId: optionalRecordId,
    kind: z.preprocess(emptyIsNull, z.enum(EVENT_KINDS, 'Tipo inválido').nullish()),
    status: z.preprocess(emptyIsNull, z.enum(EVENT_STATUSES, 'Situação inválida').nullish()),
    limit: z.number().int().min(1).max(MAX_RANGE_ENTRIES).default(25),
    after: pageCursor,
  })
  .strict()
  .superRefine((q, ctx) => {
    if ([q.personId, q.lawsuitId, q.clientId].filter(Boolean).length > 1) {
      ctx.addIssue({ code: 'custom', path: ['personId'], message: 'Filtre por uma pessoa, um processo ou um cliente de cada vez' });
    }
    if (q.from && q.to) {
      const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
      if (days <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'O fim do período deve ser depois do início' });
      else if (days > MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `Peça no máximo ${MAX_RANGE_DAYS} dias de agenda por vez` });
    }
  });

export const eventCreateInput = z
  .object({
    event: eventInput,
    /** A prazo saved from an intimação (Processos → Intimações → "Calcular prazo"): the two are linked. */
    intimationId: optionalRecordId,
  })
  .strict();
export const eventUpdateInput = z.object({ id: recordId, expectedVersion, event: eventInput }).strict();
/** Moving an entry without opening the whole form ("remarcar"): a new day and times. */
export const eventRescheduleInput = z
  .object({
    id: recordId,
    expectedVersion,
    date: dateField('Informe a data'),
    startTime: time.nullable(),
    endTime: time.nullable(),
  })
  .strict()
  .superRefine((e, ctx) => {
    if (!e.startTime !== !e.endTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'Informe início e término, ou nenhum para dia inteiro' });
    if (e.startTime && e.endTime && e.endTime <= e.startTime)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'O término deve ser depois do início' });
  });
export const eventSetStatusInput = z.object({ id: recordId, expectedVersion, status: z.enum(EVENT_STATUSES, 'Situação inválida') }).strict();
export const eventDeleteInput = z.object({ id: recordId, expectedVersion }).strict();
export const eventHistoryInput = z.object({ id: recordId }).strict();

/** Another audiência of the same person at overlapping times: said, not refused (two lawyers may cover for each other). */
export interface EventOverlap {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
  /** The person booked twice. */
  personId: string;
}

/** What create, update and reschedule answer: the stored entry and the overlapping audiências to point out. */
export interface EventSaved {
  event: Listed<EventRecord>;
  overlaps: EventOverlap[];
}

/** One line of an entry's history, from the audit trail. */
export interface EventHistoryEntry {
  at: string;
  actorName: string;
  action: string;
  /** Form names of the fields changed. */
  fields: string[];
  /** When the dates moved: from and to. */
  moved: { from: EventSchedule; to: EventSchedule } | null;
}

/** What the top bar's search finds an agenda entry by: the words of its title. */
export function eventSearchWords(e: { title: string }): string[] {
  return searchPrefixes([e.title]);
}
