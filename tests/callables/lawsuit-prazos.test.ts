/**
 * "Processos sem prazo aberto" over HTTP: the open-prazo count kept beside each lawsuit follows every agenda
 * and lawsuit write, in the same transaction, and holds under concurrent writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cnjCheckDigits, COLLECTIONS, LAWSUIT_STATUSES, type EventSaved, type LawsuitPage, type LawsuitRecord, type Listed } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, signIn, type CallResult } from '../support/emulator-client';
import { eventInput } from '../support/agenda';
import { testStores } from '../support/store';

const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-juliana-ferreira')!;
const admin = SEED_STAFF.find((s) => s.admin)!;
let token: string;
let stores: Stores;
let seq = 3_000_000 + (Date.now() % 1_000_000);

function cnj(): string {
  const s = String(++seq).padStart(7, '0');
  return `${s}-${cnjCheckDigits(s, '2025', '8', '26', '0100')}.2025.8.26.0100`;
}

/** A new active lawsuit of the lawyer, and the form it was created from (for an edit). */
async function newLawsuit(): Promise<Listed<LawsuitRecord> & { form: Record<string, unknown> }> {
  const form = {
    cnj: cnj(),
    className: 'Procedimento Comum Cível',
    subject: 'Indenização por danos morais',
    court: '2ª Vara Cível do Foro Central',
    comarca: 'São Paulo',
    instance: '1º grau',
    filedOn: '2025-05-02',
    claimValue: 1_500_000,
    clients: [{ clientId: 'cli-010', role: 'autor' }],
    opposingParties: [{ name: 'Transportes Rápidos Ltda.', document: null, role: 'reu', lawyers: [] }],
    responsibleLawyerIds: [lawyer.uid],
    status: 'ativo',
  };
  const res = await callFn<Listed<LawsuitRecord>>('lawsuits-create', { lawsuit: form }, token);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return { ...res.result!, form };
}

function prazo(lawsuitId: string, over: Record<string, unknown> = {}) {
  return eventInput({
    kind: 'prazo',
    title: 'Réplica à contestação',
    date: '2027-02-10',
    allDay: true,
    startTime: null,
    endTime: null,
    lawsuitId,
    ownerId: lawyer.uid,
    prazo: { internalDate: '2027-02-08', legalBasis: 'CPC art. 351', calculation: null },
    ...over,
  });
}

async function createPrazo(lawsuitId: string): Promise<Listed<EventSaved['event']>> {
  const res = await callFn<EventSaved>('agenda-create', { event: prazo(lawsuitId) }, token);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.result!.event;
}

const openPrazos = async (id: string) => (await stores.documents.get(COLLECTIONS.lawsuitPrazos, id))?.data.openPrazos;

/** Whether the lawsuit is in the list of active lawsuits without an open prazo (the lawyer's, every page). */
async function listedWithout(id: string): Promise<boolean> {
  let after: string | null = null;
  do {
    const res: CallResult<LawsuitPage> = await callFn<LawsuitPage>(
      'lawsuits-list',
      { withoutOpenPrazo: true, responsibleLawyerId: lawyer.uid, limit: 100, after },
      token,
    );
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    if (res.result!.items.some((l) => l.id === id)) return true;
    after = res.result!.nextCursor;
  } while (after);
  return false;
}

beforeAll(async () => {
  token = await signIn(lawyer.email, lawyer.password);
  stores = await testStores();
});
afterAll(async () => stores?.documents.close());

describe('Processos sem prazo aberto', () => {
  it('lists a new active lawsuit until a prazo is opened for it, and again when its prazos are concluded, cancelled or deleted', async () => {
    const l = await newLawsuit();
    expect(await openPrazos(l.id)).toBe(0);
    expect(await listedWithout(l.id)).toBe(true);

    const first = await createPrazo(l.id);
    const second = await createPrazo(l.id);
    expect(await openPrazos(l.id)).toBe(2);
    expect(await listedWithout(l.id)).toBe(false);

    const concluded = await callFn('agenda-setStatus', { id: first.id, expectedVersion: first.version, status: 'concluido' }, token);
    expect(concluded.status).toBe(200);
    expect(await openPrazos(l.id)).toBe(1);
    const cancelled = await callFn<Listed<EventSaved['event']>>(
      'agenda-setStatus',
      { id: second.id, expectedVersion: second.version, status: 'cancelado' },
      token,
    );
    expect(await openPrazos(l.id)).toBe(0);
    expect(await listedWithout(l.id)).toBe(true);

    const reopened = await callFn<Listed<EventSaved['event']>>(
      'agenda-setStatus',
      { id: second.id, expectedVersion: cancelled.result!.version, status: 'aberto' },
      token,
    );
    expect(await openPrazos(l.id)).toBe(1);
    await callFn('agenda-delete', { id: second.id, expectedVersion: reopened.result!.version }, token);
    expect(await openPrazos(l.id)).toBe(0);
    expect(await listedWithout(l.id)).toBe(true);
  });

  it('moves the count when a prazo changes lawsuit or stops being a prazo, and leaves out lawsuits that are not active', async () => {
    const [a, b] = [await newLawsuit(), await newLawsuit()];
    const p = await createPrazo(a.id);
    const moved = await callFn<EventSaved>('agenda-update', { id: p.id, expectedVersion: p.version, event: prazo(b.id) }, token);
    expect(moved.status, JSON.stringify(moved.error)).toBe(200);
    expect([await openPrazos(a.id), await openPrazos(b.id)]).toEqual([0, 1]);
    const meeting = eventInput({ kind: 'reuniao', date: '2027-02-10', lawsuitId: b.id, ownerId: lawyer.uid });
    const changed = await callFn<EventSaved>('agenda-update', { id: p.id, expectedVersion: moved.result!.event.version, event: meeting }, token);
    expect(changed.status, JSON.stringify(changed.error)).toBe(200);
    expect(await openPrazos(b.id)).toBe(0);

    const suspended = await callFn('lawsuits-update', { id: a.id, expectedVersion: a.version, lawsuit: { ...a.form, status: 'suspenso' } }, token);
    expect(suspended.status, JSON.stringify(suspended.error)).toBe(200);
    expect(await listedWithout(a.id)).toBe(false);
    expect((await stores.documents.get(COLLECTIONS.lawsuitPrazos, a.id))?.data).toMatchObject({
      lawsuitStatus: 'suspenso',
      openPrazos: 0,
      withoutOpenPrazo: false,
    });
  });

  it('counts every prazo opened at once for the same lawsuit (transactions, not read-then-write)', async () => {
    const l = await newLawsuit();
    const results = await Promise.all(Array.from({ length: 8 }, () => callFn<EventSaved>('agenda-create', { event: prazo(l.id) }, token)));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(await openPrazos(l.id)).toBe(8);
    // Concluding them all at once brings it back to zero, not to a count that lost some.
    await Promise.all(
      results.map((r) => callFn('agenda-setStatus', { id: r.result!.event.id, expectedVersion: r.result!.event.version, status: 'concluido' }, token)),
    );
    expect(await openPrazos(l.id)).toBe(0);
    expect(await listedWithout(l.id)).toBe(true);
  });

  it('keeps the whole office’s counts in one document that equals counting the collection, through concurrent writes', async () => {
    const counted = async () => ({
      byStatus: Object.fromEntries(
        await Promise.all(
          LAWSUIT_STATUSES.map(async (s) => [s, await stores.documents.count(COLLECTIONS.lawsuits, [{ field: 'status', op: '==', value: s }])] as const),
        ),
      ),
      withoutOpenPrazo: await stores.documents.count(COLLECTIONS.lawsuitPrazos, [{ field: 'withoutOpenPrazo', op: '==', value: true }]),
    });
    // As an administrator, whose counts are the office's (a lawyer's leave out what segredo de justiça hides).
    const adminToken = await signIn(admin.email, admin.password);
    const listed = async () => {
      const res = await callFn<LawsuitPage>('lawsuits-list', { limit: 1 }, adminToken);
      expect(res.status, JSON.stringify(res.error)).toBe(200);
      return { byStatus: res.result!.byStatus, withoutOpenPrazo: res.result!.withoutOpenPrazo };
    };
    const before = await counted();
    expect(await listed()).toEqual(before);

    // Six lawsuits at once, then at once: two suspended, two archived, a prazo on one, one deleted.
    const made = await Promise.all(Array.from({ length: 6 }, () => newLawsuit()));
    const [s1, s2, a1, a2, p1, gone] = made;
    const results = await Promise.all([
      ...[s1, s2].map((l) => callFn('lawsuits-update', { id: l!.id, expectedVersion: l!.version, lawsuit: { ...l!.form, status: 'suspenso' } }, token)),
      ...[a1, a2].map((l) => callFn('lawsuits-update', { id: l!.id, expectedVersion: l!.version, lawsuit: { ...l!.form, status: 'arquivado' } }, token)),
      callFn<EventSaved>('agenda-create', { event: prazo(p1!.id) }, token),
      callFn('lawsuits-delete', { id: gone!.id, expectedVersion: gone!.version }, token),
    ]);
    expect(results.map((r) => [r.status, r.error?.message])).toEqual(Array(6).fill([200, undefined]));

    const after = await counted();
    expect(after).toEqual({
      byStatus: { ...before.byStatus, ativo: before.byStatus.ativo! + 1, suspenso: before.byStatus.suspenso! + 2, arquivado: before.byStatus.arquivado! + 2 },
      withoutOpenPrazo: before.withoutOpenPrazo,
    });
    expect(await listed()).toEqual(after);
  });

  it('counts the filtered list beside the statuses, and refuses a search combined with it', async () => {
    const res = await callFn<LawsuitPage>('lawsuits-list', { responsibleLawyerId: lawyer.uid, limit: 5 }, token);
    const without = await callFn<LawsuitPage>('lawsuits-list', { withoutOpenPrazo: true, responsibleLawyerId: lawyer.uid, limit: 5 }, token);
    expect(res.result!.withoutOpenPrazo).toBe(without.result!.total);
    expect(without.result!.items.every((l) => l.status === 'ativo' && l.responsibleLawyerIds.includes(lawyer.uid))).toBe(true);
    const bad = await callFn('lawsuits-list', { withoutOpenPrazo: true, search: 'banco' }, token);
    expect([bad.status, bad.error?.details?.fields?.search]).toEqual([400, 'A busca não se combina com “Sem prazo aberto”: limpe a busca ou o filtro.']);
  });
});

/** The lawsuit as the Processos list shows it (searched by its number). */
async function listed(l: { id: string; cnj: string | null }): Promise<LawsuitPage['items'][number]> {
  const res = await callFn<LawsuitPage>('lawsuits-list', { search: l.cnj, limit: 5 }, token);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.result!.items.find((i) => i.id === l.id)!;
}

describe('the list’s next prazo and last andamento', () => {
  it('follows every prazo write: the earliest open one, moved, concluded, taken to another lawsuit, deleted', async () => {
    const [l, other] = [await newLawsuit(), await newLawsuit()];
    expect(await listed(l)).toMatchObject({ nextPrazo: null, lastMovement: null });
    const later = (await callFn<EventSaved>('agenda-create', { event: prazo(l.id, { date: '2027-03-10', title: 'Apelação' }) }, token)).result!.event;
    expect((await listed(l)).nextPrazo).toEqual({ eventId: later.id, fatalDate: '2027-03-10', internalDate: '2027-02-08', title: 'Apelação' });
    const sooner = (await callFn<EventSaved>('agenda-create', { event: prazo(l.id, { date: '2027-02-10', title: 'Réplica' }) }, token)).result!.event;
    expect((await listed(l)).nextPrazo?.eventId).toBe(sooner.id);
    // Moved past the other one: the other is next.
    const moved = await callFn<EventSaved>(
      'agenda-update',
      { id: sooner.id, expectedVersion: sooner.version, event: prazo(l.id, { date: '2027-04-01', title: 'Réplica' }) },
      token,
    );
    expect((await listed(l)).nextPrazo?.eventId).toBe(later.id);
    // Concluded: gone from the list; the moved one is next. Taken to another lawsuit: that one shows it.
    await callFn('agenda-setStatus', { id: later.id, expectedVersion: later.version, status: 'concluido' }, token);
    expect((await listed(l)).nextPrazo).toMatchObject({ eventId: sooner.id, fatalDate: '2027-04-01' });
    const taken = await callFn<EventSaved>(
      'agenda-update',
      { id: sooner.id, expectedVersion: moved.result!.event.version, event: prazo(other.id, { date: '2027-04-01', title: 'Réplica' }) },
      token,
    );
    expect((await listed(l)).nextPrazo).toBeNull();
    expect((await listed(other)).nextPrazo?.eventId).toBe(sooner.id);
    await callFn('agenda-delete', { id: sooner.id, expectedVersion: taken.result!.event.version }, token);
    expect((await listed(other)).nextPrazo).toBeNull();
  });

  it('is the earliest of prazos opened at once (each write in its transaction)', async () => {
    const l = await newLawsuit();
    const dates = ['2027-05-20', '2027-05-03', '2027-05-11', '2027-05-28'];
    const made = await Promise.all(dates.map((date) => callFn<EventSaved>('agenda-create', { event: prazo(l.id, { date }) }, token)));
    const earliest = made[1]!.result!.event;
    expect((await listed(l)).nextPrazo).toMatchObject({ eventId: earliest.id, fatalDate: '2027-05-03' });
    expect(await openPrazos(l.id)).toBe(4);
  });

  it('follows the andamentos: the latest by date, whatever the order typed, and corrected', async () => {
    const l = await newLawsuit();
    const add = async (at: string, description: string) => {
      const res = await callFn<Listed<{ at: string }>>('lawsuits-addMovement', { lawsuitId: l.id, at, description }, token);
      expect(res.status, JSON.stringify(res.error)).toBe(200);
      return res.result!;
    };
    const first = await add('2026-10-01T13:00:00.000Z', 'Petição inicial protocolada');
    expect((await listed(l)).lastMovement).toEqual({ movementId: first.id, at: '2026-10-01T13:00:00.000Z', description: 'Petição inicial protocolada' });
    // An older one typed later does not take its place; correcting the first to an earlier date does.
    const second = await add('2026-09-15T13:00:00.000Z', 'Distribuição');
    expect((await listed(l)).lastMovement?.movementId).toBe(first.id);
    const corrected = await callFn(
      'lawsuits-updateMovement',
      { id: first.id, expectedVersion: first.version, at: '2026-09-01T13:00:00.000Z', description: 'Petição inicial protocolada' },
      token,
    );
    expect(corrected.status, JSON.stringify(corrected.error)).toBe(200);
    expect((await listed(l)).lastMovement).toMatchObject({ movementId: second.id, description: 'Distribuição' });
  });
});
