/**
 * The authorization matrix: every callable of the registry called as each kind of
 * caller, with real ID tokens, and the immediate effect of taking access away.
 * The read-only and read+write callers hold one label each, the one of the section
 * the row declares, so a callable guarded by the wrong section fails its row.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cnjCheckDigits,
  cpfCheckDigits,
  EMULATOR_PORTS,
  FUNCTIONS_REGION,
  LOCAL_PROJECT_ID,
  CALLABLE_NAMES,
  SCOPE_LABELS,
  sectionById,
  SECTIONS,
  type CategoryPlanState,
  type IntegrationsOverview,
  type IntimationPage,
  DATAJUD_PUBLIC_KEY,
  type DashboardSummary,
  type LawsuitPage,
  type SectionId,
  type SessionMe,
  type StaffCreated,
  type StaffMember,
  type StaffPage,
  COLLECTIONS,
  officeDate,
  addDays,
  notificationId,
  type NotificationRecord,
  type SecondFactorSetup,
  type SecondFactorTeam,
} from '@office/domain';
import type { DocData } from '../../functions/src/store/port';
import { eventInput } from '../support/agenda';
import { lawsuitClients } from '../support/records';
import { testStores } from '../support/store';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { callFn, deleteAccount, setPasswordFromLink, signIn, signUp, type CallResult } from '../support/emulator-client';
import { mapLimit } from '../support/in-flight';
import { minimalDocx } from '../support/zip';
import { wrongCodeAt } from '../support/second-factor';

const PASSWORD = 'Matriz#2026';
const admin = SEED_STAFF.find((s) => s.admin)!;
const run = Date.now().toString(36);

type Role = 'anonymous' | 'noScopes' | 'readOnly' | 'readWrite' | 'admin' | 'disabled';
const ROLES: Role[] = ['anonymous', 'noScopes', 'readOnly', 'readWrite', 'admin', 'disabled'];
/** 'ok', or the HTTP status and application error id expected. */
type Outcome = 'ok' | [number, string];

/** Tokens of the callers that do not depend on the row's section. */
const tokens = {} as Record<'anonymous' | 'noScopes' | 'admin' | 'disabled', string | undefined>;
/** Per section: a member with its read label only, and one with its read and write labels. */
const sectionCallers = {} as Record<SectionId, Record<'readOnly' | 'readWrite', { email: string; token: string }>>;
const FILES_URL = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/files`;
let cpfCounter = 100_000_000;
/** A meeting of the seeded lawyer, with no lawsuit or client (a caller with Agenda alone can save it). */
function sampleEvent() {
  return eventInput({ kind: 'reuniao', title: 'Reunião de pauta', date: '2026-12-02', startTime: '10:00', endTime: '11:00', ownerId: 'staff-rafael-moreira' });
}
/** A fresh entry made by the administrator: what an allowed call then really changes. */
async function adminEvent(): Promise<{ id: string; expectedVersion: number }> {
  const created = await callFn<{ event: { id: string; version: number } }>('agenda-create', { event: sampleEvent() }, tokens.admin);
  return { id: created.result!.event.id, expectedVersion: created.result!.event.version };
}
/** A task of the seeded lawyer, with no lawsuit or client (a caller with Agenda alone can save it). */
function sampleTask() {
  return {
    title: 'Revisar minuta de contrato',
    description: '',
    lawsuitId: null,
    clientId: null,
    assigneeId: 'staff-rafael-moreira',
    reviewerIds: [],
    dueDate: '2026-12-04',
    prazoEventId: null,
    priority: 'normal',
    steps: [{ id: null, text: 'Ler a minuta' }],
  };
}
/** A fresh task made by the administrator: what an allowed call then really changes. */
async function adminTask(): Promise<{ id: string; expectedVersion: number; stepId: string }> {
  const created = await callFn<{ id: string; version: number; steps: { id: string }[] }>('tasks-create', { task: sampleTask() }, tokens.admin);
  return { id: created.result!.id, expectedVersion: created.result!.version, stepId: created.result!.steps[0]!.id };
}
/** A workflow template of one task, due the day it is applied. */
function sampleWorkflow() {
  const task = { title: 'Conferir documentos', description: '', steps: [], anchor: 'aplicacao', days: 0, priority: 'normal', review: false };
  return { name: `Fluxo da matriz ${run}`, description: null, phases: [{ name: 'Início', tasks: [task] }] };
}
/** A template the administrator made: what an allowed edit, deletion or application then really changes. */
async function adminWorkflow(): Promise<{ id: string; expectedVersion: number }> {
  const created = await callFn<{ id: string; version: number }>('workflows-create', { template: sampleWorkflow() }, tokens.admin);
  return { id: created.result!.id, expectedVersion: created.result!.version };
}
/** A closure of a comarca of this run only, years ahead: it changes no prazo but the ones made for it. */
function sampleClosure(comarca = `Matriz ${run}`, day = '2030-01-07') {
  return {
    from: day,
    to: day,
    kind: 'feriado',
    name: 'Feriado municipal (matriz)',
    act: 'Lei municipal de teste',
    source: null,
    level: 'comarca',
    tribunal: 'TJSP',
    comarca,
  };
}
/** A closure the administrator added: what an allowed edit or deletion then really changes. */
async function adminClosure(): Promise<{ id: string; expectedVersion: number }> {
  const created = await callFn<{ closure: { id: string; version: number } }>('courtCalendar-create', { closure: sampleClosure() }, tokens.admin);
  return { id: created.result!.closure.id, expectedVersion: created.result!.closure.version };
}
let flaggedCount = 0;
/** A computed prazo of the administrator, then a holiday of its own comarca inside its count: flagged "recalcular". */
async function flaggedPrazo(): Promise<{ id: string; expectedVersion: number }> {
  const comarca = `Matriz ${run} ${++flaggedCount}`;
  // Monday 01/03/2027, 5 dias úteis: Tuesday 02/03 to Monday 08/03; a holiday on Wednesday 03/03 makes it Tuesday 09/03.
  const calculation = { trigger: 'data', triggerDate: '2027-03-01', days: 5, counting: 'uteis', doubling: null, electronic: true, tribunal: 'TJSP', comarca };
  const prazo = { internalDate: '2027-03-04', legalBasis: null, calculation };
  const event = eventInput({
    kind: 'prazo',
    title: 'Prazo da matriz',
    date: '2027-03-08',
    allDay: true,
    startTime: null,
    endTime: null,
    ownerId: 'staff-rafael-moreira',
    prazo,
  });
  const created = await callFn<{ event: { id: string; version: number } }>('agenda-create', { event }, tokens.admin);
  await callFn('courtCalendar-create', { closure: sampleClosure(comarca, '2027-03-03') }, tokens.admin);
  return { id: created.result!.event.id, expectedVersion: created.result!.event.version };
}
/** An office expense due next month: valid for any caller holding Financeiro alone (no client, no lawsuit). */
function sampleTransaction() {
  return {
    type: 'despesa',
    kind: 'despesa-escritorio',
    description: 'Material de escritório (matriz)',
    amount: 12_345,
    competence: '2026-12',
    dueDate: '2026-12-10',
    clientId: null,
    lawsuitId: null,
    category: 'Estrutura › Material de escritório',
    costCenter: null,
    accountId: null,
    method: 'pix',
    invoice: { issued: false, number: null },
    successFee: null,
    notes: '',
  };
}
/** A lançamento the administrator made: what an allowed edit, payment, cancellation or deletion then changes. */
async function adminTransaction(): Promise<{ id: string; expectedVersion: number }> {
  const created = await callFn<{ transaction: { id: string; version: number } }>('finance-create', { transaction: sampleTransaction() }, tokens.admin);
  return { id: created.result!.transaction.id, expectedVersion: created.result!.transaction.version };
}
/** A payment the administrator recorded on a fresh lançamento: what an allowed estorno reverses. */
async function adminPayment(): Promise<{ paymentId: string; expectedVersion: number }> {
  const t = await adminTransaction();
  const paid = await callFn<{ transaction: { version: number }; payments: { id: string }[] }>(
    'finance-pay',
    { ...t, payment: { date: officeDate(), amount: 12_345, accountId: 'cta-corrente', method: 'pix' } },
    tokens.admin,
  );
  return { paymentId: paid.result!.payments[0]!.id, expectedVersion: paid.result!.transaction.version };
}
const sampleAccount = () => ({
  name: `Conta matriz ${Math.random().toString(36).slice(2, 7)}`,
  type: 'caixa',
  bank: null,
  openingBalance: 0,
  openingDate: '2026-11-01',
  active: true,
});

/** A valid client with a CPF nobody else has. */
function sampleClient() {
  const base = String(++cpfCounter);
  return {
    kind: 'pf',
    name: `Cliente Matriz ${base}`,
    document: base + cpfCheckDigits(base),
    emails: [],
    phones: [],
    address: null,
    notes: '',
    tags: [],
    status: 'prospecto',
    responsibleLawyerId: 'staff-rafael-moreira',
  };
}

let sequence = 1_000_000;
/** A valid lawsuit with a CNJ number nobody else has (TJSP, Foro Central). */
function sampleLawsuit() {
  const seq = String(++sequence).padStart(7, '0');
  return {
    cnj: `${seq}-${cnjCheckDigits(seq, '2025', '8', '26', '0100')}.2025.8.26.0100`,
    className: 'Procedimento Comum Cível',
    subject: 'Indenização por dano material',
    court: '1ª Vara Cível do Foro Central',
    comarca: 'São Paulo',
    instance: '1º grau',
    filedOn: '2025-03-10',
    claimValue: 1_500_000,
    clients: [{ clientId: 'cli-001', role: 'autor' }],
    opposingParties: [{ name: 'Banco Nacional S.A.', document: null, role: 'reu', lawyers: [] }],
    responsibleLawyerIds: ['staff-rafael-moreira'],
    status: 'ativo',
  };
}

/** A 1x1 PNG, for the profile photo row. */
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** A member the admin rows change back and forth, so they never touch the test roles. */
let target: StaffMember;

async function asAdmin<T>(name: string, data: unknown): Promise<T> {
  const res = await callFn<T>(name, data, tokens.admin);
  if (res.status !== 200) throw new Error(`${name} as admin: ${JSON.stringify(res.error)}`);
  return res.result as T;
}

async function member(uid: string): Promise<StaffMember> {
  let after: string | null = null;
  for (;;) {
    const page: StaffPage = await asAdmin<StaffPage>('staff-list', { limit: 100, after });
    const found = page.items.find((m) => m.uid === uid);
    if (found) return found;
    if (!page.nextCursor) throw new Error(`staff member ${uid} not listed`);
    after = page.nextCursor;
  }
}

/** Creates a staff member through the admin endpoint and completes the first-access link. */
async function newStaff(label: string, read: string[], write: string[]): Promise<{ member: StaffMember; email: string }> {
  const email = `${label}.${run}@barbosaadvocacia.test`;
  const created = await asAdmin<StaffCreated>('staff-create', { email, name: `Teste ${label}`, read, write });
  expect(created.passwordSetupLink).toMatch(/oobCode=/);
  await setPasswordFromLink(created.passwordSetupLink!, PASSWORD);
  return { member: created.member, email };
}

const denied = (id: string): Outcome => [403, id];
const ADMIN_ONLY: Record<Role, Outcome> = {
  anonymous: [401, 'not-signed-in'],
  noScopes: denied('no-staff-record'),
  readOnly: denied('admin-only'),
  readWrite: denied('admin-only'),
  admin: 'ok',
  disabled: denied('account-disabled'),
};
const SECTION_READ: Record<Role, Outcome> = { ...ADMIN_ONLY, readOnly: 'ok', readWrite: 'ok' };
const SECTION_WRITE: Record<Role, Outcome> = { ...ADMIN_ONLY, readOnly: denied('missing-scope'), readWrite: 'ok' };
const STAFF: Record<Role, Outcome> = SECTION_READ;
/** Verificação em duas etapas with it off: allowed callers reach the handler, which says there is nothing to check. */
const SECOND_FACTOR_OFF: Record<Role, Outcome> = {
  ...STAFF,
  readOnly: [400, 'invalid-state'],
  readWrite: [400, 'invalid-state'],
  admin: [400, 'invalid-state'],
};
const PUBLIC: Record<Role, Outcome> = { anonymous: 'ok', noScopes: 'ok', readOnly: 'ok', readWrite: 'ok', admin: 'ok', disabled: 'ok' };
const none = async () => ({});
/** A seeded colleague every matrix caller may write to (none of the callers is her). */
const COLLEAGUE = 'staff-juliana-ferreira';
const sampleTemplate = () => ({ name: 'Modelo da matriz', description: null, category: 'outro', appliesTo: 'cliente' });
const templateFile = () => ({ name: 'matriz.docx', dataBase64: Buffer.from(minimalDocx('Matriz: {cliente.nome}')).toString('base64') });
/** A template the administrator uploaded: what an allowed edit or deletion then really changes. */
async function adminTemplate(): Promise<{ id: string; expectedVersion: number }> {
  const created = await asAdmin<{ id: string; version: number }>('templates-create', { template: sampleTemplate(), file: templateFile() });
  return { id: created.id, expectedVersion: created.version };
}
/**
 * A thread the caller is in: they start it. A caller who cannot send gets one of the administrator's threads,
 * which the refusal of the call under test never reaches.
 */
async function ownThread(token: string | undefined): Promise<string> {
  const body = { toIds: [COLLEAGUE], subject: 'Matriz', body: 'Conversa da matriz de acesso.', link: null };
  const sent = await callFn<{ mailbox: { threadId: string } }>('messages-send', body, token);
  return sent.result?.mailbox.threadId ?? (await asAdmin<{ mailbox: { threadId: string } }>('messages-send', body)).mailbox.threadId;
}
/** A notification of the caller's own, unread (for callers refused before the call, any id: the store is not reached). */
async function ownNotification(token: string | undefined): Promise<string> {
  const uid = token ? (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { user_id: string }).user_id : 'anonimo';
  const id = notificationId(uid, `matriz-${Math.random().toString(36).slice(2, 10)}`);
  const record: NotificationRecord = {
    recipientId: uid,
    kind: 'mensagem',
    at: new Date().toISOString(),
    facts: { kind: 'mensagem', threadId: 'msg-matriz', fromName: 'Matriz', subject: 'Matriz de acesso' },
    read: false,
    readAt: null,
    email: 'desligado',
    digestDay: null,
    pendingDigest: false,
  };
  const stores = await testStores();
  await stores.documents.create(COLLECTIONS.notifications, id, record as unknown as DocData);
  await stores.documents.close();
  return id;
}
function sampleFaq() {
  return { question: `Pergunta da matriz ${run}?`, answer: 'Resposta da matriz.', category: 'Matriz', published: false };
}
/** A team member with no inscription (each call adds one, so none may collide with another's). */
function sampleMember() {
  return { name: `Pessoa da matriz ${run}`, role: 'advogado', title: '', staffId: null, oab: [], areas: [], bio: '', published: false };
}
async function adminMember(): Promise<{ id: string; expectedVersion: number }> {
  const created = await asAdmin<{ id: string; version: number }>('about-createMember', { member: sampleMember() });
  return { id: created.id, expectedVersion: created.version };
}
/** A draft with an address of its own (each call makes one). */
function sampleArticle() {
  return {
    title: `Artigo da matriz ${run} ${Math.random().toString(36).slice(2, 8)}`,
    slug: '',
    summary: 'Resumo do artigo da matriz.',
    body: 'Texto.',
    tags: [],
    authorId: admin.uid,
    status: 'rascunho',
    publishAt: null,
  };
}
async function adminArticle(): Promise<{ id: string; expectedVersion: number }> {
  const created = await asAdmin<{ id: string; version: number }>('articles-create', { article: sampleArticle() });
  return { id: created.id, expectedVersion: created.version };
}
/** A fresh FAQ entry made by the administrator. */
async function adminFaq(): Promise<{ id: string; expectedVersion: number }> {
  const created = await asAdmin<{ id: string; version: number }>('faq-create', { entry: sampleFaq() });
  return { id: created.id, expectedVersion: created.version };
}
const page = async () => ({ limit: 5 });

/** The integrations as the administrator sees them (the version a settings save names). */
const integrations = () => asAdmin<IntegrationsOverview>('integrations-list', {});
/** A small inscription monitored (7 communications in the stand-in), so an allowed DJEN sync is quick. */
async function djenConfigured(): Promise<void> {
  const o = await integrations();
  if (!o.djen.oabs.length)
    await asAdmin('integrations-updateDjen', { expectedVersion: o.djen.version, oabs: [{ uf: 'SP', number: '7', name: 'Matriz', memberId: null }] });
}
/** An intimação fetched from the stand-in. */
async function anIntimation(): Promise<{ id: string; version: number }> {
  const first = async () => (await asAdmin<IntimationPage>('intimations-list', { limit: 1 })).items[0];
  let found = await first();
  if (!found) {
    await djenConfigured();
    await asAdmin('integrations-syncDjen', {});
    found = await first();
  }
  return { id: found!.id, version: found!.version };
}
/** An intimação a tratar that nobody was forwarded: each allowed triage call treats or forwards another. */
async function anUntreatedIntimation(): Promise<{ id: string; expectedVersion: number }> {
  const next = async () => (await asAdmin<IntimationPage>('intimations-list', { triage: 'a-tratar', limit: 100 })).items.find((i) => !i.assignee);
  let found = await next();
  if (!found) {
    // The inscription's whole stand-in range (a sync of today alone may have brought one).
    await djenConfigured();
    await asAdmin('integrations-syncDjen', { from: addDays(officeDate(), -70), to: officeDate() });
    found = await next();
  }
  return { id: found!.id, expectedVersion: found!.version };
}
/** An intimação marked "sem prazo", to reopen: one already so, else one marked now. */
async function aTreatedIntimation(): Promise<{ id: string; expectedVersion: number }> {
  const treated = (await asAdmin<IntimationPage>('intimations-list', { triage: 'tratadas', limit: 100 })).items.find((i) => i.triage.state === 'sem-prazo');
  if (treated) return { id: treated.id, expectedVersion: treated.version };
  const marked = await asAdmin<{ id: string; version: number }>('intimations-acknowledge', { ...(await anUntreatedIntimation()), reason: 'Matriz de acesso' });
  return { id: marked.id, expectedVersion: marked.version };
}
/** An andamento imported from the stand-in on the seeded lawsuit proc-003. */
async function anImportedMovement(): Promise<{ id: string; expectedVersion: number }> {
  await asAdmin('lawsuits-syncMovements', { lawsuitId: 'proc-003' });
  const movements = await asAdmin<{ items: { id: string; version: number; source: string }[] }>('lawsuits-movements', { lawsuitId: 'proc-003', limit: 100 });
  const imported = movements.items.find((m) => m.source === 'datajud')!;
  return { id: imported.id, expectedVersion: imported.version };
}

/** The caller's own record as the server has it (version and name), so a profile edit changes nothing else. */
async function own(token: string | undefined): Promise<{ version: number; name: string }> {
  const me = (await callFn<SessionMe>('session-me', {}, token)).result;
  return { version: me?.version ?? 1, name: me?.name || 'Pessoa sem cadastro' };
}

/** The caller's own calendar feed, issued for the row (its version; 1 for callers refused before reaching it). */
async function ownFeed(token: string | undefined): Promise<number> {
  const res = await callFn<{ version: number }>('calendarFeed-issue', { minimal: false }, token);
  return res.result?.version ?? 1;
}

interface Row {
  /** The section whose label the read-only and read+write callers hold (any section for policies that ignore labels). */
  section: SectionId;
  input: (token: string | undefined) => Promise<unknown>;
  expect: Record<Role, Outcome>;
  /** The call changes the caller's own staff record, so their claims go stale: sign in again after it. */
  changesCaller?: boolean;
}

/** One row per callable of the registry: its section, a valid input for the call, and what each role gets (written by hand, not read from the registry). */
const MATRIX: Record<string, Row> = {
  'session-me': {
    section: 'about',
    input: none,
    expect: { anonymous: [401, 'not-signed-in'], noScopes: 'ok', readOnly: 'ok', readWrite: 'ok', admin: 'ok', disabled: 'ok' },
  },
  'dashboard-summary': { section: 'about', input: none, expect: STAFF },
  'messages-list': { section: 'about', input: page, expect: STAFF },
  'messages-unreadCount': { section: 'about', input: none, expect: STAFF },
  'messages-send': {
    section: 'about',
    input: async () => ({ toIds: [COLLEAGUE], subject: 'Matriz', body: 'Teste da matriz de acesso.', link: null }),
    expect: STAFF,
  },
  'messages-thread': { section: 'about', input: async (token) => ({ threadId: await ownThread(token) }), expect: STAFF },
  'messages-reply': { section: 'about', input: async (token) => ({ threadId: await ownThread(token), body: 'Resposta da matriz.' }), expect: STAFF },
  'messages-markRead': { section: 'about', input: async (token) => ({ threadId: await ownThread(token), read: false }), expect: STAFF },
  'messages-archive': { section: 'about', input: async (token) => ({ threadId: await ownThread(token), archived: true }), expect: STAFF },
  'directory-list': { section: 'about', input: none, expect: STAFF },
  'search-global': { section: 'about', input: async () => ({ term: 'silva' }), expect: STAFF },
  'notifications-list': { section: 'about', input: none, expect: STAFF },
  'notifications-unreadCount': { section: 'about', input: none, expect: STAFF },
  'notifications-markRead': { section: 'about', input: async (token) => ({ ids: [await ownNotification(token)] }), expect: STAFF },
  'notifications-markAllRead': { section: 'about', input: none, expect: STAFF },
  'notifications-preferences': { section: 'about', input: none, expect: STAFF },
  'notifications-updatePreferences': {
    section: 'about',
    input: async (token) => ({
      expectedVersion: (await callFn<{ version: number | null }>('notifications-preferences', {}, token)).result?.version ?? null,
      email: { mensagem: 'resumo' },
    }),
    expect: STAFF,
  },
  'attachments-list': { section: 'clients', input: async () => ({ folder: 'clients/cli-001' }), expect: SECTION_READ },
  'attachments-delete': {
    section: 'clients',
    input: async () => {
      // A file the allowed calls really delete: uploaded by the administrator through the files function.
      const res = await fetch(`${FILES_URL}/clients/cli-001?name=matriz.txt`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'text/plain' },
        body: 'matriz',
      });
      return { path: ((await res.json()) as { path: string }).path };
    },
    expect: SECTION_WRITE,
  },
  'attachments-update': {
    section: 'clients',
    input: async () => {
      // A file the allowed calls really change: uploaded by the administrator through the files function.
      const res = await fetch(`${FILES_URL}/clients/cli-001?name=matriz.txt&category=outro`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'text/plain' },
        body: 'matriz',
      });
      return { path: ((await res.json()) as { path: string }).path, category: 'contrato', description: 'Matriz de acesso' };
    },
    expect: SECTION_WRITE,
  },
  'profile-update': {
    section: 'about',
    input: async (token) => {
      const { version, name } = await own(token);
      return { expectedVersion: version, name, phone: '(11) 98765-4321' };
    },
    expect: STAFF,
    changesCaller: true,
  },
  'profile-setPhoto': { section: 'about', input: async () => ({ contentType: 'image/png', dataBase64: PNG_1PX }), expect: STAFF, changesCaller: true },
  'clients-list': { section: 'clients', input: page, expect: SECTION_READ },
  'clients-get': { section: 'clients', input: async () => ({ id: 'cli-001' }), expect: SECTION_READ },
  'clients-exportCsv': { section: 'clients', input: async () => ({ status: 'inativo' }), expect: SECTION_READ },
  // Also open to who reads Processos alone; the row's callers hold the Clientes label.
  'templates-list': { section: 'clients', input: none, expect: SECTION_READ },
  'templates-download': { section: 'settings', input: async () => ({ id: 'tpl-procuracao' }), expect: ADMIN_ONLY },
  'templates-create': { section: 'settings', input: async () => ({ template: sampleTemplate(), file: templateFile() }), expect: ADMIN_ONLY },
  'templates-update': {
    section: 'settings',
    input: async () => ({ ...(await adminTemplate()), template: { ...sampleTemplate(), name: 'Modelo da matriz (editado)' } }),
    expect: ADMIN_ONLY,
  },
  'templates-delete': { section: 'settings', input: adminTemplate, expect: ADMIN_ONLY },
  'templates-generate': {
    section: 'clients',
    input: async () => ({ templateId: 'tpl-declaracao-hipossuficiencia', clientId: 'cli-001' }),
    expect: SECTION_WRITE,
  },
  // Also open to who reads Processos alone; the row's callers hold the Clientes label.
  'clients-checkConflicts': { section: 'clients', input: async () => ({ parties: [{ name: 'Banco Nacional S.A.' }] }), expect: SECTION_READ },
  'clients-importPreview': {
    section: 'clients',
    input: async () => ({ csv: `nome;documento\nCliente Importado;${sampleClient().document}\n` }),
    expect: SECTION_WRITE,
  },
  'clients-importCsv': {
    section: 'clients',
    input: async () => ({ csv: `nome;documento\nCliente Importado;${sampleClient().document}\n` }),
    expect: SECTION_WRITE,
  },
  'clients-create': { section: 'clients', input: async () => ({ client: sampleClient() }), expect: SECTION_WRITE },
  'clients-update': {
    section: 'clients',
    input: async () => {
      const stores = await testStores();
      const current = await stores.documents.get(COLLECTIONS.clients, 'cli-002');
      await stores.documents.close();
      const { document, kind, name } = current!.data as { document: string; kind: 'pf'; name: string };
      return { id: 'cli-002', expectedVersion: current!.version, client: { ...sampleClient(), kind, name, document } };
    },
    expect: SECTION_WRITE,
  },
  'clients-delete': {
    section: 'clients',
    input: async () => {
      // A fresh client without lawsuits, so an allowed call really deletes.
      const token = tokens.admin;
      const created = await callFn<{ id: string; version: number }>('clients-create', { client: sampleClient() }, token);
      return { id: created.result!.id, expectedVersion: created.result!.version };
    },
    expect: SECTION_WRITE,
  },
  'lawsuits-list': { section: 'lawsuits', input: page, expect: SECTION_READ },
  'lawsuits-get': { section: 'lawsuits', input: async () => ({ id: 'proc-001' }), expect: SECTION_READ },
  'lawsuits-practiceAreas': { section: 'lawsuits', input: none, expect: SECTION_READ },
  'lawsuits-movements': { section: 'lawsuits', input: async () => ({ lawsuitId: 'proc-001' }), expect: SECTION_READ },
  'lawsuits-links': { section: 'lawsuits', input: async () => ({ lawsuitId: 'proc-001' }), expect: SECTION_READ },
  // Each call relates a lawsuit of its own to a seeded one (a pair is related once).
  'lawsuits-link': {
    section: 'lawsuits',
    input: async () => {
      const created = await callFn<{ id: string }>('lawsuits-create', { lawsuit: sampleLawsuit() }, tokens.admin);
      return { lawsuitId: created.result!.id, relatedId: 'proc-003', kind: 'recurso' };
    },
    expect: SECTION_WRITE,
  },
  'lawsuits-unlink': {
    section: 'lawsuits',
    input: async () => {
      const created = await callFn<{ id: string }>('lawsuits-create', { lawsuit: sampleLawsuit() }, tokens.admin);
      const link = await callFn<{ id: string; version: number }>(
        'lawsuits-link',
        { lawsuitId: created.result!.id, relatedId: 'proc-003', kind: 'apenso' },
        tokens.admin,
      );
      return { id: link.result!.id, expectedVersion: link.result!.version };
    },
    expect: SECTION_WRITE,
  },
  // Picking a client needs Clientes: a caller with Processos alone is refused the link (link-access.test.ts).
  'lawsuits-create': {
    section: 'lawsuits',
    input: async () => ({ lawsuit: sampleLawsuit() }),
    expect: { ...SECTION_WRITE, readWrite: [400, 'invalid-input'] },
  },
  'lawsuits-update': {
    section: 'lawsuits',
    input: async () => {
      const stores = await testStores();
      const current = await stores.documents.get(COLLECTIONS.lawsuits, 'proc-002');
      await stores.documents.close();
      return {
        id: 'proc-002',
        expectedVersion: current!.version,
        lawsuit: { ...sampleLawsuit(), cnj: current!.data.cnj, clients: lawsuitClients(current!.data) },
      };
    },
    expect: SECTION_WRITE,
  },
  'lawsuits-delete': {
    section: 'lawsuits',
    input: async () => {
      const created = await callFn<{ id: string; version: number }>('lawsuits-create', { lawsuit: sampleLawsuit() }, tokens.admin);
      return { id: created.result!.id, expectedVersion: created.result!.version };
    },
    expect: SECTION_WRITE,
  },
  'lawsuits-addMovement': {
    section: 'lawsuits',
    input: async () => ({ lawsuitId: 'proc-003', at: new Date().toISOString(), description: 'Conclusos para despacho' }),
    expect: SECTION_WRITE,
  },
  'lawsuits-updateMovement': {
    section: 'lawsuits',
    input: async () => {
      const added = await callFn<{ id: string; version: number }>(
        'lawsuits-addMovement',
        { lawsuitId: 'proc-003', at: new Date().toISOString(), description: 'Juntada de petição' },
        tokens.admin,
      );
      return { id: added.result!.id, expectedVersion: added.result!.version, at: new Date().toISOString(), description: 'Juntada de petição intermediária' };
    },
    expect: SECTION_WRITE,
  },
  'agenda-list': { section: 'agenda', input: page, expect: SECTION_READ },
  'agenda-get': { section: 'agenda', input: async () => ({ id: 'evt-001' }), expect: SECTION_READ },
  'agenda-history': { section: 'agenda', input: async () => ({ id: 'evt-001' }), expect: SECTION_READ },
  'agenda-create': { section: 'agenda', input: async () => ({ event: sampleEvent() }), expect: SECTION_WRITE },
  'agenda-update': {
    section: 'agenda',
    input: async () => ({ ...(await adminEvent()), event: { ...sampleEvent(), title: 'Reunião de pauta (editada)' } }),
    expect: SECTION_WRITE,
  },
  'agenda-reschedule': {
    section: 'agenda',
    input: async () => ({ ...(await adminEvent()), date: '2026-12-03', startTime: '15:00', endTime: '16:00' }),
    expect: SECTION_WRITE,
  },
  'agenda-setStatus': { section: 'agenda', input: async () => ({ ...(await adminEvent()), status: 'concluido' }), expect: SECTION_WRITE },
  'agenda-delete': { section: 'agenda', input: adminEvent, expect: SECTION_WRITE },
  'agenda-recalculate': { section: 'agenda', input: flaggedPrazo, expect: SECTION_WRITE },
  'tasks-list': { section: 'agenda', input: page, expect: SECTION_READ },
  'tasks-board': { section: 'agenda', input: none, expect: SECTION_READ },
  'tasks-myWork': { section: 'agenda', input: none, expect: SECTION_READ },
  'tasks-productivity': { section: 'agenda', input: async () => ({ from: '2026-11-01', to: '2026-11-30' }), expect: SECTION_READ },
  'tasks-get': { section: 'agenda', input: async () => ({ id: (await adminTask()).id }), expect: SECTION_READ },
  'tasks-comments': { section: 'agenda', input: async () => ({ taskId: (await adminTask()).id }), expect: SECTION_READ },
  'tasks-create': { section: 'agenda', input: async () => ({ task: sampleTask() }), expect: SECTION_WRITE },
  'tasks-update': {
    section: 'agenda',
    input: async () => {
      const { id, expectedVersion } = await adminTask();
      return { id, expectedVersion, task: { ...sampleTask(), title: 'Revisar minuta (editada)' } };
    },
    expect: SECTION_WRITE,
  },
  'tasks-move': {
    section: 'agenda',
    input: async () => {
      const { id, expectedVersion } = await adminTask();
      return { id, expectedVersion, status: 'em_andamento' };
    },
    expect: SECTION_WRITE,
  },
  'tasks-setStep': {
    section: 'agenda',
    input: async () => {
      const { id, stepId } = await adminTask();
      return { id, stepId, done: true };
    },
    expect: SECTION_WRITE,
  },
  'tasks-comment': { section: 'agenda', input: async () => ({ taskId: (await adminTask()).id, body: 'Minuta revista.' }), expect: SECTION_WRITE },
  'tasks-delete': {
    section: 'agenda',
    input: async () => {
      const { id, expectedVersion } = await adminTask();
      return { id, expectedVersion };
    },
    expect: SECTION_WRITE,
  },
  'workflows-list': { section: 'agenda', input: none, expect: SECTION_READ },
  'workflows-create': { section: 'settings', input: async () => ({ template: sampleWorkflow() }), expect: ADMIN_ONLY },
  'workflows-update': { section: 'settings', input: async () => ({ ...(await adminWorkflow()), template: sampleWorkflow() }), expect: ADMIN_ONLY },
  'workflows-delete': { section: 'settings', input: adminWorkflow, expect: ADMIN_ONLY },
  // Applying links a lawsuit: a caller with Agenda alone is told they cannot link one (the field's error).
  'workflows-plan': {
    section: 'agenda',
    input: async () => ({ templateId: (await adminWorkflow()).id, lawsuitId: 'proc-001' }),
    expect: { ...SECTION_READ, readOnly: [400, 'invalid-input'], readWrite: [400, 'invalid-input'] },
  },
  'workflows-apply': {
    section: 'agenda',
    input: async () => ({ templateId: (await adminWorkflow()).id, lawsuitId: 'proc-001', assigneeId: 'staff-rafael-moreira', reviewerId: null }),
    expect: { ...SECTION_WRITE, readWrite: [400, 'invalid-input'] },
  },
  'workflows-runs': {
    section: 'agenda',
    input: async () => ({ lawsuitId: 'proc-001' }),
    expect: { ...SECTION_READ, readOnly: denied('missing-scope'), readWrite: denied('missing-scope') },
  },
  'courtCalendar-list': { section: 'about', input: none, expect: STAFF },
  'courtCalendar-reviews': { section: 'agenda', input: page, expect: SECTION_READ },
  'courtCalendar-create': { section: 'settings', input: async () => ({ closure: sampleClosure() }), expect: ADMIN_ONLY },
  'courtCalendar-update': {
    section: 'settings',
    input: async () => ({ ...(await adminClosure()), closure: { ...sampleClosure(), name: 'Feriado municipal (editado)' } }),
    expect: ADMIN_ONLY,
  },
  'courtCalendar-delete': { section: 'settings', input: adminClosure, expect: ADMIN_ONLY },
  'agenda-computeDeadline': {
    section: 'agenda',
    input: async () => ({
      trigger: 'publicacao',
      triggerDate: '2026-05-04',
      days: 15,
      counting: 'uteis',
      doubling: null,
      electronic: true,
      tribunal: 'TJSP',
      comarca: null,
    }),
    expect: SECTION_READ,
  },
  'articles-list': { section: 'articles', input: page, expect: SECTION_READ },
  'articles-get': { section: 'articles', input: async () => ({ id: 'art-001' }), expect: SECTION_READ },
  'articles-create': { section: 'articles', input: async () => ({ article: sampleArticle() }), expect: SECTION_WRITE },
  'articles-update': { section: 'articles', input: async () => ({ ...(await adminArticle()), article: sampleArticle() }), expect: SECTION_WRITE },
  'articles-delete': { section: 'articles', input: adminArticle, expect: SECTION_WRITE },
  'articles-setCover': { section: 'articles', input: async () => ({ ...(await adminArticle()), sourcePath: null, alt: '' }), expect: SECTION_WRITE },
  'faq-list': { section: 'faq', input: none, expect: SECTION_READ },
  'faq-create': { section: 'faq', input: async () => ({ entry: sampleFaq() }), expect: SECTION_WRITE },
  'faq-update': {
    section: 'faq',
    input: async () => ({ ...(await adminFaq()), entry: { ...sampleFaq(), question: 'Pergunta da matriz, editada?' } }),
    expect: SECTION_WRITE,
  },
  'faq-setPublished': { section: 'faq', input: async () => ({ ...(await adminFaq()), published: true }), expect: SECTION_WRITE },
  'faq-delete': { section: 'faq', input: adminFaq, expect: SECTION_WRITE },
  'faq-reorder': {
    section: 'faq',
    input: async () => {
      const faq = await asAdmin<{ entries: { id: string }[]; orderVersion: number }>('faq-list', {});
      return { ids: faq.entries.map((e) => e.id).reverse(), expectedOrderVersion: faq.orderVersion };
    },
    expect: SECTION_WRITE,
  },
  'finance-list': { section: 'finance', input: page, expect: SECTION_READ },
  'finance-get': { section: 'finance', input: async () => ({ id: 'trn-001' }), expect: SECTION_READ },
  'finance-accounts': { section: 'finance', input: none, expect: SECTION_READ },
  'finance-create': { section: 'finance', input: async () => ({ transaction: sampleTransaction() }), expect: SECTION_WRITE },
  'finance-update': {
    section: 'finance',
    input: async () => ({ ...(await adminTransaction()), transaction: { ...sampleTransaction(), description: 'Material de escritório (editado)' } }),
    expect: SECTION_WRITE,
  },
  'finance-delete': { section: 'finance', input: adminTransaction, expect: SECTION_WRITE },
  'finance-cancel': { section: 'finance', input: async () => ({ ...(await adminTransaction()), reason: 'Lançado em duplicidade' }), expect: SECTION_WRITE },
  'finance-pay': {
    section: 'finance',
    input: async () => ({ ...(await adminTransaction()), payment: { date: officeDate(), amount: 5_000, accountId: 'cta-corrente', method: 'pix' } }),
    expect: SECTION_WRITE,
  },
  'finance-reverse': {
    section: 'finance',
    input: async () => ({ ...(await adminPayment()), reason: 'Pagamento devolvido pelo banco' }),
    expect: SECTION_WRITE,
  },
  'finance-createAccount': { section: 'finance', input: async () => ({ account: sampleAccount() }), expect: SECTION_WRITE },
  'finance-updateAccount': {
    section: 'finance',
    input: async () => {
      const made = await callFn<{ id: string; version: number }>('finance-createAccount', { account: sampleAccount() }, tokens.admin);
      return { id: made.result!.id, expectedVersion: made.result!.version, account: { ...sampleAccount(), name: 'Conta matriz (renomeada)' } };
    },
    expect: SECTION_WRITE,
  },
  'finance-transfer': {
    section: 'finance',
    input: async () => ({ fromAccountId: 'cta-corrente', toAccountId: 'cta-poupanca', date: officeDate(), amount: 100, description: 'Aplicação (matriz)' }),
    expect: SECTION_WRITE,
  },
  'finance-cashFlow': { section: 'finance', input: none, expect: SECTION_READ },
  'finance-categories': { section: 'finance', input: async () => ({ from: '2026-01', to: '2026-12' }), expect: SECTION_READ },
  // A prestação de contas names the client: Financeiro alone is refused it (link-access.test.ts).
  'finance-statement': {
    section: 'finance',
    input: async () => ({ clientId: 'cli-001', from: '2026-01-01', to: '2026-12-31' }),
    expect: { ...SECTION_READ, readOnly: [400, 'invalid-input'], readWrite: [400, 'invalid-input'] },
  },
  'finance-categoryPlan': { section: 'finance', input: none, expect: SECTION_READ },
  'finance-exportCsv': { section: 'finance', input: async () => ({ status: 'vencido' }), expect: SECTION_READ },
  // A client's lawsuits name the client: Financeiro alone is refused them (link-access.test.ts).
  'finance-lawsuitChoices': {
    section: 'finance',
    input: async () => ({ clientId: 'cli-001' }),
    expect: { ...SECTION_READ, readOnly: [400, 'invalid-input'], readWrite: [400, 'invalid-input'] },
  },
  'integrations-list': { section: 'integrations', input: none, expect: SECTION_READ },
  'integrations-runs': { section: 'integrations', input: async () => ({ integration: 'datajud', limit: 5 }), expect: SECTION_READ },
  'integrations-updateDatajud': {
    section: 'integrations',
    input: async () => ({ expectedVersion: (await integrations()).datajud.version, apiKey: DATAJUD_PUBLIC_KEY }),
    expect: ADMIN_ONLY,
  },
  'integrations-updateDjen': {
    section: 'integrations',
    input: async () => {
      const o = await integrations();
      return { expectedVersion: o.djen.version, oabs: o.djen.oabs };
    },
    expect: ADMIN_ONLY,
  },
  'integrations-syncDatajud': { section: 'integrations', input: none, expect: SECTION_WRITE },
  'integrations-syncDjen': {
    section: 'integrations',
    input: async () => {
      await djenConfigured();
      return { from: officeDate(), to: officeDate() };
    },
    expect: SECTION_WRITE,
  },
  'lawsuits-courtData': { section: 'lawsuits', input: async () => ({ lawsuitId: 'proc-003' }), expect: SECTION_READ },
  'lawsuits-syncMovements': { section: 'lawsuits', input: async () => ({ lawsuitId: 'proc-003' }), expect: SECTION_WRITE },
  'lawsuits-setMovementHidden': { section: 'lawsuits', input: async () => ({ ...(await anImportedMovement()), hidden: true }), expect: SECTION_WRITE },
  'intimations-list': { section: 'lawsuits', input: page, expect: SECTION_READ },
  'intimations-get': { section: 'lawsuits', input: async () => ({ id: (await anIntimation()).id }), expect: SECTION_READ },
  'intimations-setRead': {
    section: 'lawsuits',
    input: async () => {
      const i = await anIntimation();
      return { id: i.id, expectedVersion: i.version, read: true };
    },
    expect: SECTION_WRITE,
  },
  'intimations-acknowledge': {
    section: 'lawsuits',
    input: async () => ({ ...(await anUntreatedIntimation()), reason: 'Mero expediente, sem prazo para a parte' }),
    expect: SECTION_WRITE,
  },
  'intimations-forward': { section: 'lawsuits', input: async () => ({ ...(await anUntreatedIntimation()), to: COLLEAGUE, note: null }), expect: SECTION_WRITE },
  'intimations-reopen': { section: 'lawsuits', input: aTreatedIntimation, expect: SECTION_WRITE },
  'intimations-bulk': {
    section: 'lawsuits',
    input: async () => ({ action: 'ciente', items: [await anUntreatedIntimation()], reason: 'Mero expediente, sem prazo para a parte' }),
    expect: SECTION_WRITE,
  },
  // Accepting puts entries on the agenda: a caller with Processos alone is refused for the Agenda.
  'intimations-accept': {
    section: 'lawsuits',
    input: async () => ({ ...(await anUntreatedIntimation()), actions: [{ kind: 'sem-providencia', act: 'Ciência da decisão' }] }),
    expect: { ...SECTION_WRITE, readWrite: denied('missing-scope') },
  },
  'settings-removalRequests': { section: 'settings', input: page, expect: SECTION_READ },
  'settings-categoryPlan': { section: 'settings', input: none, expect: SECTION_READ },
  'settings-updateCategoryPlan': {
    section: 'settings',
    // The plan as it is, on its current version: an allowed call saves it again.
    input: async () => {
      const current = await callFn<CategoryPlanState>('settings-categoryPlan', {}, tokens.admin);
      return { expectedVersion: current.result!.version, plan: current.result!.plan };
    },
    expect: SECTION_WRITE,
  },
  'settings-resolveRemoval': {
    section: 'settings',
    input: async () => {
      const id = `REM-MATRIZ-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
      const stores = await testStores();
      await stores.documents.create(COLLECTIONS.removalRequests, id, {
        protocol: id,
        name: 'Titular Teste',
        email: 'titular@x.test',
        cpf: null,
        request: 'Remover meus dados.',
        status: 'aberto',
        receivedAt: new Date().toISOString(),
        resolvedAt: null,
        resolvedBy: null,
        resolution: null,
      });
      await stores.documents.close();
      return { id, expectedVersion: 1, status: 'concluido', resolution: 'Dados removidos dos cadastros.' };
    },
    expect: SECTION_WRITE,
  },
  'calendarFeed-get': { section: 'agenda', input: none, expect: SECTION_READ },
  'calendarFeed-issue': { section: 'agenda', input: async () => ({ minimal: false }), expect: SECTION_READ },
  'calendarFeed-setOptions': { section: 'agenda', input: async (token) => ({ expectedVersion: await ownFeed(token), minimal: true }), expect: SECTION_READ },
  'calendarFeed-revoke': { section: 'agenda', input: async (token) => ({ expectedVersion: await ownFeed(token) }), expect: SECTION_READ },
  'publicPages-office': { section: 'about', input: none, expect: PUBLIC },
  'publicPages-faq': { section: 'about', input: none, expect: PUBLIC },
  'publicPages-requestRemoval': {
    section: 'about',
    input: async () => ({
      name: 'Titular dos Dados',
      email: `titular.${Math.random().toString(36).slice(2, 8)}@exemplo.com.br`,
      cpf: '',
      request: 'Peço a exclusão dos meus dados pessoais.',
    }),
    expect: PUBLIC,
  },
  'about-get': { section: 'about', input: none, expect: SECTION_READ },
  'about-update': {
    section: 'about',
    input: async () => {
      const current = await asAdmin<{ profile: unknown; version: number }>('about-get', {});
      return { expectedVersion: current.version, profile: current.profile };
    },
    expect: SECTION_WRITE,
  },
  'about-team': { section: 'about', input: none, expect: SECTION_READ },
  'about-createMember': { section: 'about', input: async () => ({ member: sampleMember() }), expect: SECTION_WRITE },
  'about-updateMember': { section: 'about', input: async () => ({ ...(await adminMember()), member: sampleMember() }), expect: SECTION_WRITE },
  'about-deleteMember': { section: 'about', input: adminMember, expect: SECTION_WRITE },
  'about-setMemberPhoto': { section: 'about', input: async () => ({ ...(await adminMember()), sourcePath: null }), expect: SECTION_WRITE },
  'about-updateAreas': {
    section: 'about',
    input: async () => {
      const team = await asAdmin<{ areas: unknown[]; areasVersion: number }>('about-team', {});
      return { expectedVersion: team.areasVersion, areas: team.areas };
    },
    expect: SECTION_WRITE,
  },
  'publicPages-team': { section: 'about', input: none, expect: PUBLIC },
  'publicPages-articles': { section: 'about', input: none, expect: PUBLIC },
  'publicPages-article': { section: 'about', input: async () => ({ slug: 'reforma-tributaria-pequenas-empresas' }), expect: PUBLIC },
  'staff-list': { section: 'about', input: async () => ({ limit: 5 }), expect: ADMIN_ONLY },
  'staff-create': {
    section: 'about',
    input: async () => ({
      email: `criado.${run}.${Math.random().toString(36).slice(2, 8)}@barbosaadvocacia.test`,
      name: 'Pessoa Criada',
      read: ['Agenda'],
      write: [],
    }),
    expect: ADMIN_ONLY,
  },
  'staff-setScopes': {
    section: 'about',
    input: async () => ({ uid: target.uid, expectedVersion: (await member(target.uid)).version, read: ['Agenda', 'Clientes'], write: ['Agenda'] }),
    expect: ADMIN_ONLY,
  },
  'staff-setAdmin': {
    section: 'about',
    input: async () => ({ uid: target.uid, expectedVersion: (await member(target.uid)).version, admin: false }),
    expect: ADMIN_ONLY,
  },
  'staff-setDisabled': {
    section: 'about',
    input: async () => ({ uid: target.uid, expectedVersion: (await member(target.uid)).version, disabled: false }),
    expect: ADMIN_ONLY,
  },
  'staff-pending': { section: 'about', input: none, expect: ADMIN_ONLY },
  'settings-auditLog': { section: 'about', input: async () => ({ limit: 5 }), expect: ADMIN_ONLY },
  'staff-decline': {
    section: 'about',
    // A fresh registration per call: a declined one cannot be declined twice by another caller.
    input: async () => ({ uid: (await signUp(`recusado.${run}.${Math.random().toString(36).slice(2, 8)}@exemplo.test`, PASSWORD)).uid }),
    expect: ADMIN_ONLY,
  },
  'staff-restoreAccess': {
    section: 'about',
    // A fresh record whose account is gone per call: a recreated account cannot be recreated twice.
    input: async () => {
      const lost = await asAdmin<StaffCreated>('staff-create', {
        email: `sem-conta.${run}.${Math.random().toString(36).slice(2, 8)}@barbosaadvocacia.test`,
        name: 'Pessoa Sem Conta',
        read: [],
        write: [],
      });
      await deleteAccount(lost.member.uid);
      return { uid: lost.member.uid };
    },
    expect: ADMIN_ONLY,
  },
  // Verificação em duas etapas. The matrix's callers never turn it on (a caller who did would be asked for codes
  // by every later row): an allowed call reaches the handler, which refuses a wrong code or a second factor that
  // is off. second-factor.test.ts holds the successful paths, on callers of its own.
  'secondFactor-setup': { section: 'about', input: none, expect: STAFF },
  'secondFactor-enable': {
    section: 'about',
    input: async (token) => {
      const setup = await callFn<SecondFactorSetup>('secondFactor-setup', {}, token);
      return { code: setup.result ? wrongCodeAt(setup.result.secret) : '123456' };
    },
    expect: { ...STAFF, readOnly: denied('second-factor-code'), readWrite: denied('second-factor-code'), admin: denied('second-factor-code') },
  },
  'secondFactor-verify': { section: 'about', input: async () => ({ method: 'totp', code: '123456' }), expect: SECOND_FACTOR_OFF },
  'secondFactor-disable': { section: 'about', input: async () => ({ method: 'recovery', code: 'abcde-fghjk' }), expect: SECOND_FACTOR_OFF },
  'secondFactor-recoveryCodes': { section: 'about', input: async () => ({ method: 'totp', code: '123456' }), expect: SECOND_FACTOR_OFF },
  'secondFactor-team': { section: 'about', input: none, expect: ADMIN_ONLY },
  'secondFactor-reset': {
    section: 'about',
    // A setup in progress of the target's, stored directly: what an allowed reset then really clears.
    input: async () => {
      const stores = await testStores();
      const record = { secret: 'JBSWY3DPEHPK3PXP', enabled: false, enrolmentId: '', enabledAt: null, lastStep: 0, recoveryHashes: [] };
      if (!(await stores.documents.get(COLLECTIONS.secondFactors, target.uid))) await stores.documents.create(COLLECTIONS.secondFactors, target.uid, record);
      await stores.documents.close();
      return { uid: target.uid };
    },
    expect: ADMIN_ONLY,
  },
  'secondFactor-setRequired': {
    section: 'about',
    // Kept off: turning it on needs the caller's own second factor (second-factor.test.ts).
    input: async () => ({ required: false, expectedVersion: (await asAdmin<SecondFactorTeam>('secondFactor-team', {})).version }),
    expect: ADMIN_ONLY,
  },
};

beforeAll(async () => {
  tokens.admin = await signIn(admin.email, admin.password);
  // Per section a read-only and a read+write member, plus the disabled and target members: created a few at a time.
  const wanted = [
    ...SECTIONS.flatMap((s) => [
      { key: `${s.id}:readOnly`, label: `leitura-${s.id}`, read: [s.label], write: [] as string[] },
      { key: `${s.id}:readWrite`, label: `edicao-${s.id}`, read: [s.label], write: [s.label] as string[] },
    ]),
    { key: 'disabled', label: 'desativado', read: [...SCOPE_LABELS], write: [...SCOPE_LABELS] },
    { key: 'target', label: 'alvo', read: ['Agenda'], write: [] },
  ];
  const [noScopes, created] = await Promise.all([
    signUp(`sem-acesso.${run}@barbosaadvocacia.test`, PASSWORD),
    mapLimit(wanted, 4, async (w) => {
      const made = await newStaff(w.label, w.read, w.write);
      return { key: w.key, ...made, token: await signIn(made.email, PASSWORD) };
    }),
  ]);
  tokens.noScopes = noScopes.idToken;
  const byKey = new Map(created.map((c) => [c.key, c]));
  for (const s of SECTIONS) {
    const ro = byKey.get(`${s.id}:readOnly`)!;
    const rw = byKey.get(`${s.id}:readWrite`)!;
    sectionCallers[s.id] = { readOnly: { email: ro.email, token: ro.token }, readWrite: { email: rw.email, token: rw.token } };
  }
  // Signed in first, then disabled: the token stays valid for an hour, the account must not.
  const disabled = byKey.get('disabled')!;
  tokens.disabled = disabled.token;
  await asAdmin('staff-setDisabled', { uid: disabled.member.uid, expectedVersion: disabled.member.version, disabled: true });
  target = byKey.get('target')!.member;
}, 240_000);

function tokenOf(role: Role, section: SectionId): string | undefined {
  return role === 'readOnly' || role === 'readWrite' ? sectionCallers[section][role].token : tokens[role];
}

/** After a call that changed the caller's own record, their claims are stale: sign in again. */
async function refresh(role: Role, section: SectionId): Promise<void> {
  if (role === 'readOnly' || role === 'readWrite') sectionCallers[section][role].token = await signIn(sectionCallers[section][role].email, PASSWORD);
  else if (role === 'admin') tokens.admin = await signIn(admin.email, admin.password);
}

describe('authorization matrix over HTTP', () => {
  it('has a row for every callable of the registry, and no row for a callable that does not exist', () => {
    expect(Object.keys(MATRIX).sort()).toEqual([...CALLABLE_NAMES].sort());
  });

  for (const [name, row] of Object.entries(MATRIX)) {
    describe(`${name} (callers hold ${sectionById(row.section).label})`, () => {
      for (const role of ROLES) {
        const expected = row.expect[role];
        it(`${role} → ${expected === 'ok' ? 'allowed' : `${expected[0]} ${expected[1]}`}`, async () => {
          const token = tokenOf(role, row.section);
          const res: CallResult = await callFn(name, await row.input(token), token);
          if (expected === 'ok') {
            expect(res.error).toBeUndefined();
            expect(res.status).toBe(200);
            if (row.changesCaller) await refresh(role, row.section);
          } else {
            expect([res.status, res.error?.details?.id]).toEqual(expected);
          }
        });
      }
    });
  }
});

describe('taking access away takes effect on the very next call', () => {
  it('a revoked read label: the old token is refused, and a refreshed one too', async () => {
    const { member: m, email } = await newStaff('revogado', ['Sobre', 'Agenda'], []);
    const token = await signIn(email, PASSWORD);
    expect((await callFn('about-get', {}, token)).status).toBe(200);

    await asAdmin('staff-setScopes', { uid: m.uid, expectedVersion: m.version, read: ['Agenda'], write: [] });

    const stale = await callFn('about-get', {}, token);
    expect([stale.status, stale.error?.details?.id]).toEqual([403, 'claims-stale']);
    const fresh = await signIn(email, PASSWORD);
    const refused = await callFn('about-get', {}, fresh);
    expect([refused.status, refused.error?.details?.id]).toEqual([403, 'missing-scope']);
  });

  it('a disabled account: refused on its next call, and it can no longer sign in', async () => {
    const { member: m, email } = await newStaff('bloqueado', ['Sobre'], []);
    const token = await signIn(email, PASSWORD);
    expect((await callFn('about-get', {}, token)).status).toBe(200);
    await asAdmin('staff-setDisabled', { uid: m.uid, expectedVersion: m.version, disabled: true });
    const refused = await callFn('about-get', {}, token);
    expect([refused.status, refused.error?.details?.id]).toEqual([403, 'account-disabled']);
    await expect(signIn(email, PASSWORD)).rejects.toThrow(/USER_DISABLED/);
  });

  it('an unmade administrator loses the admin endpoint at once', async () => {
    const { member: m, email } = await newStaff('admin-temporario', [], []);
    const promoted = await asAdmin<StaffMember>('staff-setAdmin', { uid: m.uid, expectedVersion: m.version, admin: true });
    const token = await signIn(email, PASSWORD);
    expect((await callFn('staff-list', { limit: 1 }, token)).status).toBe(200);
    await asAdmin('staff-setAdmin', { uid: m.uid, expectedVersion: promoted.version, admin: false });
    const stale = await callFn('staff-list', { limit: 1 }, token);
    expect(stale.status).toBe(403);
    const refused = await callFn('staff-list', { limit: 1 }, await signIn(email, PASSWORD));
    expect([refused.status, refused.error?.details?.id]).toEqual([403, 'admin-only']);
  });

  it('a granted label works after the one token refresh the SPA makes on claims-stale', async () => {
    const { member: m, email } = await newStaff('promovido', ['Agenda'], []);
    const token = await signIn(email, PASSWORD);
    expect((await callFn('about-get', {}, token)).error?.details?.id).toBe('missing-scope');
    await asAdmin('staff-setScopes', { uid: m.uid, expectedVersion: m.version, read: ['Agenda', 'Sobre'], write: [] });
    expect((await callFn('about-get', {}, token)).error?.details?.id).toBe('claims-stale');
    expect((await callFn('about-get', {}, await signIn(email, PASSWORD))).status).toBe(200);
  });
});

describe('what a list tells about another section', () => {
  it('"sem prazo aberto" is agenda data: a person with Processos alone gets no count and is refused the list', async () => {
    const { email } = await newStaff('so-processos', ['Processos'], []);
    const token = await signIn(email, PASSWORD);
    const list = await callFn<LawsuitPage>('lawsuits-list', { limit: 1 }, token);
    expect([list.status, list.result?.withoutOpenPrazo]).toEqual([200, null]);
    const refused = await callFn('lawsuits-list', { withoutOpenPrazo: true, limit: 1 }, token);
    expect([refused.status, refused.error?.details?.id]).toEqual([403, 'missing-scope']);
    const summary = await callFn<DashboardSummary>('dashboard-summary', {}, token);
    expect(summary.result?.lawsuits?.withoutOpenPrazo).toBeNull();
  });
});
