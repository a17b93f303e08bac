/**
 * A person's private calendar feed: a secret address (Perfil) that Google Agenda, Outlook or Apple Calendar
 * subscribe to, serving that person's entries as iCalendar. The address is the only key, so it can be reset
 * (a new one, the old one answering 404 at once) or revoked; `minimal` leaves out everything that could name a
 * client or a lawsuit (LGPD art. 6º III, necessidade: a phone's calendar app is outside the office's control).
 */
import { EVENT_KIND_LABELS } from './agenda-labels';
import type { EventRecord } from './agenda';
import { addDays, formatDate, OFFICE_TIME_ZONE, type CalendarDate } from './dates';
import { dateProperty, icsText, icsUtc, OFFICE_VTIMEZONE, officeTimeProperty, type IcsComponent, type IcsProperty } from './icalendar';
import { expectedVersion, type Listed } from './lists';
import { z } from './schema';

/** What `calendarFeeds/<uid>` keeps: the person's current secret and their choice of detail. */
export interface CalendarFeedRecord {
  token: string;
  minimal: boolean;
}

/** What Perfil shows: the secret (to build the address) and the option, with the record's version. */
export interface CalendarFeedInfo {
  token: string;
  minimal: boolean;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** 32 random bytes in base64url: the whole address is the credential, so it must not be guessable. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The feed holds the person's entries from this many days back to this many ahead (a calendar app keeps older ones). */
export const FEED_DAYS_BACK = 60;
export const FEED_DAYS_AHEAD = 400;
/** How often calendar apps are asked to fetch it again (REFRESH-INTERVAL, RFC 7986 §5.7). */
export const FEED_REFRESH = 'PT1H';

export const calendarFeedIssueInput = z.object({ minimal: z.boolean('Escolha o que a agenda mostra') }).strict();
export const calendarFeedOptionsInput = z.object({ expectedVersion, minimal: z.boolean('Escolha o que a agenda mostra') }).strict();
export const calendarFeedRevokeInput = z.object({ expectedVersion }).strict();

/** The path the feed function answers on, under the Hosting rewrite or the emulator's function URL. */
export function calendarFeedPath(token: string): string {
  return `agenda/${token}.ics`;
}

/** What the feed's text may name for an entry: its lawsuit's number and its client's name, when the option allows. */
export interface FeedContext {
  personName: string;
  minimal: boolean;
  /** lawsuitId → the number the office knows it by (CNJ or internal reference). */
  lawsuits: Record<string, string>;
  /** clientId → name. */
  clients: Record<string, string>;
  /** The app's address, for a link back to each entry; null when unknown. */
  appOrigin: string | null;
  /** The host part of UIDs, fixed per deployment so a UID never changes. */
  uidDomain: string;
}

function summary(e: EventRecord, ctx: FeedContext, internal: boolean): string {
  const kind = e.kind === 'prazo' ? (internal ? 'Prazo interno' : 'Prazo fatal') : EVENT_KIND_LABELS[e.kind];
  const done = e.status === 'concluido' ? ' (concluído)' : '';
  return ctx.minimal ? `${kind}${done}` : `${kind}: ${e.title}${done}`;
}

/** The entry's page in the app, when the app's address is known. */
function entryUrl(e: Listed<EventRecord>, ctx: FeedContext): string | null {
  return ctx.appOrigin ? `${ctx.appOrigin}/events/${e.id}` : null;
}

function description(e: Listed<EventRecord>, ctx: FeedContext): string {
  const url = entryUrl(e, ctx);
  const link = url ? `Abrir no sistema: ${url}` : '';
  if (ctx.minimal) return link || 'Detalhes no sistema do escritório.';
  const lines = [
    e.lawsuitId && ctx.lawsuits[e.lawsuitId] ? `Processo: ${ctx.lawsuits[e.lawsuitId]}` : '',
    e.clientId && ctx.clients[e.clientId] ? `Cliente: ${ctx.clients[e.clientId]}` : '',
    e.prazo ? `Prazo fatal: ${formatDate(e.prazo.fatalDate)} · prazo interno: ${formatDate(e.prazo.internalDate)}` : '',
    e.prazo?.legalBasis ? `Fundamento: ${e.prazo.legalBasis}` : '',
    e.notes,
    link,
  ];
  return lines.filter(Boolean).join('\n');
}

/** An all-day VEVENT on `date` (DTEND the next day, exclusive: RFC 5545 §3.6.1) or a timed one in the office's zone. */
function when(e: EventRecord, date: CalendarDate | null): IcsProperty[] {
  if (date) return [dateProperty('DTSTART', date), dateProperty('DTEND', addDays(date, 1))];
  return [officeTimeProperty('DTSTART', e.startsAt), officeTimeProperty('DTEND', e.endsAt)];
}

function vevent(e: Listed<EventRecord>, ctx: FeedContext, internal: boolean): IcsComponent {
  const allDayDate = e.kind === 'prazo' && e.prazo ? (internal ? e.prazo.internalDate : e.prazo.fatalDate) : e.allDay ? e.date : null;
  const properties: IcsProperty[] = [
    { name: 'UID', value: `${e.id}${internal ? '-interno' : ''}@${ctx.uidDomain}` },
    // The stored version grows with every change, so calendar apps see a revision (§3.8.7.4).
    { name: 'SEQUENCE', value: String(e.version - 1) },
    { name: 'DTSTAMP', value: icsUtc(e.updatedAt) },
    { name: 'CREATED', value: icsUtc(e.createdAt) },
    { name: 'LAST-MODIFIED', value: icsUtc(e.updatedAt) },
    ...when(e, allDayDate),
    { name: 'SUMMARY', value: icsText(summary(e, ctx, internal)) },
    { name: 'DESCRIPTION', value: icsText(description(e, ctx)) },
    { name: 'CATEGORIES', value: icsText(EVENT_KIND_LABELS[e.kind]) },
    { name: 'STATUS', value: 'CONFIRMED' },
    // A prazo takes the whole day in the calendar without making the person busy for it.
    { name: 'TRANSP', value: allDayDate ? 'TRANSPARENT' : 'OPAQUE' },
  ];
  if (!ctx.minimal && e.location) properties.push({ name: 'LOCATION', value: icsText(e.location) });
  const url = entryUrl(e, ctx);
  if (url) properties.push({ name: 'URL', params: ['VALUE=URI'], value: url });
  const alarm: IcsComponent[] =
    e.reminderMinutes && e.status === 'aberto'
      ? [
          {
            name: 'VALARM',
            properties: [
              { name: 'ACTION', value: 'DISPLAY' },
              { name: 'TRIGGER', value: `-PT${e.reminderMinutes}M` },
              { name: 'DESCRIPTION', value: icsText(summary(e, ctx, internal)) },
            ],
          },
        ]
      : [];
  return { name: 'VEVENT', properties, components: alarm };
}

/**
 * The feed as an iCalendar object: cancelled entries are left out (a subscribed calendar drops what disappears);
 * a prazo is an all-day event on its fatal date, and one more on its internal date when that comes earlier.
 */
export function calendarFeed(events: readonly Listed<EventRecord>[], ctx: FeedContext): IcsComponent {
  const name = `Agenda do escritório — ${ctx.personName}`;
  return {
    name: 'VCALENDAR',
    properties: [
      { name: 'VERSION', value: '2.0' },
      { name: 'PRODID', value: '-//Escritorio//Agenda//PT-BR' },
      { name: 'CALSCALE', value: 'GREGORIAN' },
      { name: 'METHOD', value: 'PUBLISH' },
      { name: 'NAME', value: icsText(name) },
      { name: 'X-WR-CALNAME', value: icsText(name) },
      { name: 'X-WR-TIMEZONE', value: OFFICE_TIME_ZONE },
      { name: 'REFRESH-INTERVAL', params: ['VALUE=DURATION'], value: FEED_REFRESH },
      // Outlook reads the older X-PUBLISHED-TTL instead.
      { name: 'X-PUBLISHED-TTL', value: FEED_REFRESH },
    ],
    components: [
      OFFICE_VTIMEZONE,
      ...events
        .filter((e) => e.status !== 'cancelado')
        .flatMap((e) => [vevent(e, ctx, false), ...(e.kind === 'prazo' && e.prazo && e.prazo.internalDate < e.prazo.fatalDate ? [vevent(e, ctx, true)] : [])]),
    ],
  };
}
