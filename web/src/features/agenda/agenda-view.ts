/**
 * The agenda page's state, all of it in the address (a reload or a shared link shows the same thing): the view,
 * the day it is anchored on, and the filters. Each view asks the server for its visible range only.
 */
import { CALLABLES, type CallInput } from '@office/domain/contracts';
import { addDays, formatDate, formatLongDate, formatMonthLabel, officeDate, officeDayBounds, type CalendarDate } from '@office/domain/dates';
import { weekdayOf } from '@office/domain/calendar/days';
import type { EventKind, EventStatus } from '@office/domain/agenda-labels';
import { dateField, z } from '@office/domain/schema';
import { addressFilters } from '../../components/list/address-filters';

export const AGENDA_VIEWS = ['month', 'week', 'day', 'list'] as const;
export type AgendaView = (typeof AGENDA_VIEWS)[number];
export const VIEW_LABELS: Record<AgendaView, string> = { month: 'Mês', week: 'Semana', day: 'Dia', list: 'Lista' };

/**
 * The page's state in the address: the view and the day it is anchored on (its month, week or the day itself),
 * then the list callable's filters but the range, which the view works out: `personId` is 'me', a colleague's
 * uid, or null for the whole office.
 */
export const AGENDA_FILTERS = addressFilters(CALLABLES['agenda-list'].input, {
  omit: ['from', 'to'],
  extra: { view: z.enum(AGENDA_VIEWS), date: dateField() },
  params: { personId: 'person', lawsuitId: 'lawsuit', clientId: 'client' },
});
export type AgendaState = ReturnType<typeof AGENDA_FILTERS.read>;

/** What the bare address shows: today, in a month grid, or the list on a phone (`narrow`), which reads better there. */
export function agendaDefaults(narrow: boolean): Pick<AgendaState, 'view' | 'date'> {
  return { view: narrow ? 'list' : 'month', date: officeDate() };
}

/** Days the list shows from its anchor on: what is coming, from the day it opens (today, unless the address says otherwise). */
export const LIST_DAYS = 30;

/**
 * The calendar days a view shows: a month grid runs Sunday to Saturday around the month; a week is Sunday to
 * Saturday; the list, LIST_DAYS days from its anchor.
 */
export function visibleDays(view: AgendaView, date: CalendarDate): { first: CalendarDate; last: CalendarDate } {
  if (view === 'day') return { first: date, last: date };
  if (view === 'list') return { first: date, last: addDays(date, LIST_DAYS - 1) };
  if (view === 'week') {
    const first = addDays(date, -weekdayOf(date));
    return { first, last: addDays(first, 6) };
  }
  const monthFirst = `${date.slice(0, 8)}01`;
  const monthLast = addDays(`${addDays(monthFirst, 32).slice(0, 8)}01`, -1);
  return { first: addDays(monthFirst, -weekdayOf(monthFirst)), last: addDays(monthLast, 6 - weekdayOf(monthLast)) };
}

/** The days from first to last, inclusive. */
export function daysBetween(first: CalendarDate, last: CalendarDate): CalendarDate[] {
  const out: CalendarDate[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The anchor one step back or forward: a month, a week, the list's days or a day. */
export function stepDate(view: AgendaView, date: CalendarDate, direction: 1 | -1): CalendarDate {
  if (view === 'day') return addDays(date, direction);
  if (view === 'list') return addDays(date, LIST_DAYS * direction);
  if (view === 'week') return addDays(date, 7 * direction);
  const first = `${date.slice(0, 8)}01`;
  return direction === 1 ? `${addDays(first, 32).slice(0, 8)}01` : `${addDays(first, -1).slice(0, 8)}01`;
}

/** What the toolbar says the view shows ("novembro de 2026", "22/11 a 28/11/2026", "terça-feira, 24 de novembro de 2026"). */
export function rangeLabel(view: AgendaView, date: CalendarDate): string {
  if (view === 'day') return formatLongDate(date);
  if (view === 'week' || view === 'list') {
    const { first, last } = visibleDays(view, date);
    return `${formatDate(first).slice(0, 5)} a ${formatDate(last)}`;
  }
  return formatMonthLabel(date);
}

/** What the list callable is asked for (one of person, lawsuit or client). */
export interface AgendaFilters extends Omit<CallInput<'agenda-list'>, 'limit' | 'after'> {
  from: string | null;
  to: string | null;
  personId: string | null;
  lawsuitId: string | null;
  clientId: string | null;
  kind: EventKind | null;
  status: EventStatus | null;
}

/** The list callable's filters for a state and the signed-in person ('me' resolves to them). */
export function listFilters(s: AgendaState, uid: string | undefined): AgendaFilters {
  const { first, last } = visibleDays(s.view, s.date);
  // The list of one lawsuit's or client's entries spans all time ("ver todos" from its page); it pages.
  const whole = s.view === 'list' && !s.personId && Boolean(s.lawsuitId || s.clientId);
  return {
    from: whole ? null : officeDayBounds(first).start,
    to: whole ? null : officeDayBounds(last).end,
    personId: s.personId === 'me' ? (uid ?? null) : s.personId,
    lawsuitId: s.personId ? null : s.lawsuitId,
    clientId: s.personId || s.lawsuitId ? null : s.clientId,
    kind: s.kind,
    status: s.status,
  };
}
