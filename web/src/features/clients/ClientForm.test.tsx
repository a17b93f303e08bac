import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallableName } from '@office/domain/contracts';
import type * as Callable from '../../lib/callable';
import { renderWithApp } from '../../test/app';
import { fakeSession } from '../../test/session';
import { ClientForm } from './ClientForm';

const calls = vi.hoisted(() => [] as { name: string; input: Record<string, unknown> }[]);

vi.mock('../../lib/callable', async (original) => ({
  ...(await original<typeof Callable>()),
  call: async (name: CallableName, input: Record<string, unknown>) => {
    calls.push({ name, input });
    switch (name) {
      case 'directory-list':
        return [{ uid: 'u1', name: 'Helena Barbosa', email: 'helena@x.test', lawyer: true, agenda: true, lawsuits: true }];
      case 'clients-list':
        return { items: [], nextCursor: null, total: 0 };
      case 'clients-checkConflicts':
        return {
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
        };
      case 'clients-create':
        return { ...(input.client as object), id: 'c1', version: 1 };
      default:
        throw new Error(`unexpected call ${name}`);
    }
  },
}));

beforeEach(() => {
  calls.length = 0;
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
    expect(calls.filter((c) => c.name === 'clients-checkConflicts').at(-1)?.input).toEqual({
      parties: [{ name: 'Maria Souza', document: '52998224725', side: 'cliente' }],
    });

    // A warning, not a refusal.
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar cliente' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((c) => c.name === 'clients-create')?.input.client).toMatchObject({ name: 'Maria Souza', gender: 'feminino' });
  });
});
