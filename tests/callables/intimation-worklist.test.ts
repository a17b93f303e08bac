/**
 * The intimações worklist over HTTP: rows with their client, side, excerpt and proposal, the new filters (owner,
 * proposed kind, prazo provável) with the old ones; bulk ciente, encaminhar and aceitar, each row audited on its own
 * and refused on its own (not seen, segredo de justiça included; stale); accepting a proposal puts the prazo (the
 * calculator's fatal date) and the hearing on the agenda, linked. The intimações are written through the test kit
 * with explicit proposals, so nothing here depends on the capture or on how the proposal is read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  COLLECTIONS,
  officeDate,
  untreatedFields,
  type DeadlineComputation,
  type EventRecord,
  type IntimationAcceptResult,
  type IntimationBulkResult,
  type IntimationPage,
  type IntimationProposal,
  type IntimationRecord,
  type LawsuitRecord,
  type Listed,
  type ProposedAction,
  type StaffCreated,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { DocData } from '../../functions/src/store/port';
import type { Stores } from '../../functions/src/store/open-stores';
import { eventInput } from '../support/agenda';
import { callFn, setPasswordFromLink, signIn } from '../support/emulator-client';
import { clientInput, cnjSource, cpfSource, lawsuitInput } from '../support/records';
import { testStores } from '../support/store';

const staff = (uid: string) => SEED_STAFF.find((s) => s.uid === uid)!;
/** Writes Processos and the Agenda; responsible for the open lawsuit, not for the one under segredo. */
const lawyer = staff('staff-rafael-moreira');
/** Responsible for the lawsuit under segredo; whom rows are forwarded to. */
const colleague = staff('staff-juliana-ferreira');
/** Financeiro and Clientes: no Processos, no Agenda. */
const finance = staff('staff-camila-souza');
const admin = SEED_STAFF.find((s) => s.admin)!;

const run = Date.now().toString(36);
/** This file's own inscription key and owner: the filters name them, so other suites' intimações never show. */
const KEY = `RR-54${String(Date.now() % 10_000).padStart(4, '0')}`;
const OWNER = `worklist-owner-${run}`;
const cnj = cnjSource(5_400_000 + (Date.now() % 50_000) * 10, '2025', '0100');
const cpf = cpfSource(540_000_000 + (Date.now() % 50_000) * 10);
const AVAILABLE = addDays(officeDate(), -3);
const HEARING_DAY = addDays(officeDate(), 40);
const REASON = 'Mero expediente, sem prazo para a parte';
const QUOTE = 'Manifeste-se a parte autora em réplica, no prazo de 15 (quinze) dias.';
const TEXT = `<p>Processo em andamento. Vistos.</p><p>Juntada a contestação. ${QUOTE.replace('réplica', 'r&eacute;plica')}</p><p>Intimem-se.</p>`;

const tokens: Record<string, string> = {};
let stores: Stores;
let openLawsuit: Listed<LawsuitRecord>;
let secretLawsuit: Listed<LawsuitRecord>;
/** A member with Processos (read and write) and no Agenda write. */
let noAgenda: { uid: string; token: string };
let djenId = 9_540_000_000 + (Date.now() % 1_000_000) * 100;

const prazo = (over: Partial<ProposedAction> = {}): ProposedAction => ({
  kind: 'prazo',
  act: 'Réplica',
  days: 15,
  counting: 'uteis',
  doubled: false,
  doubling: null,
  doublingReason: null,
  legalBasis: 'CPC art. 350',
  juizado: false,
  hearingDate: null,
  hearingTime: null,
  place: null,
  videoLink: null,
  quote: QUOTE,
  notes: [],
  ...over,
});
const hearing = (over: Partial<ProposedAction> = {}): ProposedAction =>
  prazo({
    kind: 'audiencia',
    act: 'Audiência de conciliação',
    days: null,
    counting: null,
    legalBasis: null,
    hearingDate: HEARING_DAY,
    hearingTime: '14:30',
    place: 'Sala 3 do CEJUSC',
    quote: 'Designo audiência de conciliação',
    ...over,
  });
const proposalOf = (actions: ProposedAction[], complete = true): IntimationProposal => ({
  actions,
  dates: actions.map(() => null),
  complete,
  countedOn: { tribunal: 'TJSP', comarca: 'São Paulo' },
});

/** An intimação as the capture stores it; `proposal: undefined` is one stored before the worklist (no proposal nor owners). */
async function stored(over: Partial<IntimationRecord> & { legacy?: boolean } = {}): Promise<Listed<IntimationRecord>> {
  const id = `int-wl-${run}-${++djenId}`;
  const { legacy, ...rest } = over;
  const proposal = rest.proposal === undefined ? proposalOf([prazo()]) : rest.proposal;
  const actions = proposal?.actions ?? [];
  const record: IntimationRecord = {
    djenId,
    hash: `wl-${run}-${djenId}`,
    availableOn: AVAILABLE,
    tribunal: 'TJSP',
    kind: 'Intimação',
    organ: '1ª Vara Cível do Foro Central',
    text: TEXT,
    textFormat: 'html',
    cnjDigits: openLawsuit.cnjDigits,
    cnj: openLawsuit.cnj,
    className: 'Procedimento Comum Cível',
    documentType: 'Despacho',
    medium: 'D',
    link: null,
    lawyers: [],
    recipients: [{ pole: 'A', name: 'Cliente de Teste' }],
    cancelled: null,
    ...untreatedFields(),
    djenIds: [djenId],
    oabKeys: [KEY],
    lawsuitId: openLawsuit.id,
    read: false,
    readBy: null,
    readAt: null,
    certificateUrl: 'https://comunicaapi.pje.jus.br/api/v1/comunicacao/x/certidao',
    prazoEventId: null,
    fetchedAt: new Date().toISOString(),
    matched: true,
    termKeys: [KEY],
    owners: [lawyer.uid, OWNER],
    proposal,
    proposedKind: actions[0]?.kind ?? 'nenhuma',
    likelyPrazo: actions.some((a) => a.kind === 'prazo'),
    firstDue: null,
    ...rest,
  };
  // One stored before the worklist: none of its fields.
  const older: Partial<IntimationRecord> = { ...record };
  for (const field of ['termKeys', 'owners', 'proposal', 'proposedKind', 'likelyPrazo', 'firstDue'] as const) older[field] = undefined;
  await stores.documents.create(COLLECTIONS.intimations, id, JSON.parse(JSON.stringify(legacy ? older : record)) as DocData);
  return { ...record, id, version: 1, createdAt: '', updatedAt: '' };
}

async function list(params: Record<string, unknown>, as = tokens[lawyer.uid]): Promise<IntimationPage> {
  const res = await callFn<IntimationPage>('intimations-list', { limit: 100, ...params }, as);
  expect(res.error, JSON.stringify(res.error)).toBeUndefined();
  return res.result!;
}

async function current(id: string): Promise<{ version: number; data: IntimationRecord }> {
  const doc = await stores.documents.get(COLLECTIONS.intimations, id);
  return { version: doc!.version, data: doc!.data as unknown as IntimationRecord };
}

async function auditActions(id: string): Promise<string[]> {
  const entries = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'recordId', op: '==', value: id }], limit: 100 });
  return entries.docs.map((d) => d.data.action as string).sort();
}

async function events(intimationId: string): Promise<Listed<EventRecord>[]> {
  const page = await stores.documents.list(COLLECTIONS.events, { where: [{ field: 'intimationId', op: '==', value: intimationId }], limit: 20 });
  return page.docs.map((d) => ({ ...(d.data as unknown as EventRecord), id: d.id, version: d.version, createdAt: '', updatedAt: '' }));
}

const bulk = (data: Record<string, unknown>, as = tokens[lawyer.uid]) => callFn<IntimationBulkResult>('intimations-bulk', data, as);
const accept = (data: Record<string, unknown>, as = tokens[lawyer.uid]) => callFn<IntimationAcceptResult>('intimations-accept', data, as);
const item = (i: { id: string; version: number }) => ({ id: i.id, expectedVersion: i.version });

beforeAll(async () => {
  for (const p of [admin, lawyer, colleague, finance]) tokens[p.uid] = await signIn(p.email, p.password);
  stores = await testStores();
  const client = await callFn<{ id: string }>('clients-create', { client: clientInput(cpf(), { name: `Marta Worklist ${run}` }) }, tokens[admin.uid]);
  expect(client.status, JSON.stringify(client.error)).toBe(200);
  const create = async (over: Record<string, unknown>) => {
    const res = await callFn<Listed<LawsuitRecord>>('lawsuits-create', { lawsuit: lawsuitInput(cnj(), client.result!.id, over) }, tokens[admin.uid]);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    return res.result!;
  };
  openLawsuit = await create({ responsibleLawyerIds: [lawyer.uid], court: '1ª Vara Cível do Foro Central', comarca: 'São Paulo' });
  secretLawsuit = await create({ responsibleLawyerIds: [colleague.uid], confidential: true, subject: `Guarda ${run}` });
  const email = `sem-agenda.${run}@barbosaadvocacia.test`;
  const created = await callFn<StaffCreated>(
    'staff-create',
    { email, name: 'Advogada sem Agenda', read: ['Processos'], write: ['Processos'] },
    tokens[admin.uid],
  );
  expect(created.status, JSON.stringify(created.error)).toBe(200);
  await setPasswordFromLink(created.result!.passwordSetupLink!, 'Worklist#2026');
  noAgenda = { uid: created.result!.member.uid, token: await signIn(email, 'Worklist#2026') };
});

afterAll(async () => {
  if (noAgenda && tokens[admin.uid]) {
    const members = await callFn<{ items: { uid: string; version: number }[] }>('staff-list', { limit: 100 }, tokens[admin.uid]);
    const member = members.result?.items.find((m) => m.uid === noAgenda.uid);
    if (member) await callFn('staff-setDisabled', { uid: member.uid, expectedVersion: member.version, disabled: true }, tokens[admin.uid]);
  }
  await stores?.documents.close();
});

describe('the worklist rows and filters', () => {
  let prazoRow: Listed<IntimationRecord>;
  let hearingRow: Listed<IntimationRecord>;
  let secretRow: Listed<IntimationRecord>;
  let legacyRow: Listed<IntimationRecord>;
  let unknownRow: Listed<IntimationRecord>;
  let labourRow: Listed<IntimationRecord>;

  beforeAll(async () => {
    prazoRow = await stored();
    hearingRow = await stored({ proposal: proposalOf([hearing()]) });
    secretRow = await stored({ lawsuitId: secretLawsuit.id, cnj: secretLawsuit.cnj, cnjDigits: secretLawsuit.cnjDigits });
    legacyRow = await stored({ legacy: true });
    const unknown = cnj();
    unknownRow = await stored({ lawsuitId: null, matched: false, cnj: unknown, cnjDigits: unknown.replace(/\D/g, ''), proposal: null });
    labourRow = await stored({ tribunal: 'TRT2', proposal: proposalOf([prazo({ act: 'Recurso ordinário', days: 8, legalBasis: 'CLT art. 895' })]) });
  });

  it('gives each row its lawsuit as the caller may name it, its client and side, the excerpt with the quote set apart, no whole text', async () => {
    const page = await list({ owner: OWNER });
    const row = page.items.find((i) => i.id === prazoRow.id)!;
    expect(row).not.toHaveProperty('text');
    expect(row.excerpt.highlight).toBe(QUOTE);
    expect(row.excerpt.before).toBe('Processo em andamento. Vistos. Juntada a contestação. ');
    expect(row.excerpt.after).toBe(' Intimem-se.');
    expect(row.lawsuit).toMatchObject({ id: openLawsuit.id, clientName: `Marta Worklist ${run}`, responsibleLawyerIds: [lawyer.uid] });
    expect(row.lawsuit!.label).toContain(openLawsuit.cnj!);
    expect(row.lawsuit!.clientRole).toBe('parte autora');
    expect(row.proposal?.actions[0]?.act).toBe('Réplica');
    expect(row.owners).toEqual([lawyer.uid, OWNER]);
  });

  it('reads one stored before the worklist as having no proposal nor owners, and offers an unknown CNJ as a new lawsuit', async () => {
    const page = await list({ oab: KEY });
    const legacy = page.items.find((i) => i.id === legacyRow.id)!;
    expect([legacy.proposal, legacy.owners, legacy.excerpt.highlight]).toEqual([null, [], null]);
    expect(legacy.excerpt.before).toContain('Processo em andamento.');
    const unknown = page.items.find((i) => i.id === unknownRow.id)!;
    expect(unknown.lawsuit).toBeNull();
    expect(unknown.newLawsuit).toEqual({ cnj: unknownRow.cnj, parties: [{ pole: 'A', name: 'Cliente de Teste' }] });
    expect(page.items.find((i) => i.id === prazoRow.id)!.newLawsuit).toBeNull();
  });

  it('filters by owner, proposed kind, prazo provável, tribunal and situação; segredo de justiça leaves rows out of page and count', async () => {
    const ids = (p: IntimationPage) => p.items.map((i) => i.id).sort();
    const mine = await list({ owner: OWNER });
    expect(ids(mine)).toEqual([prazoRow.id, hearingRow.id, unknownRow.id, labourRow.id].sort());
    expect(mine.total).toBe(4);
    // The administrator sees the one under segredo too.
    const all = await list({ owner: OWNER }, tokens[admin.uid]);
    expect(ids(all)).toEqual([prazoRow.id, hearingRow.id, secretRow.id, unknownRow.id, labourRow.id].sort());
    expect(all.total).toBe(5);
    expect(ids(await list({ oab: KEY, proposedKind: 'audiencia' }))).toEqual([hearingRow.id]);
    expect(ids(await list({ oab: KEY, proposedKind: 'nenhuma' }))).toEqual([unknownRow.id]);
    expect(ids(await list({ owner: OWNER, likelyPrazo: true }))).toEqual([prazoRow.id, labourRow.id].sort());
    expect(ids(await list({ oab: KEY, tribunal: 'TRT2' }))).toEqual([labourRow.id]);
    expect((await list({ oab: KEY, triage: 'a-tratar' })).total).toBeGreaterThanOrEqual(5);
    const page = await list({ oab: KEY });
    expect(page.terms.every((t) => typeof t.key === 'string' && typeof t.label === 'string')).toBe(true);
  });

  it('filters by a name or text term (its key in termKeys), not only by an inscription', async () => {
    const partyKey = `parte:cliente do worklist ${run}`;
    const byParty = await stored({ termKeys: [KEY, partyKey] });
    const page = await list({ oab: partyKey });
    expect(page.items.map((i) => i.id)).toEqual([byParty.id]);
  });

  it('refuses an owner together with a term, and an unknown proposed kind', async () => {
    const both = await callFn('intimations-list', { oab: KEY, owner: OWNER }, tokens[lawyer.uid]);
    expect([both.status, both.error?.details?.fields?.owner]).toEqual([400, 'Filtre por termo monitorado ou por responsável, um de cada vez']);
    const kind = await callFn('intimations-list', { proposedKind: 'recurso' }, tokens[lawyer.uid]);
    expect(kind.status).toBe(400);
  });
});

describe('bulk actions', () => {
  it('ciente: one reason for all, each row audited; not seen, segredo de justiça and stale rows refused, the others done', async () => {
    const [a, b, secret, stale] = [await stored(), await stored(), await stored({ lawsuitId: secretLawsuit.id }), await stored()];
    const res = await bulk({
      action: 'ciente',
      reason: REASON,
      items: [item(a), item(b), item(secret), { id: stale.id, expectedVersion: 7 }, { id: `int-wl-missing-${run}`, expectedVersion: 1 }],
    });
    expect(res.error, JSON.stringify(res.error)).toBeUndefined();
    expect(res.result!.done).toEqual([
      { id: a.id, version: 2 },
      { id: b.id, version: 2 },
    ]);
    expect(res.result!.refused).toEqual([
      { id: secret.id, reason: 'Intimação não encontrada' },
      { id: stale.id, reason: expect.stringMatching(/^Alterada por outra pessoa/) },
      { id: `int-wl-missing-${run}`, reason: 'Intimação não encontrada' },
    ]);
    for (const done of [a, b]) {
      expect((await current(done.id)).data.triage).toMatchObject({ state: 'sem-prazo', by: lawyer.uid, reason: REASON });
      expect(await auditActions(done.id)).toEqual(['intimations.acknowledge']);
    }
    for (const refused of [secret, stale]) {
      expect((await current(refused.id)).version).toBe(1);
      expect(await auditActions(refused.id)).toEqual([]);
    }
  });

  it('validation errors change nothing: ciente without a reason, encaminhar to someone without Processos', async () => {
    const a = await stored();
    const noReason = await bulk({ action: 'ciente', reason: ' ', items: [item(a)] });
    expect([noReason.status, noReason.error?.details?.fields?.reason]).toEqual([
      400,
      'Informe por que não há prazo (ex.: mero expediente, sem prazo para a parte)',
    ]);
    const toFinance = await bulk({ action: 'encaminhar', to: finance.uid, items: [item(a)] });
    expect([toFinance.status, toFinance.error?.details?.fields?.to]).toEqual([400, 'Escolha uma pessoa ativa da equipe que acesse Processos.']);
    const twice = await bulk({ action: 'ciente', reason: REASON, items: [item(a), item(a)] });
    expect(twice.status).toBe(400);
    expect((await current(a.id)).version).toBe(1);
    expect(await auditActions(a.id)).toEqual([]);
  });

  it('encaminhar: one colleague and note, each row audited as a forward', async () => {
    const [a, b] = [await stored(), await stored()];
    const res = await bulk({ action: 'encaminhar', to: colleague.uid, note: 'Confira, por favor', items: [item(a), item(b)] });
    expect(res.result?.refused).toEqual([]);
    for (const done of [a, b]) {
      expect((await current(done.id)).data).toMatchObject({ assignee: colleague.uid, triage: { state: 'encaminhada', reason: 'Confira, por favor' } });
      expect(await auditActions(done.id)).toEqual(['intimations.forward']);
    }
  });

  it('aceitar: each complete proposal as stored, linked on the agenda and audited; an incomplete one is refused', async () => {
    const complete = await stored({ proposal: proposalOf([prazo(), hearing()]) });
    const incomplete = await stored({ proposal: proposalOf([prazo({ days: null })], false) });
    const none = await stored({ proposal: null });
    const res = await bulk({ action: 'aceitar', items: [item(complete), item(incomplete), item(none)] });
    expect(res.error, JSON.stringify(res.error)).toBeUndefined();
    expect(res.result!.done).toEqual([{ id: complete.id, version: 2 }]);
    expect(res.result!.refused).toEqual([
      { id: incomplete.id, reason: 'Proposta incompleta: abra a intimação para completar' },
      { id: none.id, reason: 'Proposta incompleta: abra a intimação para completar' },
    ]);
    const created = await events(complete.id);
    expect(created.map((e) => e.kind).sort()).toEqual(['audiencia', 'prazo']);
    const after = (await current(complete.id)).data;
    expect(after.triage.state).toBe('prazo-lancado');
    expect(after.prazoEventId).toBe(created.find((e) => e.kind === 'prazo')!.id);
    expect(await auditActions(complete.id)).toEqual(['intimations.accept']);
    expect(await auditActions(incomplete.id)).toEqual([]);
  });

  it('aceitar gives each entry to an owner who works with the Agenda and may see the lawsuit, else to the caller', async () => {
    // Camila (Financeiro) owns it first by uid order but has no Agenda; Rafael is the lawsuit's responsible lawyer.
    const row = await stored({ owners: [finance.uid, lawyer.uid].sort() });
    const res = await bulk({ action: 'aceitar', items: [item(row)] }, tokens[admin.uid]);
    expect(res.result!.done.map((d) => d.id)).toEqual([row.id]);
    expect((await events(row.id)).map((e) => e.ownerId)).toEqual([lawyer.uid]);
    const nobody = await stored({ owners: [finance.uid] });
    const mine = await bulk({ action: 'aceitar', items: [item(nobody)] }, tokens[admin.uid]);
    expect(mine.result!.done.map((d) => d.id)).toEqual([nobody.id]);
    expect((await events(nobody.id)).map((e) => e.ownerId)).toEqual([admin.uid]);
  });

  it('aceitar needs Agenda write', async () => {
    const a = await stored();
    const res = await bulk({ action: 'aceitar', items: [item(a)] }, noAgenda.token);
    expect([res.status, res.error?.details?.id]).toEqual([403, 'missing-scope']);
    expect((await current(a.id)).version).toBe(1);
  });
});

describe('accepting a proposal', () => {
  const edited = () => [
    { kind: 'prazo', act: 'Réplica', days: 15, counting: 'uteis', doubling: null, juizado: false, legalBasis: 'CPC art. 350', ownerId: lawyer.uid },
    { kind: 'audiencia', act: 'Audiência de conciliação', date: HEARING_DAY, startTime: '14:30', place: 'Sala 3 do CEJUSC', ownerId: lawyer.uid },
  ];

  it('creates the prazo on the calculator\'s fatal date and the hearing, both linked, audited once as "Aceitou a proposta"', async () => {
    const target = await stored({ proposal: proposalOf([prazo(), hearing()]) });
    const res = await accept({ id: target.id, expectedVersion: 1, actions: edited() });
    expect(res.error, JSON.stringify(res.error)).toBeUndefined();
    const calc = await callFn<DeadlineComputation>(
      'agenda-computeDeadline',
      {
        trigger: 'disponibilizacao',
        triggerDate: AVAILABLE,
        days: 15,
        counting: 'uteis',
        doubling: null,
        electronic: true,
        tribunal: 'TJSP',
        comarca: 'São Paulo',
      },
      tokens[lawyer.uid],
    );
    const created = await events(target.id);
    const prazoEntry = created.find((e) => e.kind === 'prazo')!;
    const hearingEntry = created.find((e) => e.kind === 'audiencia')!;
    expect(prazoEntry).toMatchObject({
      date: calc.result!.lastDay,
      lawsuitId: openLawsuit.id,
      clientId: openLawsuit.clientId,
      ownerId: lawyer.uid,
      intimationId: target.id,
    });
    expect(prazoEntry.prazo).toMatchObject({ fatalDate: calc.result!.lastDay, legalBasis: 'CPC art. 350' });
    expect(prazoEntry.prazo!.calculation?.input).toMatchObject({ trigger: 'disponibilizacao', triggerDate: AVAILABLE, tribunal: 'TJSP', comarca: 'São Paulo' });
    expect(hearingEntry).toMatchObject({ date: HEARING_DAY, allDay: false, location: 'Sala 3 do CEJUSC', lawsuitId: openLawsuit.id, intimationId: target.id });
    // Agenda readers see the entry whatever the lawsuit's segredo: its notes never carry the number.
    for (const e of [prazoEntry, hearingEntry]) expect(e.notes).not.toContain(openLawsuit.cnj!);
    // Default length: one hour.
    expect(Date.parse(hearingEntry.endsAt) - Date.parse(hearingEntry.startsAt)).toBe(3_600_000);
    expect(res.result!.events.map((e) => e.change)).toEqual(['criado', 'criado']);
    expect(res.result!.intimation).toMatchObject({ prazoEventId: prazoEntry.id, treated: true, triage: { state: 'prazo-lancado', by: lawyer.uid } });
    expect(await auditActions(target.id)).toEqual(['intimations.accept']);
    for (const e of created) expect(await auditActions(e.id)).toEqual(['agenda.create']);
  });

  it('creates two prazos of one lawsuit in one acceptance, its open-prazo count and next prazo written once', async () => {
    const before = await stores.documents.get(COLLECTIONS.lawsuitPrazos, openLawsuit.id);
    const target = await stored({ proposal: proposalOf([prazo(), prazo()]) });
    const actions = [
      { ...edited()[0], act: 'Réplica', days: 15 },
      { ...edited()[0], act: 'Especificação de provas', days: 5, legalBasis: null },
    ];
    const res = await accept({ id: target.id, expectedVersion: 1, actions });
    expect(res.error, JSON.stringify(res.error)).toBeUndefined();
    const created = (await events(target.id)).filter((e) => e.kind === 'prazo');
    expect(created.map((e) => e.title).sort()).toEqual(['Especificação de provas', 'Réplica']);
    const after = await stores.documents.get(COLLECTIONS.lawsuitPrazos, openLawsuit.id);
    expect(after?.data['openPrazos']).toBe(((before?.data['openPrazos'] as number | undefined) ?? 0) + 2);
    const earliest = created.map((e) => e.date).sort()[0];
    const next = after?.data['nextPrazo'] as { fatalDate: string } | null | undefined;
    expect(next && earliest && next.fatalDate <= earliest).toBe(true);
  });

  it('counts from the date the person gives instead of the availability', async () => {
    const target = await stored();
    const triggerDate = addDays(AVAILABLE, 2);
    const res = await accept({ id: target.id, expectedVersion: 1, actions: [{ ...edited()[0], days: 5, triggerDate }] });
    expect(res.error, JSON.stringify(res.error)).toBeUndefined();
    const [entry] = await events(target.id);
    expect(entry!.prazo!.calculation?.input).toMatchObject({ trigger: 'data', triggerDate, days: 5 });
  });

  it('cancels the open hearing of that lawsuit on that day, and says so when there is none (sem prazo)', async () => {
    const day = addDays(officeDate(), 50);
    const made = await callFn<{ event: { id: string } }>(
      'agenda-create',
      { event: eventInput({ date: day, startTime: '09:00', endTime: '10:00', ownerId: lawyer.uid, lawsuitId: openLawsuit.id }) },
      tokens[lawyer.uid],
    );
    expect(made.status, JSON.stringify(made.error)).toBe(200);
    const target = await stored();
    const res = await accept({
      id: target.id,
      expectedVersion: 1,
      actions: [{ kind: 'audiencia-cancelada', act: 'Audiência cancelada', date: day, startTime: '09:00' }],
    });
    expect(res.error, JSON.stringify(res.error)).toBeUndefined();
    expect(res.result!.events).toEqual([expect.objectContaining({ id: made.result!.event.id, change: 'cancelado' })]);
    expect((await stores.documents.get(COLLECTIONS.events, made.result!.event.id))!.data.status).toBe('cancelado');
    expect(res.result!.intimation.triage).toMatchObject({ state: 'sem-prazo' });

    const other = await stored();
    const none = await accept({
      id: other.id,
      expectedVersion: 1,
      actions: [{ kind: 'audiencia-cancelada', act: 'Audiência cancelada', date: addDays(day, 1) }],
    });
    expect(none.result!.events).toEqual([]);
    expect(none.result!.intimation.triage.reason).toContain('não havia audiência');
  });

  it('cancels a hearing once when the text cancels it twice (with and without its time)', async () => {
    const day = addDays(officeDate(), 52);
    const made = await callFn<{ event: { id: string } }>(
      'agenda-create',
      { event: eventInput({ date: day, startTime: '14:00', endTime: '15:00', ownerId: lawyer.uid, lawsuitId: openLawsuit.id }) },
      tokens[lawyer.uid],
    );
    expect(made.status, JSON.stringify(made.error)).toBe(200);
    const target = await stored();
    const res = await accept({
      id: target.id,
      expectedVersion: 1,
      actions: [
        { kind: 'audiencia-cancelada', act: 'Audiência cancelada', date: day, startTime: '14:00' },
        { kind: 'audiencia-cancelada', act: 'Audiência cancelada', date: day },
      ],
    });
    expect(res.error, JSON.stringify(res.error)).toBeUndefined();
    expect(res.result!.events).toEqual([expect.objectContaining({ id: made.result!.event.id, change: 'cancelado' })]);
    expect(res.result!.intimation.triage.reason).toContain('já cancelada acima');
  });

  it('sem providência is ciente with the act as the reason', async () => {
    const target = await stored();
    const res = await accept({ id: target.id, expectedVersion: 1, actions: [{ kind: 'sem-providencia', act: 'Vista ao Ministério Público' }] });
    expect(res.result!.intimation.triage).toMatchObject({ state: 'sem-prazo', reason: 'Vista ao Ministério Público' });
    expect(await auditActions(target.id)).toEqual(['intimations.accept']);
  });

  it('validation errors, a stale version, an owner without the Agenda and segredo de justiça change nothing', async () => {
    const target = await stored();
    const zero = await accept({ id: target.id, expectedVersion: 1, actions: [{ ...edited()[0], days: 0 }] });
    expect([zero.status, zero.error?.details?.fields?.['actions.0.days']]).toEqual([400, 'O prazo tem ao menos 1 dia']);
    const badOwner = await accept({ id: target.id, expectedVersion: 1, actions: [{ ...edited()[0], ownerId: finance.uid }] });
    expect([badOwner.status, badOwner.error?.details?.fields?.['actions.0.ownerId']]).toEqual([
      400,
      'Escolha uma pessoa ativa da equipe, com acesso à Agenda.',
    ]);
    const stale = await accept({ id: target.id, expectedVersion: 3, actions: edited() });
    expect([stale.status, stale.error?.details?.id]).toEqual([409, 'conflict']);
    const secret = await stored({ lawsuitId: secretLawsuit.id });
    const hidden = await accept({ id: secret.id, expectedVersion: 1, actions: edited() });
    expect([hidden.status, hidden.error?.details?.id]).toEqual([404, 'not-found']);
    for (const t of [target, secret]) {
      expect((await current(t.id)).version).toBe(1);
      expect(await auditActions(t.id)).toEqual([]);
      expect(await events(t.id)).toEqual([]);
    }
  });

  it('refuses a lawyer without Agenda write, clearly', async () => {
    const target = await stored();
    const res = await accept({ id: target.id, expectedVersion: 1, actions: edited() }, noAgenda.token);
    expect([res.status, res.error?.details?.id, res.error?.details?.section]).toEqual([403, 'missing-scope', 'Agenda']);
    expect((await current(target.id)).version).toBe(1);
  });
});
