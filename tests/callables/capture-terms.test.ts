/**
 * Capture by monitored terms over HTTP, against the court stand-in: an inscription, a party name and a CNPJ in
 * free text that find the same communication store it once, with every term that found it and its owners;
 * per-term health and the alert naming a failing term; refusals that change nothing; an unknown CNJ number keeps
 * its parties for "novo processo?"; a lawsuit registered later gives the intimação its lawyers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  COLLECTIONS,
  djenOabKey,
  djenTermKey,
  officeDate,
  type DashboardSummary,
  type DjenItem,
  type IntegrationRunRecord,
  type IntegrationsOverview,
  type IntimationPage,
  type IntimationRecord,
  type LawsuitRecord,
  type Listed,
  type MonitoredOab,
  type MonitoredTerm,
  type StaffCreated,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { djenDataset, djenSearch, STANDIN_FEATURED_CLIENT, STANDIN_FEATURED_OAB } from '../support/court-standin/datasets';
import { callFn, setPasswordFromLink, signIn } from '../support/emulator-client';
import { testStores } from '../support/store';

const staff = (uid: string) => SEED_STAFF.find((s) => s.uid === uid)!;
const admin = SEED_STAFF.find((s) => s.admin)!;
const rafael = staff('staff-rafael-moreira');
const juliana = staff('staff-juliana-ferreira');
const helena = staff('staff-helena-barbosa');

const OAB: MonitoredOab = { ...STANDIN_FEATURED_OAB, name: rafael.name, memberId: null, ownerId: rafael.uid };
const PARTY: MonitoredTerm = {
  kind: 'parte',
  value: STANDIN_FEATURED_CLIENT.name,
  variants: [STANDIN_FEATURED_CLIENT.tradeName],
  ownerId: juliana.uid,
  clientId: 'cli-027',
};
const TEXT: MonitoredTerm = { kind: 'texto', value: STANDIN_FEATURED_CLIENT.cnpj, variants: [], ownerId: helena.uid, clientId: null };
const REFUSED: MonitoredTerm = { kind: 'parte', value: 'Empresa Recusada S.A.', variants: [], ownerId: juliana.uid, clientId: null };
const KEYS = { oab: djenOabKey(OAB.uf, OAB.number), party: djenTermKey('parte', PARTY.value), text: djenTermKey('texto', TEXT.value) };
const from = addDays(officeDate(), -70);
const to = officeDate();

let adminToken: string;
let stores: Stores;
let before: IntegrationsOverview['djen'];

async function overview(): Promise<IntegrationsOverview> {
  return (await callFn<IntegrationsOverview>('integrations-list', {}, adminToken)).result!;
}

async function save(oabs: MonitoredOab[], terms: unknown[]) {
  const o = await overview();
  return callFn<IntegrationsOverview>('integrations-updateDjen', { expectedVersion: o.djen.version, oabs, terms }, adminToken);
}

async function sync(): Promise<Listed<IntegrationRunRecord>> {
  const res = await callFn<Listed<IntegrationRunRecord>>('integrations-syncDjen', { from, to }, adminToken);
  expect(res.error).toBeUndefined();
  return res.result!;
}

async function storedByHash(hash: string): Promise<{ id: string; data: IntimationRecord }[]> {
  const page = await stores.documents.list(COLLECTIONS.intimations, { where: [{ field: 'hash', op: '==', value: hash }], limit: 5 });
  return page.docs.map((d) => ({ id: d.id, data: d.data as unknown as IntimationRecord }));
}

const hashes = (items: DjenItem[]) => new Set(items.filter((i) => i.data_disponibilizacao >= from && i.data_disponibilizacao <= to).map((i) => i.hash));

beforeAll(async () => {
  adminToken = await signIn(admin.email, admin.password);
  stores = await testStores();
  before = (await overview()).djen;
});
afterAll(async () => {
  await save(before.oabs, before.terms);
  await stores?.documents.close();
});

describe('monitored terms: refusals change nothing', () => {
  it('refuses an empty, short or repeated term, too many terms or searches, and an owner outside the team', async () => {
    const start = await overview();
    const cases: [unknown[], string, string | RegExp][] = [
      [[{ ...PARTY, value: '' }], 'terms.0.value', 'Informe o termo'],
      [[{ ...PARTY, value: 'Alfa' }], 'terms.0.value', /^Use ao menos 5 caracteres/],
      [[{ ...PARTY, kind: 'advogado', value: 'Rafael' }], 'terms.0.value', 'Informe o nome e o sobrenome do advogado'],
      [[PARTY, { ...PARTY, value: 'CONSTRUTORA HORIZONTE LTDA.', variants: [] }], 'terms', 'O termo “CONSTRUTORA HORIZONTE LTDA.” foi informado duas vezes'],
      [[{ ...PARTY, variants: ['construtora horizonte ltda.'] }], 'terms.0.variants.0', '“construtora horizonte ltda.” repete outra grafia deste termo'],
      [Array.from({ length: 81 }, (_, i) => ({ ...TEXT, value: `Texto número ${i}` })), 'terms', 'Monitore no máximo 80 termos'],
      [
        Array.from({ length: 20 }, (_, i) => ({ ...TEXT, value: `Texto número ${i}`, variants: ['a', 'b', 'c', 'd'].map((v) => `Variante ${v} ${i}`) })),
        'terms',
        /^Monitore no máximo 80 buscas .*; há 101$/,
      ],
      [[{ ...PARTY, ownerId: 'staff-ninguem' }], 'terms.0.ownerId', 'O responsável escolhido não é um membro ativo da equipe com acesso a Processos'],
    ];
    for (const [terms, field, message] of cases) {
      const res = await callFn('integrations-updateDjen', { expectedVersion: start.djen.version, oabs: [OAB], terms }, adminToken);
      expect(res.status, field).toBe(400);
      expect(res.error?.details?.fields?.[field]).toMatch(message);
    }
    const after = await overview();
    expect([after.djen.version, after.djen.terms, after.djen.oabs]).toEqual([start.djen.version, start.djen.terms, start.djen.oabs]);
  });

  it('saves terms with their owners (audited), and a save without terms keeps them', async () => {
    const saved = await save([OAB], [PARTY, TEXT]);
    expect(saved.error).toBeUndefined();
    expect(saved.result?.djen.terms).toEqual([PARTY, TEXT]);
    expect(saved.result?.termOwners.map((o) => o.uid)).toEqual(expect.arrayContaining([rafael.uid, juliana.uid, helena.uid]));
    const o = await overview();
    const kept = await callFn<IntegrationsOverview>('integrations-updateDjen', { expectedVersion: o.djen.version, oabs: [OAB] }, adminToken);
    expect(kept.result?.djen.terms).toEqual([PARTY, TEXT]);
    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'recordId', op: '==', value: 'djen' }], limit: 200 });
    expect(audit.docs.some((d) => d.data.action === 'integrations.updateDjen' && (d.data.changedFields as string[]).includes('terms'))).toBe(true);
  });
});

describe('a capture by inscription, party name and free text', () => {
  const byOab = hashes(djenDataset(OAB.uf, OAB.number).items);
  const byParty = new Set([...hashes(djenSearch({ nomeParte: PARTY.value })), ...hashes(djenSearch({ nomeParte: PARTY.variants[0] }))]);
  const byText = hashes(djenSearch({ texto: TEXT.value }));
  const all = new Set([...byOab, ...byParty, ...byText]);
  const shared = [...byOab].filter((h) => byParty.has(h) && byText.has(h));
  let run: Listed<IntegrationRunRecord>;

  it('stores each communication once, with every term that found it', async () => {
    expect(shared.length).toBeGreaterThan(0);
    await save([OAB], [PARTY, TEXT]);
    run = await sync();
    expect(run).toMatchObject({ status: 'concluida', targets: 3, read: 3, errors: [], created: all.size });
    for (const hash of all) {
      const stored = await storedByHash(hash);
      expect(stored).toHaveLength(1);
      const expected = [byOab.has(hash) && KEYS.oab, byParty.has(hash) && KEYS.party, byText.has(hash) && KEYS.text].filter(Boolean);
      expect([...stored[0]!.data.termKeys!].sort()).toEqual(expected.sort());
      expect(stored[0]!.data.oabKeys).toEqual(byOab.has(hash) ? [KEYS.oab] : []);
      expect(stored[0]!.data.capturedInRun).toBe(run.id);
      expect(stored[0]!.data.proposal).toBeDefined();
      expect(stored[0]!.data.proposedKind).toBeDefined();
    }
  });

  it('makes it theirs: the holders of the terms that found it, and its lawsuit’s lawyers', async () => {
    for (const hash of all) {
      const { data } = (await storedByHash(hash))[0]!;
      const holders = [byOab.has(hash) && rafael.uid, byParty.has(hash) && juliana.uid, byText.has(hash) && helena.uid].filter((v): v is string => Boolean(v));
      const lawsuit = data.lawsuitId
        ? ((await stores.documents.get(COLLECTIONS.lawsuits, data.lawsuitId))?.data as unknown as LawsuitRecord | undefined)
        : null;
      expect(data.owners).toEqual([...new Set([...holders, ...(lawsuit?.responsibleLawyerIds ?? [])])].sort());
    }
  });

  it('a second run adds nothing and names each term’s good read', async () => {
    const again = await sync();
    expect(again).toMatchObject({ status: 'concluida', created: 0 });
    const o = await overview();
    for (const key of Object.values(KEYS)) expect(o.djen.targets[key]?.lastReadAt, key).toBeTruthy();
    expect(o.djen.capture).toBeNull();
  });

  it('an unknown CNJ number keeps its parties (both poles), for "novo processo?"', async () => {
    const items = djenDataset(OAB.uf, OAB.number).items;
    let checked = 0;
    for (const item of items) {
      const { data } = (await storedByHash(item.hash))[0]!;
      if (data.lawsuitId || !data.cnj) continue;
      expect(data.recipients).toEqual(item.destinatarios!.map((d) => ({ pole: d.polo, name: d.nome })));
      expect(data.recipients.map((r) => r.pole)).toEqual(['A', 'P']);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('a lawsuit registered for its number later links it, with its lawyers as owners', async () => {
    const stored = await Promise.all([...byOab].map(async (h) => (await storedByHash(h))[0]!));
    const target = stored.find((d) => !d.data.lawsuitId && d.data.cnj && d.data.tribunal === 'TJSP');
    expect(target).toBeDefined();
    if (!target) return;
    const token = await signIn(rafael.email, rafael.password);
    const created = await callFn<Listed<LawsuitRecord>>(
      'lawsuits-create',
      {
        lawsuit: {
          cnj: target.data.cnj,
          className: 'Procedimento Comum Cível',
          subject: 'Cadastrado a partir da intimação capturada por termo',
          court: target.data.organ ?? 'Vara',
          comarca: 'São Paulo',
          instance: '1º grau',
          filedOn: null,
          claimValue: null,
          clients: [{ clientId: 'cli-027', role: 'reu' }],
          opposingParties: [],
          responsibleLawyerIds: [juliana.uid],
          status: 'ativo',
        },
      },
      token,
    );
    expect(created.error).toBeUndefined();
    const linked = (await stores.documents.get(COLLECTIONS.intimations, target.id))!.data as unknown as IntimationRecord;
    expect(linked.lawsuitId).toBe(created.result!.id);
    expect(linked.owners).toEqual([...new Set([...(target.data.owners ?? []), juliana.uid])].sort());
    expect(linked.proposal).toBeDefined();
    // The lawsuit changes hands (same number): its intimações follow, in the same write. As if only Rafael's
    // inscription had found this one, so that the lawsuit's lawyers are its only other owners.
    const current = (await stores.documents.get(COLLECTIONS.intimations, target.id))!;
    await stores.documents.update(COLLECTIONS.intimations, target.id, current.version, { termKeys: [KEYS.oab] });
    const lawsuit = created.result!;
    const updated = await callFn<Listed<LawsuitRecord>>(
      'lawsuits-update',
      {
        id: lawsuit.id,
        expectedVersion: lawsuit.version,
        lawsuit: {
          cnj: lawsuit.cnj,
          className: lawsuit.className,
          subject: lawsuit.subject,
          court: lawsuit.court,
          comarca: lawsuit.comarca,
          instance: lawsuit.instance,
          filedOn: null,
          claimValue: null,
          clients: [{ clientId: 'cli-027', role: 'reu' }],
          opposingParties: [],
          responsibleLawyerIds: [helena.uid],
          status: 'ativo',
        },
      },
      adminToken,
    );
    expect(updated.error, JSON.stringify(updated.error)).toBeUndefined();
    const handedOver = (await stores.documents.get(COLLECTIONS.intimations, target.id))!.data as unknown as IntimationRecord;
    expect(handedOver.owners).toEqual([helena.uid, rafael.uid].sort());
    await callFn('lawsuits-delete', { id: updated.result!.id, expectedVersion: updated.result!.version }, adminToken);
  });
});

describe('per-term health', () => {
  it('a term the DJEN refuses is named in the run, its health and the alert; the others stay good', async () => {
    await save([OAB], [PARTY, TEXT, REFUSED]);
    const run = await sync();
    expect(run).toMatchObject({ status: 'com-erros', targets: 4, read: 3 });
    expect(run.errors.map((e) => e.target)).toEqual(['parte “Empresa Recusada S.A.”']);
    const o = await overview();
    const refused = o.djen.targets[djenTermKey('parte', REFUSED.value)];
    expect(refused).toMatchObject({ lastReadAt: null, failures: 1 });
    expect(refused?.lastError).toMatch(/HTTP 403/);
    expect(o.djen.capture?.targets).toEqual(['parte “Empresa Recusada S.A.”']);
    expect(o.djen.capture?.message).toMatch(
      /^Ainda não foi possível consultar o DJEN para parte “Empresa Recusada S\.A\.” — não sabemos se há intimações novas\.$/,
    );

    // Someone who reads Processos but not Clientes: the party and free-text terms name clients, so the worklist's
    // terms leave them out and every alert counts them instead of naming them. The administrator sees them whole.
    const email = `processos.${Date.now().toString(36)}@barbosaadvocacia.test`;
    const created = await callFn<StaffCreated>('staff-create', { email, name: 'Leitor de Processos', read: ['Processos'], write: [] }, adminToken);
    await setPasswordFromLink(created.result!.passwordSetupLink!, 'Processos#2026');
    const readerToken = await signIn(email, 'Processos#2026');
    const inbox = (token: string) => callFn<IntimationPage>('intimations-list', { limit: 1 }, token).then((r) => r.result!);
    const home = (token: string) => callFn<DashboardSummary>('dashboard-summary', {}, token).then((r) => r.result!);
    const [theirs, ours, theirHome] = await Promise.all([inbox(readerToken), inbox(adminToken), home(readerToken)]);
    expect(ours.terms.map((t) => t.key)).toEqual(expect.arrayContaining([KEYS.party, KEYS.text, djenTermKey('parte', REFUSED.value)]));
    expect(ours.capture?.targets).toEqual(['parte “Empresa Recusada S.A.”']);
    expect(theirs.terms.map((t) => t.key)).toEqual([KEYS.oab]);
    const counted = {
      targets: ['1 termo de parte'],
      message: 'Ainda não foi possível consultar o DJEN para 1 termo de parte — não sabemos se há intimações novas.',
    };
    expect(theirs.capture).toMatchObject(counted);
    expect(theirHome.untreatedIntimations?.capture).toMatchObject(counted);
    expect(theirHome.capture?.find((a) => a.integration === 'djen')).toMatchObject(counted);
    for (const said of [theirs.terms, theirs.capture, theirHome.capture, theirHome.untreatedIntimations?.capture]) {
      expect(JSON.stringify(said)).not.toMatch(/Recusada|recusada/);
      expect(JSON.stringify(said)).not.toContain(STANDIN_FEATURED_CLIENT.cnpj);
    }

    await save([OAB], [PARTY, TEXT]);
    expect((await overview()).djen.capture).toBeNull();
  });
});
