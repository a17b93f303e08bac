/** Tarefas, on the Agenda: who reads it may move and comment on tasks; who edits it creates and changes them. */
import { callFn } from '../../support/emulator-client';
import { tokens } from '../../support/access-callers';
import { SECTION_READ, SECTION_WRITE, type GroupRows } from '../../support/access-matrix';

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

export default {
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
} satisfies GroupRows<'tasks'>;
