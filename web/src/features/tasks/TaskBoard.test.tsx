import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Scopes } from '@office/domain/policy';
import { TASK_STATUSES, type TaskBoard, type TaskItem } from '@office/domain/tasks';
import { renderWithApp } from '../../test/app';
import { fakeOperations, refuse } from '../../test/operations';
import { aClient, aTask } from '../../test/records';
import { fakeSession } from '../../test/session';
import { TEAM } from './task-fixture';
import { TasksPage } from './TasksPage';

/** The address's query, which the list's filters write. */
function Address() {
  const location = useLocation();
  return <p data-testid="address">{location.search}</p>;
}

const server = { tasks: [] as TaskItem[] };

const operations = fakeOperations({
  'directory-list': () => TEAM,
  'tasks-board': () =>
    Object.fromEntries(
      TASK_STATUSES.map((s) => [s, { items: server.tasks.filter((t) => t.status === s).map((t) => ({ ...t })), more: s === 'concluida' }]),
    ) as TaskBoard,
  'clients-get': (input) => aClient({ id: input.id, name: 'Ana Lima' }),
  'tasks-list': (input) => {
    const items = server.tasks.filter((t) => !input.status || t.status === input.status).map((t) => ({ ...t }));
    return { items, nextCursor: null, total: items.length };
  },
  'tasks-move': (input) => {
    const task = server.tasks.find((t) => t.id === input.id)!;
    if (task.version !== input.expectedVersion) refuse('conflict');
    Object.assign(task, { status: input.status, version: task.version + 1 });
    return { ...task };
  },
});

function renderBoard({ scopes, at = '/tasks' }: { scopes?: Scopes; at?: string } = {}) {
  renderWithApp(
    <>
      <TasksPage />
      <Address />
    </>,
    { at, session: fakeSession({ scopes: scopes ?? { read: ['Agenda'], write: ['Agenda'] } }) },
  );
}

const column = (name: string) => screen.getByRole('region', { name });
const card = (title: string) => screen.getByRole('link', { name: title });
const moves = () => operations.calls('tasks-move');
const boardReads = () => operations.calls('tasks-board').length;
const altKey = (element: HTMLElement, key: 'ArrowLeft' | 'ArrowRight') => fireEvent.keyDown(element, { key, altKey: true });

beforeEach(() => {
  server.tasks = [
    aTask({ id: 't1', title: 'Protocolar contestação', version: 3, steps: [{ id: 's1', text: 'Minuta', done: true, doneBy: 'u1', doneAt: null }] }),
    aTask({ id: 't2', title: 'Revisar recurso', status: 'em_andamento', assigneeId: 'u2', people: ['u2'], priority: 'urgente', lawsuitLabel: 'REF-9' }),
  ];
});

describe('the Tarefas board', () => {
  it('shows a column per status with its cards, and the link to the list when a column has more', async () => {
    renderBoard();
    const todo = await screen.findByRole('region', { name: 'A fazer' });
    expect(within(todo).getByRole('link', { name: 'Protocolar contestação' }).getAttribute('href')).toBe('/tasks/t1');
    expect(within(todo).getByText('1/1 passos')).toBeTruthy();
    const doing = column('Em andamento');
    expect(within(doing).getByText('Urgente')).toBeTruthy();
    // The assignee, and the lawsuit on a line of its own (never cut short).
    expect(within(doing).getByText('Bruno Lima')).toBeTruthy();
    expect(within(doing).getByText('REF-9')).toBeTruthy();
    expect(within(column('Concluída')).getByRole('link', { name: 'Mais tarefas: ver na lista' }).getAttribute('href')).toBe(
      '/tasks?view=lista&status=concluida',
    );
  });

  it('moves a focused card one column with Alt+→ / Alt+←, keeps the focus on it and says where it went', async () => {
    renderBoard();
    await screen.findByRole('region', { name: 'A fazer' });
    card('Protocolar contestação').focus();
    altKey(card('Protocolar contestação'), 'ArrowRight');
    // The move names the version the card showed.
    await waitFor(() => expect(moves()).toEqual([{ id: 't1', expectedVersion: 3, status: 'em_andamento' }]));
    expect(await screen.findByText('Tarefa Protocolar contestação movida para Em andamento.')).toBeTruthy();
    await waitFor(() => expect(within(column('Em andamento')).queryByRole('link', { name: 'Protocolar contestação' })).toBeTruthy());
    await waitFor(() => expect(document.activeElement).toBe(card('Protocolar contestação')));
    expect(within(column('A fazer')).queryByRole('link', { name: 'Protocolar contestação' })).toBeNull();

    // Back again, from the card's new place and version.
    altKey(card('Protocolar contestação'), 'ArrowLeft');
    await waitFor(() => expect(moves().at(-1)).toEqual({ id: 't1', expectedVersion: 4, status: 'a_fazer' }));
    await waitFor(() => expect(within(column('A fazer')).queryByRole('link', { name: 'Protocolar contestação' })).toBeTruthy());
    expect(await screen.findByText('Tarefa Protocolar contestação movida para A fazer.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(card('Protocolar contestação')));
  });

  it('does not move past the first column, nor on arrows without Alt', async () => {
    renderBoard();
    await screen.findByRole('region', { name: 'A fazer' });
    altKey(card('Protocolar contestação'), 'ArrowLeft');
    fireEvent.keyDown(card('Protocolar contestação'), { key: 'ArrowRight' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(moves()).toEqual([]);
  });

  it('moves a card with its "Mover" menu', async () => {
    renderBoard();
    await screen.findByRole('region', { name: 'A fazer' });
    fireEvent.change(screen.getByLabelText('Mover tarefa Revisar recurso'), { target: { value: 'cancelada' } });
    await waitFor(() => expect(moves()).toEqual([{ id: 't2', expectedVersion: 1, status: 'cancelada' }]));
    await waitFor(() => expect(within(column('Cancelada')).queryByRole('link', { name: 'Revisar recurso' })).toBeTruthy());
    await waitFor(() => expect(document.activeElement).toBe(card('Revisar recurso')));
  });

  it("says the server's refusal and reads the board again", async () => {
    const reason = 'Indique quem revisa a tarefa (em Editar) antes de pedir a revisão.';
    operations.answer('tasks-move', () => refuse('invalid-state', { reason, details: { reason } }));
    // The board's copy still has a reviewer (taken away meanwhile): only the server knows to refuse.
    server.tasks[1]!.reviewerIds = ['u1'];
    renderBoard();
    await screen.findByRole('region', { name: 'A fazer' });
    const reads = boardReads();
    altKey(card('Revisar recurso'), 'ArrowRight');
    expect(await screen.findByText(`A tarefa não foi movida: ${reason}`)).toBeTruthy();
    // The toast says it too.
    expect(screen.getAllByText(reason).length).toBeGreaterThan(0);
    await waitFor(() => expect(boardReads()).toBeGreaterThan(reads));
    expect(within(column('Em andamento')).getByRole('link', { name: 'Revisar recurso' })).toBeTruthy();
  });

  it('neither offers nor sends a move the review rule refuses: the assignee concludes no reviewed task', async () => {
    server.tasks.push(
      aTask({ id: 't3', title: 'Minuta em revisão', status: 'aguardando_revisao', reviewerIds: ['u2'], people: ['u1', 'u2'] }),
      aTask({ id: 't4', title: 'Minuta em curso', status: 'em_andamento', reviewerIds: ['u2'], people: ['u1', 'u2'] }),
    );
    renderBoard({ scopes: { read: ['Agenda'], write: [] } });
    await screen.findByRole('region', { name: 'A fazer' });
    const options = (title: string) => [...screen.getByLabelText<HTMLSelectElement>(`Mover tarefa ${title}`).options].map((o) => o.textContent);
    expect(options('Minuta em revisão')).toEqual(['Mover para…', 'Mover para A fazer', 'Mover para Em andamento', 'Mover para Cancelada']);
    expect(options('Minuta em curso')).toEqual(['Mover para…', 'Mover para A fazer', 'Mover para Aguardando revisão', 'Mover para Cancelada']);
    // A task nobody reviews: its assignee concludes it.
    expect(options('Protocolar contestação')).toContain('Mover para Concluída');

    altKey(card('Minuta em revisão'), 'ArrowRight');
    const reason = 'Só quem revisa a tarefa (ou um administrador) a conclui depois do pedido de revisão.';
    expect(await screen.findByText(`A tarefa não foi movida: ${reason}`)).toBeTruthy();
    expect(screen.getAllByText(reason).length).toBeGreaterThan(0);
    expect(moves()).toEqual([]);
    expect(within(column('Aguardando revisão')).getByRole('link', { name: 'Minuta em revisão' })).toBeTruthy();
  });

  it('lets who only reads the Agenda move their own cards, and offers them no "Nova tarefa"', async () => {
    renderBoard({ scopes: { read: ['Agenda'], write: [] } });
    await screen.findByRole('region', { name: 'A fazer' });
    expect(screen.queryByRole('button', { name: 'Nova tarefa' })).toBeNull();
    // u1 (the session) is on t1, not on t2.
    expect(screen.getByLabelText('Mover tarefa Protocolar contestação')).toBeTruthy();
    expect(screen.queryByLabelText('Mover tarefa Revisar recurso')).toBeNull();
    altKey(card('Revisar recurso'), 'ArrowRight');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(moves()).toEqual([]);
  });
});

describe('the Tarefas list', () => {
  it('reads its view and filters from the address, a lawsuit from its page\'s link included, and drops the lawsuit on "Ver todas"', async () => {
    renderBoard({ at: '/tasks?view=lista&lawsuitId=l1&status=em_andamento&due=week' });
    const row = await screen.findByRole('row', { name: /Revisar recurso/ });
    expect(operations.calls('tasks-list')[0]).toMatchObject({ lawsuitId: 'l1', status: 'em_andamento', due: 'week' });
    expect(operations.log.some((c) => c.name === 'tasks-board')).toBe(false);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Tarefa',
      'Responsável',
      'Processo ou cliente',
      'Entrega',
      'Prioridade',
      'Situação',
    ]);
    expect(row.textContent).toContain('Bruno Lima');
    expect(row.textContent).toContain('REF-9');
    expect(screen.getByLabelText<HTMLSelectElement>('Situação').value).toBe('em_andamento');
    expect(screen.getByRole('button', { name: 'Lista' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/Só as tarefas do processo/).textContent).toContain('Processo vinculado (sem acesso a Processos)');
    // Without Clientes, no client picker.
    expect(screen.queryByRole('combobox', { name: 'Cliente' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Ver todas' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?view=lista&status=em_andamento&due=week'));
    // Back to the board: the list's status filter is not the board's.
    fireEvent.click(screen.getByRole('button', { name: 'Quadro' }));
    await waitFor(() => expect(operations.calls('tasks-board').at(-1)).toEqual({ personId: null, lawsuitId: null, clientId: null, due: 'week' }));
    expect(screen.queryByLabelText('Situação')).toBeNull();
  });

  it('offers the client picker to who reads Clientes, with the client of the address chosen', async () => {
    renderBoard({ scopes: { read: ['Agenda', 'Clientes'], write: [] }, at: '/tasks?clientId=c1' });
    await screen.findByRole('region', { name: 'A fazer' });
    expect(operations.calls('tasks-board')[0]).toMatchObject({ clientId: 'c1' });
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Cliente' }).value).toBe('Ana Lima'));
    // The picker says it: no second line about the client.
    expect(screen.queryByText(/Só as tarefas do cliente/)).toBeNull();
  });
});
