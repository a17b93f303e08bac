import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationView } from '@office/domain/notifications-labels';
import type * as Callable from '../../lib/callable';
import { notificationsServer } from '../../test/notifications-server';
import { ToastProvider } from '../../components/ui/toast';
import { NotificationsPage } from './NotificationsPage';

vi.mock('../../lib/callable', async (original) => ({
  ...(await original<typeof Callable>()),
  call: (await import('../../test/notifications-server')).answerNotifications,
}));

const server = notificationsServer;

const item = (i: number, over: Partial<NotificationView> = {}): NotificationView => ({
  id: `u1_n${i}`,
  kind: 'mensagem',
  at: '2026-11-27T17:05:00.000Z',
  read: i % 2 === 0,
  title: `Aviso ${i}`,
  detail: `Detalhe ${i}`,
  link: null,
  ...over,
});

beforeEach(() => {
  // 25 notifications: n1, n3 … unread; n0, n2 … read.
  server.items = Array.from({ length: 25 }, (_, i) => item(i));
  server.calls = [];
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderPage(entry = '/notifications') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <ToastProvider>
          <NotificationsPage />
          <Address />
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const lists = () => server.calls.filter((c) => c.name === 'notifications-list').map((c) => c.input);

describe('NotificationsPage', () => {
  it('lists page after page with "Carregar mais", and links to the e-mail preferences', async () => {
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Notificações' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByRole('link', { name: 'Escolher quais chegam também por e-mail' }).getAttribute('href')).toBe('/profile/settings#notificacoes-email');
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(lists()).toEqual([
      { limit: 20, unreadOnly: false, after: null },
      { limit: 20, unreadOnly: false, after: '20' },
    ]);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('filters to the unread ones, in the address', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: 'Notificações' });
    await user.click(screen.getByRole('checkbox', { name: 'Só não lidas' }));
    const list = await screen.findByRole('list', { name: 'Notificações não lidas' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    expect(lists().at(-1)).toEqual({ limit: 20, unreadOnly: true, after: null });
    expect(screen.getByTestId('address').textContent).toBe('/notifications?read=nao-lidas');
  });

  it('marks one read, keeping the focus on it, and then all', async () => {
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Notificações' });
    expect(await screen.findByText('12 não lidas')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Marcar como lida: Aviso 1' }));
    await waitFor(() => expect(screen.getByText('11 não lidas')).toBeTruthy());
    expect(server.calls.find((c) => c.name === 'notifications-markRead')?.input).toEqual({ ids: ['u1_n1'] });
    expect(within(list).queryByRole('button', { name: 'Marcar como lida: Aviso 1' })).toBeNull();
    expect(document.activeElement?.textContent).toContain('Aviso 1');
    await user.click(screen.getByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(screen.getByText('Nenhuma não lida')).toBeTruthy());
    expect(within(list).queryAllByRole('button', { name: /Marcar como lida/ })).toHaveLength(0);
  });

  it('says when there is nothing unread', async () => {
    server.items = [item(0)];
    renderPage('/notifications?read=nao-lidas');
    expect(await screen.findByText('Nenhuma notificação não lida.')).toBeTruthy();
  });
});
