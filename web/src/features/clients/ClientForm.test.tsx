import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { aClient, aDirectoryEntry } from '../../test/records';
import { fakeSession } from '../../test/session';
import { ClientForm } from './ClientForm';

const REGISTERED = [aClient({ id: 'c-alfa', kind: 'pj', name: 'Construtora Alfa Ltda.', document: '11.222.333/0001-81' })];

const operations = fakeOperations({
  'directory-list': () => [aDirectoryEntry({ name: 'Helena Barbosa', email: 'helena@x.test' })],
  // The office's clients a search finds: every word of the search begins a word of the name.
  'clients-list': (input) => {
    const words = (input.search ?? '').split(' ').filter(Boolean);
    const items = REGISTERED.filter((c) =>
      words.every((w) =>
        c.name
          .toLowerCase()
          .split(/[\s.]+/)
          .some((n) => n.startsWith(w)),
      ),
    );
    return { items, nextCursor: null, total: items.length };
  },
  'clients-checkConflicts': () => ({
    hits: [
      {
        party: 0,
        match: 'documento',
        found: 'parte-contraria',
        client: null,
        lawsuit: { id: 'l7', label: 'REF-7', subject: 'Despejo', role: 'ré', name: 'Maria Souza' },
      },
    ],
    hidden: 0,
  }),
  'clients-create': (input) => aClient({ ...input.client, id: 'c1', version: 1 }),
});

describe('ClientForm', () => {
  it('records the gender of a person and warns when the client is on the other side of a case', async () => {
    const onSaved = vi.fn();
    renderWithApp(<ClientForm onSaved={onSaved} onCancel={() => undefined} />, {
      session: fakeSession({ scopes: { read: ['Clientes'], write: ['Clientes'] } }),
    });
    fireEvent.change(screen.getByLabelText('Nome completo'), { target: { value: 'Maria Souza' } });
    fireEvent.change(screen.getByLabelText('CPF'), { target: { value: '529.982.247-25' } });
    expect(screen.getByText('Usado na concordância de papéis e documentos (autora/autor, brasileira/brasileiro).')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Gênero'), { target: { value: 'feminino' } });
    await screen.findByRole('option', { name: 'Helena Barbosa' });
    fireEvent.change(screen.getByLabelText('Advogado(a) responsável'), { target: { value: 'u1' } });

    const warning = await screen.findByRole('status', { name: 'Possível conflito de interesses' }, { timeout: 3000 });
    expect(warning.textContent).toContain('Maria Souza (CPF igual) aparece como parte contrária (ré) no processo REF-7');
    expect(operations.calls('clients-checkConflicts').at(-1)).toEqual({
      parties: [{ name: 'Maria Souza', document: '52998224725', side: 'cliente' }],
    });

    // A warning, not a refusal.
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar cliente' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(operations.calls('clients-create')[0]?.client).toMatchObject({ name: 'Maria Souza', gender: 'feminino' });
  });

  it('starts a new client with its creator as responsible when they are a lawyer', async () => {
    const session = fakeSession({ scopes: { read: ['Clientes', 'Processos'], write: ['Clientes'] } });
    renderWithApp(<ClientForm onSaved={vi.fn()} onCancel={() => undefined} />, { session });
    const select = screen.getByLabelText<HTMLSelectElement>('Advogado(a) responsável');
    await waitFor(() => expect(select.value).toBe('u1'));
    expect(select.selectedOptions[0]?.textContent).toBe('Helena Barbosa');
  });

  it('leaves the choice to someone who is not a lawyer', async () => {
    operations.answerOnce('directory-list', () => [
      aDirectoryEntry({ uid: 'u1', name: 'Ana Souza', email: 'ana@x.test', lawyer: false }),
      aDirectoryEntry({ uid: 'u2', name: 'Rafael Moreira', email: 'rafael@x.test', lawyer: true }),
    ]);
    renderWithApp(<ClientForm onSaved={vi.fn()} onCancel={() => undefined} />, {
      session: fakeSession({ scopes: { read: ['Clientes'], write: ['Clientes'] } }),
    });
    await screen.findByRole('option', { name: 'Rafael Moreira' });
    expect(screen.getByLabelText<HTMLSelectElement>('Advogado(a) responsável').value).toBe('');
  });

  it('points out a client already registered under the same name with another company suffix', async () => {
    renderWithApp(<ClientForm onSaved={vi.fn()} onCancel={() => undefined} />, {
      session: fakeSession({ scopes: { read: ['Clientes'], write: ['Clientes'] } }),
    });
    fireEvent.click(screen.getByLabelText('Pessoa jurídica'));
    fireEvent.change(screen.getByLabelText('Razão social'), { target: { value: 'Construtora Alfa Ltda. ME' } });
    const notice = await screen.findByText(/Já há um cliente com este nome/, undefined, { timeout: 3000 });
    expect(notice.querySelector('a')?.getAttribute('href')).toBe('/clients/c-alfa');
    fireEvent.change(screen.getByLabelText('Razão social'), { target: { value: 'Construtora Beta Ltda.' } });
    await waitFor(() => expect(screen.queryByText(/Já há um cliente com este nome/)).toBeNull(), { timeout: 3000 });
  });
});
