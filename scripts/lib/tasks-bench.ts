/**
 * Tarefas at scale, in process: the seeded store grown to `total` tasks spread over the team, every status and
 * two years of due dates, then `tasks-board` (one page per column), `tasks-myWork` (three pages), a filtered
 * `tasks-list` page, a task's page and the workflows (plan, apply, runs) run through the callables' own
 * handlers, as the bench runs `lawsuits-list`. Reports documents read per call and the handler's time: none may grow with the tasks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addDays,
  COLLECTIONS,
  isOpenStatus,
  NO_DUE_DATE_SORT,
  officeDate,
  TASK_PRIORITIES,
  TASK_STATUSES,
  taskSearchWords,
  type TaskRecord,
} from '@office/domain';
import tasksBoard from '../../functions/src/callables/tasks/board';
import tasksGet from '../../functions/src/callables/tasks/get';
import tasksList from '../../functions/src/callables/tasks/list';
import tasksMyWork from '../../functions/src/callables/tasks/my-work';
import workflowsApply from '../../functions/src/callables/workflows/apply';
import workflowsPlan from '../../functions/src/callables/workflows/plan';
import workflowsRuns from '../../functions/src/callables/workflows/runs';
import { DiskFileStore } from '../../functions/src/store/embedded/disk-file-store';
import { SqliteDocumentStore } from '../../functions/src/store/embedded/sqlite-document-store';
import { typedDocuments, typedStores, type TypedWriteOp } from '../../functions/src/store/typed';
import { loadSeed } from '../seed/load';
import { SEED_STAFF } from '../seed/staff';
import { timed, type ListTiming } from './finance-bench';

const PEOPLE = SEED_STAFF.filter((s) => s.read.includes('Agenda')).map((s) => s.uid);

/** `total` tasks, a year back to a year ahead (one in ten undated), each person's share of every status. */
async function grow(raw: SqliteDocumentStore, total: number): Promise<void> {
  const store = typedDocuments(raw);
  const today = officeDate();
  const ops: TypedWriteOp[] = [];
  for (let i = 0; i < total; i++) {
    const status = TASK_STATUSES[i % TASK_STATUSES.length] ?? 'a_fazer';
    const assigneeId = PEOPLE[Math.floor(i / TASK_STATUSES.length) % PEOPLE.length] ?? 'staff-rafael-moreira';
    const reviewerIds = i % 3 === 0 ? [PEOPLE[(i + 1) % PEOPLE.length] ?? 'staff-helena-barbosa'] : [];
    const dueDate = i % 10 === 0 ? null : addDays(today, (i % 730) - 365);
    const title = `Tarefa de carga ${i}`;
    const record: TaskRecord = {
      title,
      description: '',
      lawsuitId: `proc-${String((i % 60) + 1).padStart(3, '0')}`,
      clientId: null,
      assigneeId,
      reviewerIds,
      people: [assigneeId, ...reviewerIds],
      dueDate,
      dueSort: dueDate ?? NO_DUE_DATE_SORT,
      prazoEventId: null,
      priority: TASK_PRIORITIES[i % TASK_PRIORITIES.length] ?? 'normal',
      status,
      open: isOpenStatus(status),
      statusBy: assigneeId,
      statusAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      completedLate: status === 'concluida' ? i % 2 === 0 : null,
      steps: [{ id: `s${i}`, text: 'Passo', done: false, doneBy: null, doneAt: null }],
      searchWords: taskSearchWords({ title }),
      createdBy: 'system',
      updatedBy: 'system',
    };
    ops.push({ kind: 'create', collection: COLLECTIONS.tasks, id: `load-tsk-${i}`, data: record });
  }
  for (let i = 0; i < ops.length; i += 500) await store.commit(ops.slice(i, i + 500));
}

/**
 * A workflow's plan (the court calendar with the office's closures), its application (a run and the tasks that
 * count from the distribuição or today, with their audit and notices, in one transaction) and a lawsuit's runs,
 * as an administrator: each application goes to another of the seeded lawsuits and templates (one each).
 */
async function workflowsAtScale(stores: ReturnType<typeof typedStores>, raw: SqliteDocumentStore, calls: number): Promise<Record<string, ListTiming>> {
  const uid = 'staff-helena-barbosa';
  const ctx = { uid, ip: '127.0.0.1', staff: await stores.documents.get(COLLECTIONS.staff, uid), stores };
  const templates = (await stores.documents.list(COLLECTIONS.workflowTemplates, { limit: 10 })).docs.map((d) => d.id);
  const lawsuits = (await stores.documents.list(COLLECTIONS.lawsuits, { limit: 100 })).docs.map((d) => d.id);
  const pairs = lawsuits.flatMap((lawsuitId) => templates.map((templateId) => ({ lawsuitId, templateId })));
  let next = 0;
  const apply = () => {
    const pair = pairs[next++];
    if (!pair) throw new Error('more applications than seeded lawsuits × templates');
    return workflowsApply.handler(ctx, { ...pair, assigneeId: 'staff-rafael-moreira', reviewerId: uid });
  };
  const first = pairs[0] ?? { lawsuitId: 'proc-001', templateId: 'wft-cobranca' };
  return {
    'workflow: plan': await timed(raw, calls, () => workflowsPlan.handler(ctx, first)),
    'workflow: apply': await timed(raw, calls, apply),
    "workflow: a lawsuit's runs": await timed(raw, calls, () => workflowsRuns.handler(ctx, { lawsuitId: first.lawsuitId })),
  };
}

/** The board, "Meu trabalho", an overdue list page and one task, as a lawyer, `calls` times each. */
export async function tasksAtScale(total: number, calls: number): Promise<Record<string, ListTiming>> {
  const dataDir = mkdtempSync(join(tmpdir(), `office-bench-tasks-${total}-`));
  const raw = new SqliteDocumentStore(join(dataDir, 'store.sqlite'));
  try {
    await loadSeed(raw);
    await grow(raw, total);
    const stores = typedStores({ documents: raw, files: new DiskFileStore(join(dataDir, 'files')) });
    const uid = 'staff-rafael-moreira';
    const ctx = { uid, ip: '127.0.0.1', staff: await stores.documents.get(COLLECTIONS.staff, uid), stores };
    return {
      'board: the whole office': await timed(raw, calls, () => tasksBoard.handler(ctx, {})),
      'board: one person': await timed(raw, calls, () => tasksBoard.handler(ctx, { personId: uid })),
      'Meu trabalho': await timed(raw, calls, () => tasksMyWork.handler(ctx, {})),
      'list: overdue, page of 25': await timed(raw, calls, () => tasksList.handler(ctx, { due: 'overdue', limit: 25 })),
      'one task': await timed(raw, calls, () => tasksGet.handler(ctx, { id: 'load-tsk-7' })),
      ...(await workflowsAtScale(stores, raw, calls)),
    };
  } finally {
    await raw.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
