/**
 * Configurações → Calendário forense: closures the office adds to the repository's court calendars (a PJe
 * outage, a local holiday, a suspension the court announced after the data was written), and the prazos
 * whose computation they change. A prazo is never moved silently: it is flagged "recalcular" with the stored
 * and the new last day, and a person applies the new computation.
 */
import type { EventRecord } from './agenda';
import { findCourt } from './calendar';
import { CLOSURE_KINDS, type CalendarEntry, type CalendarScope, type ClosureKind } from './calendar/types';
import { deadlineComputation, type DeadlineComputation } from './deadlines';
import { dayNumber } from './calendar/days';
import type { CalendarDate } from './dates';
import { expectedVersion, optionalRecordId, pageCursor, recordId, type Listed } from './lists';
import { dateField, lineText, optionalLineText, z } from './schema';

export const CLOSURE_KIND_LABELS: Record<ClosureKind, string> = {
  feriado: 'Feriado',
  'sem-expediente': 'Sem expediente',
  suspensao: 'Suspensão de prazos',
  'expediente-parcial': 'Expediente parcial',
  indisponibilidade: 'Indisponibilidade do sistema',
};

/** What each kind does to a count, said where the person picks it (CPC arts. 216, 220 and 224 § 1º). */
export const CLOSURE_KIND_HINTS: Record<ClosureKind, string> = {
  feriado: 'Não é dia útil (CPC art. 216).',
  'sem-expediente': 'O tribunal não abre: não é dia útil (CPC art. 216).',
  suspensao: 'Os prazos não correm, nem em dias corridos (CPC art. 220).',
  'expediente-parcial': 'Conta como dia útil, mas não pode ser o primeiro nem o último dia (CPC art. 224, § 1º).',
  indisponibilidade:
    'Como o expediente parcial: o prazo que começaria ou venceria nele passa ao dia útil seguinte (CPC art. 224, § 1º; Lei 11.419/2006, art. 10, § 2º).',
};

/** Where a closure applies: every court, one court, or one comarca (or seção judiciária) of a court. */
export const CLOSURE_LEVELS = ['nacional', 'tribunal', 'comarca'] as const;
export type ClosureLevel = (typeof CLOSURE_LEVELS)[number];
export const CLOSURE_LEVEL_LABELS: Record<ClosureLevel, string> = {
  nacional: 'Todos os tribunais',
  tribunal: 'Um tribunal',
  comarca: 'Uma comarca de um tribunal',
};

/** Longest single closure (a strike or a long suspension is still one act); longer ones are entered by act. */
export const MAX_CLOSURE_DAYS = 366;
/** The office's closures are read whole by every computation: a bound keeps that one small read. */
export const MAX_OFFICE_CLOSURES = 500;

export const closureInput = z
  .object({
    from: dateField('Informe o primeiro dia'),
    to: dateField('Informe o último dia'),
    kind: z.enum(CLOSURE_KINDS, 'Escolha o tipo'),
    name: lineText(120).min(3, 'Descreva o fechamento (ex.: Indisponibilidade do PJe)'),
    act: lineText(200).min(3, 'Informe o ato ou a fonte (ex.: Comunicado da Presidência nº 12/2026)'),
    source: optionalLineText(500).refine((v) => v === null || /^https?:\/\/\S+$/.test(v), 'Informe um endereço que comece com https://'),
    level: z.enum(CLOSURE_LEVELS, 'Escolha a abrangência'),
    tribunal: optionalLineText(20),
    comarca: optionalLineText(120),
  })
  .strict()
  .superRefine((c, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (c.to < c.from) issue('to', 'O último dia não pode ser antes do primeiro');
    else if (dayNumber(c.to) - dayNumber(c.from) + 1 > MAX_CLOSURE_DAYS) issue('to', `Um fechamento tem no máximo ${MAX_CLOSURE_DAYS} dias`);
    if (c.level === 'nacional') {
      if (c.tribunal || c.comarca) issue('level', 'Fechamento de todos os tribunais não tem tribunal nem comarca');
    } else {
      if (!c.tribunal) issue('tribunal', 'Escolha o tribunal');
      else if (!findCourt(c.tribunal)) issue('tribunal', 'Tribunal sem calendário forense cadastrado');
      if (c.level === 'comarca' && !c.comarca) issue('comarca', 'Informe a comarca');
      if (c.level === 'tribunal' && c.comarca) issue('comarca', 'Fechamento de um tribunal inteiro não tem comarca');
    }
  });

export type ClosureInput = z.input<typeof closureInput>;
export type ClosureValues = z.output<typeof closureInput>;

/** The court calendar form's words for each field, in its order, for the audit log. */
export const CLOSURE_FIELD_LABELS = {
  from: 'primeiro dia',
  to: 'último dia',
  kind: 'tipo',
  name: 'descrição',
  act: 'ato',
  source: 'endereço do ato',
  level: 'abrangência',
  tribunal: 'tribunal',
  comarca: 'comarca',
} as const satisfies Record<keyof ClosureValues, string>;

export const closureCreateInput = z.object({ closure: closureInput }).strict();
export const closureUpdateInput = z.object({ id: recordId, expectedVersion, closure: closureInput }).strict();
export const closureDeleteInput = z.object({ id: recordId, expectedVersion }).strict();

/** `courtClosures/<id>`: a closure the office added. */
export interface OfficeClosureRecord extends ClosureValues {
  createdBy: string;
  updatedBy: string;
}

function scopeOf(c: ClosureValues): CalendarScope {
  if (c.level === 'comarca' && c.tribunal && c.comarca) return { level: 'comarca', tribunal: c.tribunal, comarca: c.comarca };
  if (c.level !== 'nacional' && c.tribunal) return { level: 'tribunal', tribunal: c.tribunal };
  return { level: 'nacional' };
}

/** The closure as the calculator reads it: confirmed (the office says it happened), with its record id. */
export function closureEntry(id: string, c: ClosureValues): CalendarEntry {
  return {
    from: c.from,
    to: c.to,
    kind: c.kind,
    name: c.name,
    act: c.act,
    ...(c.source ? { source: c.source } : {}),
    scope: scopeOf(c),
    status: 'confirmado',
    officeClosureId: id,
  };
}

/** "TJSP, comarca de Campinas", "Todos os tribunais". */
export function closureScopeLabel(c: Pick<ClosureValues, 'level' | 'tribunal' | 'comarca'>): string {
  if (c.level === 'nacional') return CLOSURE_LEVEL_LABELS.nacional;
  return c.level === 'comarca' ? `${c.tribunal ?? ''}, comarca de ${c.comarca ?? ''}` : (c.tribunal ?? '');
}

/**
 * `prazoReviews/<eventId>`: an open prazo whose stored computation no longer matches the calendar. Written in
 * the same transaction as the closure change that caused it and removed by the write that settles it.
 */
export interface PrazoReviewRecord {
  title: string;
  ownerId: string;
  people: string[];
  lawsuitId: string | null;
  fatalDate: CalendarDate;
  /** The last day stored with the prazo, and the one the current calendar gives. */
  storedLastDay: CalendarDate;
  newLastDay: CalendarDate;
}

/** Only an open prazo computed by the calculator can go out of date. */
export function reviewable(e: EventRecord | null): e is EventRecord & { prazo: { calculation: DeadlineComputation } } {
  return Boolean(e && e.kind === 'prazo' && e.status === 'aberto' && e.prazo?.calculation && findCourt(e.prazo.calculation.input.tribunal));
}

/** The entry's review against `closures`, or null when its stored last day still holds. */
export function prazoReview(e: EventRecord | null, closures: readonly CalendarEntry[]): PrazoReviewRecord | null {
  if (!reviewable(e)) return null;
  const stored = e.prazo.calculation;
  const now = deadlineComputation(stored.input, closures);
  if (now.lastDay === stored.lastDay) return null;
  return {
    title: e.title,
    ownerId: e.ownerId,
    people: e.people,
    lawsuitId: e.lawsuitId,
    fatalDate: e.prazo.fatalDate,
    storedLastDay: stored.lastDay,
    newLastDay: now.lastDay,
  };
}

/** What a closure write answers: the closure, and how many open prazos it flagged or cleared. */
export interface ClosureSaved {
  closure: Listed<OfficeClosureRecord> | null;
  /** Reviews written (created or changed) and removed by this change. */
  flagged: number;
  cleared: number;
}

/** `courtCalendar-reviews`: the prazos to recalculate, soonest fatal date first; one person's, or the office's. */
export const reviewListInput = z.object({ personId: optionalRecordId, limit: z.number().int().min(1).max(100).default(25), after: pageCursor }).strict();

/** `agenda-recalculate`: applies the current calendar to a flagged prazo. */
export const eventRecalculateInput = z.object({ id: recordId, expectedVersion }).strict();

/**
 * An entry's linked lawsuit and client as the caller may name them: to who reads Processos (Clientes), and to the
 * people the entry concerns, who work on that case (an intern must see the number and parties of the hearing he
 * attends). A lawsuit under segredo de justiça not theirs reads HIDDEN_LAWSUIT_LABEL, without parties or client.
 */
export interface EventLinks {
  lawsuit: { label: string; parties: string | null } | null;
  clientName: string | null;
}

/** `agenda-get`: the entry, with its review when its computation is out of date, and its links as the caller names them. */
export type EventDetail = Listed<EventRecord> & { review: PrazoReviewRecord | null; links: EventLinks };

/**
 * `courtCalendar-status`: what the repository's calendar data knows of each court, for Calendário forense: its
 * year-round rules with their sources (or why it has none), and each year confirmed by the court's own act or
 * only `previsto` (the calculator then points the prazo out as such). Built from the data, never stored.
 */
export interface CourtDataStatus {
  id: string;
  name: string;
  segment: string;
  /** The laws of its segment (CPC art. 220; Lei 5.010/1966 art. 62) and its own rules, each with its act and address. */
  rules: { act: string; source: string }[];
  /** Why it has no rules of its own, when it has none. */
  rulesAbsent: string | null;
  years: { year: number; confirmed: { act: string; source: string | null } | null; daysRead: number }[];
}
