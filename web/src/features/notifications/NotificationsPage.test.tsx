import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NotificationView } from '@office/domain/notifications-labels';
import { renderWithApp } from '../../test/app';
import { aNotification, notificationOperations, notificationsServer } from '../../test/notifications-server';
import { fakeOperations } from '../../test/operations';
import { NotificationsPage } from './NotificationsPage';

const operations = fakeOperations(notificationOperations);
const server = notificationsServer;

const item = (i: number, over: Partial<NotificationView> = {}): NotificationView =>
  aNotification({ id: `u1_n${i}`, kind: 'mensagem', read: i % 2 === 0, title: `Aviso ${i}`, detail: `Detalhe ${i}`, ...over });

beforeEach(() => {
  // 25 notifications: n1, n3 … unread; n0, n2 … read.
  server.items = Array.from({ length: 25 }, (_, i) => item(i));
});

function renderPage(entry = '/notifications') {
  renderWithApp(<NotificationsPage />, { at: entry, address: true });
}

const lists = () => operations.calls('notifications-list');

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
    expect(operations.calls('notifications-markRead')[0]).toEqual({ ids: ['u1_n1'] });
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
