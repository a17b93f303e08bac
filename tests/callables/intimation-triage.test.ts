/**
 * Triage of intimações over HTTP, on communications the local DJEN stand-in publishes: every one arrives a tratar;
 * "sem prazo" with its reason, forwarding to a colleague who reads Processos, reopening, each audited and refused
 * on a stale version; a prazo saved from one treats it and deleting the prazo reopens it; and the home page's
 * "Intimações a tratar", mine and the office's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  COLLECTIONS,
  djenOabKey,
  officeDate,
  type EventSaved,
  type IntegrationsOverview,
  type IntimationPage,
  type IntimationRow,
  type IntimationRecord,
  type Listed,
  type MonitoredOab,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { typedStores } from '../../functions/src/store/typed';
import { forEachPage } from '../../functions/src/platform/pages';
import { intimationsCard } from '../../functions/src/callables/dashboard/cards/intimations-card';
import { intimationPrazoInput } from '../support/agenda';
import { callFn, signIn } from '../support/emulator-client';
import { testStores } from '../support/store';

const staff = (uid: string) => SEED_STAFF.find((s) => s.uid === uid)!;
/** Writes Processos and the Agenda. */
const lawyer = staff('staff-rafael-moreira');
/** Reads and writes Processos: whom intimações are forwarded to. */
const colleague = staff('staff-juliana-ferreira');
/** Agenda only; Financeiro only; a former member who read Processos. */
const intern = staff('staff-lucas-almeida');
const finance = staff('staff-camila-souza');
const former = staff('staff-pedro-costa');
const admin = SEED_STAFF.find((s) => s.admin)!;
/** An inscription no other suite monitors: 20 communications in the stand-in, one in five naming a seeded lawsuit. */
const OAB: MonitoredOab = { uf: 'MG', number: '20', name: 'Inscrição da triagem', memberId: null };
const KEY = djenOabKey(OAB.uf, OAB.number);
const REASON = 'Mero expediente, sem prazo para a parte';

let token: string;
let colleagueToken: string;
let adminToken: string;
let stores: Stores;
let monitoredBefore: MonitoredOab[];

async function overview(): Promise<IntegrationsOverview> {
  return (await callFn<IntegrationsOverview>('integrations-list', {}, adminToken)).result!;
}

async function list(params: Record<string, unknown>, as = token): Promise<IntimationPage> {
  const res = await callFn<IntimationPage>('intimations-list', { oab: KEY, limit: 100, ...params }, as);
  expect(res.error).toBeUndefined();
  return res.result!;
}

async function get(id: string): Promise<Listed<IntimationRecord>> {
  return (await callFn<Listed<IntimationRecord>>('intimations-get', { id }, token)).result!;
}

/** Intimações of this inscription nobody has touched yet (never triaged, unread), not cancelled: one per test. */
async function untouched(): Promise<IntimationRow[]> {
  return (await list({ triage: 'a-tratar' })).items.filter((i) => i.triage.by === null && !i.read && !i.cancelled);
}

async function auditActions(id: string): Promise<string[]> {
  const entries = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'recordId', op: '==', value: id }], limit: 100 });
  return entries.docs.filter((d) => d.data.entity === COLLECTIONS.intimations).map((d) => d.data.action as string);
}

beforeAll(async () => {
  [token, colleagueToken, adminToken] = await Promise.all([
    signIn(lawyer.email, lawyer.password),
    signIn(colleague.email, colleague.password),
    signIn(admin.email, admin.password),
  ]);
  stores = await testStores();
  const before = await overview();
  monitoredBefore = before.djen.oabs;
  const saved = await callFn('integrations-updateDjen', { expectedVersion: before.djen.version, oabs: [OAB] }, adminToken);
  expect(saved.error).toBeUndefined();
  const run = await callFn<{ status: string; created: number }>('integrations-syncDjen', { from: addDays(officeDate(), -70), to: officeDate() }, adminToken);
  expect(run.result).toMatchObject({ status: 'concluida' });
});

afterAll(async () => {
  if (adminToken && monitoredBefore) {
    const now = await overview();
    await callFn('integrations-updateDjen', { expectedVersion: now.djen.version, oabs: monitoredBefore }, adminToken);
  }
  await stores?.documents.close();
});

describe('intimações arrive a tratar', () => {
  it('every new communication is a tratar, untouched, and counted as untreated', async () => {
    const all = await list({});
    expect(all.total).toBe(20);
    expect(all.items.every((i) => i.triage.state === 'a-tratar' && i.triage.by === null && !i.treated && i.assignee === null)).toBe(true);
    expect((await list({ triage: 'a-tratar' })).total).toBe(20);
    expect((await list({ triage: 'tratadas' })).total).toBe(0);
    expect(all.untreated).toBeGreaterThanOrEqual(20);
  });
});

describe('sem prazo (ciente)', () => {
  it('refuses an empty reason and changes nothing', async () => {
    const [target] = await untouched();
    const refused = await callFn('intimations-acknowledge', { id: target!.id, expectedVersion: target!.version, reason: '   ' }, token);
    expect([refused.status, refused.error?.details?.fields?.reason]).toEqual([
      400,
      'Informe por que não há prazo (ex.: mero expediente, sem prazo para a parte)',
    ]);
    const after = await get(target!.id);
    expect([after.version, after.triage.state]).toEqual([target!.version, 'a-tratar']);
    expect(await auditActions(target!.id)).toEqual([]);
  });

  it('records the reason, who and when, audited; it leaves "a tratar" for "tratadas"; twice is refused in words', async () => {
    const [target] = await untouched();
    const res = await callFn<Listed<IntimationRecord>>('intimations-acknowledge', { id: target!.id, expectedVersion: target!.version, reason: REASON }, token);
    expect(res.error).toBeUndefined();
    expect(res.result).toMatchObject({ treated: true, assignee: null, triage: { state: 'sem-prazo', by: lawyer.uid, reason: REASON, forwardedTo: null } });
    expect(Date.parse(res.result!.triage.at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await auditActions(target!.id)).toEqual(['intimations.acknowledge']);
    expect((await list({ triage: 'tratadas' })).items.map((i) => i.id)).toEqual([target!.id]);
    expect((await list({ triage: 'a-tratar' })).items.map((i) => i.id)).not.toContain(target!.id);

    const again = await callFn('intimations-acknowledge', { id: target!.id, expectedVersion: res.result!.version, reason: REASON }, token);
    expect([again.status, again.error?.details?.id, again.error?.details?.reason]).toEqual([
      400,
      'invalid-state',
      'Esta intimação já está marcada como sem prazo. Atualize a página para ver quem a tratou.',
    ]);
  });

  it('refuses an edit on a version someone else changed meanwhile, and keeps theirs', async () => {
    const [target] = await untouched();
    const read = await callFn<Listed<IntimationRecord>>(
      'intimations-setRead',
      { id: target!.id, expectedVersion: target!.version, read: true },
      colleagueToken,
    );
    expect(read.result?.version).toBe(target!.version + 1);
    const stale = await callFn('intimations-acknowledge', { id: target!.id, expectedVersion: target!.version, reason: REASON }, token);
    expect(stale.error?.details?.id).toBe('conflict');
    const staleForward = await callFn('intimations-forward', { id: target!.id, expectedVersion: target!.version, to: colleague.uid }, token);
    expect(staleForward.error?.details?.id).toBe('conflict');
    const after = await get(target!.id);
    expect([after.version, after.triage.state, after.read]).toEqual([target!.version + 1, 'a-tratar', true]);
  });
});

describe('encaminhar', () => {
  it('refuses someone without Processos, a former member and no one, changing nothing', async () => {
    const [target] = await untouched();
    for (const to of [intern.uid, finance.uid, former.uid, 'staff-inexistente']) {
      const refused = await callFn('intimations-forward', { id: target!.id, expectedVersion: target!.version, to, note: null }, token);
      expect([refused.status, refused.error?.details?.fields?.to]).toEqual([400, 'Escolha uma pessoa ativa da equipe que acesse Processos.']);
    }
    const empty = await callFn('intimations-forward', { id: target!.id, expectedVersion: target!.version, to: '' }, token);
    expect(empty.error?.details?.fields?.to).toBe('Escolha a quem encaminhar');
    expect((await get(target!.id)).version).toBe(target!.version);
    expect(await auditActions(target!.id)).toEqual([]);
  });

  it('gives it to the colleague, who sees it as theirs until it is treated; it stays a tratar for the office', async () => {
    const [target] = await untouched();
    const note = 'Verificar se cabe embargos';
    const res = await callFn<Listed<IntimationRecord>>(
      'intimations-forward',
      { id: target!.id, expectedVersion: target!.version, to: colleague.uid, note },
      token,
    );
    expect(res.error).toBeUndefined();
    expect(res.result).toMatchObject({
      treated: false,
      assignee: colleague.uid,
      triage: { state: 'encaminhada', by: lawyer.uid, forwardedTo: colleague.uid, reason: note },
    });
    expect(await auditActions(target!.id)).toEqual(['intimations.forward']);
    expect((await list({ triage: 'encaminhadas-a-mim' }, colleagueToken)).items.map((i) => i.id)).toEqual([target!.id]);
    expect((await list({ triage: 'encaminhadas-a-mim' }, token)).total).toBe(0);
    expect((await list({ triage: 'a-tratar' })).items.map((i) => i.id)).toContain(target!.id);

    // Forwarding it to the same person again says so; the colleague treats it, and it is no longer waiting for them.
    const twice = await callFn('intimations-forward', { id: target!.id, expectedVersion: res.result!.version, to: colleague.uid }, token);
    expect(twice.error?.details?.reason).toBe('A intimação já está encaminhada a essa pessoa.');
    const treated = await callFn<Listed<IntimationRecord>>(
      'intimations-acknowledge',
      { id: target!.id, expectedVersion: res.result!.version, reason: REASON },
      colleagueToken,
    );
    expect(treated.result).toMatchObject({ treated: true, assignee: null, triage: { state: 'sem-prazo', by: colleague.uid } });
    expect((await list({ triage: 'encaminhadas-a-mim' }, colleagueToken)).total).toBe(0);
  });
});

describe('reabrir', () => {
  it('reopens one marked sem prazo or forwarded (audited), and refuses one already a tratar', async () => {
    const [first, second] = await untouched();
    const marked = (
      await callFn<Listed<IntimationRecord>>('intimations-acknowledge', { id: first!.id, expectedVersion: first!.version, reason: REASON }, token)
    ).result!;
    const reopened = await callFn<Listed<IntimationRecord>>('intimations-reopen', { id: marked.id, expectedVersion: marked.version }, colleagueToken);
    expect(reopened.result).toMatchObject({ treated: false, assignee: null, triage: { state: 'a-tratar', by: colleague.uid, reason: null } });
    expect(await auditActions(first!.id)).toEqual(['intimations.acknowledge', 'intimations.reopen']);
    const again = await callFn('intimations-reopen', { id: marked.id, expectedVersion: reopened.result!.version }, token);
    expect([again.status, again.error?.details?.reason]).toEqual([400, 'Esta intimação já está a tratar.']);

    const forwarded = (
      await callFn<Listed<IntimationRecord>>('intimations-forward', { id: second!.id, expectedVersion: second!.version, to: colleague.uid }, token)
    ).result!;
    const back = await callFn<Listed<IntimationRecord>>('intimations-reopen', { id: forwarded.id, expectedVersion: forwarded.version }, token);
    expect(back.result).toMatchObject({ triage: { state: 'a-tratar' }, assignee: null });
    expect((await list({ triage: 'encaminhadas-a-mim' }, colleagueToken)).items.map((i) => i.id)).not.toContain(second!.id);
  });
});

describe('prazo lançado', () => {
  it('a prazo saved from the intimação treats it; it cannot be reopened while the prazo exists; deleting the prazo reopens it', async () => {
    const [target] = await untouched();
    // Forwarded first: the prazo the colleague saves treats it, and it no longer waits for anyone.
    await callFn('intimations-forward', { id: target!.id, expectedVersion: target!.version, to: colleague.uid }, token);
    const event = intimationPrazoInput(target!, colleague.uid);
    const saved = await callFn<EventSaved>('agenda-create', { event, intimationId: target!.id }, colleagueToken);
    expect(saved.error).toBeUndefined();
    const withPrazo = await get(target!.id);
    expect(withPrazo).toMatchObject({
      prazoEventId: saved.result!.event.id,
      treated: true,
      assignee: null,
      triage: { state: 'prazo-lancado', by: colleague.uid, forwardedTo: null },
    });
    expect(await auditActions(target!.id)).toEqual(['intimations.forward', 'intimations.prazo']);
    expect((await list({ triage: 'tratadas' })).items.map((i) => i.id)).toContain(target!.id);

    const reopen = await callFn('intimations-reopen', { id: target!.id, expectedVersion: withPrazo.version }, token);
    expect(reopen.error?.details?.reason).toBe('Há um prazo lançado desta intimação na agenda: para reabri-la, exclua o prazo na agenda.');
    const noPrazo = await callFn('intimations-acknowledge', { id: target!.id, expectedVersion: withPrazo.version, reason: REASON }, token);
    expect(noPrazo.error?.details?.id).toBe('invalid-state');

    await callFn('agenda-delete', { id: saved.result!.event.id, expectedVersion: saved.result!.event.version }, token);
    const freed = await get(target!.id);
    expect(freed).toMatchObject({ prazoEventId: null, treated: false, assignee: null, triage: { state: 'a-tratar', by: lawyer.uid } });
    expect(await auditActions(target!.id)).toEqual(['intimations.forward', 'intimations.prazo', 'intimations.prazoRemoved']);
    expect((await list({ triage: 'a-tratar' })).items.map((i) => i.id)).toContain(target!.id);
  });
});

describe('the home page card "Intimações a tratar"', () => {
  /** The card as the summary computes it for `uid`. */
  const card = (uid: string, mine: boolean) => intimationsCard({ uid, ip: '127.0.0.1', staff: null, stores: typedStores(stores) }, mine);

  /** The same answer read the long way: every untreated intimação in the store, filtered in memory. */
  async function expected(uid: string | null): Promise<{ count: number; oldest: string[] }> {
    const typed = typedStores(stores).documents;
    const untreated: (IntimationRecord & { id: string })[] = [];
    await forEachPage(typed, COLLECTIONS.intimations, { where: [{ field: 'treated', op: '==', value: false }] }, (docs) =>
      untreated.push(...docs.map((d) => ({ id: d.id, ...d.data }))),
    );
    // Nobody meets the intimações of a lawsuit under segredo de justiça not theirs (office-wide: the lawyer's card).
    const viewer = uid ?? lawyer.uid;
    const hidden = new Set<string>();
    await forEachPage(typed, COLLECTIONS.lawsuits, { where: [{ field: 'confidential', op: '==', value: true }] }, (docs) => {
      for (const d of docs) if (!d.data.responsibleLawyerIds.includes(viewer)) hidden.add(d.id);
    });
    const kept = untreated
      .filter((i) => i.lawsuitId === null || !hidden.has(i.lawsuitId))
      // Mine: I am responsible for it (of my lawsuits or found by my terms, as the worklist's filter) or it waits for me.
      .filter((i) => uid === null || i.assignee === uid || (i.owners ?? []).includes(uid))
      .sort((a, b) => a.availableOn.localeCompare(b.availableOn) || a.djenId - b.djenId);
    return { count: kept.length, oldest: kept.slice(0, 5).map((i) => i.id) };
  }

  it('office-wide: every untreated intimação, the oldest five first', async () => {
    const office = await card(lawyer.uid, false);
    const want = await expected(null);
    expect(office.untreated).toBe(want.count);
    expect(office.untreated).toBe((await list({ oab: null })).untreated);
    expect(office.oldest.map((i) => i.id)).toEqual(want.oldest);
  });

  it('mine: forwarded to me or mine to answer for; a forward moves one into the colleague’s card, treating it takes it out', async () => {
    const target = (await untouched()).find((i) => !i.lawsuitId)!;
    const before = await card(colleague.uid, true);
    expect(before.untreated).toBe((await expected(colleague.uid)).count);
    const forwarded = (
      await callFn<Listed<IntimationRecord>>('intimations-forward', { id: target.id, expectedVersion: target.version, to: colleague.uid }, token)
    ).result!;
    const after = await card(colleague.uid, true);
    expect(after.untreated).toBe(before.untreated + 1);
    expect(after).toMatchObject({ untreated: (await expected(colleague.uid)).count, oldest: expect.any(Array) });
    expect(after.oldest.map((i) => i.id)).toEqual((await expected(colleague.uid)).oldest);
    // The lawyer's card, by the same rule.
    expect((await card(lawyer.uid, true)).untreated).toBe((await expected(lawyer.uid)).count);
    await callFn('intimations-acknowledge', { id: forwarded.id, expectedVersion: forwarded.version, reason: REASON }, colleagueToken);
    expect((await card(colleague.uid, true)).untreated).toBe(before.untreated);
  });

  it('mine counts the intimações of the lawsuits I am responsible for', async () => {
    const matched = (await list({ matched: 'com-processo', triage: 'a-tratar' })).items;
    expect(matched.length).toBeGreaterThan(0);
    const lawsuit = (await stores.documents.get(COLLECTIONS.lawsuits, matched[0]!.lawsuitId!))!;
    const responsible = (lawsuit.data.responsibleLawyerIds as string[])[0]!;
    const theirs = await card(responsible, true);
    expect(theirs.untreated).toBe((await expected(responsible)).count);
    expect(theirs.untreated).toBeGreaterThan(0);
  });
});
