/** Agenda entries over HTTP: create, edit, reschedule, conclude, cancel, delete; prazos with their calculation; history; refusals. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, partiesCaption, type EventDetail, type EventHistoryEntry, type EventRecord, type EventSaved, type Listed } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { typedStores } from '../../functions/src/store/typed';
import { callFn, signIn } from '../support/emulator-client';
import { eventInput } from '../support/agenda';
import { testStores } from '../support/store';

const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const colleague = SEED_STAFF.find((s) => s.uid === 'staff-juliana-ferreira')!;
let token: string;
let stores: Stores;
/** A day of its own per run, so the overlap checks only meet this run's entries. */
const day = `2027-0${1 + (Date.now() % 9)}-${String(10 + (Math.floor(Date.now() / 1000) % 18)).padStart(2, '0')}`;

function event(over: Record<string, unknown> = {}) {
  return eventInput({
    date: day,
    location: 'Fórum João Mendes Júnior, sala 1203',
    lawsuitId: 'proc-003',
    ownerId: lawyer.uid,
    reminderMinutes: 1440,
    ...over,
  });
}

const calculation = {
  trigger: 'disponibilizacao',
  triggerDate: '2026-03-30',
  days: 5,
  counting: 'uteis',
  doubling: null,
  electronic: true,
  tribunal: 'TJSP',
  comarca: 'São Paulo',
};

async function create(over: Record<string, unknown> = {}): Promise<EventSaved> {
  const res = await callFn<EventSaved>('agenda-create', { event: event(over) }, token);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.result!;
}

const countEvents = () => stores.documents.count(COLLECTIONS.events);

beforeAll(async () => {
  token = await signIn(lawyer.email, lawyer.password);
  stores = await testStores();
});
afterAll(async () => stores?.documents.close());

describe('agenda-create', () => {
  it('stores office wall-clock times as instants, takes the client from the lawsuit, opens it and audits it', async () => {
    const { event: e, overlaps } = await create({ startTime: '09:30', endTime: '10:15' });
    // America/Sao_Paulo is UTC−3 all year (no daylight saving since 2019).
    expect([e.startsAt, e.endsAt, e.allDay]).toEqual([`${day}T12:30:00.000Z`, `${day}T13:15:00.000Z`, false]);
    expect(e).toMatchObject({ date: day, clientId: 'cli-015', status: 'aberto', statusBy: null, people: [lawyer.uid], createdBy: lawyer.uid });
    expect(overlaps).toEqual([]);
    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'recordId', op: '==', value: e.id }], limit: 5 });
    expect(audit.docs.map((d) => d.data.action)).toEqual(['agenda.create']);
  });

  it('points out (without refusing) a second audiência of the same person at overlapping times', async () => {
    const first = await create({ startTime: '16:00', endTime: '17:00', participantIds: [colleague.uid] });
    const second = await create({ startTime: '16:30', endTime: '17:30', ownerId: colleague.uid, title: 'Audiência de conciliação' });
    expect(second.overlaps).toEqual([
      { id: first.event.id, title: first.event.title, startsAt: first.event.startsAt, endsAt: first.event.endsAt, personId: colleague.uid },
    ]);
    // Touching ends do not overlap, and a meeting is no audiência.
    expect((await create({ startTime: '17:00', endTime: '18:00', participantIds: [colleague.uid] })).overlaps.map((o) => o.id)).not.toContain(first.event.id);
    expect((await create({ kind: 'reuniao', startTime: '16:00', endTime: '17:00', participantIds: [colleague.uid] })).overlaps).toEqual([]);
  });

  it('refuses bad input field by field, in pt-BR, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ endTime: '13:00' }, 'event.endTime', /término deve ser depois do início/],
      [{ title: 'Audiência\u202E' }, 'event.title', /caracteres invisíveis/],
      [{ date: '1899-12-31' }, 'event.date', /entre 01\/01\/1900 e 31\/12\/2100/],
      [{ date: '2026-02-30' }, 'event.date', /Informe a data/],
      [{ startTime: '25:00' }, 'event.startTime', /Hora inválida/],
      [{ kind: 'prazo', allDay: true, startTime: null, endTime: null }, 'event.prazo', /prazo interno/],
      [
        { kind: 'prazo', allDay: true, startTime: null, endTime: null, prazo: { internalDate: '2099-01-01', legalBasis: null, calculation: null } },
        'event.prazo.internalDate',
        /não pode ser depois do prazo fatal/,
      ],
      [{ prazo: { internalDate: day, legalBasis: null, calculation: null } }, 'event.prazo', /Só prazos/],
      [{ participantIds: [lawyer.uid] }, 'event.participantIds', /já participa/],
      [{ lawsuitId: 'proc-nao-existe' }, 'event.lawsuitId', /Processo não encontrado/],
      [{ clientId: 'cli-001' }, 'event.clientId', /outro cliente/],
      // Camila works in Financeiro only; Pedro's account is disabled.
      [{ ownerId: 'staff-camila-souza' }, 'event.ownerId', /acesso à Agenda/],
      [{ participantIds: ['staff-pedro-costa'] }, 'event.participantIds', /pessoas ativas/],
      [{ reminderMinutes: 7 }, 'event.reminderMinutes', /Lembrete inválido/],
    ];
    const before = await countEvents();
    for (const [over, field, message] of cases) {
      const res = await callFn('agenda-create', { event: event(over) }, token);
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.error?.details?.fields?.[field], JSON.stringify(res.error?.details)).toMatch(message);
    }
    expect(await countEvents()).toBe(before);
  });
});

describe('prazos', () => {
  const prazo = (over: Record<string, unknown> = {}) => ({
    kind: 'prazo',
    title: 'Prazo: réplica',
    allDay: true,
    startTime: null,
    endTime: null,
    location: null,
    reminderMinutes: null,
    ...over,
  });

  it('keeps the calculation the server ran again, with its explanation; the fatal date may come earlier, never later', async () => {
    const { event: e } = await create(
      prazo({ date: '2026-04-09', prazo: { internalDate: '2026-04-07', legalBasis: 'CPC art. 351', calculation: { ...calculation, comarca: 'São Paulo' } } }),
    );
    expect(e).toMatchObject({ allDay: true, startsAt: '2026-04-09T03:00:00.000Z', endsAt: '2026-04-10T03:00:00.000Z' });
    expect(e.prazo).toMatchObject({ fatalDate: '2026-04-09', internalDate: '2026-04-07', legalBasis: 'CPC art. 351' });
    expect(e.prazo!.calculation).toMatchObject({ lastDay: '2026-04-09', courtName: 'Tribunal de Justiça de São Paulo' });
    expect(e.prazo!.calculation!.explanation.find((d) => d.date === '2026-04-02')).toMatchObject({ role: 'nao-contado' });

    const earlier = await create(prazo({ date: '2026-04-08', prazo: { internalDate: '2026-04-06', legalBasis: null, calculation } }));
    expect(earlier.event.prazo!.fatalDate).toBe('2026-04-08');

    const before = await countEvents();
    const later = await callFn(
      'agenda-create',
      { event: event(prazo({ date: '2026-04-10', prazo: { internalDate: '2026-04-08', legalBasis: null, calculation } })) },
      token,
    );
    expect(later.status).toBe(400);
    expect(later.error?.details?.fields?.['event.date']).toBe('O prazo fatal não pode ser depois do último dia calculado (09/04/2026).');
    const timed = await callFn(
      'agenda-create',
      {
        event: event(
          prazo({
            allDay: false,
            startTime: '10:00',
            endTime: '11:00',
            date: '2026-04-09',
            prazo: { internalDate: '2026-04-07', legalBasis: null, calculation: null },
          }),
        ),
      },
      token,
    );
    expect(timed.error?.details?.fields?.['event.allDay']).toMatch(/dia inteiro/);
    expect(await countEvents()).toBe(before);
  });

  it('moves the internal date along when a prazo is rescheduled, but not past the calculated last day', async () => {
    const { event: e } = await create(prazo({ date: '2026-04-08', prazo: { internalDate: '2026-04-06', legalBasis: null, calculation } }));
    const moved = await callFn<EventSaved>(
      'agenda-reschedule',
      { id: e.id, expectedVersion: e.version, date: '2026-04-09', startTime: null, endTime: null },
      token,
    );
    expect(moved.status, JSON.stringify(moved.error)).toBe(200);
    expect(moved.result!.event.prazo).toMatchObject({ fatalDate: '2026-04-09', internalDate: '2026-04-07' });
    const past = await callFn(
      'agenda-reschedule',
      { id: e.id, expectedVersion: moved.result!.event.version, date: '2026-04-10', startTime: null, endTime: null },
      token,
    );
    expect(past.error?.details?.fields?.date).toMatch(/último dia calculado/);
    const timed = await callFn(
      'agenda-reschedule',
      { id: e.id, expectedVersion: moved.result!.event.version, date: '2026-04-09', startTime: '10:00', endTime: '11:00' },
      token,
    );
    expect(timed.error?.details?.fields?.startTime).toMatch(/só a data/);
  });
});

describe('the internal date on a working day', () => {
  it('moves back past a holiday when a prazo is rescheduled (national days without a court)', async () => {
    const { event: e } = await create({
      kind: 'prazo',
      title: 'Prazo: contrarrazões',
      allDay: true,
      startTime: null,
      endTime: null,
      location: null,
      reminderMinutes: null,
      date: '2026-04-24',
      // No lawsuit: the national days alone (the TJSP of proc-003 also closes 20/04/2026).
      lawsuitId: null,
      prazo: { internalDate: '2026-04-22', legalBasis: null, calculation: null },
    });
    // One day earlier would put the internal date on Tiradentes (21/04/2026, Lei 662/1949): it goes to the Monday.
    const moved = await callFn<EventSaved>(
      'agenda-reschedule',
      { id: e.id, expectedVersion: e.version, date: '2026-04-23', startTime: null, endTime: null },
      token,
    );
    expect(moved.status, JSON.stringify(moved.error)).toBe(200);
    expect(moved.result!.event.prazo).toMatchObject({ fatalDate: '2026-04-23', internalDate: '2026-04-20' });
  });
});

describe('changes, status and history', () => {
  it('refuses a stale edit as a conflict and keeps the other save', async () => {
    const { event: e } = await create();
    const first = await callFn<EventSaved>('agenda-update', { id: e.id, expectedVersion: e.version, event: event({ title: 'Audiência una' }) }, token);
    expect(first.status).toBe(200);
    const stale = await callFn('agenda-update', { id: e.id, expectedVersion: e.version, event: event({ title: 'Audiência antiga' }) }, token);
    expect([stale.status, stale.error?.details?.id]).toEqual([409, 'conflict']);
    expect((await stores.documents.get(COLLECTIONS.events, e.id))!.data.title).toBe('Audiência una');
  });

  it('tells the history of an entry from the audit trail: who moved it from when to when, who concluded it', async () => {
    const { event: e } = await create({ startTime: '10:00', endTime: '11:00' });
    const moved = await callFn<EventSaved>(
      'agenda-reschedule',
      { id: e.id, expectedVersion: e.version, date: day, startTime: '15:30', endTime: '16:30' },
      token,
    );
    expect(moved.status, JSON.stringify(moved.error)).toBe(200);
    const edited = await callFn<EventSaved>(
      'agenda-update',
      { id: e.id, expectedVersion: moved.result!.event.version, event: event({ startTime: '15:30', endTime: '16:30', notes: 'Levar as testemunhas.' }) },
      token,
    );
    const done = await callFn<Listed<EventRecord>>('agenda-setStatus', { id: e.id, expectedVersion: edited.result!.event.version, status: 'concluido' }, token);
    expect(done.result).toMatchObject({ status: 'concluido', statusBy: lawyer.uid });
    expect(Date.parse(done.result!.statusAt!)).toBeGreaterThan(Date.now() - 60_000);

    const history = await callFn<EventHistoryEntry[]>('agenda-history', { id: e.id }, token);
    expect(history.result!.map((h) => h.action)).toEqual(['Concluiu compromisso', 'Editou compromisso', 'Remarcou compromisso', 'Criou compromisso']);
    expect(history.result!.every((h) => h.actorName === lawyer.name)).toBe(true);
    expect(history.result![1]!.fields).toEqual(['observações']);
    expect(history.result![2]!.moved).toEqual({
      from: { startsAt: `${day}T13:00:00.000Z`, endsAt: `${day}T14:00:00.000Z`, allDay: false },
      to: { startsAt: `${day}T18:30:00.000Z`, endsAt: `${day}T19:30:00.000Z`, allDay: false },
    });
  });

  it('concludes, cancels and reopens with who and when; the same status twice, or moving a closed entry, is refused with the reason', async () => {
    const { event: e } = await create();
    const cancelled = await callFn<Listed<EventRecord>>('agenda-setStatus', { id: e.id, expectedVersion: e.version, status: 'cancelado' }, token);
    expect(cancelled.result).toMatchObject({ status: 'cancelado', statusBy: lawyer.uid });
    const again = await callFn('agenda-setStatus', { id: e.id, expectedVersion: cancelled.result!.version, status: 'cancelado' }, token);
    expect([again.status, again.error?.details?.id, again.error?.details?.reason]).toEqual([
      400,
      'invalid-state',
      'Este compromisso já está cancelado. Atualize a página para ver quem o alterou.',
    ]);
    const move = await callFn(
      'agenda-reschedule',
      { id: e.id, expectedVersion: cancelled.result!.version, date: day, startTime: '08:00', endTime: '09:00' },
      token,
    );
    expect(move.error?.details?.reason).toMatch(/Só compromissos em aberto/);
    const reopened = await callFn<Listed<EventRecord>>('agenda-setStatus', { id: e.id, expectedVersion: cancelled.result!.version, status: 'aberto' }, token);
    expect(reopened.result).toMatchObject({ status: 'aberto', statusBy: null, statusAt: null });
  });

  it('deletes an entry made by mistake; its history stays readable', async () => {
    const { event: e } = await create();
    const stale = await callFn('agenda-delete', { id: e.id, expectedVersion: e.version + 1 }, token);
    expect(stale.error?.details?.id).toBe('conflict');
    expect((await callFn('agenda-delete', { id: e.id, expectedVersion: e.version }, token)).status).toBe(200);
    expect(await stores.documents.get(COLLECTIONS.events, e.id)).toBeNull();
    expect((await callFn('agenda-get', { id: e.id }, token)).error?.details?.id).toBe('not-found');
    const history = await callFn<EventHistoryEntry[]>('agenda-history', { id: e.id }, token);
    expect(history.result!.map((h) => h.action)).toEqual(['Excluiu compromisso', 'Criou compromisso']);
  });
});

describe('the linked lawsuit and client as the caller may name them', () => {
  const intern = SEED_STAFF.find((s) => s.uid === 'staff-lucas-almeida')!;

  it("gives the people on an entry its lawsuit's number and parties and its client without Processos, and nobody else", async () => {
    const internToken = await signIn(intern.email, intern.password);
    const { documents } = typedStores(stores);
    const lawsuit = (await documents.get(COLLECTIONS.lawsuits, 'proc-003'))!.data;
    const client = (await documents.get(COLLECTIONS.clients, 'cli-015'))!.data;
    const { event: on } = await create({ participantIds: [intern.uid] });
    const asIntern = await callFn<EventDetail>('agenda-get', { id: on.id }, internToken);
    expect(asIntern.result!.links).toEqual({ lawsuit: { label: lawsuit.cnj, parties: partiesCaption(lawsuit) }, clientName: client.name });
    // The lawyer reads Processos and Clientes: the same names, which the page links.
    expect((await callFn<EventDetail>('agenda-get', { id: on.id }, token)).result!.links.lawsuit?.label).toBe(lawsuit.cnj);
    // An entry he is not on: the Agenda shows it, its lawsuit and client stay unnamed.
    const { event: off } = await create();
    const notOn = await callFn<EventDetail>('agenda-get', { id: off.id }, internToken);
    expect(notOn.result!.links).toEqual({ lawsuit: null, clientName: null });
    expect(JSON.stringify(notOn.result)).not.toContain(client.name);
  });
});
