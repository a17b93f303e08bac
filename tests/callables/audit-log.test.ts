/**
 * Configurações → Auditoria over HTTP: what the log lists and filters, that it names fields and never their
 * values, that a record's history gathers what belongs to it, and that refused writes are recorded as
 * security events (a limited number per person and hour).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cpfCheckDigits,
  DENIALS_CAPPED_ACTION,
  EMULATOR_PORTS,
  FUNCTIONS_REGION,
  LOCAL_PROJECT_ID,
  officeDate,
  addDays,
  type AuditPage,
  type CallInput,
  type Listed,
  type ClientRecord,
  type StaffCreated,
  type StaffMember,
  type ThreadView,
  type TransactionSaved,
} from '@office/domain';
import { DENIALS_RECORDED_PER_HOUR } from '../../functions/src/platform/security-events';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { callFn, setPasswordFromLink, signIn } from '../support/emulator-client';
import { transaction } from '../support/finance';
import { mapLimit } from '../support/in-flight';

const admin = SEED_STAFF.find((s) => s.admin)!;
const PASSWORD = 'Auditoria#2026';
const run = Date.now().toString(36);
const FILES = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/files`;
let adminToken: string;

async function as<T>(token: string, name: string, data: unknown): Promise<T> {
  const res = await callFn<T>(name, data, token);
  if (res.status !== 200) throw new Error(`${name}: ${JSON.stringify(res.error)}`);
  return res.result as T;
}
const log = (query: CallInput<'settings-auditLog'>) => as<AuditPage>(adminToken, 'settings-auditLog', query);

/** A member with the given labels (or an administrator), signed in. */
async function person(label: string, read: string[], write: string[], makeAdmin = false) {
  const email = `${label}.${run}@barbosaadvocacia.test`;
  const created = await as<StaffCreated>(adminToken, 'staff-create', { email, name: `Auditoria ${label}`, read, write });
  await setPasswordFromLink(created.passwordSetupLink!, PASSWORD);
  const member = makeAdmin
    ? await as<StaffMember>(adminToken, 'staff-setAdmin', { uid: created.member.uid, expectedVersion: created.member.version, admin: true })
    : created.member;
  return { uid: member.uid, email, version: member.version, token: await signIn(email, PASSWORD) };
}

let cpfBase = 700_000_000 + Math.floor(Math.random() * 90_000_000);
function sampleClient(name: string) {
  const base = String(++cpfBase);
  return {
    kind: 'pf',
    name,
    document: base + cpfCheckDigits(base),
    emails: ['titular.auditoria@exemplo.test'],
    phones: [{ number: '(11) 98765-4321', whatsapp: true }],
    address: null,
    notes: '',
    tags: [],
    status: 'prospecto',
    responsibleLawyerId: 'staff-rafael-moreira',
  };
}

/** Waits out the last half-minute of an hour, so a per-hour counter is not split between two windows. */
async function awayFromHourBoundary(): Promise<void> {
  const left = 3_600_000 - (Date.now() % 3_600_000);
  if (left < 30_000) await new Promise((r) => setTimeout(r, left + 1000));
}

beforeAll(async () => {
  adminToken = await signIn(admin.email, admin.password);
});

describe('the names the log reads entries by', () => {
  it('names a lançamento, an article, a conversation and a calendar address; a conversation only to those in it', async () => {
    const description = `Honorários auditados ${run}`;
    const saved = await as<TransactionSaved>(adminToken, 'finance-create', { transaction: transaction({ description }), plan: { mode: 'unico' } });
    const t = saved.transaction;
    const payment = { date: officeDate(), amount: 1_000, accountId: 'cta-corrente', method: 'pix' };
    await as(adminToken, 'finance-pay', { id: t.id, expectedVersion: t.version, payment });
    const paid = await log({ recordId: t.id });
    expect(paid.items.map((e) => [e.action, e.entity])).toEqual([
      ['finance.pay', 'payments'],
      ['finance.create', 'transactions'],
    ]);
    expect(paid.records[t.id]).toEqual({ label: description, href: `/transactions/${t.id}` });

    const title = `Artigo auditado ${run}`;
    const article = await as<{ id: string }>(adminToken, 'articles-create', {
      article: { title, slug: '', summary: 'Resumo do artigo auditado.', body: 'Texto.', tags: [], authorId: admin.uid, status: 'rascunho', publishAt: null },
    });
    expect((await log({ recordId: article.id })).records[article.id]).toEqual({ label: title, href: `/articles/${article.id}` });

    const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
    const lawyerToken = await signIn(lawyer.email, lawyer.password);
    const subject = `Conversa auditada ${run}`;
    const mine = await as<ThreadView>(adminToken, 'messages-send', { toIds: [lawyer.uid], subject, body: 'Texto.', link: null });
    const mineId = mine.mailbox.threadId;
    expect((await log({ recordId: mineId })).records[mineId]).toEqual({ label: subject, href: `/messages/${mineId}` });
    const theirs = await as<ThreadView>(lawyerToken, 'messages-send', {
      toIds: ['staff-juliana-ferreira'],
      subject: `Sigilo ${run}`,
      body: 'Texto.',
      link: null,
    });
    const theirsId = theirs.mailbox.threadId;
    const other = await log({ recordId: theirsId });
    expect(other.total).toBeGreaterThan(0);
    expect(other.records[theirsId]).toEqual({ label: 'Conversa de outras pessoas', href: '/messages' });
    expect(JSON.stringify(other)).not.toContain(`Sigilo ${run}`);

    await as(adminToken, 'calendarFeed-issue', { minimal: false });
    const feed = await log({ recordId: admin.uid, section: 'agenda' });
    expect(feed.items[0]?.entity).toBe('calendarFeeds');
    expect(feed.records[admin.uid]).toEqual({ label: `Endereço da agenda de ${admin.name}`, href: '/events' });
  });
});

describe('every kind of record in the log', () => {
  it('names a team member, a FAQ entry and a task, and a removed member as gone', async () => {
    const member = await as<Listed<{ name: string }>>(adminToken, 'about-createMember', {
      member: { name: `Membro ${run}`, role: 'estagiario', title: 'Estagiária', staffId: null, oab: [], areas: [], bio: '', published: false },
    });
    const faq = await as<Listed<{ question: string }>>(adminToken, 'faq-create', {
      entry: { question: `Pergunta do log ${run}?`, answer: 'Resposta.', category: `Log ${run}`, published: false },
    });
    const task = await as<Listed<{ title: string }>>(adminToken, 'tasks-create', {
      task: {
        title: `Tarefa do log ${run}`,
        description: '',
        lawsuitId: null,
        clientId: null,
        assigneeId: admin.uid,
        reviewerIds: [],
        dueDate: null,
        prazoEventId: null,
        priority: 'normal',
        steps: [],
      },
    });
    const page = await log({ actor: admin.uid, limit: 100 });
    expect(page.records[member.id]).toEqual({ label: `Membro ${run}`, href: '/about' });
    expect(page.records[faq.id]).toEqual({ label: `Pergunta do log ${run}?`, href: '/faq' });
    expect(page.records[task.id]).toEqual({ label: `Tarefa do log ${run}`, href: `/tasks/${task.id}` });

    await as(adminToken, 'about-deleteMember', { id: member.id, expectedVersion: member.version });
    const gone = await log({ recordId: member.id });
    expect(gone.items.map((e) => e.action)).toEqual(['about.deleteMember', 'about.createMember']);
    expect(gone.records[member.id]).toBeNull();
  });
});

describe('the audit log of a record', () => {
  let client: Listed<ClientRecord>;

  beforeAll(async () => {
    const input = sampleClient(`Cliente Auditado ${run}`);
    client = await as<Listed<ClientRecord>>(adminToken, 'clients-create', { client: input });
    const changed = { ...input, phones: [{ number: '(21) 91234-5678', whatsapp: false }], notes: 'Prefere contato à tarde.' };
    client = await as<Listed<ClientRecord>>(adminToken, 'clients-update', { id: client.id, expectedVersion: client.version, client: changed });
  });

  it('lists who changed which fields, newest first, with the names to read it by', async () => {
    const page = await log({ recordId: client.id });
    expect(page.total).toBe(2);
    expect(page.items.map((e) => [e.action, e.actor, e.kind])).toEqual([
      ['clients.update', admin.uid, 'change'],
      ['clients.create', admin.uid, 'change'],
    ]);
    expect(page.items[0]!.changedFields).toEqual(expect.arrayContaining(['notes', 'phones']));
    expect(page.items[0]!.changedFields).not.toContain('name');
    expect(page.people[admin.uid]).toBe(admin.name);
    expect(page.records[client.id]).toEqual({ label: client.name, href: `/clients/${client.id}` });
  });

  it('names its entries’ actions in words, so the page needs no table of its own', async () => {
    const page = await log({ recordId: client.id });
    expect(page.words.actions).toEqual({ 'clients.update': 'Editou cliente', 'clients.create': 'Cadastrou cliente' });
    expect(page.words.attempts).toEqual({});
  });

  it('never carries the values of personal data', async () => {
    const text = JSON.stringify(await log({ recordId: client.id }));
    for (const value of [client.document, '21912345678', '11987654321', 'titular.auditoria', 'Prefere contato']) expect(text).not.toContain(value);
  });

  it("says a file was attached and removed, never the file's name (a name can be personal data)", async () => {
    const up = await fetch(`${FILES}/clients/${client.id}?name=${encodeURIComponent('Exame de Joana Prado.pdf')}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/pdf' },
      body: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    expect(up.status).toBe(201);
    const { path } = (await up.json()) as { path: string };
    await as(adminToken, 'attachments-delete', { path });
    const page = await log({ recordId: client.id, limit: 2 });
    expect(page.items.map((e) => [e.action, e.changedFields])).toEqual([
      ['files.delete', ['file']],
      ['files.upload', ['file']],
    ]);
    expect(JSON.stringify(page)).not.toMatch(/Joana|Exame/);
  });

  it("gathers a lawsuit's andamentos into the lawsuit's history", async () => {
    const added = await as<{ id: string }>(adminToken, 'lawsuits-addMovement', {
      lawsuitId: 'proc-004',
      at: new Date().toISOString(),
      description: `Juntada de procuração ${run}`,
    });
    const page = await log({ recordId: 'proc-004', limit: 100 });
    expect(page.items).toContainEqual(expect.objectContaining({ action: 'lawsuits.addMovement', entityId: added.id, recordId: 'proc-004' }));
  });

  it('answers a deleted record as gone, and leaves out names of sections the administrator cannot read', async () => {
    const doomed = await as<Listed<ClientRecord>>(adminToken, 'clients-create', { client: sampleClient(`Cliente Excluído ${run}`) });
    await as(adminToken, 'clients-delete', { id: doomed.id, expectedVersion: doomed.version });
    const page = await log({ recordId: doomed.id });
    expect(page.items.map((e) => e.action)).toEqual(['clients.delete', 'clients.create']);
    expect(page.records[doomed.id]).toBeNull();

    // An administrator holds Configurações, not necessarily Clientes: the log shows the entry, not the client's name.
    const settingsOnly = await person('admin-sem-clientes', [], [], true);
    try {
      const seen = await as<AuditPage>(settingsOnly.token, 'settings-auditLog', { recordId: client.id });
      expect(seen.total).toBeGreaterThanOrEqual(2);
      expect(seen.total).toBe((await log({ recordId: client.id })).total);
      expect(seen.records).not.toHaveProperty(client.id);
    } finally {
      // Other files count the office's administrators: leave the seeded one alone again.
      await as(adminToken, 'staff-setAdmin', { uid: settingsOnly.uid, expectedVersion: settingsOnly.version, admin: false });
    }
  });
});

describe('filters and pages', () => {
  it('filters by person, section, kind and period; pages by cursor without repeats', async () => {
    const writer = await person('escrevente', ['Clientes'], ['Clientes']);
    const made: string[] = [];
    for (let i = 0; i < 5; i++)
      made.push((await as<{ id: string }>(writer.token, 'clients-create', { client: sampleClient(`Cliente Filtro ${i} ${run}`) })).id);

    const mine = await log({ actor: writer.uid, section: 'clients', kind: 'change' });
    expect(mine.total).toBe(5);
    expect(mine.items.every((e) => e.actor === writer.uid && e.section === 'clients')).toBe(true);
    expect(mine.people[writer.uid]).toBe('Auditoria escrevente');
    expect((await log({ actor: writer.uid, section: 'lawsuits' })).total).toBe(0);

    const today = officeDate();
    expect((await log({ actor: writer.uid, from: today, to: today })).total).toBe(5);
    expect((await log({ actor: writer.uid, from: addDays(today, 1) })).total).toBe(0);
    expect((await log({ actor: writer.uid, to: addDays(today, -1) })).total).toBe(0);

    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: AuditPage = await log({ actor: writer.uid, limit: 2, after });
      seen.push(...page.items.map((e) => e.entityId));
      after = page.nextCursor;
    } while (after);
    expect(seen).toEqual([...made].reverse());
  });

  it('refuses a period that ends before it starts, a section that does not exist and a forged cursor, in pt-BR', async () => {
    const backwards = await callFn('settings-auditLog', { from: '2026-05-10', to: '2026-05-01' }, adminToken);
    expect([backwards.status, backwards.error?.details?.fields?.to]).toEqual([400, 'A data final deve ser igual ou posterior à inicial']);
    const section = await callFn('settings-auditLog', { section: 'rateLimits' }, adminToken);
    expect([section.status, section.error?.details?.fields?.section]).toEqual([400, 'Seção inválida']);
    const cursor = await callFn('settings-auditLog', { after: 'bm90LWEtY3Vyc29y' }, adminToken);
    expect(cursor.status).toBe(400);
    expect(cursor.error?.details?.fields?.after).toMatch(/Página inválida/);
  });
});

describe('refused writes are security events', () => {
  it('records a write without the write label, an admin-only call and a stale token; not a refused read', async () => {
    const reader = await person('leitor', ['Clientes'], []);
    const create = await callFn('clients-create', { client: sampleClient(`Cliente Negado ${run}`) }, reader.token);
    expect(create.error?.details?.id).toBe('missing-scope');
    const grant = await callFn('staff-setScopes', { uid: reader.uid, expectedVersion: reader.version, read: ['Clientes'], write: ['Clientes'] }, reader.token);
    expect(grant.error?.details?.id).toBe('admin-only');
    expect((await callFn('finance-list', {}, reader.token)).error?.details?.id).toBe('missing-scope');

    // Access changes; the old token's next write is refused as stale and recorded too.
    await as(adminToken, 'staff-setScopes', { uid: reader.uid, expectedVersion: reader.version, read: ['Clientes', 'Agenda'], write: [] });
    const stale = await callFn('clients-create', { client: sampleClient(`Cliente Atrasado ${run}`) }, reader.token);
    expect(stale.error?.details?.id).toBe('claims-stale');

    const events = await log({ actor: reader.uid, kind: 'denied' });
    expect(events.items.map((e) => [e.action, e.entityId, e.section])).toEqual([
      ['denied.claims-stale', 'clients-create', 'clients'],
      ['denied.admin-only', 'staff-setScopes', 'staff'],
      ['denied.missing-scope', 'clients-create', 'clients'],
    ]);
    expect(events.items.every((e) => e.changedFields.length === 0)).toBe(true);
    expect(events.words).toEqual({
      actions: { 'denied.claims-stale': 'Tentativa recusada', 'denied.admin-only': 'Tentativa recusada', 'denied.missing-scope': 'Tentativa recusada' },
      attempts: { 'clients-create': 'cadastrar cliente', 'staff-setScopes': 'alterar acessos' },
    });
  });

  it('does not record a token made stale by the person’s own profile edit: their access did not change', async () => {
    const editor = await person('perfil', ['Clientes'], ['Clientes']);
    await as(editor.token, 'profile-update', { expectedVersion: editor.version, name: 'Auditoria perfil editado', phone: '' });
    const stale = await callFn('clients-create', { client: sampleClient(`Cliente Perfil ${run}`) }, editor.token);
    expect(stale.error?.details?.id).toBe('claims-stale');
    expect((await log({ actor: editor.uid, kind: 'denied' })).total).toBe(0);
    expect((await log({ actor: editor.uid })).items.map((e) => e.action)).toEqual(['profile.update']);
  });

  it('records a refused upload through the files function under its section', async () => {
    const reader = await person('leitor-arquivos', ['Processos'], []);
    const res = await fetch(`${FILES}/lawsuits/proc-001?name=peticao.pdf`, {
      method: 'POST',
      headers: { authorization: `Bearer ${reader.token}`, 'content-type': 'application/pdf' },
      body: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    expect(res.status).toBe(403);
    const events = await log({ actor: reader.uid, kind: 'denied' });
    expect(events.items.map((e) => [e.action, e.entityId, e.section])).toEqual([['denied.missing-scope', 'files-upload', 'lawsuits']]);
  });

  // The time allowed: up to 30 s waiting out an hour boundary, then 30 calls ten at a time (each wave may start
  // processes of the emulator's own that load the functions first: on 2 cores, over the default 30 s).
  it(`records at most ${DENIALS_RECORDED_PER_HOUR} refusals per person and hour, even when they arrive together`, async () => {
    const prober = await person('insistente', ['Sobre'], []);
    await awayFromHourBoundary();
    const tries = DENIALS_RECORDED_PER_HOUR + 10;
    // Ten in flight: each refusal's count races nine others for the same hourly counter.
    const answers = await mapLimit(Array.from({ length: tries }), 10, () => callFn('about-update', { expectedVersion: 1, profile: {} }, prober.token));
    expect(answers.every((a) => a.error?.details?.id === 'missing-scope')).toBe(true);
    const events = await log({ actor: prober.uid, kind: 'denied', limit: 100 });
    // The cap's own entry says the rest of the hour is only counted: one, however many refusals follow.
    expect(events.items.filter((e) => e.action === 'denied.missing-scope')).toHaveLength(DENIALS_RECORDED_PER_HOUR);
    expect(events.items.filter((e) => e.action === DENIALS_CAPPED_ACTION)).toHaveLength(1);
    expect(events.total).toBe(DENIALS_RECORDED_PER_HOUR + 1);
  }, 120_000);

  it('records a write by a disabled account whose token is still valid', async () => {
    const leaver = await person('desligado', ['Clientes'], ['Clientes']);
    await as(adminToken, 'staff-setDisabled', { uid: leaver.uid, expectedVersion: leaver.version, disabled: true });
    const refused = await callFn('clients-create', { client: sampleClient(`Cliente Desligado ${run}`) }, leaver.token);
    expect(refused.error?.details?.id).toBe('account-disabled');
    const events = await log({ actor: leaver.uid, kind: 'denied' });
    expect(events.items.map((e) => [e.action, e.entityId, e.section])).toEqual([['denied.account-disabled', 'clients-create', 'clients']]);
  });
});
