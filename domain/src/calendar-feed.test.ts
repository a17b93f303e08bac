/**
 * The calendar feed's text, read back with ical.js (Mozilla's iCalendar parser, used by Thunderbird): what a
 * calendar app will see, not what the writer meant to write.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { EventRecord } from './agenda';
import { calendarFeed, type FeedContext } from './calendar-feed';
import { eventSchedule } from './agenda';
import { foldLine, icsText, serializeICalendar } from './icalendar';
import type { Listed } from './lists';

function entry(over: Partial<Listed<EventRecord>> & Pick<EventRecord, 'kind' | 'date'>): Listed<EventRecord> {
  const timed = over.kind !== 'prazo' && over.allDay !== true;
  return {
    id: 'evt-1',
    version: 3,
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-20T15:30:00.000Z',
    title: 'Audiência de conciliação — Maria Souza',
    ...eventSchedule({ date: over.date, allDay: !timed, startTime: timed ? '14:00' : null, endTime: timed ? '15:30' : null }),
    location: 'Fórum João Mendes Jr., sala 1.203',
    lawsuitId: 'proc-1',
    clientId: 'cli-1',
    ownerId: 'staff-a',
    participantIds: [],
    people: ['staff-a'],
    notes: 'Levar procuração; confirmar testemunhas, se houver.',
    reminderMinutes: 60,
    status: 'aberto',
    statusBy: null,
    statusAt: null,
    prazo: null,
    searchWords: [],
    createdBy: 'staff-a',
    updatedBy: 'staff-a',
    ...over,
  };
}

const CONTEXT: FeedContext = {
  personName: 'Rafael Moreira',
  minimal: false,
  lawsuits: { 'proc-1': '1000123-45.2025.8.26.0100' },
  clients: { 'cli-1': 'Maria Souza' },
  appOrigin: 'https://escritorio.example',
  uidDomain: 'demo-escritorio.agenda',
};

function parse(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  const zone = root.getFirstSubcomponent('vtimezone')!;
  ICAL.TimezoneService.register(zone);
  return { root, events: root.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c)) };
}

const hearing = entry({ kind: 'audiencia', date: '2026-12-02' });
const prazo = entry({
  id: 'evt-2',
  kind: 'prazo',
  date: '2026-12-10',
  title: 'Contestação',
  reminderMinutes: null,
  prazo: { fatalDate: '2026-12-10', internalDate: '2026-12-08', legalBasis: 'CPC art. 335', calculation: null },
});

describe('the calendar feed as calendar apps read it', () => {
  const text = serializeICalendar(calendarFeed([hearing, prazo, entry({ id: 'evt-3', kind: 'reuniao', date: '2026-12-03', status: 'cancelado' })], CONTEXT));
  const { root, events } = parse(text);

  it('ends every line with CRLF and folds none past 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('asks to be fetched again hourly and names the person', () => {
    expect(root.getFirstPropertyValue('version')).toBe('2.0');
    expect(String(root.getFirstProperty('refresh-interval')?.getFirstValue())).toBe('PT1H');
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe('Agenda do escritório — Rafael Moreira');
  });

  it('places a timed entry at its São Paulo wall time, with the zone it declares', () => {
    const e = events.find((x) => x.uid === 'evt-1@demo-escritorio.agenda')!;
    expect(e.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/Sao_Paulo');
    expect(e.startDate.zone.tzid).toBe('America/Sao_Paulo');
    expect(e.startDate.toJSDate().toISOString()).toBe('2026-12-02T17:00:00.000Z');
    expect(e.endDate.toJSDate().toISOString()).toBe('2026-12-02T18:30:00.000Z');
    expect(e.summary).toBe('Audiência: Audiência de conciliação — Maria Souza');
    expect(e.location).toBe('Fórum João Mendes Jr., sala 1.203');
    expect(e.description).toContain('Processo: 1000123-45.2025.8.26.0100');
    expect(e.description).toContain('Levar procuração; confirmar testemunhas, se houver.');
    expect(e.sequence).toBe(2);
    expect(e.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-20T15:30:00Z');
    const alarm = e.component.getFirstSubcomponent('valarm')!;
    expect((alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()).toBe(-3600);
  });

  it('shows a prazo as an all-day event on its fatal date, DTEND the next day, and its internal date as another', () => {
    const fatal = events.find((x) => x.uid === 'evt-2@demo-escritorio.agenda')!;
    expect(fatal.startDate.isDate).toBe(true);
    expect(fatal.startDate.toString()).toBe('2026-12-10');
    expect(fatal.endDate.toString()).toBe('2026-12-11');
    expect(fatal.summary).toBe('Prazo fatal: Contestação');
    expect(fatal.description).toContain('Fundamento: CPC art. 335');
    const internal = events.find((x) => x.uid === 'evt-2-interno@demo-escritorio.agenda')!;
    expect(internal.startDate.toString()).toBe('2026-12-08');
    expect(internal.summary).toBe('Prazo interno: Contestação');
  });

  it('leaves cancelled entries out', () => {
    expect(events.map((e) => e.uid)).toEqual(['evt-1@demo-escritorio.agenda', 'evt-2@demo-escritorio.agenda', 'evt-2-interno@demo-escritorio.agenda']);
  });

  it('keeps UIDs across edits and raises SEQUENCE', () => {
    const edited = {
      ...hearing,
      version: 4,
      updatedAt: '2026-11-21T10:00:00.000Z',
      ...eventSchedule({ date: '2026-12-04', allDay: false, startTime: '09:30', endTime: '10:00' }),
    };
    const again = parse(serializeICalendar(calendarFeed([edited], CONTEXT))).events[0]!;
    expect(again.uid).toBe('evt-1@demo-escritorio.agenda');
    expect(again.sequence).toBe(3);
    expect(again.startDate.toJSDate().toISOString()).toBe('2026-12-04T12:30:00.000Z');
  });

  it('names no client, lawsuit, title or place when the person chose the minimal feed (LGPD)', () => {
    const minimal = serializeICalendar(calendarFeed([hearing, prazo], { ...CONTEXT, minimal: true }));
    for (const secret of ['Maria', 'Souza', '1000123', 'Contestação', 'João Mendes', 'procuração']) expect(minimal).not.toContain(secret);
    const [e] = parse(minimal).events;
    expect(e!.summary).toBe('Audiência');
    expect(e!.description).toBe('Abrir no sistema: https://escritorio.example/events/evt-1');
  });
});

describe('the iCalendar writer', () => {
  it('escapes text per RFC 5545 §3.3.11 and drops control characters', () => {
    expect(icsText('a;b,c\\d\r\ne\u0007')).toBe('a\\;b\\,c\\\\d\\ne');
  });

  it('folds at 75 octets without splitting a multi-byte character', () => {
    const line = `SUMMARY:${'ação '.repeat(40)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });
});
