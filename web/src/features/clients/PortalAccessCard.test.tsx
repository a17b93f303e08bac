import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PortalAccountView } from '@office/domain';
import { queryClient } from '../../lib/query-client';
import { renderWithApp } from '../../test/app';
import { fakeOperations, refuse } from '../../test/operations';
import { aClient } from '../../test/records';
import { PortalAccessCard } from './PortalAccessCard';

const server = { items: [] as PortalAccountView[] };
const account = (over: Partial<PortalAccountView> = {}): PortalAccountView => ({
  id: 'acc-1',
  clientId: 'c1',
  name: 'Maria Cliente',
  email: 'maria@cliente.test',
  status: 'ativo',
  invitedAt: '2026-03-02T13:00:00.000Z',
  version: 1,
  ...over,
});

const operations = fakeOperations({
  'portal-accounts': () => ({ items: server.items }),
  'portal-invite': (input) => {
    const made = account({ id: 'acc-2', name: input.name, email: input.email.toLowerCase() });
    server.items = [made, ...server.items];
    return made;
  },
  'portal-revoke': (input) => {
    const found = server.items.find((a) => a.id === input.id);
    if (!found || found.version !== input.expectedVersion) refuse('conflict');
    const revoked = { ...found, status: 'revogado' as const, version: found.version + 1 };
    server.items = server.items.map((a) => (a.id === input.id ? revoked : a));
    return revoked;
  },
});

beforeEach(() => {
  server.items = [account()];
});
// The dialogs read the app's own cache, as in the app.
afterEach(() => queryClient.clear());

describe('PortalAccessCard', () => {
  it('invites a client by e-mail, starting from the client’s name and first address', async () => {
    const user = userEvent.setup();
    const client = aClient({ id: 'c1', kind: 'pf', name: 'João da Silva', emails: ['joao@cliente.test'] });
    renderWithApp(<PortalAccessCard client={client} canWrite />, { client: queryClient });
    await user.click(await screen.findByRole('button', { name: 'Convidar para o portal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convidar para o portal do cliente' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Nome de quem vai acessar').value).toBe('João da Silva');
    expect(within(dialog).getByLabelText<HTMLInputElement>('E-mail do convite').value).toBe('joao@cliente.test');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    await waitFor(() => expect(operations.calls('portal-invite')).toEqual([{ clientId: 'c1', name: 'João da Silva', email: 'joao@cliente.test' }]));
    expect(await screen.findByText('João da Silva')).toBeTruthy();
  });

  it('revokes an active account after confirming; a reader sees the accounts without the buttons', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithApp(<PortalAccessCard client={aClient({ id: 'c1' })} canWrite />, { client: queryClient });
    await user.click(await screen.findByRole('button', { name: 'Revogar acesso de Maria Cliente' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Revogar acesso ao portal?' })).getByRole('button', { name: 'Revogar' }));
    await waitFor(() => expect(operations.calls('portal-revoke')).toEqual([{ id: 'acc-1', expectedVersion: 1 }]));
    expect(await screen.findByText('Revogado')).toBeTruthy();
    unmount();

    renderWithApp(<PortalAccessCard client={aClient({ id: 'c1' })} canWrite={false} />);
    expect(await screen.findByText('maria@cliente.test', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Convidar|Revogar/ })).toBeNull();
  });
});
