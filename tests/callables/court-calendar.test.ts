/**
 * Configurações → Calendário forense over HTTP: administrators add, edit and remove the office's closures;
 * each change counts at once in the calculator, and the open prazos it changes are flagged "recalcular" in
 * the same commit (stored and new last day side by side), never moved until a person applies it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  COURTS,
  officeDate,
  type ClosureSaved,
  type CourtDataStatus,
  type DashboardSummary,
  type DeadlineComputation,
  type EventDetail,
  type EventHistoryEntry,
  type EventSaved,
  type Page,
  type PrazoReviewRecord,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, signIn } from '../support/emulator-client';
import { eventInput } from '../support/agenda';
import { testStores } from '../support/store';

const admin = SEED_STAFF.find((s) => s.uid === 'staff-helena-barbosa')!;
const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
let adminToken: string;
let token: string;
let stores: Stores;
const run = Date.now().toString(36);
let comarcas = 0;

/** A comarca of its own per test: its closures change only that test's prazos. */
const newComarca = () => `Comarca Teste ${run} ${++comarcas}`;

/** Monday 01/03/2027, 5 dias úteis from a plain date: Tuesday 02/03 to Monday 08/03/2027. */
const calculation = (comarca: string) => ({
  trigger: 'data',
  triggerDate: '2027-03-01',
  days: 5,
  counting: 'uteis',
  doubling: null,
  electronic: true,
  tribunal: 'TJSP',
  comarca,
});

function closure(comarca: string, over: Record<string, unknown> = {}) {
  return {
    from: '2027-03-03',
    to: '2027-03-03',
    kind: 'feriado',
    name: 'Aniversário da cidade',
    act: 'Lei municipal nº 1.234/1990',
    source: 'https://exemplo.test/lei-1234',
    level: 'comarca',
    tribunal: 'TJSP',
    comarca,
    ...over,
  };
}

async function computedPrazo(comarca: string): Promise<EventSaved['event']> {
  const prazo = { internalDate: '2027-03-04', legalBasis: 'CPC art. 219', calculation: calculation(comarca) };
  const event = eventInput({
    kind: 'prazo',
    title: 'Manifestação sobre laudo',
    date: '2027-03-08',
    allDay: true,
    startTime: null,
    endTime: null,
    ownerId: lawyer.uid,
    prazo,
  });
  const res = await callFn<EventSaved>('agenda-create', { event }, token);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.result!.event;
}

async function addClosure(body: Record<string, unknown>): Promise<ClosureSaved & { closure: NonNullable<ClosureSaved['closure']> }> {
  const res = await callFn<ClosureSaved>('courtCalendar-create', { closure: body }, adminToken);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.result as ClosureSaved & { closure: NonNullable<ClosureSaved['closure']> };
}

const detail = async (id: string) => (await callFn<EventDetail>('agenda-get', { id }, token)).result!;

beforeAll(async () => {
  [adminToken, token] = await Promise.all([signIn(admin.email, admin.password), signIn(lawyer.email, lawyer.password)]);
  stores = await testStores();
});
afterAll(async () => stores?.documents.close());

describe('courtCalendar-create, -update, -delete', () => {
  it('refuses bad closures with the field and the reason, and stores nothing', async () => {
    const before = await stores.documents.count(COLLECTIONS.courtClosures);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ to: '2027-03-01' }, 'closure.to', 'O último dia não pode ser antes do primeiro'],
      [{ tribunal: 'TJXX' }, 'closure.tribunal', 'Tribunal sem calendário forense cadastrado'],
      [{ comarca: null }, 'closure.comarca', 'Informe a comarca'],
      [{ name: 'Feriado\u0007' }, 'closure.name', 'Remova os caracteres invisíveis (de controle ou de direção do texto)'],
      [{ from: '1899-12-31' }, 'closure.from', 'Use uma data entre 01/01/1900 e 31/12/2100'],
      [{ to: '2029-03-03' }, 'closure.to', 'Um fechamento tem no máximo 366 dias'],
      [{ source: 'javascript:alert(1)' }, 'closure.source', 'Informe um endereço que comece com https://'],
      [{ level: 'nacional' }, 'closure.level', 'Fechamento de todos os tribunais não tem tribunal nem comarca'],
    ];
    for (const [over, field, message] of cases) {
      const res = await callFn('courtCalendar-create', { closure: closure(newComarca(), over) }, adminToken);
      expect([res.status, res.error?.details?.fields?.[field]], JSON.stringify(over)).toEqual([400, expect.stringContaining(message.slice(0, 20))]);
    }
    expect(await stores.documents.count(COLLECTIONS.courtClosures)).toBe(before);
  });

  it('counts a new closure at once in the calculator, and flags the open prazo it changes without moving it', async () => {
    const comarca = newComarca();
    const prazo = await computedPrazo(comarca);
    expect((await detail(prazo.id)).review).toBeNull();

    const saved = await addClosure(closure(comarca));
    expect([saved.flagged, saved.cleared]).toEqual([1, 0]);
    const computed = await callFn<DeadlineComputation>('agenda-computeDeadline', calculation(comarca), token);
    expect(computed.result!.lastDay).toBe('2027-03-09');
    expect(computed.result!.explanation.find((d) => d.date === '2027-03-03')).toMatchObject({ role: 'nao-contado', act: 'Lei municipal nº 1.234/1990' });

    const flagged = await detail(prazo.id);
    expect(flagged.review).toMatchObject({ storedLastDay: '2027-03-08', newLastDay: '2027-03-09', fatalDate: '2027-03-08', title: 'Manifestação sobre laudo' });
    // Nothing about the entry itself changed.
    expect([flagged.version, flagged.date, flagged.prazo?.fatalDate, flagged.prazo?.calculation?.lastDay]).toEqual([
      prazo.version,
      '2027-03-08',
      '2027-03-08',
      '2027-03-08',
    ]);
    const mine = await callFn<Page<PrazoReviewRecord>>('courtCalendar-reviews', { personId: lawyer.uid, limit: 100 }, token);
    expect(mine.result!.items.map((r) => r.id)).toContain(prazo.id);
    // The dashboard counts every flag by aggregation and lists the soonest fatal dates first.
    const dashboard = (await callFn<DashboardSummary>('dashboard-summary', {}, token)).result!.prazoReviews!;
    expect(dashboard.count).toBe(await stores.documents.count(COLLECTIONS.prazoReviews));
    const fatal = dashboard.latest.map((r) => r.fatalDate);
    expect([dashboard.count > 0, fatal]).toEqual([true, [...fatal].sort()]);

    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'recordId', op: '==', value: saved.closure.id }], limit: 5 });
    expect(audit.docs.map((d) => [d.data.section, d.data.action, d.data.actor])).toEqual([['settings', 'courtCalendar.create', admin.uid]]);
  });

  it('clears the flag when an edit moves the closure out of the count, flags it again when it comes back, and refuses a stale edit', async () => {
    const comarca = newComarca();
    const prazo = await computedPrazo(comarca);
    const saved = await addClosure(closure(comarca));
    const moved = await callFn<ClosureSaved>(
      'courtCalendar-update',
      { id: saved.closure.id, expectedVersion: saved.closure.version, closure: closure(comarca, { from: '2027-04-21', to: '2027-04-21' }) },
      adminToken,
    );
    expect([moved.status, moved.result?.flagged, moved.result?.cleared]).toEqual([200, 0, 1]);
    expect((await detail(prazo.id)).review).toBeNull();

    const stale = await callFn('courtCalendar-update', { id: saved.closure.id, expectedVersion: saved.closure.version, closure: closure(comarca) }, adminToken);
    expect([stale.status, stale.error?.details?.id]).toEqual([409, 'conflict']);
    expect((await detail(prazo.id)).review).toBeNull();

    const back = await callFn<ClosureSaved>(
      'courtCalendar-update',
      { id: saved.closure.id, expectedVersion: moved.result!.closure!.version, closure: closure(comarca) },
      adminToken,
    );
    expect(back.result?.flagged).toBe(1);
    expect((await detail(prazo.id)).review?.newLastDay).toBe('2027-03-09');
  });

  it('applies the new computation when asked: the fatal date follows, the internal date keeps its distance, the history says so', async () => {
    const comarca = newComarca();
    const prazo = await computedPrazo(comarca);
    const saved = await addClosure(closure(comarca));
    const applied = await callFn<EventSaved>('agenda-recalculate', { id: prazo.id, expectedVersion: prazo.version }, token);
    expect(applied.status, JSON.stringify(applied.error)).toBe(200);
    expect(applied.result!.event).toMatchObject({
      date: '2027-03-09',
      prazo: { fatalDate: '2027-03-09', internalDate: '2027-03-05', calculation: { lastDay: '2027-03-09' } },
    });
    expect((await detail(prazo.id)).review).toBeNull();
    const again = await callFn('agenda-recalculate', { id: prazo.id, expectedVersion: applied.result!.event.version }, token);
    expect([again.status, again.error?.details?.id]).toEqual([400, 'invalid-state']);
    const history = (await callFn<EventHistoryEntry[]>('agenda-history', { id: prazo.id }, token)).result!;
    expect(history[0]).toMatchObject({ action: 'Recalculou prazo pelo calendário atual', moved: { from: { allDay: true }, to: { allDay: true } } });

    // Removing the closure makes the stored count too late: flagged again, now earlier.
    const removed = await callFn<ClosureSaved>('courtCalendar-delete', { id: saved.closure.id, expectedVersion: saved.closure.version }, adminToken);
    expect([removed.status, removed.result?.flagged]).toEqual([200, 1]);
    expect((await detail(prazo.id)).review).toMatchObject({ storedLastDay: '2027-03-09', newLastDay: '2027-03-08' });
    // Concluding the prazo settles it.
    const current = await detail(prazo.id);
    await callFn('agenda-setStatus', { id: prazo.id, expectedVersion: current.version, status: 'concluido' }, token);
    expect(await stores.documents.get(COLLECTIONS.prazoReviews, prazo.id)).toBeNull();
  });

  it('keeps flags true to the calendar when prazos are saved while the closure changes', async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const comarca = newComarca();
      const [, ...prazos] = await Promise.all([addClosure(closure(comarca)), computedPrazo(comarca), computedPrazo(comarca)]);
      for (const p of prazos) {
        const d = await detail(p.id);
        // Saved before the closure: flagged; after: computed with it. Never stored early and unflagged.
        if (d.prazo?.calculation?.lastDay === '2027-03-08') expect(d.review?.newLastDay).toBe('2027-03-09');
        else expect([d.prazo?.calculation?.lastDay, d.review]).toEqual(['2027-03-09', null]);
      }
    }
  });
});

describe('courtCalendar-status', () => {
  it('says per court what the data confirms and what it only foresees, with the acts and their addresses', async () => {
    const res = await callFn<CourtDataStatus[]>('courtCalendar-status', {}, token);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const courts = res.result!;
    const year = Number(officeDate().slice(0, 4));
    expect(courts.map((c) => c.id)).toEqual(COURTS.map((c) => c.id));
    for (const c of courts) {
      expect(
        c.years.map((y) => y.year),
        c.id,
      ).toEqual([year, year + 1]);
      // Every court says why it closes every year, or why nothing of its own was found; each rule has its address.
      expect(c.rules.length, c.id).toBeGreaterThan(0);
      expect(c.rules.every((r) => r.act && /^https?:\/\//.test(r.source))).toBe(true);
      expect(c.rules.some((r) => r.act.startsWith('CPC'))).toBe(true);
    }
    const tjsp = courts.find((c) => c.id === 'TJSP')!;
    const data = COURTS.find((c) => c.id === 'TJSP')!;
    expect(tjsp.years[0]!.confirmed?.act ?? null).toBe(data.confirmedYears[year]?.act ?? null);
    // A court whose rules were not found says so, rather than nothing.
    expect(courts.filter((c) => c.rulesAbsent).every((c) => c.rulesAbsent!.startsWith('Regras próprias não localizadas'))).toBe(true);
  });
});
