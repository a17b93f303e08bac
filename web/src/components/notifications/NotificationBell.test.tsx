import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CallableName } from '@office/domain/contracts';
import type { NotificationView } from '@office/domain/notifications-labels';
import { renderWithApp } from '../../test/app';
import { aNotification, notificationOperations, notificationsServer } from '../../test/notifications-server';
import { fakeOperations } from '../../test/operations';
import { NotificationBell } from './NotificationBell';

const operations = fakeOperations(notificationOperations);
const server = notificationsServer;

const notification = (over: Partial<NotificationView> & Pick<NotificationView, 'id'>): NotificationView =>
  aNotification({ title: `Lembrete ${over.id}`, ...over });

const REMINDER = notification({ id: 'u1_r1', title: 'Lembrete: Audiência Maria Souza', link: '/events/evt-1' });
const NO_LINK = notification({
  id: 'u1_i1',
  kind: 'intimacao-nova',
  at: '2026-11-26T12:30:00.000Z',
  title: 'Nova intimação no DJEN',
  detail: 'Você não tem acesso a Processos: peça a quem tem para tratá-la.',
});
const OLD = notification({ id: 'u1_m1', kind: 'mensagem', read: true, title: 'Nova mensagem de Bruno Lima', detail: 'Procuração', link: '/messages/t1' });

beforeEach(() => {
  server.items = [REMINDER, NO_LINK, OLD, notification({ id: 'u1_r2' })];
});

function renderBell() {
  renderWithApp(<NotificationBell />, { at: '/clients', address: true });
}

const called = (name: CallableName) => operations.log.filter((c) => c.name === name);

async function openPanel() {
  const user = userEvent.setup();
  renderBell();
  await user.click(await screen.findByRole('button', { name: '3 notificações não lidas' }));
  const panel = await screen.findByRole('dialog', { name: 'Notificações' });
  await within(panel).findByText('Lembrete: Audiência Maria Souza');
  return { user, panel };
}

describe('NotificationBell', () => {
  it('shows the unread count and, opened, the latest notifications with their time and the unread ones marked', async () => {
    const { panel } = await openPanel();
    expect(screen.getByTestId('notification-badge').textContent).toBe('3');
    expect(called('notifications-list')[0]?.input).toEqual({ limit: 10, unreadOnly: false, after: null });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]?.textContent).toContain('Não lida: Lembrete: Audiência Maria Souza');
    expect(items[0]?.textContent).toContain('Audiência em 28/11/2026 às 14:00');
    // São Paulo time, DD/MM/AAAA HH:mm.
    expect(items[0]?.textContent).toContain('27/11/2026 14:05');
    expect(items[1]?.textContent).toContain('26/11/2026 09:30');
    expect(items[2]?.textContent).not.toContain('Não lida');
    expect(
      within(panel)
        .getByRole('link', { name: /Nova mensagem de Bruno Lima/ })
        .getAttribute('href'),
    ).toBe('/messages/t1');
    expect(within(panel).getByRole('link', { name: 'Ver todas' }).getAttribute('href')).toBe('/notifications');
  });

  it('caps the badge at 99+, the name saying the whole count', async () => {
    server.items = Array.from({ length: 120 }, (_, i) => notification({ id: `u1_n${i}` }));
    renderBell();
    expect(await screen.findByRole('button', { name: '120 notificações não lidas' })).toBeTruthy();
    expect(screen.getByTestId('notification-badge').textContent).toBe('99+');
  });

  it('hides the badge when nothing is unread', async () => {
    server.items = [OLD];
    renderBell();
    await waitFor(() => expect(called('notifications-unreadCount')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Notificações' })).toBeTruthy();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('marks all read: calls the server, clears the badge and the unread marks', async () => {
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(called('notifications-markAllRead')).toHaveLength(1);
    // The page behind the open panel is inert: the bell is found among the hidden elements.
    expect(screen.getByRole('button', { name: 'Notificações', hidden: true })).toBeTruthy();
    expect(panel.textContent).not.toContain('Não lida');
    expect(within(panel).getByRole('status').textContent).toBe('Todas as notificações foram marcadas como lidas.');
  });

  it('goes to the link of a clicked notification, marks it read and closes the panel', async () => {
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('link', { name: /Lembrete: Audiência Maria Souza/ }));
    expect(screen.getByTestId('address').textContent).toBe('/events/evt-1');
    await waitFor(() => expect(called('notifications-markRead').map((c) => c.input)).toEqual([{ ids: ['u1_r1'] }]));
    expect(await screen.findByRole('button', { name: '2 notificações não lidas' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks read a notification without a link where it is, and a read one calls nothing', async () => {
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: /Nova intimação no DJEN/ }));
    await waitFor(() => expect(called('notifications-markRead').map((c) => c.input)).toEqual([{ ids: ['u1_i1'] }]));
    expect(await screen.findByRole('button', { name: '2 notificações não lidas', hidden: true })).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/clients');
    // It stays in the panel, read, and keeps the focus.
    expect(within(panel).queryByRole('button', { name: /Nova intimação no DJEN/ })).toBeNull();
    expect(document.activeElement?.textContent).toContain('Nova intimação no DJEN');
    await user.click(within(panel).getByRole('link', { name: /Nova mensagem de Bruno Lima/ }));
    expect(screen.getByTestId('address').textContent).toBe('/messages/t1');
    expect(called('notifications-markRead')).toHaveLength(1);
  });

  it('closes on Escape and gives the focus back to the bell', async () => {
    const { user } = await openPanel();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '3 notificações não lidas' }));
  });

  it('says when there is nothing', async () => {
    server.items = [];
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notificações' }));
    expect(await screen.findByText('Nenhuma notificação.')).toBeTruthy();
  });
});
