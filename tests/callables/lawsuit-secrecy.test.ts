/**
 * Segredo de justiça over HTTP: a lawsuit under it reaches its responsible lawyers and the administrators only.
 * Another lawyer with Processos never meets it: not by id, in a list or its counts, in a search, among related
 * lawsuits, in the conflict check, its files or andamentos — and it is named "Processo em segredo de justiça"
 * where another section links to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  COLLECTIONS,
  HIDDEN_LAWSUIT_LABEL,
  SECRET_LAWSUITS_ID,
  officeDate,
  type CalendarFeedInfo,
  type ConflictReport,
  type EventDetail,
  type EventRecord,
  type Page,
  type TaskBoard,
  type TaskDetail,
  type TaskItem,
  type DashboardSummary,
  type EventSaved,
  type FileEntry,
  type NotificationPage,
  type TransactionDetail,
  type TransactionSaved,
  type LawsuitLinkView,
  type LawsuitPage,
  type LawsuitRecord,
  type Listed,
  type SearchResults,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { callFn, feedUrl, signIn, type CallResult } from '../support/emulator-client';
import { clientInput, cnjSource, cpfSource, lawsuitInput } from '../support/records';
import { eventInput } from '../support/agenda';
import { transaction } from '../support/finance';
import { testStores } from '../support/store';
import type { Stores } from '../../functions/src/store/open-stores';

const cpf = cpfSource(530_000_000);
const cnj = cnjSource(5_300_000, '2024', '0047');
const person = (uid: string) => SEED_STAFF.find((s) => s.uid === uid)!;
const admin = SEED_STAFF.find((s) => s.admin)!;
/** Responsible for the lawsuit under segredo. */
const juliana = person('staff-juliana-ferreira');
/** A lawyer with Processos (read and write) who is not. */
const rafael = person('staff-rafael-moreira');
/** Financeiro and Clientes (read), no Processos. */
const camila = person('staff-camila-souza');
const tokens: Record<string, string> = {};
let stores: Stores;
/** Who each lawsuit under segredo is kept to, as the lawsuits' owner keeps `secretLawsuits/all`. */
const secretLawyers = async () =>
  ((await stores.documents.get(COLLECTIONS.secretLawsuits, SECRET_LAWSUITS_ID))?.data.lawyers ?? {}) as Record<string, string[]>;

/** A word no seeded record has, so what the searches find is this file's alone. */
const WORD = `Jurubeba${Date.now().toString(36)}`;
const OPPONENT_CPF = cpf();
let clientId = '';
let secret: Listed<LawsuitRecord>;
let open: Listed<LawsuitRecord>;

async function create(token: string, over: Record<string, unknown>) {
  return callFn<Listed<LawsuitRecord>>('lawsuits-create', { lawsuit: lawsuitInput(cnj(), clientId, over) }, token);
}

/** Every page of the list, as one: the items of all, the counts of the first. */
async function list(uid: string, params: Record<string, unknown> = {}): Promise<LawsuitPage> {
  let first: LawsuitPage | null = null;
  const items: LawsuitPage['items'] = [];
  let after: string | null = null;
  do {
    const res: CallResult<LawsuitPage> = await callFn<LawsuitPage>('lawsuits-list', { limit: 100, ...params, after }, tokens[uid]);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    first ??= res.result!;
    items.push(...res.result!.items);
    after = res.result!.nextCursor;
  } while (after);
  return { ...first, items };
}

afterAll(async () => stores?.documents.close());

beforeAll(async () => {
  stores = await testStores();
  for (const p of [admin, juliana, rafael, camila]) tokens[p.uid] = await signIn(p.email, p.password);
  const client = await callFn<{ id: string }>('clients-create', { client: clientInput(cpf(), { name: `Marina ${WORD} Duarte` }) }, tokens[admin.uid]);
  expect(client.status, JSON.stringify(client.error)).toBe(200);
  clientId = client.result!.id;
  const opposing = [{ name: `Otávio ${WORD} Duarte`, document: OPPONENT_CPF, role: 'requerido', lawyers: [] }];
  const created = await create(tokens[juliana.uid]!, {
    className: 'Divórcio Litigioso',
    subject: `Guarda e partilha ${WORD}`,
    clients: [{ clientId, role: 'requerente' }],
    opposingParties: opposing,
    responsibleLawyerIds: [juliana.uid],
    confidential: true,
  });
  expect(created.status, JSON.stringify(created.error)).toBe(200);
  secret = created.result!;
  const second = await create(tokens[rafael.uid]!, { subject: `Cobrança ${WORD}`, responsibleLawyerIds: [rafael.uid] });
  expect(second.status, JSON.stringify(second.error)).toBe(200);
  open = second.result!;
  const linked = await callFn('lawsuits-link', { lawsuitId: open.id, relatedId: secret.id, kind: 'incidente' }, tokens[admin.uid]);
  expect(linked.status, JSON.stringify(linked.error)).toBe(200);
});

describe('a lawsuit under segredo de justiça', () => {
  it('is stored with its audience: the responsible lawyers; the office’s list of those under segredo names them', async () => {
    expect(secret).toMatchObject({ confidential: true, audience: [juliana.uid] });
    expect(open).toMatchObject({ confidential: false, audience: ['*'] });
    const lawyers = await secretLawyers();
    expect(lawyers[secret.id]).toEqual([juliana.uid]);
    expect(lawyers).not.toHaveProperty(open.id);
  });

  it('opens for its lawyer and an administrator, and is not found for another lawyer', async () => {
    for (const uid of [juliana.uid, admin.uid]) expect((await callFn('lawsuits-get', { id: secret.id }, tokens[uid])).status).toBe(200);
    const hidden = await callFn('lawsuits-get', { id: secret.id }, tokens[rafael.uid]);
    expect(hidden.status).toBe(404);
    expect(JSON.stringify(hidden.error)).not.toContain(WORD);
    // Nor its andamentos, DataJud data, related lawsuits, files or a new andamento.
    for (const [name, data] of [
      ['lawsuits-movements', { lawsuitId: secret.id, limit: 10 }],
      ['lawsuits-courtData', { lawsuitId: secret.id }],
      ['lawsuits-links', { lawsuitId: secret.id }],
      ['lawsuits-addMovement', { lawsuitId: secret.id, at: new Date().toISOString(), description: 'Tentativa' }],
      ['lawsuits-update', { id: secret.id, expectedVersion: secret.version, lawsuit: lawsuitInput(secret.cnj!, clientId) }],
      ['lawsuits-delete', { id: secret.id, expectedVersion: secret.version }],
    ] as const) {
      const res = await callFn(name, data, tokens[rafael.uid]);
      expect(res.status, name).toBe(404);
    }
    expect((await callFn<Listed<LawsuitRecord>>('lawsuits-get', { id: secret.id }, tokens[admin.uid])).result?.version).toBe(secret.version);
  });

  it('is left out of another lawyer’s list, its counts, a client’s lawsuits and a search', async () => {
    const mine = await list(juliana.uid, { clientId });
    expect(mine.items.map((l) => l.id).sort()).toEqual([open.id, secret.id].sort());
    expect(mine.byStatus.ativo).toBe(2);
    const theirs = await list(rafael.uid, { clientId });
    expect(theirs.items.map((l) => l.id)).toEqual([open.id]);
    expect(theirs.byStatus.ativo).toBe(1);
    const searched = await list(rafael.uid, { search: WORD.toLowerCase() });
    expect(searched.items.map((l) => l.id)).toEqual([open.id]);
    expect((await list(admin.uid, { search: `${WORD} guarda` })).items.map((l) => l.id)).toEqual([secret.id]);
    expect((await list(rafael.uid, { search: `${WORD} guarda` })).items).toEqual([]);
    expect((await list(rafael.uid, { search: secret.cnj! })).items).toEqual([]);
    // The whole list and its counts: the administrator's have the lawsuits under segredo that Rafael's lack.
    const all = await list(admin.uid, { status: 'ativo' });
    const his = await list(rafael.uid, { status: 'ativo' });
    expect(all.items.some((l) => l.id === secret.id)).toBe(true);
    expect(his.items.some((l) => l.id === secret.id)).toBe(false);
    const hiddenFromHim = all.items.filter((l) => l.confidential && !l.responsibleLawyerIds.includes(rafael.uid)).length;
    expect(hiddenFromHim).toBeGreaterThan(0);
    expect(his.byStatus.ativo).toBe(all.byStatus.ativo - hiddenFromHim);
    expect(his.items).toHaveLength(all.items.length - hiddenFromHim);
    // Rafael's own lawsuit under segredo (seeded) stays his to see.
    expect(his.items.every((l) => !l.confidential || l.responsibleLawyerIds.includes(rafael.uid))).toBe(true);
  });

  it('is not among the top bar’s results of another lawyer', async () => {
    const results = async (uid: string, term: string) => (await callFn<SearchResults>('search-global', { term }, tokens[uid])).result!;
    const lawsuitHits = (r: SearchResults) => r.hits.filter((h) => h.section === 'lawsuits').map((h) => h.id);
    expect(lawsuitHits(await results(juliana.uid, `guarda ${WORD}`))).toEqual([secret.id]);
    expect(lawsuitHits(await results(rafael.uid, `guarda ${WORD}`))).toEqual([]);
    expect(lawsuitHits(await results(rafael.uid, secret.cnj!.slice(0, 12)))).not.toContain(secret.id);
  });

  it('is left out of the related lawsuits another lawyer sees, and cannot be linked by them', async () => {
    const links = async (uid: string) => (await callFn<LawsuitLinkView[]>('lawsuits-links', { lawsuitId: open.id }, tokens[uid])).result!;
    expect((await links(admin.uid)).map((l) => l.other.id)).toEqual([secret.id]);
    expect(await links(rafael.uid)).toEqual([]);
    const link = await callFn('lawsuits-link', { lawsuitId: open.id, relatedId: secret.id, kind: 'recurso' }, tokens[rafael.uid]);
    expect(link.status).toBe(400);
    expect(JSON.stringify(link.error)).toContain('Processo não encontrado.');
  });

  it('is counted, never named, in another lawyer’s conflict check', async () => {
    const check = (uid: string) =>
      callFn<ConflictReport>('clients-checkConflicts', { parties: [{ name: `Otávio ${WORD} Duarte`, document: OPPONENT_CPF, side: 'cliente' }] }, tokens[uid]);
    const named = (await check(juliana.uid)).result!;
    expect(named.hits.map((h) => h.lawsuit?.id)).toEqual([secret.id]);
    const counted = (await check(rafael.uid)).result!;
    expect(counted).toEqual({ hits: [], hidden: 1 });
  });

  it('cannot be saved by someone who would no longer see it', async () => {
    const res = await create(tokens[rafael.uid]!, { subject: `Alimentos ${WORD}`, responsibleLawyerIds: [juliana.uid], confidential: true });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.error)).toContain('inclua-se entre os responsáveis');
    // An administrator sees every lawsuit, so may keep one for another lawyer.
    const byAdmin = await create(tokens[admin.uid]!, { subject: `Alimentos ${WORD}`, responsibleLawyerIds: [juliana.uid], confidential: true });
    expect(byAdmin.status, JSON.stringify(byAdmin.error)).toBe(200);
    const removed = await callFn('lawsuits-delete', { id: byAdmin.result!.id, expectedVersion: byAdmin.result!.version }, tokens[admin.uid]);
    expect(removed.status).toBe(200);
  });

  it('opens to another lawyer once the segredo is lifted', async () => {
    const current = (await callFn<Listed<LawsuitRecord>>('lawsuits-get', { id: secret.id }, tokens[juliana.uid])).result!;
    // Juliana saves her lawsuit as it is, with or without segredo.
    const save = (expectedVersion: number, confidential: boolean) =>
      callFn<Listed<LawsuitRecord>>(
        'lawsuits-update',
        {
          id: secret.id,
          expectedVersion,
          lawsuit: {
            ...lawsuitInput(secret.cnj!, clientId),
            className: 'Divórcio Litigioso',
            subject: secret.subject,
            clients: [{ clientId, role: 'requerente' }],
            responsibleLawyerIds: [juliana.uid],
            confidential,
          },
        },
        tokens[juliana.uid],
      );
    const lifted = await save(current.version, false);
    expect(lifted.status, JSON.stringify(lifted.error)).toBe(200);
    expect(lifted.result).toMatchObject({ confidential: false, audience: ['*'] });
    expect((await callFn('lawsuits-get', { id: secret.id }, tokens[rafael.uid])).status).toBe(200);
    expect((await list(rafael.uid, { clientId })).byStatus.ativo).toBe(2);
    expect(await secretLawyers()).not.toHaveProperty(secret.id);
    // Back under segredo, for the checks of other sections below.
    const again = await save(lifted.result!.version, true);
    expect(again.status, JSON.stringify(again.error)).toBe(200);
    secret = again.result!;
    expect((await callFn('lawsuits-get', { id: secret.id }, tokens[rafael.uid])).status).toBe(404);
    expect((await secretLawyers())[secret.id]).toEqual([juliana.uid]);
  });
});

describe('other sections, where they name a lawsuit under segredo', () => {
  it('refuses to link an agenda entry to it, as if it did not exist', async () => {
    const res = await callFn('agenda-create', { event: eventInput({ date: '2031-05-12', ownerId: rafael.uid, lawsuitId: secret.id }) }, tokens[rafael.uid]);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.error)).toContain('Processo não encontrado.');
  });

  it('still tells a colleague on its hearing, naming it "Processo em segredo de justiça" and not its client', async () => {
    const saved = await callFn<EventSaved>(
      'agenda-create',
      { event: eventInput({ date: '2031-05-13', ownerId: juliana.uid, participantIds: [rafael.uid], lawsuitId: secret.id, clientId }) },
      tokens[juliana.uid],
    );
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    const link = `/events/${saved.result!.event.id}`;
    const bell = (await callFn<NotificationPage>('notifications-list', { limit: 50 }, tokens[rafael.uid])).result!;
    const told = bell.items.find((n) => n.link === link)!;
    expect(told.detail).toContain(HIDDEN_LAWSUIT_LABEL);
    expect(JSON.stringify(told)).not.toContain(secret.cnj!);
    expect(JSON.stringify(told)).not.toContain(WORD);
  });

  it('names it by the hidden label in a lançamento to who may not see it', async () => {
    const created = await callFn<TransactionSaved>(
      'finance-create',
      { transaction: transaction({ clientId, lawsuitId: secret.id, description: 'Honorários do divórcio' }) },
      tokens[admin.uid],
    );
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const id = created.result!.transaction.id;
    const detail = async (uid: string) => (await callFn<TransactionDetail>('finance-get', { id }, tokens[uid])).result!.transaction;
    expect((await detail(admin.uid)).lawsuitLabel).toBe(secret.cnj);
    expect((await detail(camila.uid)).lawsuitLabel).toBe(HIDDEN_LAWSUIT_LABEL);
  });

  it('keeps its files to who sees it', async () => {
    const folder = `lawsuits/${secret.id}`;
    expect((await callFn<FileEntry[]>('attachments-list', { folder }, tokens[juliana.uid])).status).toBe(200);
    expect((await callFn('attachments-list', { folder }, tokens[rafael.uid])).status).toBe(404);
    const generated = await callFn('templates-generate', { templateId: 'tpl-procuracao', lawsuitId: secret.id }, tokens[rafael.uid]);
    expect(generated.status).toBe(404);
  });

  it('is left out of another lawyer’s counts on the dashboard', async () => {
    const counts = async (uid: string) => (await callFn<DashboardSummary>('dashboard-summary', {}, tokens[uid])).result!.lawsuits!.byStatus.ativo;
    const hiddenFromHim = (await list(admin.uid, { status: 'ativo' })).items.filter(
      (l) => l.confidential && !l.responsibleLawyerIds.includes(rafael.uid),
    ).length;
    expect(await counts(rafael.uid)).toBe((await counts(admin.uid)) - hiddenFromHim);
  });
});

describe('the client of a lawsuit under segredo', () => {
  let entry: EventSaved['event'];
  let task: TaskItem;
  const clientName = () => `Marina ${WORD} Duarte`;
  /** Juliana's hearing in the lawsuit under segredo, with Rafael on it, naming `client`. */
  const secretHearing = (title: string, date: string, client: string | null) =>
    eventInput({ title, date, ownerId: juliana.uid, participantIds: [rafael.uid], lawsuitId: secret.id, clientId: client });
  /** Juliana's task on the lawsuit under segredo, reviewed by Rafael, naming `client`. */
  const secretTask = (client: string | null) => ({
    title: `Minuta ${WORD}`,
    description: '',
    lawsuitId: secret.id,
    clientId: client,
    assigneeId: juliana.uid,
    reviewerIds: [rafael.uid],
    dueDate: '2031-06-01',
    prazoEventId: null,
    priority: 'normal',
    steps: [],
  });

  beforeAll(async () => {
    const saved = await callFn<EventSaved>(
      'agenda-create',
      {
        event: secretHearing(`Audiência ${WORD}`, '2031-06-10', clientId),
      },
      tokens[juliana.uid],
    );
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    entry = saved.result!.event;
    const created = await callFn<TaskItem>(
      'tasks-create',
      {
        task: secretTask(clientId),
      },
      tokens[juliana.uid],
    );
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    task = created.result!;
  });

  it('is given to its lawyer, and to a colleague on its hearing or task neither by id nor by name', async () => {
    const asJuliana = await callFn<Listed<EventRecord>>('agenda-get', { id: entry.id }, tokens[juliana.uid]);
    expect(asJuliana.result!.clientId).toBe(clientId);
    const asRafael = await callFn<EventDetail>('agenda-get', { id: entry.id }, tokens[rafael.uid]);
    expect([asRafael.status, asRafael.result!.clientId]).toEqual([200, null]);
    // On the hearing, he is told there is a lawsuit under segredo, not which, nor whose.
    expect(asRafael.result!.links).toEqual({ lawsuit: { label: HIDDEN_LAWSUIT_LABEL, parties: null }, clientName: null });
    expect(JSON.stringify(asRafael.result)).not.toContain(secret.cnj!);
    expect(JSON.stringify(asRafael.result)).not.toContain(clientName());
    const taskAsRafael = await callFn<TaskDetail>('tasks-get', { id: task.id }, tokens[rafael.uid]);
    expect([taskAsRafael.status, taskAsRafael.result!.task.clientId, taskAsRafael.result!.task.clientName]).toEqual([200, null, null]);
    const mine = await callFn<Page<EventRecord>>(
      'agenda-list',
      { personId: rafael.uid, from: '2031-06-01T00:00:00.000Z', to: '2031-07-01T00:00:00.000Z' },
      tokens[rafael.uid],
    );
    expect(mine.result!.items.find((e) => e.id === entry.id)?.clientId).toBeNull();
    expect(JSON.stringify(mine.result)).not.toContain(clientId);
  });

  it('lists by the client or by the lawsuit nothing of it to who may not see it, and counts nothing of it', async () => {
    const byClient = async (op: 'agenda-list' | 'tasks-list', uid: string) => {
      const res = await callFn<Page<{ id: string }>>(op, { clientId, limit: 100 }, tokens[uid]);
      expect(res.status, JSON.stringify(res.error)).toBe(200);
      return { ids: res.result!.items.map((i) => i.id), total: res.result!.total };
    };
    for (const [op, id] of [
      ['agenda-list', entry.id],
      ['tasks-list', task.id],
    ] as const) {
      const lawyer = await byClient(op, juliana.uid);
      expect(lawyer.ids).toContain(id);
      const other = await byClient(op, rafael.uid);
      expect(other.ids).not.toContain(id);
      // Each count is its own page's: what is withheld from one is neither listed nor counted.
      expect(other.total).toBe(other.ids.length);
      expect(lawyer.total).toBe(lawyer.ids.length);
      expect(other.ids.every((i) => lawyer.ids.includes(i))).toBe(true);
    }
    const byLawsuit = await callFn<Page<{ id: string }>>('agenda-list', { lawsuitId: secret.id, limit: 100 }, tokens[rafael.uid]);
    expect([byLawsuit.result!.items, byLawsuit.result!.total]).toEqual([[], 0]);
    const tasksByLawsuit = await callFn<Page<{ id: string }>>('tasks-list', { lawsuitId: secret.id, limit: 100 }, tokens[rafael.uid]);
    expect([tasksByLawsuit.result!.items, tasksByLawsuit.result!.total]).toEqual([[], 0]);
    const board = await callFn<TaskBoard>('tasks-board', { clientId }, tokens[rafael.uid]);
    expect(JSON.stringify(board.result)).not.toContain(task.id);
  });

  it('answers an edit the same whatever client is sent, and keeps the one it had', async () => {
    const other = await callFn<{ id: string }>('clients-create', { client: clientInput(cpf(), { name: `Outro ${WORD}` }) }, tokens[admin.uid]);
    const answers: [number, string | null | undefined][] = [];
    let version = entry.version;
    for (const sent of [clientId, other.result!.id, 'cli-001', null]) {
      const res = await callFn<EventSaved>(
        'agenda-update',
        {
          id: entry.id,
          expectedVersion: version,
          event: secretHearing(`Audiência ${WORD}`, '2031-06-10', sent),
        },
        tokens[rafael.uid],
      );
      answers.push([res.status, res.result?.event.clientId]);
      version = res.result?.event.version ?? version;
    }
    expect(answers).toEqual([
      [200, null],
      [200, null],
      [200, null],
      [200, null],
    ]);
    expect((await callFn<Listed<EventRecord>>('agenda-get', { id: entry.id }, tokens[juliana.uid])).result!.clientId).toBe(clientId);
    const taskAnswers: number[] = [];
    let taskVersion = task.version;
    for (const sent of [clientId, other.result!.id]) {
      const res = await callFn<TaskItem>(
        'tasks-update',
        {
          id: task.id,
          expectedVersion: taskVersion,
          task: secretTask(sent),
        },
        tokens[rafael.uid],
      );
      taskAnswers.push(res.status);
      taskVersion = res.result?.version ?? taskVersion;
    }
    expect(taskAnswers).toEqual([200, 200]);
    expect((await callFn<TaskDetail>('tasks-get', { id: task.id }, tokens[juliana.uid])).result!.task.clientId).toBe(clientId);
  });

  it('is not named in the calendar feed of a colleague on its hearing', async () => {
    // A hearing within the feed's window (the one above is years ahead).
    const soon = await callFn<EventSaved>(
      'agenda-create',
      {
        event: secretHearing(`Oitiva ${WORD}`, addDays(officeDate(), 20), clientId),
      },
      tokens[juliana.uid],
    );
    expect(soon.status, JSON.stringify(soon.error)).toBe(200);
    const existing = await callFn<CalendarFeedInfo | null>('calendarFeed-get', {}, tokens[rafael.uid]);
    const feed = existing.result ?? (await callFn<CalendarFeedInfo>('calendarFeed-issue', { minimal: false }, tokens[rafael.uid])).result!;
    const text = await (await fetch(feedUrl(feed.token))).text();
    const block = text.split('BEGIN:VEVENT').find((b) => b.includes(WORD))!;
    expect(block).toBeDefined();
    const unfolded = block.replace(/\r?\n[ \t]/g, '');
    expect(unfolded).toContain(HIDDEN_LAWSUIT_LABEL);
    expect(unfolded).not.toContain('Cliente:');
    expect(unfolded).not.toContain(clientName());
    const removed = await callFn('agenda-delete', { id: soon.result!.event.id, expectedVersion: soon.result!.event.version }, tokens[juliana.uid]);
    expect(removed.status).toBe(200);
  });
});
