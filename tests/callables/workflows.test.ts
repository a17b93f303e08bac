/**
 * Fluxos de trabalho over HTTP: templates kept by administrators, the plan and application on a lawsuit's court
 * calendar (TJSP, São Paulo), the next task created when the one before is finished, and one application per
 * lawsuit under concurrent calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  officeDate,
  runProgress,
  type LawsuitRecord,
  type Listed,
  type TaskDetail,
  type TaskItem,
  type WorkflowPlan,
  type WorkflowRunItem,
  type WorkflowTemplateItem,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { callFn, signIn } from '../support/emulator-client';
import { clientInput, cnjSource, cpfSource, lawsuitInput } from '../support/records';
import { testStores } from '../support/store';
import type { Stores } from '../../functions/src/store/open-stores';
import { typedDocuments, type TypedDocumentStore } from '../../functions/src/store/typed';

const cpf = cpfSource(731_000_000);
const cnj = cnjSource(7_310_000, '2026', '0100');
const person = (uid: string) => SEED_STAFF.find((s) => s.uid === uid)!;
const admin = SEED_STAFF.find((s) => s.admin)!;
const lawyer = person('staff-rafael-moreira');
const intern = person('staff-lucas-almeida');
const tokens: Record<string, string> = {};
const run = Date.now().toString(36);
let stores: Stores;
/** The store typed by collection (the records as the callables wrote them). */
let docs: TypedDocumentStore;
let clientId = '';

function template(over: Record<string, unknown> = {}) {
  const t = (title: string, anchor: string, days: number, more: Record<string, unknown> = {}) => ({
    title,
    description: '',
    steps: [],
    anchor,
    days,
    priority: 'normal',
    review: false,
    ...more,
  });
  return {
    name: `Cobrança ${run}`,
    description: 'Procedimento comum',
    phases: [
      { name: 'Ajuizamento', tasks: [t('Redigir a inicial', 'distribuicao', 3, { review: true, steps: ['Qualificar as partes', 'Calcular o valor'] })] },
      { name: 'Citação', tasks: [t('Acompanhar a citação', 'anterior', 2), t('Conferir documentos do cliente', 'aplicacao', 0)] },
    ],
    ...over,
  };
}

/** A lawsuit of this run at the TJSP, comarca de São Paulo, distributed on `filedOn`. */
async function lawsuit(filedOn: string | null): Promise<Listed<LawsuitRecord>> {
  const res = await callFn<Listed<LawsuitRecord>>('lawsuits-create', { lawsuit: lawsuitInput(cnj(), clientId, { filedOn }) }, tokens[lawyer.uid]);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.result!;
}

async function newTemplate(over: Record<string, unknown> = {}): Promise<WorkflowTemplateItem> {
  const res = await callFn<WorkflowTemplateItem>('workflows-create', { template: template(over) }, tokens[admin.uid]);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.result!;
}

const applyInput = (templateId: string, lawsuitId: string) => ({ templateId, lawsuitId, assigneeId: intern.uid, reviewerId: lawyer.uid });

async function tasksOf(lawsuitId: string) {
  const page = await docs.list(COLLECTIONS.tasks, { where: [{ field: 'lawsuitId', op: '==', value: lawsuitId }], limit: 50 });
  return page.docs.sort((a, b) => (a.data.workflow?.index ?? 0) - (b.data.workflow?.index ?? 0));
}

beforeAll(async () => {
  for (const p of [admin, lawyer, intern]) tokens[p.uid] = await signIn(p.email, p.password);
  stores = await testStores();
  docs = typedDocuments(stores.documents);
  const client = await callFn<{ id: string }>('clients-create', { client: clientInput(cpf(), { name: `Cliente do fluxo ${run}` }) }, tokens[admin.uid]);
  expect(client.status, JSON.stringify(client.error)).toBe(200);
  clientId = client.result!.id;
});
afterAll(async () => stores?.documents.close());

describe('workflows templates', () => {
  it('lets an administrator create, edit and delete a template, audited, and lists it to who reads the Agenda', async () => {
    const created = await newTemplate();
    expect(created.phases.map((p) => p.name)).toEqual(['Ajuizamento', 'Citação']);
    const listed = await callFn<WorkflowTemplateItem[]>('workflows-list', {}, tokens[intern.uid]);
    expect(listed.result!.map((t) => t.id)).toContain(created.id);

    const edited = await callFn<WorkflowTemplateItem>(
      'workflows-update',
      { id: created.id, expectedVersion: created.version, template: template({ name: `Cobrança editada ${run}` }) },
      tokens[admin.uid],
    );
    expect(edited.status, JSON.stringify(edited.error)).toBe(200);
    expect(edited.result!.name).toBe(`Cobrança editada ${run}`);
    const stale = await callFn('workflows-update', { id: created.id, expectedVersion: created.version, template: template() }, tokens[admin.uid]);
    expect(stale.status).toBe(409);

    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'entityId', op: '==', value: created.id }], limit: 10 });
    expect(audit.docs.map((d) => d.data.action).sort()).toEqual(['workflows.create', 'workflows.update']);

    const deleted = await callFn('workflows-delete', { id: created.id, expectedVersion: edited.result!.version }, tokens[admin.uid]);
    expect(deleted.status).toBe(200);
    expect(await stores.documents.get(COLLECTIONS.workflowTemplates, created.id)).toBeNull();
  });

  it('refuses a template whose first task waits for a previous one, in pt-BR on the field, and writes nothing', async () => {
    const before = await stores.documents.count(COLLECTIONS.workflowTemplates);
    const bad = template({
      phases: [{ name: 'Início', tasks: [{ title: 'Primeira', description: '', steps: [], anchor: 'anterior', days: 1, priority: 'normal', review: false }] }],
    });
    const res = await callFn('workflows-create', { template: bad }, tokens[admin.uid]);
    expect(res.status).toBe(400);
    expect(res.error?.details?.fields?.['template.phases.0.tasks.0.anchor']).toBe('A primeira tarefa não tem tarefa anterior');
    expect(await stores.documents.count(COLLECTIONS.workflowTemplates)).toBe(before);
  });

  it('keeps templates to administrators', async () => {
    const res = await callFn('workflows-create', { template: template() }, tokens[lawyer.uid]);
    expect(res.status).toBe(403);
    expect(res.error?.details?.id).toBe('admin-only');
  });
});

describe('workflows-plan and workflows-apply', () => {
  it('counts business days from the distribuição on the TJSP calendar of São Paulo, skipping the ponte and Tiradentes', async () => {
    // Filed on Friday 17/04/2026. At the TJSP, Monday 20/04 is a ponto facultativo (véspera de Tiradentes) and
    // Tuesday 21/04 is Tiradentes (Lei 662/1949): 3 dias úteis after are 22, 23 and 24/04 — already past when
    // applied, so the plan says so and the task is due the day it is applied, never before.
    const l = await lawsuit('2026-04-17');
    const t = await newTemplate();
    const plan = await callFn<WorkflowPlan>('workflows-plan', { templateId: t.id, lawsuitId: l.id }, tokens[lawyer.uid]);
    expect(plan.status, JSON.stringify(plan.error)).toBe(200);
    expect(plan.result!.court).toContain('São Paulo');
    expect(plan.result!.items.map((i) => [i.phase, i.title, i.skipped, i.countedTo])).toEqual([
      ['Ajuizamento', 'Redigir a inicial', false, '2026-04-24'],
      ['Citação', 'Acompanhar a citação', false, null],
      ['Citação', 'Conferir documentos do cliente', false, null],
    ]);
    expect(plan.result!.items[1]!.dueDate).toBeNull();
    for (const i of [0, 2]) expect(plan.result!.items[i]!.dueDate! >= officeDate()).toBe(true);
    expect([plan.result!.phases, plan.result!.startPhase]).toEqual([['Ajuizamento', 'Citação'], 0]);
  });

  it('starts a case already under way at the phase chosen: earlier tasks are not created, none is due before today', async () => {
    const l = await lawsuit('2026-04-17');
    const t = await newTemplate();
    const plan = await callFn<WorkflowPlan>('workflows-plan', { templateId: t.id, lawsuitId: l.id, startPhase: 1 }, tokens[lawyer.uid]);
    // "Acompanhar a citação" waits for the inicial, which is skipped: it counts from the application.
    expect(plan.result!.items.map((i) => [i.title, i.skipped, i.countedTo])).toEqual([
      ['Redigir a inicial', true, null],
      ['Acompanhar a citação', false, null],
      ['Conferir documentos do cliente', false, null],
    ]);
    const res = await callFn<WorkflowRunItem>('workflows-apply', { ...applyInput(t.id, l.id), startPhase: '1' }, tokens[lawyer.uid]);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect([res.result!.items.map((i) => i.state), res.result!.startPhase]).toEqual([['dispensada', 'aberta', 'aberta'], 1]);
    expect(runProgress(res.result!)).toEqual({ done: 0, total: 2, phase: 'Citação' });
    const tasks = await tasksOf(l.id);
    expect(tasks.map((d) => d.data.title)).toEqual(['Acompanhar a citação', 'Conferir documentos do cliente']);
    expect(tasks.every((d) => d.data.dueDate! >= officeDate())).toBe(true);
    // A phase the template does not have: refused on the field, nothing written.
    const other = await lawsuit(null);
    const bad = await callFn('workflows-apply', { ...applyInput(t.id, other.id), startPhase: 2 }, tokens[lawyer.uid]);
    expect([bad.status, bad.error?.details?.fields?.startPhase]).toEqual([400, 'Escolha uma fase do modelo.']);
    expect(await tasksOf(other.id)).toHaveLength(0);
    expect(await docs.get(COLLECTIONS.workflowRuns, `${other.id}_${t.id}`)).toBeNull();
  });

  it('creates the tasks that count from the distribuição or today, with the reviewer where the template asks, and a run', async () => {
    const l = await lawsuit('2026-04-17');
    const t = await newTemplate();
    const res = await callFn<WorkflowRunItem>('workflows-apply', applyInput(t.id, l.id), tokens[lawyer.uid]);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const r = res.result!;
    expect(r.items.map((i) => i.state)).toEqual(['aberta', 'pendente', 'aberta']);
    const tasks = await tasksOf(l.id);
    expect(tasks.map((d) => [d.data.title, d.data.assigneeId, d.data.reviewerIds, d.data.clientId])).toEqual([
      ['Redigir a inicial', intern.uid, [lawyer.uid], clientId],
      ['Conferir documentos do cliente', intern.uid, [], clientId],
    ]);
    // Its count from the distribuição ended on 24/04/2026: due the day applied, not overdue on its first day.
    expect(tasks.every((d) => d.data.dueDate! >= officeDate())).toBe(true);
    expect(tasks[0]!.data.steps.map((s) => s.text)).toEqual(['Qualificar as partes', 'Calcular o valor']);
    // The intern was told of the work handed to them.
    const notices = await docs.list(COLLECTIONS.notifications, { where: [{ field: 'recipientId', op: '==', value: intern.uid }], limit: 200 });
    const told = notices.docs.filter((n) => n.data.facts.kind === 'tarefa' && n.data.facts.task.taskId === tasks[0]!.id);
    expect(told.map((n) => n.data.facts.kind === 'tarefa' && n.data.facts.change)).toEqual(['atribuida']);

    const runs = await callFn<WorkflowRunItem[]>('workflows-runs', { lawsuitId: l.id }, tokens[lawyer.uid]);
    expect(runs.result!.map((x) => x.templateName)).toEqual([t.name]);
    const page = await callFn<TaskDetail>('tasks-get', { id: tasks[0]!.id }, tokens[intern.uid]);
    expect(page.result!.workflow).toEqual({ templateName: t.name, phase: 'Ajuizamento' });

    const again = await callFn('workflows-apply', applyInput(t.id, l.id), tokens[lawyer.uid]);
    expect([again.status, again.error?.details?.id]).toEqual([400, 'invalid-state']);
    expect(again.error?.details?.reason).toBe(`O modelo "${t.name}" já foi aplicado a este processo.`);
    expect(await tasksOf(l.id)).toHaveLength(2);
  });

  it('applies a template to a lawsuit once when two people apply it at the same time', async () => {
    const l = await lawsuit(null);
    const t = await newTemplate();
    const results = await Promise.all([lawyer.uid, admin.uid].map((uid) => callFn('workflows-apply', applyInput(t.id, l.id), tokens[uid])));
    // The second is refused as already applied (or, caught mid-commit, as a conflict): never two runs.
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.map((r) => r.error?.details?.id).filter(Boolean)[0]).toMatch(/^(invalid-state|conflict)$/);
    expect(await tasksOf(l.id)).toHaveLength(2);
  });

  it('refuses a reviewer who is also the assignee, and an intern who only reads the Agenda', async () => {
    const l = await lawsuit(null);
    const t = await newTemplate();
    const same = await callFn('workflows-apply', { ...applyInput(t.id, l.id), reviewerId: intern.uid }, tokens[lawyer.uid]);
    expect(same.status).toBe(400);
    expect(same.error?.details?.fields?.reviewerId).toBe('Quem faz as tarefas não as revisa: escolha outra pessoa');
    const byIntern = await callFn('workflows-apply', applyInput(t.id, l.id), tokens[intern.uid]);
    expect(byIntern.status).toBe(403);
    expect(await tasksOf(l.id)).toHaveLength(0);
    expect(await docs.get(COLLECTIONS.workflowRuns, `${l.id}_${t.id}`)).toBeNull();
  });
});

describe('the next task of a workflow', () => {
  it('is created when the one before is concluded, once, due its business days after; the run tracks each state', async () => {
    const l = await lawsuit(null);
    const t = await newTemplate();
    await callFn('workflows-apply', applyInput(t.id, l.id), tokens[lawyer.uid]);
    const [first] = await tasksOf(l.id);
    const moved = async (v: { version: number }, status: string, uid: string) => {
      const res = await callFn<TaskItem>('tasks-move', { id: first!.id, expectedVersion: v.version, status }, tokens[uid]);
      expect(res.status, JSON.stringify(res.error)).toBe(200);
      return res.result!;
    };
    // The first task goes to review (the template says so): its assignee does not conclude it, and the run waits.
    const runBefore = await docs.get(COLLECTIONS.workflowRuns, `${l.id}_${t.id}`);
    const skipped = await callFn('tasks-move', { id: first!.id, expectedVersion: first!.version, status: 'concluida' }, tokens[intern.uid]);
    expect([skipped.status, skipped.error?.details?.id]).toEqual([400, 'invalid-state']);
    expect(await tasksOf(l.id)).toHaveLength(2);
    expect((await docs.get(COLLECTIONS.workflowRuns, `${l.id}_${t.id}`))!.version).toBe(runBefore!.version);
    const inReview = await moved(await moved(first!, 'em_andamento', intern.uid), 'aguardando_revisao', intern.uid);
    const concluded = await moved(inReview, 'concluida', lawyer.uid);

    const tasks = await tasksOf(l.id);
    const next = tasks.find((d) => d.data.workflow?.index === 1)!;
    expect(next.data.title).toBe('Acompanhar a citação');
    expect(next.data.dueDate! > officeDate()).toBe(true);
    expect([0, 6]).not.toContain(new Date(`${next.data.dueDate}T12:00:00Z`).getUTCDay());
    let stored = await docs.get(COLLECTIONS.workflowRuns, `${l.id}_${t.id}`);
    expect(stored!.data.items.map((i) => [i.state, i.taskId])).toEqual([
      ['concluida', first!.id],
      ['aberta', next.id],
      ['aberta', expect.any(String)],
    ]);

    // Reopened and concluded again: the run follows, and no second "next" task appears.
    const reopened = await moved(concluded, 'em_andamento', lawyer.uid);
    stored = await docs.get(COLLECTIONS.workflowRuns, `${l.id}_${t.id}`);
    expect(stored!.data.items[0]!.state).toBe('aberta');
    await moved(await moved(reopened, 'aguardando_revisao', intern.uid), 'concluida', lawyer.uid);
    expect(await tasksOf(l.id)).toHaveLength(3);

    // Deleting the open next task counts as cancelled in the run.
    await callFn('tasks-delete', { id: next.id, expectedVersion: next.version }, tokens[lawyer.uid]);
    stored = await docs.get(COLLECTIONS.workflowRuns, `${l.id}_${t.id}`);
    expect(stored!.data.items[1]!.state).toBe('cancelada');
  });
});

describe('deleting the lawsuit', () => {
  it('is refused while its tasks exist, naming them; once they are gone, its workflow runs go with it', async () => {
    const l = await lawsuit(null);
    const t = await newTemplate();
    await callFn('workflows-apply', applyInput(t.id, l.id), tokens[lawyer.uid]);
    const refused = await callFn('lawsuits-delete', { id: l.id, expectedVersion: l.version }, tokens[lawyer.uid]);
    expect([refused.status, refused.error?.details?.id]).toEqual([400, 'has-dependents']);
    expect(refused.error?.details?.reason).toBe('Este processo tem 2 tarefa(s) vinculados. Desvincule-os antes de excluí-lo.');
    // A deleted task of a run counts as cancelled, and the next one of the template is created: delete until none is left.
    for (let left = await tasksOf(l.id); left.length > 0; left = await tasksOf(l.id)) {
      for (const task of left) await callFn('tasks-delete', { id: task.id, expectedVersion: task.version }, tokens[lawyer.uid]);
    }
    const deleted = await callFn('lawsuits-delete', { id: l.id, expectedVersion: l.version }, tokens[lawyer.uid]);
    expect(deleted.status, JSON.stringify(deleted.error)).toBe(200);
    expect(await docs.get(COLLECTIONS.workflowRuns, `${l.id}_${t.id}`)).toBeNull();
  });
});
