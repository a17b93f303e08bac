import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallableName } from '@office/domain/contracts';
import type { Listed } from '@office/domain/lists';
import type { MailboxRecord } from '@office/domain/messages';
import type * as Callable from '../../lib/callable';
import { DialogProvider } from '../../components/ui/dialog';
import { ToastProvider } from '../../components/ui/toast';
import { fakeSession, WithSession } from '../../test/session';
import { MessagesPage } from './MessagesPage';

const server = vi.hoisted(() => ({ lists: [] as Record<string, unknown>[], items: [] as unknown[] }));

vi.mock('../../lib/callable', async (original) => ({
  ...(await original<typeof Callable>()),
  call: async (name: CallableName, input: Record<string, unknown>) => {
    if (name === 'messages-unreadCount') return { unread: 2 };
    if (name !== 'messages-list') throw new Error(`unexpected call ${name}`);
    server.lists.push(input);
    return { items: server.items, nextCursor: null, total: server.items.length };
  },
}));

const LINE: Listed<MailboxRecord> = {
  id: 'u1_t1',
  version: 3,
  createdAt: '2026-03-12T13:05:00.000Z',
  updatedAt: '2026-03-12T14:00:00.000Z',
  ownerId: 'u1',
  threadId: 't1',
  subject: 'Audiência de amanhã',
  participantIds: ['u2', 'u1', 'u3'],
  participantNames: ['Bruno Lima', 'Ana Souza', 'Carla Dias'],
  lastAt: '2026-03-12T14:00:00.000Z',
  lastFromId: 'u3',
  lastFromName: 'Carla Dias',
  snippet: 'Levo eu.',
  messageCount: 3,
  received: true,
  sent: true,
  unread: true,
  archived: false,
  linkKind: 'lawsuit',
  searchWords: [],
};

beforeEach(() => {
  server.lists = [];
  server.items = [LINE];
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderPage(entry: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WithSession session={fakeSession()}>
        <MemoryRouter initialEntries={[entry]}>
          <ToastProvider>
            <DialogProvider>
              <MessagesPage />
              <Address />
            </DialogProvider>
          </ToastProvider>
        </MemoryRouter>
      </WithSession>
    </QueryClientProvider>,
  );
}

describe('MessagesPage', () => {
  it('lists the box and search of the address, each line with the others, the count, the link and the unread mark', async () => {
    renderPage('/messages?box=sent&q=audi');
    const table = await screen.findByRole('table', { name: 'Enviadas' });
    expect(server.lists[0]).toEqual({ box: 'sent', search: 'audi', limit: 25, after: null });
    expect(screen.getByRole('link', { name: 'Enviadas' }).getAttribute('aria-current')).toBe('page');
    // The inbox tab keeps the search and says how many are unread, in words too.
    expect(screen.getByRole('link', { name: /Caixa de entrada/ }).getAttribute('href')).toBe('/messages?q=audi');
    expect(await screen.findByText('não lidas', { exact: false })).toBeTruthy();
    const row = table.querySelector('tbody tr')!;
    expect(row.textContent).toContain('Audiência de amanhã');
    expect(row.textContent).toContain('não lida');
    expect(row.textContent).toContain('Levo eu.');
    expect(row.textContent).toContain('Bruno Lima, Carla Dias(3 mensagens)');
    expect(row.textContent).toContain('Processo');
    expect(row.textContent).toContain('12/03/2026 11:00');
    expect(row.querySelector('a')?.getAttribute('href')).toBe('/messages/t1');
  });

  it('searches once typing pauses, and writes the term in the address', async () => {
    const user = userEvent.setup();
    renderPage('/messages');
    await screen.findByRole('table', { name: 'Caixa de entrada' });
    expect(server.lists).toEqual([{ box: 'inbox', search: null, limit: 25, after: null }]);
    await user.type(screen.getByLabelText('Buscar'), 'bruno');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/messages?q=bruno'));
    await waitFor(() => expect(server.lists.at(-1)).toEqual({ box: 'inbox', search: 'bruno', limit: 25, after: null }));
    // One search for the pause, not one per letter.
    expect(server.lists).toHaveLength(2);
  });

  it('says each box is empty in its own words', async () => {
    server.items = [];
    renderPage('/messages?box=archived');
    expect(await screen.findByText('Nenhuma conversa arquivada.')).toBeTruthy();
  });
});
