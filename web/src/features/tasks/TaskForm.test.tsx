import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TaskInput, TaskItem, TaskValues } from '@office/domain/tasks';
import { TaskForm } from '../../components/records/tasks/TaskForm';
import { renderWithApp } from '../../test/app';
import { fakeOperations, refuse } from '../../test/operations';
import { aTask } from '../../test/records';
import { fakeSession } from '../../test/session';
import { TEAM } from './task-fixture';

/** The task as the server saves it: new steps get ids, none is done. */
const saved = (task: TaskValues) =>
  aTask({
    ...task,
    id: 'new',
    version: 1,
    steps: task.steps.map((step, i) => ({ id: step.id ?? `s${i}`, text: step.text, done: false, doneBy: null, doneAt: null })),
  });

const operations = fakeOperations({
  'directory-list': () => TEAM,
  'tasks-create': (input) => saved(input.task),
  'tasks-update': (input) => saved(input.task),
});

// Agenda only: the lawsuit and client links show as "vinculado" (no pickers, nothing else is called).
const session = fakeSession({ scopes: { read: ['Agenda'], write: ['Agenda'] } });
const sent = (name: 'tasks-create' | 'tasks-update') => operations.calls(name).at(-1);

function renderForm(props: { existing?: TaskItem; preset?: Partial<TaskInput> } = {}) {
  const onSaved = vi.fn();
  renderWithApp(<TaskForm {...props} onSaved={onSaved} onCancel={() => undefined} />, { session });
  return onSaved;
}

describe('TaskForm', () => {
  it('sends a new task as typed: reviewers, due date, priority, steps, and the preset lawsuit', async () => {
    const onSaved = renderForm({ preset: { lawsuitId: 'l1' } });
    // The reviewers are the team with the Agenda but the assignee (the session, by default).
    const reviewer = await screen.findByRole('checkbox', { name: 'Bruno Lima' });
    expect(screen.queryByRole('checkbox', { name: 'Ana Souza' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Carla Reis' })).toBeNull();
    expect(screen.getByText('Processo vinculado (sem acesso a Processos)')).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Prioridade').value).toBe('normal');

    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Protocolar contestação' } });
    fireEvent.change(screen.getByLabelText('Descrição'), { target: { value: 'Ver **prazo**' } });
    fireEvent.click(reviewer);
    await userEvent.type(screen.getByLabelText('Data de entrega'), '05122026');
    fireEvent.change(screen.getByLabelText('Prioridade'), { target: { value: 'alta' } });
    for (const text of ['Minuta', 'Descartar', 'Protocolo']) {
      fireEvent.click(screen.getByRole('button', { name: 'Adicionar passo' }));
      const steps = screen.getAllByLabelText(/^Passo \d$/);
      fireEvent.change(steps.at(-1)!, { target: { value: text } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Remover o passo 2' }));

    fireEvent.click(screen.getByRole('button', { name: 'Criar tarefa' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent('tasks-create')).toEqual({
      task: {
        title: 'Protocolar contestação',
        description: 'Ver **prazo**',
        lawsuitId: 'l1',
        clientId: null,
        assigneeId: 'u1',
        reviewerIds: ['u2'],
        dueDate: '2026-12-05',
        prazoEventId: null,
        priority: 'alta',
        steps: [
          { id: null, text: 'Minuta' },
          { id: null, text: 'Protocolo' },
        ],
      },
    });
  });

  it('edits a task from its version, keeping the ids of its saved steps', async () => {
    const existing = aTask({
      id: 't1',
      version: 7,
      title: 'Revisar recurso',
      dueDate: '2026-12-10',
      dueSort: '2026-12-10',
      reviewerIds: ['u2'],
      people: ['u1', 'u2'],
      steps: [
        { id: 's1', text: 'Ler a sentença', done: true, doneBy: 'u1', doneAt: '2026-11-02T12:00:00Z' },
        { id: 's2', text: 'Escrever', done: false, doneBy: null, doneAt: null },
      ],
    });
    const onSaved = renderForm({ existing });
    // Ana (the session) does the task: who reviews it is shown, not changed by her (the server refuses it too).
    expect((await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Bruno Lima' })).disabled).toBe(true);
    expect(screen.getByText('Quem faz a tarefa não muda quem a revisa: peça a quem revisa ou a um administrador.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Data de entrega').value).toBe('10/12/2026');
    fireEvent.change(screen.getByLabelText('Passo 2'), { target: { value: 'Escrever as razões' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar passo' }));
    fireEvent.change(screen.getByLabelText('Passo 3'), { target: { value: 'Protocolar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent('tasks-update')).toMatchObject({
      id: 't1',
      expectedVersion: 7,
      task: {
        title: 'Revisar recurso',
        dueDate: '2026-12-10',
        reviewerIds: ['u2'],
        steps: [
          { id: 's1', text: 'Ler a sentença' },
          { id: 's2', text: 'Escrever as razões' },
          { id: null, text: 'Protocolar' },
        ],
      },
    });
  });

  it('checks the schema before sending, and puts the server field refusals beside their fields', async () => {
    const onSaved = renderForm();
    await screen.findByRole('checkbox', { name: 'Bruno Lima' });
    fireEvent.click(screen.getByRole('button', { name: 'Criar tarefa' }));
    expect(await screen.findByText('Informe o título (ao menos 3 letras)')).toBeTruthy();
    expect(sent('tasks-create')).toBeUndefined();

    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Protocolar' } });
    await userEvent.type(screen.getByLabelText('Data de entrega'), '05122026');
    const message = 'A entrega não pode ser depois do prazo fatal (01/12/2026).';
    operations.answer('tasks-create', () => refuse('invalid-input', { fields: { 'task.dueDate': message } }));
    fireEvent.click(screen.getByRole('button', { name: 'Criar tarefa' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Data de entrega').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Corrija o campo destacado abaixo.')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a linked prazo, its refusal, and lets it be unlinked', async () => {
    const existing = aTask({ id: 't1', prazoEventId: 'e1', lawsuitId: null });
    const onSaved = renderForm({ existing });
    await screen.findByRole('checkbox', { name: 'Bruno Lima' });
    expect(screen.getByText(/Vinculada a um prazo da agenda/)).toBeTruthy();
    // A prazo needs its lawsuit: the schema says so beside the prazo, not on a field that is not there.
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Vincule o processo do prazo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Desvincular prazo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent('tasks-update')).toMatchObject({ id: 't1', task: { prazoEventId: null } });
  });
});
