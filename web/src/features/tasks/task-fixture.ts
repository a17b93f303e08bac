import type { DirectoryEntry } from '@office/domain/contracts';
import type { TaskItem } from '@office/domain/tasks';

/** A task as the callables answer it, open, due on no day in particular, for the tests of the Tarefas pages. */
export function taskFixture(id: string, over: Partial<TaskItem> = {}): TaskItem {
  const assigneeId = over.assigneeId ?? 'u1';
  const reviewerIds = over.reviewerIds ?? [];
  return {
    id,
    version: 1,
    createdAt: '2026-11-01T12:00:00Z',
    updatedAt: '2026-11-01T12:00:00Z',
    title: `Tarefa ${id}`,
    description: '',
    lawsuitId: null,
    clientId: null,
    assigneeId,
    reviewerIds,
    people: [assigneeId, ...reviewerIds],
    dueDate: null,
    dueSort: '9999-12-31',
    prazoEventId: null,
    priority: 'normal',
    status: 'a_fazer',
    open: true,
    statusBy: 'u1',
    statusAt: '2026-11-01T12:00:00Z',
    completedLate: null,
    steps: [],
    searchWords: [],
    createdBy: 'u1',
    updatedBy: 'u1',
    lawsuitLabel: null,
    clientName: null,
    ...over,
  };
}

/** The team as `directory-list` answers it: two people with the Agenda, one without. */
export const TEAM: DirectoryEntry[] = [
  { uid: 'u1', name: 'Ana Souza', email: 'ana@x.test', lawyer: true, agenda: true, lawsuits: true },
  { uid: 'u2', name: 'Bruno Lima', email: 'bruno@x.test', lawyer: true, agenda: true, lawsuits: true },
  { uid: 'u3', name: 'Carla Reis', email: 'carla@x.test', lawyer: false, agenda: false, lawsuits: false },
];
