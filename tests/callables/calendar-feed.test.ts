/**
 * The calendar feed over HTTP: a person creates the address in Perfil, a calendar app fetches it (parsed here
 * with ical.js, as Thunderbird does), revalidates with ETag, and the address stops working at once when it is
 * reset or revoked, or when the person loses the Agenda.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type CalendarFeedInfo, type EventSaved, type StaffCreated } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, feedUrl, setPasswordFromLink, signIn } from '../support/emulator-client';
import { eventInput } from '../support/agenda';
import { testStores } from '../support/store';

const admin = SEED_STAFF.find((s) => s.admin)!;
const PASSWORD = 'Agenda#Feed2026';
const run = Date.now().toString(36);
let adminToken: string;
let token: string;
let person: StaffCreated['member'];
let email: string;
let stores: Stores;
let hearing: EventSaved['event'];

async function ok<T>(name: string, data: unknown, as = token): Promise<T> {
  const res = await callFn<T>(name, data, as);
  expect(res.status, `${name}: ${JSON.stringify(res.error)}`).toBe(200);
  return res.result as T;
}

function parse(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.register(root.getFirstSubcomponent('vtimezone')!);
  return root.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
}

async function feedText(feedToken: string): Promise<string> {
  const res = await fetch(feedUrl(feedToken));
  expect(res.status).toBe(200);
  return res.text();
}

beforeAll(async () => {
  adminToken = await signIn(admin.email, admin.password);
  email = `agenda.feed.${run}@barbosaadvocacia.test`;
  const created = await ok<StaffCreated>('staff-create', { email, name: 'Beatriz Calendário', read: ['Agenda'], write: [] }, adminToken);
  await setPasswordFromLink(created.passwordSetupLink!, PASSWORD);
  person = created.member;
  token = await signIn(email, PASSWORD);
  stores = await testStores();
  // Entries of this person, made by the administrator: a hearing of a lawsuit and a prazo with an earlier internal date.
  hearing = (
    await ok<EventSaved>(
      'agenda-create',
      {
        event: eventInput({
          title: 'Audiência de conciliação',
          date: '2026-12-15',
          location: 'Fórum João Mendes Júnior, sala 1203',
          lawsuitId: 'proc-003',
          ownerId: person.uid,
          reminderMinutes: 60,
        }),
      },
      adminToken,
    )
  ).event;
  await ok<EventSaved>(
    'agenda-create',
    {
      event: eventInput({
        kind: 'prazo',
        title: 'Réplica',
        date: '2026-12-18',
        allDay: true,
        startTime: null,
        endTime: null,
        lawsuitId: 'proc-003',
        ownerId: person.uid,
        prazo: { internalDate: '2026-12-16', legalBasis: 'CPC art. 351', calculation: null },
      }),
    },
    adminToken,
  );
}, 60_000);
afterAll(async () => stores?.documents.close());

describe('calendar feed', () => {
  let feed: CalendarFeedInfo;
  let etag: string;

  it('starts with no address, and creates one made of 32 random bytes', async () => {
    expect(await ok('calendarFeed-get', {})).toBeNull();
    feed = await ok<CalendarFeedInfo>('calendarFeed-issue', { minimal: false });
    expect(feed.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await ok('calendarFeed-get', {})).toEqual(feed);
  });

  it("serves the person's entries as iCalendar: São Paulo times, prazos all day, no lawsuit named without Processos", async () => {
    const res = await fetch(feedUrl(feed.token));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    const text = await res.text();
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    const events = parse(text);
    const h = events.find((e) => e.uid.startsWith(`${hearing.id}@`))!;
    expect(h.startDate.toJSDate().toISOString()).toBe('2026-12-15T17:00:00.000Z');
    expect(h.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/Sao_Paulo');
    expect(h.summary).toBe('Audiência: Audiência de conciliação');
    // She reads the Agenda only: the app does not show her the lawsuit's number or client, nor may the feed.
    expect(text).not.toMatch(/Processo:|Cliente:|\d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}/);
    const prazos = events.filter((e) => e.summary.includes('Réplica'));
    expect(prazos.map((e) => [e.summary, e.startDate.toString(), e.endDate.toString()])).toEqual([
      ['Prazo fatal: Réplica', '2026-12-18', '2026-12-19'],
      ['Prazo interno: Réplica', '2026-12-16', '2026-12-17'],
    ]);
  });

  it('names the lawsuit once the person reads Processos, and stops when the label goes', async () => {
    const version = async () => (await ok<{ version: number }>('session-me', {}, await signIn(email, PASSWORD))).version;
    await ok('staff-setScopes', { uid: person.uid, expectedVersion: await version(), read: ['Agenda', 'Processos'], write: [] }, adminToken);
    const h = parse(await feedText(feed.token)).find((e) => e.uid.startsWith(`${hearing.id}@`))!;
    expect(h.description).toMatch(/Processo: \d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}/);
    await ok('staff-setScopes', { uid: person.uid, expectedVersion: await version(), read: ['Agenda'], write: [] }, adminToken);
    expect(await feedText(feed.token)).not.toContain('Processo:');
    token = await signIn(email, PASSWORD);
  });

  it('answers 304 to a calendar app that already has this version, and a new ETag once an entry moves', async () => {
    const same = await fetch(feedUrl(feed.token), { headers: { 'if-none-match': etag } });
    expect(same.status).toBe(304);
    expect(await same.text()).toBe('');
    await ok('agenda-reschedule', { id: hearing.id, expectedVersion: hearing.version, date: '2026-12-16', startTime: '09:00', endTime: '10:00' }, adminToken);
    const moved = await fetch(feedUrl(feed.token), { headers: { 'if-none-match': etag } });
    expect(moved.status).toBe(200);
    expect(moved.headers.get('etag')).not.toBe(etag);
    const h = parse(await moved.text()).find((e) => e.uid.startsWith(`${hearing.id}@`))!;
    expect(h.startDate.toJSDate().toISOString()).toBe('2026-12-16T12:00:00.000Z');
    expect(h.sequence).toBe(1);
  });

  it('leaves titles, places, clients and lawsuit numbers out when the person asks (same address)', async () => {
    feed = await ok<CalendarFeedInfo>('calendarFeed-setOptions', { expectedVersion: feed.version, minimal: true });
    const text = await feedText(feed.token);
    for (const secret of ['conciliação', 'Réplica', 'João Mendes', 'Processo:', 'CPC art. 351']) expect(text).not.toContain(secret);
    expect(parse(text).map((e) => e.summary)).toEqual(['Audiência', 'Prazo fatal', 'Prazo interno']);
    const stale = await callFn('calendarFeed-setOptions', { expectedVersion: feed.version - 1, minimal: false }, token);
    expect([stale.status, stale.error?.details?.id]).toEqual([409, 'conflict']);
  });

  it('stops answering the old address the moment it is reset', async () => {
    const reset = await ok<CalendarFeedInfo>('calendarFeed-issue', { minimal: true });
    expect(reset.token).not.toBe(feed.token);
    expect((await fetch(feedUrl(feed.token))).status).toBe(404);
    expect((await fetch(feedUrl(reset.token))).status).toBe(200);
    feed = reset;
  });

  it('ends the address with the Agenda: it stays dead when the Agenda is given back, and a new one must be made', async () => {
    const member = async () => (await ok<{ version: number }>('session-me', {}, await signIn(email, PASSWORD))).version;
    await ok('staff-setScopes', { uid: person.uid, expectedVersion: await member(), read: ['Clientes'], write: [] }, adminToken);
    const gone = await fetch(feedUrl(feed.token));
    expect(gone.status).toBe(404);
    expect(await gone.text()).toMatch(/^Agenda não encontrada/);
    expect(await stores.documents.get(COLLECTIONS.calendarFeeds, person.uid)).toBeNull();
    await ok('staff-setScopes', { uid: person.uid, expectedVersion: await member(), read: ['Agenda'], write: [] }, adminToken);
    token = await signIn(email, PASSWORD);
    expect((await fetch(feedUrl(feed.token))).status).toBe(404);
    expect(await ok('calendarFeed-get', {})).toBeNull();
    feed = await ok<CalendarFeedInfo>('calendarFeed-issue', { minimal: true });
    expect((await fetch(feedUrl(feed.token))).status).toBe(200);
  });

  it('ends the address with the account: a disabled person’s address never answers again', async () => {
    const member = async () => (await stores.documents.get(COLLECTIONS.staff, person.uid))!.version;
    await ok('staff-setDisabled', { uid: person.uid, expectedVersion: await member(), disabled: true }, adminToken);
    await ok('staff-setDisabled', { uid: person.uid, expectedVersion: await member(), disabled: false }, adminToken);
    expect((await fetch(feedUrl(feed.token))).status).toBe(404);
    expect(await stores.documents.get(COLLECTIONS.calendarFeeds, person.uid)).toBeNull();
    token = await signIn(email, PASSWORD);
    feed = await ok<CalendarFeedInfo>('calendarFeed-issue', { minimal: true });
  });

  it('refuses bad input and other methods without writing anything', async () => {
    const before = await stores.documents.get(COLLECTIONS.calendarFeeds, person.uid);
    const bad = await callFn('calendarFeed-issue', { minimal: 'sim' }, token);
    expect([bad.status, bad.error?.details?.id]).toEqual([400, 'invalid-input']);
    expect(bad.error?.details?.fields).toEqual({ minimal: 'Escolha o que a agenda mostra' });
    expect(await stores.documents.get(COLLECTIONS.calendarFeeds, person.uid)).toEqual(before);
    expect((await fetch(feedUrl('curto'))).status).toBe(404);
    expect((await fetch(feedUrl(feed.token), { method: 'POST' })).status).toBe(405);
  });

  it('revokes the address: 404 at once, none left in Perfil, every change audited without the secret', async () => {
    expect(await ok('calendarFeed-revoke', { expectedVersion: feed.version })).toEqual({ revoked: true });
    expect((await fetch(feedUrl(feed.token))).status).toBe(404);
    expect(await ok('calendarFeed-get', {})).toBeNull();
    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'recordId', op: '==', value: person.uid }], limit: 20 });
    const feedEntries = audit.docs.filter((d) => d.data.entity === COLLECTIONS.calendarFeeds);
    expect(feedEntries.map((d) => [d.data.action, d.data.actor === person.uid ? 'own' : 'administrator']).sort()).toEqual(
      [
        ['calendarFeed.issue', 'own'],
        ['calendarFeed.setOptions', 'own'],
        ['calendarFeed.reset', 'own'],
        ['calendarFeed.revokedWithAccess', 'administrator'],
        ['calendarFeed.issue', 'own'],
        ['calendarFeed.revokedWithAccess', 'administrator'],
        ['calendarFeed.issue', 'own'],
        ['calendarFeed.revoke', 'own'],
      ].sort(),
    );
    expect(JSON.stringify(feedEntries)).not.toContain(feed.token);
  });
});
