/** Tarefas over HTTP: create, edit, steps, comments, moves (review rules, concurrent moves), filters, board, "Meu trabalho", links as each person may read them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  BOARD_COLUMN_LIMIT,
  COLLECTIONS,
  EMULATOR_PORTS,
  FUNCTIONS_REGION,
  LOCAL_PROJECT_ID,
  type FileEntry,
  HIDDEN_LAWSUIT_LABEL,
  officeDate,
  type EventRecord,
  type EventSaved,
  type ProductivityRow,
  type TaskRecord,
  type Listed,
  type Page,
  type TaskBoard,
  type TaskCommentRecord,
  type TaskDetail,
  type TaskItem,
  type WorkItem,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, signIn } from '../support/emulator-client';
import { eventInput } from '../support/agenda';
import { testStores } from '../support/store';
import { typedDocuments } from '../../functions/src/store/typed';
import type { Filter, ListPage } from '../../functions/src/store/port';
import { dueTasks } from '../../functions/src/entities/notifications/task-notices';

const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const colleague = SEED_STAFF.find((s) => s.uid === 'staff-juliana-ferreira')!;
const intern = SEED_STAFF.find((s) => s.uid === 'staff-lucas-almeida')!;
const finance = SEED_STAFF.find((s) => s.uid === 'staff-camila-souza')!;
const admin = SEED_STAFF.find((s) => s.admin)!;
const tokens = {} as Record<'lawyer' | 'colleague' | 'intern' | 'admin', string>;
const today = officeDate();
/** Words of this run: the lists are filtered to this run's tasks by the lawsuit or person they name. */
const run = Date.now().toString(36);

function task(over: Record<string, unknown> = {}) {
  return {
    title: `Protocolar contestação ${run}`,
    description: 'Conferir **procuração** e documentos.',
    lawsuitId: 'proc-003',
    clientId: null,
    assigneeId: intern.uid,
    reviewerIds: [lawyer.uid],
    dueDate: addDays(today, 3),
    prazoEventId: null,
    priority: 'alta',
    steps: [
      { id: null, text: 'Juntar procuração' },
      { id: null, text: 'Revisar peça' },
    ],
    ...over,
  };
}

async function create(over: Record<string, unknown> = {}, token = tokens.lawyer): Promise<TaskItem> {
  const res = await callFn<TaskItem>('tasks-create', { task: task(over) }, token);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.result!;
}

async function move(t: { id: string; version: number }, status: string, token = tokens.lawyer) {
  return callFn<TaskItem>('tasks-move', { id: t.id, expectedVersion: t.version, status }, token);
}

let stores: Stores;
const countTasks = () => stores.documents.count(COLLECTIONS.tasks);

beforeAll(async () => {
  const signed = await Promise.all([lawyer, colleague, intern, admin].map((p) => signIn(p.email, p.password)));
  Object.assign(tokens, { lawyer: signed[0], colleague: signed[1], intern: signed[2], admin: signed[3] });
  stores = await testStores();
});
afterAll(async () => stores?.documents.close());

describe('tasks-create and tasks-update', () => {
  it('stores a task "a fazer" with its steps, the client of its lawsuit and its people, audits it, and the lawyer reads it back', async () => {
    const t = await create();
    expect(t).toMatchObject({
      status: 'a_fazer',
      open: true,
      clientId: 'cli-015',
      people: [intern.uid, lawyer.uid],
      dueSort: t.dueDate,
      completedLate: null,
      createdBy: lawyer.uid,
      lawsuitLabel: expect.any(String),
      clientName: expect.any(String),
    });
    expect(t.steps.map((s) => [s.text, s.done])).toEqual([
      ['Juntar procuração', false],
      ['Revisar peça', false],
    ]);
    expect(t.steps[0]!.id).toMatch(/^s[0-9a-f]{10}$/);
    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'recordId', op: '==', value: t.id }], limit: 5 });
    expect(audit.docs.map((d) => [d.data.action, d.data.section])).toEqual([['tasks.create', 'agenda']]);
    const detail = await callFn<TaskDetail>('tasks-get', { id: t.id }, tokens.lawyer);
    expect(detail.result).toEqual({ task: t, prazo: null, workflow: null });
  });

  it('refuses bad input field by field, in pt-BR, and writes nothing', async () => {
    const before = await countTasks();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ title: 'ab' }, 'task.title', /ao menos 3 letras/],
      [{ title: 'Peça\u202E' }, 'task.title', /caracteres invisíveis/],
      [{ reviewerIds: [intern.uid] }, 'task.reviewerIds', /Quem faz a tarefa não a revisa/],
      [{ dueDate: '2026-02-30' }, 'task.dueDate', /Data inválida/],
      [{ priority: 'maxima' }, 'task.priority', /Escolha a prioridade/],
      [{ steps: [{ id: null, text: '' }] }, 'task.steps.0.text', /Descreva o passo/],
      [{ assigneeId: finance.uid }, 'task.assigneeId', /com acesso à Agenda/],
      [{ assigneeId: 'staff-ninguem' }, 'task.assigneeId', /pessoa ativa da equipe/],
      [{ clientId: 'cli-001' }, 'task.clientId', /outro cliente/],
      [{ lawsuitId: 'proc-inexistente' }, 'task.lawsuitId', /Processo não encontrado/],
      [{ prazoEventId: 'evt-001', lawsuitId: null }, 'task.prazoEventId', /Vincule o processo do prazo/],
      [{ steps: [{ id: 'sdeadbeef00', text: 'Passo inventado' }] }, 'task.steps', /removido por outra pessoa/],
    ];
    for (const [over, field, message] of cases) {
      const res = await callFn('tasks-create', { task: task(over) }, tokens.lawyer);
      expect([res.status, res.error?.details?.id], field).toEqual([400, 'invalid-input']);
      expect(res.error?.details?.fields?.[field], field).toMatch(message);
    }
    expect(await countTasks()).toBe(before);
  });

  it('keeps a step done through an edit, adds new steps open, and refuses a stale edit as a conflict', async () => {
    const t = await create();
    const [first, second] = t.steps;
    const checked = await callFn<TaskItem>('tasks-setStep', { id: t.id, stepId: first!.id, done: true }, tokens.intern);
    expect(checked.result!.steps[0]).toMatchObject({ done: true, doneBy: intern.uid });
    const edited = await callFn<TaskItem>(
      'tasks-update',
      {
        id: t.id,
        expectedVersion: checked.result!.version,
        task: task({
          title: `Protocolar contestação (revista) ${run}`,
          steps: [
            { id: first!.id, text: 'Juntar procuração assinada' },
            { id: null, text: 'Protocolar' },
          ],
        }),
      },
      tokens.lawyer,
    );
    expect(edited.status, JSON.stringify(edited.error)).toBe(200);
    expect(edited.result!.steps.map((s) => [s.text, s.done])).toEqual([
      ['Juntar procuração assinada', true],
      ['Protocolar', false],
    ]);
    expect(edited.result!.steps.map((s) => s.id)).not.toContain(second!.id);
    const stale = await callFn('tasks-update', { id: t.id, expectedVersion: t.version, task: task() }, tokens.colleague);
    expect([stale.status, stale.error?.details?.id]).toEqual([409, 'conflict']);
    expect((await stores.documents.get(COLLECTIONS.tasks, t.id))!.data.title).toBe(`Protocolar contestação (revista) ${run}`);
  });

  it('serves a prazo: due on its prazo interno unless given a day, never after the prazo fatal', async () => {
    const fatal = addDays(today, 10);
    const internal = addDays(today, 8);
    const saved = await callFn<EventSaved>(
      'agenda-create',
      {
        event: eventInput({
          kind: 'prazo',
          title: `Contestação ${run}`,
          date: fatal,
          allDay: true,
          startTime: null,
          endTime: null,
          lawsuitId: 'proc-003',
          ownerId: lawyer.uid,
          prazo: { internalDate: internal, legalBasis: 'CPC, art. 335', calculation: null },
        }),
      },
      tokens.lawyer,
    );
    const prazo = saved.result!.event;
    const t = await create({ prazoEventId: prazo.id, dueDate: null });
    expect(t.dueDate).toBe(internal);
    const detail = await callFn<TaskDetail>('tasks-get', { id: t.id }, tokens.lawyer);
    expect(detail.result!.prazo).toEqual({ id: prazo.id, title: `Contestação ${run}`, fatalDate: fatal, internalDate: internal, status: 'aberto' });
    const late = await callFn('tasks-create', { task: task({ prazoEventId: prazo.id, dueDate: addDays(fatal, 1) }) }, tokens.lawyer);
    expect(late.error?.details?.fields?.['task.dueDate']).toMatch(/não pode ser depois do prazo fatal/);
    const elsewhere = await callFn('tasks-create', { task: task({ prazoEventId: prazo.id, lawsuitId: 'proc-001' }) }, tokens.lawyer);
    expect(elsewhere.error?.details?.fields?.['task.prazoEventId']).toBe('Prazo não encontrado neste processo.');
  });
});

describe('tasks-move', () => {
  it('asks for review only with reviewers, lets only a reviewer conclude after it, and records a late conclusion', async () => {
    const lone = await create({ reviewerIds: [] });
    const noReviewer = await move(lone, 'aguardando_revisao');
    expect([noReviewer.status, noReviewer.error?.details?.reason]).toEqual([400, 'Indique quem revisa a tarefa (em Editar) antes de pedir a revisão.']);

    const t = await create({ dueDate: addDays(today, -2) });
    const started = await move(t, 'em_andamento', tokens.intern);
    expect(started.result).toMatchObject({ status: 'em_andamento', statusBy: intern.uid, open: true });
    const same = await move(started.result!, 'em_andamento', tokens.intern);
    expect(same.error?.details?.reason).toBe('Esta tarefa já está em "Em andamento".');
    const inReview = await move(started.result!, 'aguardando_revisao', tokens.intern);
    expect(inReview.status).toBe(200);
    const byAssignee = await move(inReview.result!, 'concluida', tokens.intern);
    expect(byAssignee.error?.details?.reason).toBe('Só quem revisa a tarefa (ou um administrador) a conclui depois do pedido de revisão.');
    const done = await move(inReview.result!, 'concluida', tokens.lawyer);
    expect(done.result).toMatchObject({ status: 'concluida', open: false, completedLate: true, statusBy: lawyer.uid });
    const reopened = await move(done.result!, 'a_fazer', tokens.lawyer);
    expect(reopened.result).toMatchObject({ status: 'a_fazer', open: true, completedLate: null });
    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'recordId', op: '==', value: t.id }], limit: 10 });
    expect(audit.docs.filter((d) => d.data.action === 'tasks.move')).toHaveLength(4);
  });

  it('of five people moving one card at once, one wins and the others are told of the conflict', async () => {
    const t = await create();
    // Every move valid on its own (a task under review is concluded only from "Aguardando revisão"): only the race refuses.
    const targets = ['em_andamento', 'aguardando_revisao', 'cancelada', 'cancelada', 'em_andamento'];
    const who = [tokens.lawyer, tokens.colleague, tokens.admin, tokens.lawyer, tokens.intern];
    const results = await Promise.all(targets.map((status, i) => move(t, status, who[i])));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).map((r) => r.error?.details?.id)).toEqual(['conflict', 'conflict', 'conflict', 'conflict']);
    const stored = await stores.documents.get(COLLECTIONS.tasks, t.id);
    const winner = results.find((r) => r.status === 200)!.result!;
    expect([stored!.version, stored!.data.status]).toEqual([t.version + 1, winner.status]);
  });
});

describe('the review gate: a task with reviewers is concluded only from review, by who reviews it', () => {
  /** The task's audit actions, counted (one entry per write). */
  const auditOf = async (id: string) => {
    const page = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'recordId', op: '==', value: id }], limit: 50 });
    const counts: Record<string, number> = {};
    for (const d of page.docs) counts[String(d.data.action)] = (counts[String(d.data.action)] ?? 0) + 1;
    return counts;
  };
  const stored = async (id: string) => {
    const doc = (await stores.documents.get(COLLECTIONS.tasks, id))!;
    const data = doc.data as unknown as TaskRecord;
    return { version: doc.version, status: data.status, open: data.open, statusBy: data.statusBy, reviewerIds: data.reviewerIds };
  };
  const NOT_FROM_REVIEW = 'Esta tarefa passa por revisão: peça a revisão; só quem revisa (ou um administrador) a conclui depois do pedido.';
  const refusedAs = (res: Awaited<ReturnType<typeof move>>, reason: string) =>
    expect([res.status, res.error?.details?.id, res.error?.details?.reason]).toEqual([400, 'invalid-state', reason]);

  it('the assignee concludes it neither from "A fazer" nor after pulling it back from review; nothing changes', async () => {
    const t = await create();
    const before = await stored(t.id);
    refusedAs(await move(t, 'concluida', tokens.intern), NOT_FROM_REVIEW);
    expect(await stored(t.id)).toEqual(before);
    expect(await auditOf(t.id)).toEqual({ 'tasks.create': 1 });

    const started = await move(t, 'em_andamento', tokens.intern);
    const inReview = await move(started.result!, 'aguardando_revisao', tokens.intern);
    expect(inReview.result).toMatchObject({ status: 'aguardando_revisao' });
    // Pulled back from review (allowed: the work goes back to the assignee), then concluded: refused.
    const pulled = await move(inReview.result!, 'em_andamento', tokens.intern);
    expect(pulled.result).toMatchObject({ status: 'em_andamento', statusBy: intern.uid });
    const pulledState = await stored(t.id);
    refusedAs(await move(pulled.result!, 'concluida', tokens.intern), NOT_FROM_REVIEW);
    // Nor does anyone else conclude it before the review: a colleague who edits the Agenda, the reviewer, an administrator.
    for (const token of [tokens.colleague, tokens.lawyer, tokens.admin]) refusedAs(await move(pulled.result!, 'concluida', token), NOT_FROM_REVIEW);
    expect(await stored(t.id)).toEqual(pulledState);
    expect(await auditOf(t.id)).toEqual({ 'tasks.create': 1, 'tasks.move': 3 });
  });

  it('from review, the reviewer concludes it (steps still open: the reviewer judges the work); the assignee and a colleague may not', async () => {
    const t = await create();
    const started = await move(t, 'em_andamento', tokens.intern);
    const inReview = (await move(started.result!, 'aguardando_revisao', tokens.intern)).result!;
    refusedAs(await move(inReview, 'concluida', tokens.intern), 'Só quem revisa a tarefa (ou um administrador) a conclui depois do pedido de revisão.');
    refusedAs(await move(inReview, 'concluida', tokens.colleague), 'Só quem revisa a tarefa (ou um administrador) a conclui depois do pedido de revisão.');
    expect((await stored(t.id)).status).toBe('aguardando_revisao');
    const done = await move(inReview, 'concluida', tokens.lawyer);
    expect(done.status, JSON.stringify(done.error)).toBe(200);
    expect(done.result).toMatchObject({ status: 'concluida', open: false, statusBy: lawyer.uid });
    expect(done.result!.steps.map((s) => s.done)).toEqual([false, false]);
    expect(await auditOf(t.id)).toEqual({ 'tasks.create': 1, 'tasks.move': 3 });
  });

  it('an administrator concludes a task under review, but not one they do themselves', async () => {
    const t = await create();
    const inReview = (await move((await move(t, 'em_andamento', tokens.intern)).result!, 'aguardando_revisao', tokens.intern)).result!;
    const byAdmin = await move(inReview, 'concluida', tokens.admin);
    expect(byAdmin.result).toMatchObject({ status: 'concluida', statusBy: admin.uid });

    const own = await create({ assigneeId: admin.uid, reviewerIds: [lawyer.uid] });
    const ownInReview = (await move((await move(own, 'em_andamento', tokens.admin)).result!, 'aguardando_revisao', tokens.admin)).result!;
    refusedAs(await move(ownInReview, 'concluida', tokens.admin), 'Quem faz a tarefa não a revisa: a conclusão cabe a quem revisa.');
    expect(await stored(own.id)).toMatchObject({ status: 'aguardando_revisao', version: ownInReview.version });
    expect(await auditOf(own.id)).toEqual({ 'tasks.create': 1, 'tasks.move': 2 });
  });

  it('an edit does not take the review away: its assignee neither drops the reviewers nor hands it over to review it', async () => {
    // Juliana edits the Agenda and does the task; Rafael reviews it.
    const t = await create({ assigneeId: colleague.uid, reviewerIds: [lawyer.uid] });
    const locked = 'Quem faz a tarefa não muda quem a revisa: peça a quem revisa ou a um administrador.';
    const before = await stored(t.id);
    for (const over of [{ reviewerIds: [] }, { assigneeId: intern.uid, reviewerIds: [colleague.uid] }, { reviewerIds: [lawyer.uid, admin.uid] }]) {
      const res = await callFn('tasks-update', { id: t.id, expectedVersion: t.version, task: task({ assigneeId: colleague.uid, ...over }) }, tokens.colleague);
      expect([res.status, res.error?.details?.id, res.error?.details?.fields?.['task.reviewerIds']], JSON.stringify(over)).toEqual([
        400,
        'invalid-input',
        locked,
      ]);
    }
    expect(await stored(t.id)).toEqual(before);
    refusedAs(await move(t, 'concluida', tokens.colleague), NOT_FROM_REVIEW);

    // Anything else she may edit; the reviewer may waive the review, and then she concludes it.
    const edited = await callFn<TaskItem>(
      'tasks-update',
      { id: t.id, expectedVersion: t.version, task: task({ assigneeId: colleague.uid, reviewerIds: [lawyer.uid], title: `Revista ${run}` }) },
      tokens.colleague,
    );
    expect(edited.status, JSON.stringify(edited.error)).toBe(200);
    const waived = await callFn<TaskItem>(
      'tasks-update',
      { id: t.id, expectedVersion: edited.result!.version, task: task({ assigneeId: colleague.uid, reviewerIds: [], title: `Revista ${run}` }) },
      tokens.lawyer,
    );
    expect(waived.result).toMatchObject({ reviewerIds: [], people: [colleague.uid] });
    const done = await move(waived.result!, 'concluida', tokens.colleague);
    expect(done.result).toMatchObject({ status: 'concluida', statusBy: colleague.uid });
    expect(await auditOf(t.id)).toEqual({ 'tasks.create': 1, 'tasks.update': 2, 'tasks.move': 1 });
  });
});

describe('who works on a task', () => {
  it('an intern who only reads the agenda moves, checks and comments the tasks handed to them; another reader may not', async () => {
    const t = await create();
    const started = await move(t, 'em_andamento', tokens.intern);
    expect(started.status, JSON.stringify(started.error)).toBe(200);
    expect((await callFn('tasks-setStep', { id: t.id, stepId: t.steps[0]!.id, done: true }, tokens.intern)).status).toBe(200);
    expect((await callFn('tasks-comment', { taskId: t.id, body: 'Procuração juntada.' }, tokens.intern)).status).toBe(200);
    // The intern cannot edit it, nor create one.
    const edit = await callFn('tasks-update', { id: t.id, expectedVersion: started.result!.version + 1, task: task() }, tokens.intern);
    expect([edit.status, edit.error?.details?.id]).toEqual([403, 'missing-scope']);
    // A task of someone else: the intern only reads the agenda, and it is not theirs.
    const other = await create({ assigneeId: colleague.uid, reviewerIds: [] });
    for (const [name, input] of [
      ['tasks-move', { id: other.id, expectedVersion: other.version, status: 'em_andamento' }],
      ['tasks-setStep', { id: other.id, stepId: other.steps[0]!.id, done: true }],
      ['tasks-comment', { taskId: other.id, body: 'Posso ajudar?' }],
    ] as const) {
      const refused = await callFn(name, input, tokens.intern);
      expect([refused.status, refused.error?.details?.id], name).toEqual([403, 'missing-scope']);
    }
    expect((await stores.documents.get(COLLECTIONS.tasks, other.id))!.version).toBe(other.version);
    expect(await stores.documents.count(COLLECTIONS.taskComments, [{ field: 'taskId', op: '==', value: other.id }])).toBe(0);
    const denials = await stores.documents.list(COLLECTIONS.audit, {
      where: [{ field: 'actor', op: '==', value: intern.uid }],
      orderBy: [{ field: 'at', direction: 'desc' }],
      limit: 3,
    });
    expect(denials.docs.map((d) => String(d.data.action).split('.')[0])).toEqual(['denied', 'denied', 'denied']);
  });
});

describe('tasks-setStep and comments', () => {
  it('two people checking two steps at once both succeed; a step removed meanwhile is refused', async () => {
    const t = await create();
    const [a, b] = await Promise.all(
      t.steps.map((s, i) => callFn<TaskItem>('tasks-setStep', { id: t.id, stepId: s.id, done: true }, i ? tokens.intern : tokens.lawyer)),
    );
    expect([a!.status, b!.status]).toEqual([200, 200]);
    expect(((await stores.documents.get(COLLECTIONS.tasks, t.id))!.data.steps as { done: boolean }[]).map((s) => s.done)).toEqual([true, true]);
    const gone = await callFn('tasks-setStep', { id: t.id, stepId: 'sdeadbeef00', done: true }, tokens.lawyer);
    expect(gone.error?.details?.fields?.stepId).toBe('Este passo foi removido da tarefa: atualize a página.');
  });

  it('lists comments oldest first, refuses an empty one, and deleting the task deletes its comments', async () => {
    const t = await create();
    for (const body of ['Procuração juntada.', 'Peça revista: pode protocolar.']) {
      expect((await callFn('tasks-comment', { taskId: t.id, body }, tokens.lawyer)).status).toBe(200);
    }
    const empty = await callFn('tasks-comment', { taskId: t.id, body: '   ' }, tokens.lawyer);
    expect(empty.error?.details?.fields?.body).toBe('Escreva o comentário');
    const comments = await callFn<Listed<TaskCommentRecord>[]>('tasks-comments', { taskId: t.id }, tokens.intern);
    expect(comments.result!.map((c) => [c.body, c.authorId])).toEqual([
      ['Procuração juntada.', lawyer.uid],
      ['Peça revista: pode protocolar.', lawyer.uid],
    ]);
    const stale = await callFn('tasks-delete', { id: t.id, expectedVersion: t.version + 1 }, tokens.lawyer);
    expect(stale.error?.details?.id).toBe('conflict');
    expect((await callFn('tasks-delete', { id: t.id, expectedVersion: t.version }, tokens.lawyer)).status).toBe(200);
    expect(await stores.documents.count(COLLECTIONS.taskComments, [{ field: 'taskId', op: '==', value: t.id }])).toBe(0);
    expect((await callFn('tasks-comment', { taskId: t.id, body: 'Tarde demais' }, tokens.lawyer)).error?.details?.id).toBe('not-found');
  });
});

describe('lists, the board and "Meu trabalho"', () => {
  it('filters by person, lawsuit, status and due period, in due-date order', async () => {
    const lawsuitId = 'proc-005';
    const late = await create({ lawsuitId, dueDate: addDays(today, -1), title: `Atrasada ${run}`, assigneeId: colleague.uid, reviewerIds: [] });
    const soon = await create({ lawsuitId, dueDate: addDays(today, 2), title: `Logo ${run}` });
    const undated = await create({ lawsuitId, dueDate: null, title: `Sem data ${run}` });
    const later = await create({ lawsuitId, dueDate: addDays(today, 40), title: `Depois ${run}` });
    const closed = await create({ lawsuitId, dueDate: addDays(today, -3), title: `Cancelada ${run}` });
    await move(closed, 'cancelada');
    const ids = async (filters: Record<string, unknown>) => {
      const res = await callFn<Page<TaskItem>>('tasks-list', { lawsuitId, limit: 100, ...filters }, tokens.lawyer);
      expect(res.status, JSON.stringify(res.error)).toBe(200);
      return res.result!.items.filter((t) => t.title.endsWith(run)).map((t) => t.id);
    };
    expect(await ids({})).toEqual([closed.id, late.id, soon.id, later.id, undated.id]);
    expect(await ids({ due: 'overdue' })).toEqual([late.id]);
    expect(await ids({ due: 'week' })).toEqual([soon.id]);
    expect(await ids({ due: 'none' })).toEqual([undated.id]);
    expect(await ids({ status: 'cancelada' })).toEqual([closed.id]);
    expect(await ids({ personId: colleague.uid })).toEqual([late.id]);
    expect(await ids({ personId: lawyer.uid, due: 'month' })).toEqual([soon.id]);

    const board = await callFn<TaskBoard>('tasks-board', { lawsuitId }, tokens.lawyer);
    const column = (status: keyof TaskBoard) => board.result![status].items.filter((t) => t.title.endsWith(run)).map((t) => t.id);
    expect(column('a_fazer')).toEqual([late.id, soon.id, later.id, undated.id]);
    expect(column('cancelada')).toEqual([closed.id]);
    expect(board.result!.em_andamento.more).toBe(false);
  });

  it('reads one page per board column: more than a column holds says "more"', async () => {
    const personId = admin.uid;
    // The administrator's own column, filled past one page by this run.
    const existing = await callFn<Page<TaskItem>>('tasks-list', { personId, status: 'a_fazer', limit: 1 }, tokens.admin);
    const needed = Math.max(0, BOARD_COLUMN_LIMIT + 1 - existing.result!.total);
    for (let i = 0; i < needed; i++) await create({ assigneeId: personId, reviewerIds: [], lawsuitId: null, title: `Fila ${i} ${run}` }, tokens.admin);
    const board = await callFn<TaskBoard>('tasks-board', { personId }, tokens.admin);
    expect(board.result!.a_fazer.items).toHaveLength(BOARD_COLUMN_LIMIT);
    expect(board.result!.a_fazer.more).toBe(true);
  });

  it('"Meu trabalho" has my tasks, what waits for my review and my prazos, by urgency', async () => {
    const mine = await create({ assigneeId: colleague.uid, reviewerIds: [], dueDate: addDays(today, -5), title: `Minha atrasada ${run}` });
    const review = await create({ assigneeId: intern.uid, reviewerIds: [colleague.uid], dueDate: addDays(today, -4), title: `Para revisar ${run}` });
    const notYet = await create({ assigneeId: intern.uid, reviewerIds: [colleague.uid], dueDate: addDays(today, -4), title: `Ainda não ${run}` });
    const prazo = await callFn<EventSaved>(
      'agenda-create',
      {
        event: eventInput({
          kind: 'prazo',
          title: `Réplica ${run}`,
          date: addDays(today, -3),
          allDay: true,
          startTime: null,
          endTime: null,
          lawsuitId: null,
          ownerId: colleague.uid,
          prazo: { internalDate: addDays(today, -4), legalBasis: null, calculation: null },
        }),
      },
      tokens.colleague,
    );
    expect(prazo.status, JSON.stringify(prazo.error)).toBe(200);
    const started = await move(review, 'em_andamento', tokens.intern);
    await move(started.result!, 'aguardando_revisao', tokens.intern);
    const work = await callFn<WorkItem[]>('tasks-myWork', {}, tokens.colleague);
    expect(work.status, JSON.stringify(work.error)).toBe(200);
    const items = work.result!;
    const pos = (id: string) => items.findIndex((w) => (w.kind === 'task' ? w.task.id : w.prazo.id) === id);
    expect(pos(mine.id)).toBeGreaterThanOrEqual(0);
    expect(pos(review.id)).toBeGreaterThan(pos(mine.id));
    expect(items[pos(review.id)]).toMatchObject({ kind: 'task', role: 'reviewer' });
    expect(pos(notYet.id)).toBe(-1);
    const dates = items.map((w) => w.date ?? '9999-12-31');
    expect(dates).toEqual([...dates].sort());
    // The prazo interno of the prazo and the review task fall on one day: the prazo first. (Other suites' work of the
    // same person may fall on that day too: workflow tasks are due counted from a distribuição in the past.)
    expect(pos(prazo.result!.event.id)).toBeGreaterThanOrEqual(0);
    expect(pos(prazo.result!.event.id)).toBeLessThan(pos(review.id));
    expect(items.slice(pos(prazo.result!.event.id), pos(review.id) + 1).every((w) => w.date === addDays(today, -4))).toBe(true);
    expect(items[pos(prazo.result!.event.id)]).toMatchObject({ kind: 'prazo', date: addDays(today, -4), prazo: { fatalDate: addDays(today, -3) } });
  });
});

describe('notifications', () => {
  const noticesOf = async (uid: string, taskId: string) => {
    const page = await stores.documents.list(COLLECTIONS.notifications, {
      where: [{ field: 'recipientId', op: '==', value: uid }],
      orderBy: [{ field: 'at', direction: 'desc' }],
      limit: 50,
    });
    return page.docs
      .map((d) => d.data.facts as { kind: string; change: string; task: { taskId: string }; byName: string | null })
      .filter((f) => f.kind === 'tarefa' && f.task.taskId === taskId)
      .map((f) => [f.change, f.byName]);
  };

  it('tells the assignee, the reviewers when it is sent for review, and who a comment mentions; never the person acting', async () => {
    const t = await create();
    expect(await noticesOf(intern.uid, t.id)).toEqual([['atribuida', lawyer.name]]);
    expect(await noticesOf(lawyer.uid, t.id)).toEqual([]);
    const started = await move(t, 'em_andamento', tokens.intern);
    await move(started.result!, 'aguardando_revisao', tokens.intern);
    expect(await noticesOf(lawyer.uid, t.id)).toEqual([['revisao', intern.name]]);
    const mention = await callFn(
      'tasks-comment',
      { taskId: t.id, body: 'Juliana, pode conferir a guia?', mentionIds: [colleague.uid, lawyer.uid] },
      tokens.lawyer,
    );
    expect(mention.status, JSON.stringify(mention.error)).toBe(200);
    expect(await noticesOf(colleague.uid, t.id)).toEqual([['mencao', lawyer.name]]);
    expect(await noticesOf(lawyer.uid, t.id)).toEqual([['revisao', intern.name]]);
    const stranger = await callFn('tasks-comment', { taskId: t.id, body: 'Camila, veja isto.', mentionIds: [finance.uid] }, tokens.lawyer);
    expect(stranger.error?.details?.fields?.mentionIds).toBe('Só se menciona quem é da equipe e trabalha com a Agenda.');
  });

  it('the daily pass finds the open tasks due tomorrow, for their assignees, once per task and due date', async () => {
    const due = await create({ dueDate: addDays(today, 1), title: `Vence amanhã ${run}` });
    const done = await create({ dueDate: addDays(today, 1), title: `Já feita ${run}`, reviewerIds: [] });
    await move(done, 'concluida', tokens.lawyer);
    const drafts = await dueTasks(typedDocuments(stores.documents), new Date().toISOString());
    const ours = drafts.filter((d) => d.facts.kind === 'tarefa' && [due.id, done.id].includes(d.facts.task.taskId));
    expect(ours.map((d) => [d.recipientId, d.key, d.facts.kind === 'tarefa' && d.facts.change])).toEqual([
      [intern.uid, `tarefa-vence-${due.id}-${addDays(today, 1)}`, 'vence-amanha'],
    ]);
  });
});

describe('tasks-productivity', () => {
  it('equals counting the tasks and prazos themselves, person by person; a lawyer sees only their own row', async () => {
    const from = addDays(today, -30);
    const to = today;
    // Some work of this run: one concluded late, one on time, one open and overdue.
    const late = await create({ assigneeId: colleague.uid, reviewerIds: [], dueDate: addDays(today, -2) });
    await move(late, 'concluida', tokens.colleague);
    const onTime = await create({ assigneeId: colleague.uid, reviewerIds: [], dueDate: addDays(today, 2) });
    await move(onTime, 'concluida', tokens.colleague);
    await create({ assigneeId: colleague.uid, reviewerIds: [], dueDate: addDays(today, -1) });

    const res = await callFn<ProductivityRow[]>('tasks-productivity', { from, to }, tokens.admin);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    // Every document, a page at a time: what the counts must equal.
    const all = async <T>(collection: string, where: Filter[] = []): Promise<T[]> => {
      const out: T[] = [];
      let after: string | null = null;
      do {
        const page: ListPage = await stores.documents.list(collection, { where, limit: 500, after });
        out.push(...page.docs.map((d) => d.data as unknown as T));
        after = page.nextCursor;
      } while (after);
      return out;
    };
    const tasks = await all<TaskRecord>(COLLECTIONS.tasks);
    const prazos = await all<EventRecord>(COLLECTIONS.events, [{ field: 'kind', op: '==', value: 'prazo' }]);
    const inPeriod = (instant: string) => officeDate(new Date(instant)) >= from && officeDate(new Date(instant)) <= to;
    for (const row of res.result!) {
      const mine = tasks.filter((t) => t.assigneeId === row.personId);
      const done = mine.filter((t) => t.status === 'concluida' && inPeriod(t.statusAt));
      const theirPrazos = prazos.filter((e) => e.ownerId === row.personId && e.date >= from && e.date <= to);
      expect(row, row.name).toEqual({
        personId: row.personId,
        name: row.name,
        tasksDone: done.length,
        tasksDoneLate: done.filter((t) => t.completedLate).length,
        tasksOpen: mine.filter((t) => t.open).length,
        tasksOverdue: mine.filter((t) => t.open && t.dueSort < today).length,
        prazosConcluded: theirPrazos.filter((e) => e.status === 'concluido').length,
        prazosMissed: theirPrazos.filter((e) => e.status === 'aberto' && e.date < today).length,
      });
    }
    const juliana = res.result!.find((r) => r.personId === colleague.uid)!;
    expect(juliana.tasksDone).toBeGreaterThanOrEqual(2);
    expect(juliana.tasksDoneLate).toBeGreaterThanOrEqual(1);
    // Everyone who works with the agenda, and nobody else (Camila, of Financeiro, is not there).
    expect(res.result!.map((r) => r.personId)).not.toContain(finance.uid);
    expect(res.result!.map((r) => r.personId)).toContain(intern.uid);

    const own = await callFn<ProductivityRow[]>('tasks-productivity', { from, to }, tokens.colleague);
    expect(own.result).toEqual([juliana]);
    const bad = await callFn('tasks-productivity', { from: to, to: from }, tokens.colleague);
    expect(bad.error?.details?.fields?.to).toBe('O fim do período deve ser depois do início');
  });
});

describe('links as each person may read them', () => {
  it('names the lawsuit to who reads Processos and to the task’s own people, the client only to who reads Clientes', async () => {
    // Urgent and due today: at the top of the intern's "Meu trabalho", whatever else this file gave them.
    const t = await create({ priority: 'urgente', dueDate: today });
    const asLawyer = await callFn<TaskDetail>('tasks-get', { id: t.id }, tokens.lawyer);
    const label = asLawyer.result!.task.lawsuitLabel;
    expect(label).toMatch(/^\d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}$/);
    // The intern does the task: the number of its case is theirs to know, without Processos; its client is not.
    const asIntern = await callFn<TaskDetail>('tasks-get', { id: t.id }, tokens.intern);
    expect(asIntern.result!.task).toMatchObject({ lawsuitId: 'proc-003', lawsuitLabel: label, clientName: null });
    const mine = await callFn<WorkItem[]>('tasks-myWork', {}, tokens.intern);
    expect(mine.result!.flatMap((w) => (w.kind === 'task' && w.task.id === t.id ? [w.task.lawsuitLabel] : []))).toEqual([label]);
    // A task they are not on names no lawsuit to them.
    const others = await create({ assigneeId: lawyer.uid, reviewerIds: [] });
    expect((await callFn<TaskDetail>('tasks-get', { id: others.id }, tokens.intern)).result!.task.lawsuitLabel).toBeNull();
  });

  it('to the task’s own people, a lawsuit under segredo they may not see is only "em segredo de justiça"', async () => {
    // proc-024 is Juliana's, under segredo; she hands a task of it to the intern.
    const t = await create({ lawsuitId: 'proc-024', assigneeId: intern.uid, reviewerIds: [] }, tokens.colleague);
    const asIntern = await callFn<TaskDetail>('tasks-get', { id: t.id }, tokens.intern);
    expect(asIntern.result!.task).toMatchObject({ lawsuitLabel: HIDDEN_LAWSUIT_LABEL, clientId: null, clientName: null });
  });

  it('a lawsuit under segredo de justiça: not linkable by who may not see it, and named as hidden to them', async () => {
    // proc-024 is Juliana's, under segredo.
    const refused = await callFn('tasks-create', { task: task({ lawsuitId: 'proc-024' }) }, tokens.lawyer);
    expect(refused.error?.details?.fields?.['task.lawsuitId']).toBe('Processo não encontrado.');
    const hers = await create({ lawsuitId: 'proc-024', assigneeId: lawyer.uid, reviewerIds: [] }, tokens.colleague);
    expect(hers.lawsuitLabel).not.toBe(HIDDEN_LAWSUIT_LABEL);
    const asLawyer = await callFn<TaskDetail>('tasks-get', { id: hers.id }, tokens.lawyer);
    expect(asLawyer.result!.task).toMatchObject({ lawsuitLabel: HIDDEN_LAWSUIT_LABEL, clientName: null });
    // An edit by who may not see it keeps the link it had.
    const edited = await callFn<TaskItem>(
      'tasks-update',
      { id: hers.id, expectedVersion: hers.version, task: task({ lawsuitId: 'proc-024', assigneeId: lawyer.uid, reviewerIds: [], title: `Editada ${run}` }) },
      tokens.lawyer,
    );
    expect(edited.status, JSON.stringify(edited.error)).toBe(200);
    expect(edited.result!.lawsuitLabel).toBe(HIDDEN_LAWSUIT_LABEL);
  });
});

describe('attachments (the files function, tasks/<id>)', () => {
  const FILES = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/files`;
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
  async function upload(folder: string, token: string) {
    const res = await fetch(`${FILES}/${folder}?name=${encodeURIComponent('minuta.pdf')}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf' },
      body: new Blob([new Uint8Array(pdf)]),
    });
    return res.status;
  }
  const list = (folder: string, token: string) => callFn<FileEntry[]>('attachments-list', { folder }, token);

  it('attaches a file to a task for who edits the Agenda or is on the task, lists it to who reads it, and deletes it with the task', async () => {
    const t = await create();
    expect(await upload(`tasks/${t.id}`, tokens.lawyer)).toBe(201);
    expect((await list(`tasks/${t.id}`, tokens.intern)).result!.map((f) => f.name)).toEqual(['minuta.pdf']);
    // The intern only reads the Agenda: he attaches to a task of his (the receipt of the filing is his step), not
    // to another's; he may change what a file is, and delete none.
    expect(await upload(`tasks/${t.id}`, tokens.intern)).toBe(201);
    const files = (await list(`tasks/${t.id}`, tokens.intern)).result!;
    expect(files).toHaveLength(2);
    const described = await callFn<FileEntry>(
      'attachments-update',
      { path: files[0]!.path, category: 'comprovante', description: 'Comprovante de protocolo' },
      tokens.intern,
    );
    expect([described.status, described.result?.description]).toEqual([200, 'Comprovante de protocolo']);
    const removal = await callFn('attachments-delete', { path: files[0]!.path }, tokens.intern);
    expect([removal.status, removal.error?.details?.id]).toEqual([403, 'missing-scope']);
    const others = await create({ assigneeId: lawyer.uid, reviewerIds: [] });
    expect(await upload(`tasks/${others.id}`, tokens.intern)).toBe(403);
    expect(await stores.files.list(`tasks/${others.id}`)).toEqual([]);
    // No orphan files: the task must exist.
    expect(await upload(`tasks/tsk-nao-existe-${run}`, tokens.lawyer)).toBe(404);
    const current = (await callFn<TaskDetail>('tasks-get', { id: t.id }, tokens.lawyer)).result!.task;
    expect((await callFn('tasks-delete', { id: t.id, expectedVersion: current.version }, tokens.lawyer)).status).toBe(200);
    expect(await stores.files.list(`tasks/${t.id}`)).toEqual([]);
  });

  it('hides the files of a task on a lawsuit under segredo from who may not see it, unless the task is theirs', async () => {
    // proc-024 is Juliana's, under segredo; the first task is hers alone, the second is handed to Rafael.
    const hers = await create({ lawsuitId: 'proc-024', assigneeId: colleague.uid, reviewerIds: [] }, tokens.colleague);
    const handed = await create({ lawsuitId: 'proc-024', assigneeId: lawyer.uid, reviewerIds: [] }, tokens.colleague);
    for (const t of [hers, handed]) expect(await upload(`tasks/${t.id}`, tokens.colleague)).toBe(201);
    const refused = await list(`tasks/${hers.id}`, tokens.lawyer);
    expect([refused.status, refused.error?.details?.id]).toEqual([404, 'not-found']);
    expect(await upload(`tasks/${hers.id}`, tokens.lawyer)).toBe(404);
    expect((await list(`tasks/${handed.id}`, tokens.lawyer)).result).toHaveLength(1);
  });
});
