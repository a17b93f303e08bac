import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Listed } from '@office/domain/lists';
import type { MailboxRecord } from '@office/domain/messages';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { aMailboxLine } from '../../test/records';
import { MessagesPage } from './MessagesPage';

const server = { items: [] as Listed<MailboxRecord>[] };

const operations = fakeOperations({
  'messages-unreadCount': () => ({ unread: 2 }),
  'messages-list': () => ({ items: server.items, nextCursor: null, total: server.items.length }),
});

const LINE = aMailboxLine({ version: 3, sent: true, linkKind: 'lawsuit' });

beforeEach(() => {
  server.items = [LINE];
});

/** The list calls' inputs as the page sent them. */
const lists = () => operations.calls('messages-list');

function renderPage(entry: string) {
  renderWithApp(<MessagesPage />, { at: entry, address: true });
}

describe('MessagesPage', () => {
  it('lists the box and search of the address, each line with the others, the count, the link and the unread mark', async () => {
    renderPage('/messages?box=sent&q=audi');
    const table = await screen.findByRole('table', { name: 'Enviadas' });
    expect(lists()[0]).toEqual({ box: 'sent', search: 'audi', limit: 25, after: null });
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
    expect(lists()).toEqual([{ box: 'inbox', search: null, limit: 25, after: null }]);
    await user.type(screen.getByLabelText('Buscar'), 'bruno');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/messages?q=bruno'));
    await waitFor(() => expect(lists().at(-1)).toEqual({ box: 'inbox', search: 'bruno', limit: 25, after: null }));
    // One search for the pause, not one per letter.
    expect(lists()).toHaveLength(2);
  });

  it('says each box is empty in its own words', async () => {
    server.items = [];
    renderPage('/messages?box=archived');
    expect(await screen.findByText('Nenhuma conversa arquivada.')).toBeTruthy();
  });
});
