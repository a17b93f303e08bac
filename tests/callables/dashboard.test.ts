/**
 * The home page over HTTP: the cards each person may see, "Meus" (the default) against "Escritório", prazos in
 * order of urgency (a passed internal date or a fatal date today on top, never lost between the lists), the
 * overdue ones, and the court sources that cannot be trusted right now.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, officeDate, type DashboardSummary, type EventSaved, type Listed, type EventRecord } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { typedStores } from '../../functions/src/store/typed';
import { forEachPage } from '../../functions/src/platform/pages';
import { eventInput, storedPrazo } from '../support/agenda';
import { lawsuitValues } from '../support/records';
import { callFn, signIn } from '../support/emulator-client';
import { testStores } from '../support/store';

const admin = SEED_STAFF.find((s) => s.admin)!;
const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const finance = SEED_STAFF.find((s) => s.uid === 'staff-camila-souza')!;
const intern = SEED_STAFF.find((s) => s.uid === 'staff-lucas-almeida')!;
let stores: Stores;
let adminToken: string;
let lawyerToken: string;
const created: Listed<EventRecord>[] = [];
const day = (n: number) => officeDate(new Date(), n);

async function summary(token: string, scope?: 'meus' | 'escritorio'): Promise<DashboardSummary> {
  const res = await callFn<DashboardSummary>('dashboard-summary', scope ? { scope } : {}, token);
  expect(res.error).toBeUndefined();
  return res.result!;
}

/** A prazo through the agenda (so the lawsuits' open-prazo projection follows), by the admin. */
async function prazo(title: string, fatal: number, internal: number, over: Record<string, unknown> = {}): Promise<Listed<EventRecord>> {
  const event = eventInput({
    kind: 'prazo',
    title,
    date: day(fatal),
    allDay: true,
    startTime: null,
    endTime: null,
    ownerId: admin.uid,
    prazo: { internalDate: day(internal), legalBasis: null, calculation: null },
    ...over,
  });
  const res = await callFn<EventSaved>('agenda-create', { event }, adminToken);
  expect(res.error).toBeUndefined();
  created.push(res.result!.event);
  return res.result!.event;
}

/** A seeded lawsuit the lawyer is responsible for. */
async function lawsuitOfLawyer() {
  const page = await stores.documents.list(COLLECTIONS.lawsuits, {
    where: [{ field: 'responsibleLawyerIds', op: 'array-contains', value: lawyer.uid }],
    limit: 1,
  });
  return page.docs[0]!;
}

beforeAll(async () => {
  stores = await testStores();
  [adminToken, lawyerToken] = await Promise.all([signIn(admin.email, admin.password), signIn(lawyer.email, lawyer.password)]);
});
afterAll(async () => {
  for (const e of created) await callFn('agenda-delete', { id: e.id, expectedVersion: e.version }, adminToken);
  await stores?.documents.close();
});

describe('dashboard-summary', () => {
  it('has only the cards of the sections the person can read, and the scope it answered for', async () => {
    const all = await summary(adminToken, 'escritorio');
    expect(Object.keys(all).sort()).toEqual([
      'agendaToday',
      'capture',
      'lawsuits',
      'messages',
      'notifications',
      'overdueDeadlines',
      'prazoReviews',
      'prazos',
      'receivables',
      'scope',
      'untreatedIntimations',
    ]);
    expect(all.scope).toBe('escritorio');
    // Administrators see to the office's intimações even in "Meus"; a lawyer to theirs.
    expect((await summary(adminToken)).untreatedIntimations?.mine).toBe(false);
    expect((await summary(lawyerToken)).untreatedIntimations?.mine).toBe(true);
    expect((await summary(lawyerToken, 'escritorio')).untreatedIntimations?.mine).toBe(false);
    expect(all.prazos!.next.length).toBeGreaterThan(0);
    expect(all.prazos!.open).toBeGreaterThanOrEqual(all.prazos!.next.length);
    expect(all.lawsuits!.byStatus.ativo).toBeGreaterThan(0);
    const financeOnly = await summary(await signIn(finance.email, finance.password));
    expect(Object.keys(financeOnly).sort()).toEqual(['messages', 'notifications', 'receivables', 'scope']);
    const internView = await summary(await signIn(intern.email, intern.password));
    expect(internView.scope).toBe('meus');
    expect(Object.keys(internView).sort()).toEqual([
      'agendaToday',
      'messages',
      'myWork',
      'notifications',
      'overdueDeadlines',
      'prazoReviews',
      'prazos',
      'scope',
    ]);
    expect(internView.messages.latest.every((m) => m.ownerId === intern.uid && m.received && !m.archived)).toBe(true);
    const bad = await callFn('dashboard-summary', { scope: 'todos' }, adminToken);
    expect([bad.status, bad.error?.details?.fields?.scope]).toEqual([400, 'Visão inválida']);
  });

  it('puts a fatal date today and a passed internal date on top, before the nearest internal dates', async () => {
    const fatalToday = await prazo('Prazo fatal hoje, interno anteontem', 0, -2, { ownerId: lawyer.uid });
    const internalPassed = await prazo('Prazo com interno vencido', 5, -1, { ownerId: lawyer.uid });
    const internalSoon = await prazo('Prazo com interno amanhã', 10, 1, { ownerId: lawyer.uid });
    const mine = await summary(lawyerToken);
    const ids = mine.prazos!.next.map((e) => e.id);
    // The bug this replaces: fatal today with an internal date two days ago was in neither list.
    expect(ids).toContain(fatalToday.id);
    expect(mine.overdueDeadlines!.latest.map((e) => e.id)).not.toContain(fatalToday.id);
    expect(ids.indexOf(fatalToday.id)).toBeLessThan(ids.indexOf(internalPassed.id));
    if (ids.includes(internalSoon.id)) expect(ids.indexOf(internalPassed.id)).toBeLessThan(ids.indexOf(internalSoon.id));
    // Everything above a prazo with its internal date ahead is flagged urgent: fatal today or internal date passed.
    const today = day(0);
    const firstCalm = mine.prazos!.next.findIndex((e) => e.date > today && (e.prazo?.internalDate ?? e.date) >= today);
    const top = firstCalm === -1 ? mine.prazos!.next : mine.prazos!.next.slice(0, firstCalm);
    expect(top.map((e) => e.id)).toEqual(expect.arrayContaining([fatalToday.id, internalPassed.id]));
    expect(top.every((e) => e.date === today || (e.prazo?.internalDate ?? e.date) < today)).toBe(true);
  });

  it('"Meus" holds my entries and my lawsuits’ prazos; "Escritório" everyone’s', async () => {
    const lawsuit = await lawsuitOfLawyer();
    const ofMyLawsuit = await prazo('0 — prazo de processo meu, de outra pessoa', 0, -1, { lawsuitId: lawsuit.id, clientId: lawsuit.data.clientId });
    const notMine = await prazo('0 — prazo de outra pessoa', 0, -1);
    const mine = await summary(lawyerToken);
    const office = await summary(lawyerToken, 'escritorio');
    expect(mine.prazos!.next.map((e) => e.id)).toContain(ofMyLawsuit.id);
    expect(mine.prazos!.next.map((e) => e.id)).not.toContain(notMine.id);
    expect(office.prazos!.next.map((e) => e.id)).toEqual(expect.arrayContaining([ofMyLawsuit.id, notMine.id]));
    expect(office.prazos!.open).toBeGreaterThan(mine.prazos!.open);
    // Today's agenda: only entries the person takes part in, unless the office's is asked for.
    expect(mine.agendaToday!.every((e) => e.people.includes(lawyer.uid))).toBe(true);
    expect(office.agendaToday!.some((e) => !e.people.includes(lawyer.uid))).toBe(true);
  });

  it('"Meus" follows a lawsuit’s responsible lawyers: its open prazos leave who hands it over and reach who takes it', async () => {
    const lawsuit = await lawsuitOfLawyer();
    const handed = await prazo('Prazo de processo que muda de advogado', 0, -1, { lawsuitId: lawsuit.id, clientId: lawsuit.data.clientId });
    const nextIds = async () => (await summary(lawyerToken)).prazos!.next.map((e) => e.id);
    expect(await nextIds()).toContain(handed.id);
    const reassign = async (responsibleLawyerIds: string[]) => {
      const current = (await stores.documents.get(COLLECTIONS.lawsuits, lawsuit.id))!;
      const res = await callFn(
        'lawsuits-update',
        { id: lawsuit.id, expectedVersion: current.version, lawsuit: { ...lawsuitValues(current.data), responsibleLawyerIds } },
        adminToken,
      );
      expect(res.error).toBeUndefined();
    };
    const lawyers = lawsuit.data.responsibleLawyerIds as string[];
    await reassign([admin.uid]);
    expect(await nextIds()).not.toContain(handed.id);
    // The prazo's own record says who it concerns now.
    expect((await stores.documents.get(COLLECTIONS.events, handed.id))!.data.concerns).toEqual([admin.uid]);
    await reassign(lawyers);
    expect(await nextIds()).toContain(handed.id);
  });

  it('"Meus" counts each of my open prazos once: mine, my lawsuits’ and both', async () => {
    const lawsuit = await lawsuitOfLawyer();
    // Mine and of my lawsuit: one prazo, counted once.
    await prazo('Prazo meu, do meu processo', 4, 2, { ownerId: lawyer.uid, lawsuitId: lawsuit.id, clientId: lawsuit.data.clientId });
    const open = await stores.documents.list(COLLECTIONS.events, {
      where: [
        { field: 'kind', op: '==', value: 'prazo' },
        { field: 'status', op: '==', value: 'aberto' },
      ],
      limit: 500,
    });
    expect(open.nextCursor).toBeNull();
    // Every page: an import earlier in the suite may have given the lawyer hundreds of lawsuits.
    const mineLawsuits = new Set<string>();
    await forEachPage(
      typedStores(stores).documents,
      COLLECTIONS.lawsuits,
      { where: [{ field: 'responsibleLawyerIds', op: 'array-contains', value: lawyer.uid }] },
      (docs) => docs.forEach((d) => mineLawsuits.add(d.id)),
    );
    const today = day(0);
    const expected = open.docs
      .map((d) => d.data as unknown as EventRecord)
      .filter((e) => e.date >= today && (e.people.includes(lawyer.uid) || (e.lawsuitId !== null && mineLawsuits.has(e.lawsuitId))));
    expect((await summary(lawyerToken)).prazos!.open).toBe(expected.length);
  });

  it('brings the bell’s and the inbox’s unread counts and "Meu trabalho", as their own calls answer them', async () => {
    const [mine, bell, inbox, work] = await Promise.all([
      summary(lawyerToken),
      callFn<{ unread: number }>('notifications-unreadCount', {}, lawyerToken),
      callFn<{ unread: number }>('messages-unreadCount', {}, lawyerToken),
      callFn<unknown[]>('tasks-myWork', { limit: 5 }, lawyerToken),
    ]);
    expect(mine.notifications).toEqual(bell.result);
    expect(mine.messages.unread).toBe(inbox.result!.unread);
    expect(mine.myWork).toEqual(work.result);
    // "Meu trabalho" is the Agenda's (tasks-myWork's rule) and the "Meus" view's; the counts are everyone's.
    expect((await summary(lawyerToken, 'escritorio')).myWork).toBeUndefined();
    const financeToken = await signIn(finance.email, finance.password);
    const financeOnly = await summary(financeToken);
    expect(financeOnly.myWork).toBeUndefined();
    expect(financeOnly.notifications).toEqual((await callFn<{ unread: number }>('notifications-unreadCount', {}, financeToken)).result);
  });

  it('counts the prazos still open after their fatal day, in each view', async () => {
    const id = `evt-vencido-${Date.now()}`;
    const other = `evt-vencido-outro-${Date.now()}`;
    await stores.documents.commit([
      { kind: 'create', collection: COLLECTIONS.events, id, data: storedPrazo({ date: day(-1), title: 'Prazo: esquecido', ownerId: lawyer.uid }) },
      { kind: 'create', collection: COLLECTIONS.events, id: other, data: storedPrazo({ date: day(-1), title: 'Prazo: de outra pessoa', ownerId: admin.uid }) },
      {
        kind: 'create',
        collection: COLLECTIONS.events,
        id: `${id}-cumprido`,
        data: storedPrazo({ date: day(-1), title: 'Prazo: cumprido', ownerId: lawyer.uid, status: 'concluido' }),
      },
    ]);
    const now = new Date().toISOString();
    const ended = await stores.documents.count(COLLECTIONS.events, [
      { field: 'kind', op: '==', value: 'prazo' },
      { field: 'status', op: '==', value: 'aberto' },
      { field: 'endsAt', op: '<=', value: now },
    ]);
    const office = await summary(lawyerToken, 'escritorio');
    expect(office.overdueDeadlines!.count).toBe(ended);
    expect(office.overdueDeadlines!.latest.map((e) => e.id)).toEqual(expect.arrayContaining([id, other]));
    const mine = await summary(lawyerToken);
    expect(mine.overdueDeadlines!.latest.map((e) => e.id)).toContain(id);
    expect(mine.overdueDeadlines!.latest.map((e) => e.id)).not.toContain(other);
    expect(mine.overdueDeadlines!.count).toBeLessThan(office.overdueDeadlines!.count);
    await stores.documents.commit([
      { kind: 'delete', collection: COLLECTIONS.events, id },
      { kind: 'delete', collection: COLLECTIONS.events, id: other },
      { kind: 'delete', collection: COLLECTIONS.events, id: `${id}-cumprido` },
    ]);
  });

  it('sums the receipts still to come in and past due, and this month’s cash from its rollup', async () => {
    const today = officeDate();
    const all = await summary(adminToken);
    // Receitas still open (partly paid ones too) past their due date, and the open amounts due within 30 days.
    const open = await stores.documents.list(COLLECTIONS.transactions, {
      where: [
        { field: 'type', op: '==', value: 'receita' },
        { field: 'settlement', op: 'in', value: ['aberto', 'parcial'] },
      ],
      orderBy: [{ field: 'dueDate' }],
      limit: 500,
    });
    expect(open.nextCursor).toBeNull();
    expect(all.receivables!.overdue).toBe(open.docs.filter((t) => String(t.data.dueDate) < today).length);
    expect(all.receivables!.overdue).toBeGreaterThan(0);
    const soon = open.docs.filter((t) => String(t.data.dueDate) <= officeDate(new Date(), 30));
    expect(all.receivables!.count).toBe(soon.length);
    expect(all.receivables!.totalCentavos).toBe(soon.reduce((sum, t) => sum + Number(t.data.openAmount), 0));
    // This month's cash: the baixas dated this month (not reversed, not compensações), received and paid.
    const payments = await stores.documents.list(COLLECTIONS.payments, {
      where: [{ field: 'date', op: '>=', value: `${today.slice(0, 7)}-01` }],
      orderBy: [{ field: 'date' }],
      limit: 500,
    });
    const cash = payments.docs.map((d) => d.data).filter((p) => p.kind === 'baixa' && !p.reversal && p.method !== 'compensacao');
    const sumOf = (type: string) => cash.filter((p) => p.type === type).reduce((sum, p) => sum + Number(p.amount), 0);
    expect(all.receivables!.thisMonth).toEqual({ received: sumOf('receita'), paid: sumOf('despesa') });
    expect(all.receivables!.thisMonth.received + all.receivables!.thisMonth.paid).toBeGreaterThan(0);
  });
});
