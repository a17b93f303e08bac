import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallableName } from '@office/domain/contracts';
import type { StaffListItem } from '@office/domain';
import type * as Callable from '../../lib/callable';
import { fakeSession } from '../../test/session';
import { StaffAccess } from './StaffAccess';
import { renderWithApp } from '../../test/app';

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
      const items = [
        member('helena', 'Helena Barbosa', true),
        member('pedro', 'Pedro Costa', true),
        { ...member('lucas', 'Lucas Almeida', false), disabled: true },
      ];
      return { items, nextCursor: null };
    }
    if (name === 'staff-pending') {
      const lookalike = { uid: 'nova', name: 'helena  barbosa', email: 'helena.barbosa.adv@exemplo.test', registeredAt: '2026-11-26T12:00:00.000Z' };
      return { items: [{ ...lookalike, sameNameAs: 'Helena Barbosa' }] };
    }
    if (name === 'staff-setAdmin') return { ...member('pedro', 'Pedro Costa', false), version: 5 };
    throw new Error(`unexpected call ${name}`);
  },
}));

function renderPage() {
  renderWithApp(<StaffAccess />, { session: fakeSession({ admin: true, scopes: { read: ['Configurações'], write: ['Configurações'] } }) });
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

describe('registrations waiting for access', () => {
  it('marks a disabled colleague’s account, in words that agree with any name', async () => {
    renderPage();
    const row = (await screen.findByText('Lucas Almeida')).closest('li, tr') as HTMLElement;
    expect(within(row).getByText('conta desativada')).toBeTruthy();
    expect(within(row).queryByText('desativada')).toBeNull();
  });

  it('flags one whose name reads like a member’s', async () => {
    renderPage();
    const item = (await screen.findByText('helena.barbosa.adv@exemplo.test', { exact: false })).closest('li') as HTMLElement;
    expect(within(item).getByText('Mesmo nome de Helena Barbosa, que já está na equipe. Confira o e-mail antes de conceder acesso.')).toBeTruthy();
  });
});
