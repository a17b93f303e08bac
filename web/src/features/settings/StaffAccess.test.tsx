import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallableName } from '@office/domain/contracts';
import type { StaffListItem } from '@office/domain';
import type * as Callable from '../../lib/callable';
import { DialogHost, DialogProvider } from '../../components/ui/dialog';
import { ToastProvider } from '../../components/ui/toast';
import { fakeSession, WithSession } from '../../test/session';
import { StaffAccess } from './StaffAccess';

const member = (uid: string, name: string, admin: boolean): StaffListItem => ({
  uid,
  name,
  email: `${uid}@barbosaadvocacia.test`,
  scopes: admin ? { read: ['Agenda', 'Configurações'], write: ['Configurações'] } : { read: ['Agenda'], write: [] },
  admin,
  disabled: false,
  version: 4,
  updatedAt: '2026-11-20T12:00:00.000Z',
  updatedBy: 'helena',
  hasAccount: true,
});

const server = vi.hoisted(() => ({ calls: [] as { name: string; input: Record<string, unknown> }[] }));

vi.mock('../../lib/callable', async (original) => ({
  ...(await original<typeof Callable>()),
  call: async (name: CallableName, input: Record<string, unknown>) => {
    server.calls.push({ name, input });
    if (name === 'staff-list') {
      const items = [member('helena', 'Helena Barbosa', true), member('pedro', 'Pedro Costa', true)];
      return { items, nextCursor: null };
    }
    if (name === 'staff-pending') return { items: [] };
    if (name === 'staff-setAdmin') return { ...member('pedro', 'Pedro Costa', false), version: 5 };
    throw new Error(`unexpected call ${name}`);
  },
}));

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WithSession session={fakeSession({ admin: true, scopes: { read: ['Configurações'], write: ['Configurações'] } })}>
        <MemoryRouter>
          <ToastProvider>
            <DialogProvider>
              <StaffAccess />
              <DialogHost />
            </DialogProvider>
          </ToastProvider>
        </MemoryRouter>
      </WithSession>
    </QueryClientProvider>,
  );
}

async function openDemotion() {
  const row = (await screen.findByText('Pedro Costa')).closest('li, tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: 'Remover admin' }));
  return screen.findByRole('dialog', { name: 'Remover Pedro Costa de administrador(es)?' }, { timeout: 5000 });
}

const sent = () => server.calls.filter((c) => c.name === 'staff-setAdmin').map((c) => c.input);

beforeEach(() => {
  server.calls.length = 0;
});

describe('demoting an administrator', () => {
  it('says Configurações goes with the flag, and takes it away unless kept', async () => {
    renderPage();
    const dialog = await openDemotion();
    expect(dialog.textContent).toContain('perde também Configurações');
    const keep = within(dialog).getByRole('checkbox', { name: 'Manter leitura e edição em Configurações' });
    expect((keep as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover admin' }));
    await waitFor(() => expect(sent()).toEqual([{ uid: 'pedro', expectedVersion: 4, admin: false, keepSettings: false }]));
  });

  it('keeps Configurações when asked, and changes nothing when cancelled', async () => {
    renderPage();
    let dialog = await openDemotion();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent()).toEqual([]);

    dialog = await openDemotion();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Manter leitura e edição em Configurações' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover admin' }));
    await waitFor(() => expect(sent()).toEqual([{ uid: 'pedro', expectedVersion: 4, admin: false, keepSettings: true }]));
  });
});
