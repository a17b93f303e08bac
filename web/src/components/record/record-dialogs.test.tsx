import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CallError } from '../../lib/callable';
import { renderWithApp } from '../../test/app';
import { useConfirmDelete, useFormDialog, type DeleteRequest } from './record-dialogs';

type Input = { id: string; expectedVersion: number };

function DeleteButton({
  mutateAsync,
  request,
  leaveTo,
}: {
  mutateAsync: (input: Input) => Promise<unknown>;
  request: DeleteRequest<unknown>;
  leaveTo?: string;
}) {
  const confirmDelete = useConfirmDelete({ mutateAsync }, leaveTo);
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button type="button" onClick={() => void confirmDelete({ id: 'c1', expectedVersion: 3 }, request).then((deleted) => setOutcome(String(deleted)))}>
        Excluir cliente
      </button>
      <p data-testid="outcome">{outcome}</p>
    </>
  );
}

const question: DeleteRequest<unknown> = {
  title: 'Excluir cliente?',
  message: 'Ana Melo será excluída do cadastro.',
  done: { summary: 'Cliente excluído', detail: 'Ana Melo' },
};

/** `leaveTo` null: a page that stays once the record is deleted. */
function renderDelete(mutateAsync: (input: Input) => Promise<unknown>, request: DeleteRequest<unknown> = question, leaveTo: string | null = '/clients') {
  renderWithApp(<DeleteButton mutateAsync={mutateAsync} request={request} leaveTo={leaveTo ?? undefined} />, {
    at: '/clients/c1',
    path: '/clients/:id',
    routes: { '/clients': <h1>Clientes</h1> },
    address: true,
  });
  fireEvent.click(screen.getByRole('button', { name: 'Excluir cliente' }));
  return screen.findByRole('dialog', { name: 'Excluir cliente?' });
}

describe('useConfirmDelete', () => {
  it('asks first: "Cancelar" deletes nothing', async () => {
    const mutateAsync = vi.fn(async () => undefined);
    const dialog = await renderDelete(mutateAsync);
    expect(within(dialog).getByText('Ana Melo será excluída do cadastro.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('false'));
    expect(mutateAsync).not.toHaveBeenCalled();
    expect(screen.getByTestId('address').textContent).toBe('/clients/c1');
  });

  it('deletes the version shown, says so and goes to the list in place of the record', async () => {
    const order: string[] = [];
    const mutateAsync = vi.fn(async () => void order.push('deleted'));
    const dialog = await renderDelete(mutateAsync, { ...question, cancelLabel: 'Voltar', onDeleted: () => order.push('onDeleted') });
    expect(within(dialog).getByRole('button', { name: 'Voltar' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByRole('heading', { name: 'Clientes' })).toBeTruthy();
    expect(mutateAsync).toHaveBeenCalledWith({ id: 'c1', expectedVersion: 3 });
    expect(order).toEqual(['deleted', 'onDeleted']);
    const toasts = screen.getByTestId('toast-area');
    expect(toasts.textContent).toContain('Cliente excluído');
    expect(toasts.textContent).toContain('Ana Melo');
    expect(screen.getByTestId('address').textContent).toBe('/clients');
  });

  it('without a list to go to, stays, with the toast made from the answer', async () => {
    const mutateAsync = vi.fn(async () => ({ flagged: 2 }));
    const dialog = await renderDelete(
      mutateAsync,
      { ...question, done: (result) => ({ summary: 'Fechamento excluído', detail: `${(result as { flagged: number }).flagged} prazos a recalcular` }) },
      null,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('true'));
    expect(screen.getByTestId('toast-area').textContent).toContain('2 prazos a recalcular');
    expect(screen.getByTestId('address').textContent).toBe('/clients/c1');
  });

  it('shows a refusal with its reason and stays on the record', async () => {
    const refusal = new CallError('Operação não permitida.', 'invalid-state', {}, { reason: 'Este cliente tem 2 processos: exclua-os antes.' });
    const onConflict = vi.fn();
    const dialog = await renderDelete(async () => Promise.reject(refusal), { ...question, onConflict });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('false'));
    const toasts = screen.getByTestId('toast-area');
    expect(toasts.textContent).toContain('Não foi possível excluir');
    expect(toasts.textContent).toContain('Este cliente tem 2 processos: exclua-os antes.');
    expect(onConflict).not.toHaveBeenCalled();
    expect(screen.getByTestId('address').textContent).toBe('/clients/c1');
  });

  it('hands a conflict to the page besides the toast', async () => {
    const conflict = new CallError('Outra pessoa alterou este registro.', 'conflict', {}, {});
    const onConflict = vi.fn();
    const dialog = await renderDelete(async () => Promise.reject(conflict), { ...question, onConflict });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(onConflict).toHaveBeenCalledWith(conflict));
    expect(screen.getByTestId('toast-area').textContent).toContain('Outra pessoa alterou este registro.');
  });
});

function EditButton({ onResult }: { onResult: (saved: string | undefined) => void }) {
  const openForm = useFormDialog();
  return (
    <button
      type="button"
      onClick={() =>
        void openForm<string>({
          title: 'Editar cliente',
          form: ({ onSaved, onCancel }) => (
            <>
              <button type="button" onClick={() => onSaved('Ana Melo Rodrigues')}>
                Salvar
              </button>
              <button type="button" onClick={onCancel}>
                Desistir
              </button>
            </>
          ),
          done: (saved) => ({ summary: 'Cliente atualizado', detail: saved }),
        }).then(onResult)
      }
    >
      Editar
    </button>
  );
}

describe('useFormDialog', () => {
  it('opens the form, and once it saved toasts and hands back what it saved', async () => {
    const onResult = vi.fn();
    renderWithApp(<EditButton onResult={onResult} />);
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar cliente' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith('Ana Melo Rodrigues'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('toast-area').textContent).toContain('Cliente atualizado');
  });

  it('dismissed, says nothing and hands back nothing', async () => {
    const onResult = vi.fn();
    renderWithApp(<EditButton onResult={onResult} />);
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar cliente' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desistir' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(undefined));
    expect(screen.getByTestId('toast-area').textContent).toBe('');
  });
});
