/**
 * Intimações from the DJEN over HTTP, against the local stand-in: configuration refusals, a sync that pages to
 * the short page and stores each communication once, a re-run that adds nothing, cancelled items, links to
 * lawsuits kept as lawsuits come and go, read state, and the prazo saved from an intimação.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  COLLECTIONS,
  djenOabKey,
  officeDate,
  type EventSaved,
  type IntegrationRunRecord,
  type IntegrationsOverview,
  type IntimationPage,
  type IntimationRecord,
  type LawsuitRecord,
  type Listed,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { djenDataset } from '../support/court-standin/datasets';
import { standinPageSizes } from '../support/court-standin/server';
import { eventInput, intimationPrazoInput } from '../support/agenda';
import { callFn, signIn } from '../support/emulator-client';
import { testStores } from '../support/store';

const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const admin = SEED_STAFF.find((s) => s.admin)!;
let token: string;
let adminToken: string;
let stores: Stores;
/** An inscription of this file: 230 communications (number % 1000) in the stand-in. */
const OAB = { uf: 'SP', number: '230', name: 'Inscrição do teste', memberId: null };
const from = addDays(officeDate(), -70);
const to = officeDate();

async function overview(): Promise<IntegrationsOverview> {
  return (await callFn<IntegrationsOverview>('integrations-list', {}, adminToken)).result!;
}

async function list(params: Record<string, unknown> = {}, as = token): Promise<IntimationPage> {
  const res = await callFn<IntimationPage>('intimations-list', { limit: 100, ...params }, as);
  expect(res.error).toBeUndefined();
  return res.result!;
}

beforeAll(async () => {
  [token, adminToken] = await Promise.all([signIn(lawyer.email, lawyer.password), signIn(admin.email, admin.password)]);
  stores = await testStores();
});
afterAll(async () => stores?.documents.close());

describe('DJEN configuration', () => {
  it('refuses an inscription without UF, a bad number and the same inscription twice, changing nothing', async () => {
    const before = await overview();
    const noUf = await callFn('integrations-updateDjen', { expectedVersion: before.djen.version, oabs: [{ ...OAB, uf: '' }] }, adminToken);
    expect([noUf.status, noUf.error?.details?.fields?.['oabs.0.uf']]).toEqual([400, 'Informe a UF da inscrição (ex.: SP)']);
    const badNumber = await callFn('integrations-updateDjen', { expectedVersion: before.djen.version, oabs: [{ ...OAB, number: '12a' }] }, adminToken);
    expect(badNumber.error?.details?.fields?.['oabs.0.number']).toMatch(/Número da OAB inválido/);
    const twice = await callFn('integrations-updateDjen', { expectedVersion: before.djen.version, oabs: [OAB, { ...OAB, number: '000230' }] }, adminToken);
    expect(twice.error?.details?.fields?.oabs).toBe('A mesma inscrição foi informada duas vezes');
    const byLawyer = await callFn('integrations-updateDjen', { expectedVersion: before.djen.version, oabs: [OAB] }, token);
    expect(byLawyer.status).toBe(403);
    expect((await overview()).djen.version).toBe(before.djen.version);
  });

  it('saves the monitored inscriptions (audited) and offers the team’s, not those of who left', async () => {
    const before = await overview();
    expect(before.teamOabs.some((o) => o.uf === 'SP' && o.number === '312447')).toBe(true);
    // Pedro Costa's access was switched off: he left, and his inscription is not offered.
    expect(before.teamOabs.some((o) => o.uf === 'MG' && o.number === '187302')).toBe(false);
    const saved = await callFn<IntegrationsOverview>(
      'integrations-updateDjen',
      { expectedVersion: before.djen.version, oabs: [{ ...OAB, number: '0230' }] },
      adminToken,
    );
    expect(saved.result?.djen.oabs).toEqual([OAB]);
    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'recordId', op: '==', value: 'djen' }], limit: 100 });
    expect(audit.docs.some((d) => d.data.action === 'integrations.updateDjen' && (d.data.changedFields as string[]).includes('oabs'))).toBe(true);
  });
});

describe('DJEN sync', () => {
  const dataset = djenDataset(OAB.uf, OAB.number);
  const hashes = new Set(dataset.items.map((i) => i.hash));
  let run: Listed<IntegrationRunRecord>;

  it('pages to the short page and stores each communication once (republications and page overlaps are duplicates)', async () => {
    const res = await callFn<Listed<IntegrationRunRecord>>('integrations-syncDjen', { from, to }, adminToken);
    expect(res.error).toBeUndefined();
    run = res.result!;
    // Pages of 100 overlapping by one, until the short page.
    const pages = standinPageSizes(dataset.items.length);
    expect(run).toMatchObject({ status: 'concluida', requests: pages.length, created: hashes.size, errors: [] });
    expect(run.fetched).toBe(pages.reduce((a, b) => a + b, 0));
    expect(run.duplicates).toBe(run.fetched - hashes.size);
    const stored = await stores.documents.count(COLLECTIONS.intimations, [{ field: 'oabKeys', op: 'array-contains', value: djenOabKey('SP', '230') }]);
    expect(stored).toBe(hashes.size);
  });

  it('a second run over the same days imports nothing new', async () => {
    const again = await callFn<Listed<IntegrationRunRecord>>('integrations-syncDjen', { from, to }, adminToken);
    expect(again.result).toMatchObject({ status: 'concluida', created: 0, fetched: run.fetched, duplicates: run.fetched });
    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'entityId', op: '==', value: again.result!.id }], limit: 10 });
    expect(audit.docs.map((d) => d.data.action)).toContain('integrations.syncDjen');
    const o = await overview();
    expect(o.djen.lastRun).toMatchObject({ runId: again.result!.id, status: 'concluida' });
    expect(o.djen.runs[0]).toMatchObject({ id: again.result!.id });
  });

  it('keeps cancelled communications with their reason, and stores HTML and plain texts as sent', async () => {
    // As an administrator: a lawyer's inbox leaves out the intimações of lawsuits under segredo not theirs.
    const page = await list({ oab: djenOabKey('SP', '230') }, adminToken);
    expect(page.total).toBe(hashes.size);
    expect(page.items.map((i) => i.availableOn)).toEqual([...page.items.map((i) => i.availableOn)].sort().reverse());
    const cancelled = dataset.items.find((i) => i.ativo === false)!;
    const stored = (await stores.documents.list(COLLECTIONS.intimations, { where: [{ field: 'hash', op: '==', value: cancelled.hash }], limit: 1 })).docs[0]!
      .data as unknown as IntimationRecord;
    expect(stored.cancelled).toEqual({ reason: 'Publicação em duplicidade', at: cancelled.data_cancelamento });
    // The list gives excerpts as plain words; the stored record keeps the text as sent.
    const texts = await stores.documents.getMany(
      COLLECTIONS.intimations,
      page.items.map((i) => i.id),
    );
    const records = texts.map((d) => d!.data as unknown as IntimationRecord);
    expect(records.some((i) => i.textFormat === 'html' && i.text.includes('<script>'))).toBe(true);
    expect(records.some((i) => i.textFormat === 'texto' && i.text.includes('\n'))).toBe(true);
    expect(page.items.every((i) => !('text' in i) && !/<script|<\/?p>/i.test(i.excerpt.before))).toBe(true);
    expect(page.tribunals).toEqual(expect.arrayContaining(['TJSP']));
    expect(page.kinds).toEqual(expect.arrayContaining(['Intimação']));
    // Seeded lawsuits' numbers appear in one communication in five: those are linked.
    const matched = await list({ oab: djenOabKey('SP', '230'), matched: 'com-processo' });
    expect(matched.total).toBeGreaterThan(0);
    for (const i of matched.items) {
      const l = await stores.documents.get(COLLECTIONS.lawsuits, i.lawsuitId!);
      expect(l?.data.cnjDigits).toBe(i.cnjDigits);
    }
  });

  it('links an intimação to a lawsuit registered after it, and unlinks it when the lawsuit goes', async () => {
    const unmatched = (await list({ oab: djenOabKey('SP', '230'), matched: 'sem-processo', tribunal: 'TJSP' })).items.find((i) => i.cnj);
    expect(unmatched).toBeDefined();
    const created = await callFn<Listed<LawsuitRecord>>(
      'lawsuits-create',
      {
        lawsuit: {
          cnj: unmatched!.cnj,
          className: 'Procedimento Comum Cível',
          subject: 'Cadastrado a partir da intimação',
          court: unmatched!.organ ?? 'Vara',
          comarca: 'São Paulo',
          instance: '1º grau',
          filedOn: null,
          claimValue: null,
          clients: [{ clientId: 'cli-010', role: 'autor' }],
          opposingParties: [],
          responsibleLawyerIds: [lawyer.uid],
          status: 'ativo',
        },
      },
      token,
    );
    expect(created.error).toBeUndefined();
    const linked = await callFn<Listed<IntimationRecord>>('intimations-get', { id: unmatched!.id }, token);
    expect(linked.result).toMatchObject({ lawsuitId: created.result!.id, matched: true });
    await callFn('lawsuits-delete', { id: created.result!.id, expectedVersion: created.result!.version }, token);
    const unlinked = await callFn<Listed<IntimationRecord>>('intimations-get', { id: unmatched!.id }, token);
    expect(unlinked.result).toMatchObject({ lawsuitId: null, matched: false });
  });

  it('read state is the office’s, refused when stale, and counted', async () => {
    const before = await list({ read: 'nao-lidas' });
    const one = before.items[0]!;
    const read = await callFn<Listed<IntimationRecord>>('intimations-setRead', { id: one.id, expectedVersion: one.version, read: true }, token);
    expect(read.result).toMatchObject({ read: true, readBy: lawyer.uid });
    const stale = await callFn('intimations-setRead', { id: one.id, expectedVersion: one.version, read: false }, token);
    expect(stale.error?.details?.id).toBe('conflict');
    const after = await list({ read: 'nao-lidas' });
    expect(after.unread).toBe(before.unread - 1);
    expect((await list({ read: 'lidas' })).items.map((i) => i.id)).toContain(one.id);
  });

  it('a prazo counted from an intimação is linked both ways, and deleting it frees the intimação', async () => {
    const target = (await list({ oab: djenOabKey('SP', '230') })).items.find((i) => !i.prazoEventId && !i.cancelled)!;
    const event = intimationPrazoInput(target, lawyer.uid);
    const saved = await callFn<EventSaved>('agenda-create', { event, intimationId: target.id }, token);
    expect(saved.error).toBeUndefined();
    expect(saved.result?.event).toMatchObject({ intimationId: target.id });
    const linked = await callFn<Listed<IntimationRecord>>('intimations-get', { id: target.id }, token);
    expect(linked.result?.prazoEventId).toBe(saved.result!.event.id);
    const meeting = await callFn(
      'agenda-create',
      {
        event: eventInput({ kind: 'reuniao', title: 'Reunião', date: '2026-12-10', startTime: '10:00', endTime: '11:00', ownerId: lawyer.uid }),
        intimationId: target.id,
      },
      token,
    );
    expect(meeting.error?.details?.fields?.intimationId).toBe('Só um prazo se vincula a uma intimação.');
    await callFn('agenda-delete', { id: saved.result!.event.id, expectedVersion: saved.result!.event.version }, token);
    const freed = await callFn<Listed<IntimationRecord>>('intimations-get', { id: target.id }, token);
    expect(freed.result?.prazoEventId).toBeNull();
  });

  it('without any inscription monitored, "Sincronizar agora" says what to do', async () => {
    const o = await overview();
    await callFn('integrations-updateDjen', { expectedVersion: o.djen.version, oabs: [] }, adminToken);
    const res = await callFn('integrations-syncDjen', {}, adminToken);
    expect([res.status, res.error?.details?.fields?._]).toEqual([
      400,
      'Nenhuma inscrição na OAB nem termo monitorado: inclua ao menos um em Integrações → DJEN.',
    ]);
    const restored = await overview();
    await callFn('integrations-updateDjen', { expectedVersion: restored.djen.version, oabs: [OAB] }, adminToken);
  });
});
