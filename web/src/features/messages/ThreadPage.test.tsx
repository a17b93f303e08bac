import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MessageView, ThreadView } from '@office/domain/messages';
import { renderWithApp } from '../../test/app';
import { fakeOperations, refuse } from '../../test/operations';
import { aMailboxLine } from '../../test/records';
import { fakeSession } from '../../test/session';
import { ThreadPage } from './ThreadPage';

const server = { thread: null as ThreadView | null };

/** The thread the reader opened, or the refusal of one that is not theirs. */
function theThread(): ThreadView {
  return server.thread ?? refuse('not-found');
}

const operations = fakeOperations({
  'messages-thread': () => structuredClone(theThread()),
  'messages-markRead': (input) => {
    const thread = theThread();
    thread.mailbox = { ...thread.mailbox, unread: !input.read, version: thread.mailbox.version + 1 };
    return aMailboxLine(thread.mailbox);
  },
  'messages-archive': (input) => {
    const thread = theThread();
    thread.mailbox = { ...thread.mailbox, archived: input.archived, version: thread.mailbox.version + 1 };
    return aMailboxLine(thread.mailbox);
  },
  'messages-reply': (input) => {
    const thread = theThread();
    const reply: MessageView = {
      ...MESSAGES[0]!,
      id: 'm9',
      fromId: 'u1',
      fromName: 'Ana Souza',
      toIds: ['u2'],
      toNames: ['Bruno Lima'],
      body: input.body,
      link: null,
    };
    thread.messages = [...thread.messages, reply];
    return structuredClone(thread);
  },
});

const MESSAGES: MessageView[] = [
  {
    id: 't1',
    threadId: 't1',
    fromId: 'u2',
    fromName: 'Bruno Lima',
    fromEmail: 'bruno.lima@escritorio.test',
    toIds: ['u1', 'u3'],
    toNames: ['Ana Souza', 'Carla Dias'],
    subject: 'Audiência <b>amanhã</b>',
    body: '<img src=x onerror=alert(1)> Leve a procuração.\nE o substabelecimento.',
    sentAt: '2026-03-12T13:05:00.000Z',
    link: { kind: 'lawsuit', id: null, label: null },
  },
  {
    id: 't2',
    threadId: 't1',
    fromId: 'u3',
    fromName: 'Carla Dias',
    fromEmail: null,
    toIds: ['u2', 'u1'],
    toNames: ['Bruno Lima', 'Ana Souza'],
    subject: 'Audiência <b>amanhã</b>',
    body: 'Levo eu.',
    sentAt: '2026-03-12T14:00:00.000Z',
    link: { kind: 'client', id: 'cli-1', label: 'Maria Souza' },
  },
];

function thread(over: Partial<ThreadView['mailbox']> = {}): ThreadView {
  return {
    mailbox: aMailboxLine({ subject: 'Audiência <b>amanhã</b>', messageCount: 2, linkKind: 'lawsuit', ...over }),
    messages: structuredClone(MESSAGES),
  };
}

beforeEach(() => {
  server.thread = thread();
});

function renderPage(entry: string | { pathname: string; state: unknown } = '/messages/t1') {
  renderWithApp(<ThreadPage />, {
    at: entry,
    path: '/messages/:threadId',
    routes: { '/messages': <p>Lista de mensagens</p> },
    session: fakeSession({ scopes: { read: ['Clientes'], write: [] } }),
    strict: true,
  });
}

const callsOf = (name: 'messages-markRead' | 'messages-archive' | 'messages-reply') => operations.calls(name);

describe('ThreadPage', () => {
  it('shows every message as plain text with its sender, recipients, time and link', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Audiência <b>amanhã</b>' })).toBeTruthy();
    expect(screen.getByText('Participantes: Bruno Lima, Ana Souza (você), Carla Dias')).toBeTruthy();
    const [first, second] = screen.getAllByRole('article');
    // Text, never markup: the tags show as typed and nothing is inserted into the page.
    expect(first!.textContent).toContain('<img src=x onerror=alert(1)> Leve a procuração.\nE o substabelecimento.');
    expect(first!.querySelector('img')).toBeNull();
    expect(first!.textContent).toContain('Para: você, Carla Dias');
    expect(first!.textContent).toContain('12/03/2026 10:05');
    // The reader has no Processos: a sentence instead of the link.
    expect(first!.textContent).toContain('Vinculada a um processo (você não tem acesso a Processos)');
    expect(second!.querySelector('a')?.getAttribute('href')).toBe('/clients/cli-1');
    expect(second!.textContent).toContain('Cliente: Maria Souza');
  });

  it('shows the sender’s e-mail under the name, since a name alone can be a namesake’s', async () => {
    renderPage();
    const [first, second] = await screen.findAllByRole('article');
    expect(within(first!).getByText('bruno.lima@escritorio.test')).toBeTruthy();
    // An account that no longer exists has no address to show: the name stands alone.
    expect(second!.textContent).not.toContain('@');
  });

  it('marks an unread thread read once when it opens, and not again after "Marcar como não lida"', async () => {
    renderPage({ pathname: '/messages/t1', state: { back: '/messages?box=archived' } });
    await waitFor(() => expect(callsOf('messages-markRead')).toEqual([{ threadId: 't1', read: true }]));
    expect(screen.getByRole('link', { name: '← Arquivadas' }).getAttribute('href')).toBe('/messages?box=archived');
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como não lida' }));
    await screen.findByText('Lista de mensagens');
    expect(callsOf('messages-markRead')).toEqual([
      { threadId: 't1', read: true },
      { threadId: 't1', read: false },
    ]);
  });

  it('leaves a read thread as it is, and archives and unarchives it', async () => {
    server.thread = thread({ unread: false, archived: true });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Desarquivar' }));
    expect(await screen.findByText('Conversa de volta à caixa de entrada')).toBeTruthy();
    expect(callsOf('messages-archive')).toEqual([{ threadId: 't1', archived: false }]);
    expect(screen.getByRole('button', { name: 'Arquivar' })).toBeTruthy();
    expect(callsOf('messages-markRead')).toEqual([]);
    // Unread now, on the page that was opened read: it stays unread.
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como não lida' }));
    await screen.findByText('Lista de mensagens');
    expect(callsOf('messages-markRead')).toEqual([{ threadId: 't1', read: false }]);
  });

  it('sends a reply and empties the box for the next one', async () => {
    const user = userEvent.setup();
    server.thread = thread({ unread: false });
    renderPage();
    const box = await screen.findByLabelText('Sua resposta');
    await user.type(box, 'Combinado.{Enter}Até amanhã.');
    await user.click(screen.getByRole('button', { name: 'Responder' }));
    await screen.findByText('Resposta enviada');
    expect(callsOf('messages-reply')).toEqual([{ threadId: 't1', body: 'Combinado.\nAté amanhã.' }]);
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('says so when the thread is not one of the reader’s', async () => {
    server.thread = null;
    renderPage('/messages/zzz');
    expect((await screen.findByRole('alert')).textContent).toContain('Conversa não encontrada');
    expect(screen.getByRole('link', { name: 'Voltar às mensagens' }).getAttribute('href')).toBe('/messages');
  });
});
