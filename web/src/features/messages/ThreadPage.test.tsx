import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallableName } from '@office/domain/contracts';
import type { MessageView, ThreadView } from '@office/domain/messages';
import type * as Callable from '../../lib/callable';
import { DialogProvider } from '../../components/ui/dialog';
import { ToastProvider } from '../../components/ui/toast';
import { fakeSession, WithSession } from '../../test/session';
import { ThreadPage } from './ThreadPage';

const server = vi.hoisted((): { calls: { name: string; input: Record<string, unknown> }[]; thread: unknown } => ({ calls: [], thread: null }));

vi.mock('../../lib/callable', async (original) => {
  const actual = await original<typeof Callable>();
  return {
    ...actual,
    call: async (name: CallableName, input: Record<string, unknown>) => {
      server.calls.push({ name, input });
      const thread = server.thread as ThreadView | null;
      switch (name) {
        case 'messages-thread':
          if (!thread) throw new actual.CallError('O registro não foi encontrado.', 'not-found', {}, {});
          return structuredClone(thread);
        case 'messages-markRead':
        case 'messages-archive': {
          if (!thread) throw new Error('no thread');
          const read = name === 'messages-markRead' ? { unread: !input.read } : { archived: Boolean(input.archived) };
          thread.mailbox = { ...thread.mailbox, ...read, version: thread.mailbox.version + 1 };
          return { ...thread.mailbox, createdAt: '', updatedAt: '' };
        }
        case 'messages-reply': {
          if (!thread) throw new Error('no thread');
          const reply: MessageView = {
            ...MESSAGES[0]!,
            id: 'm9',
            fromId: 'u1',
            fromName: 'Ana Souza',
            toIds: ['u2'],
            toNames: ['Bruno Lima'],
            body: String(input.body),
            link: null,
          };
          thread.messages = [...thread.messages, reply];
          return structuredClone(thread);
        }
        case 'messages-list':
        case 'messages-unreadCount':
        case 'dashboard-summary':
          return {};
        default:
          throw new Error(`unexpected call ${name}`);
      }
    },
  };
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
    mailbox: {
      id: 'u1_t1',
      version: 1,
      ownerId: 'u1',
      threadId: 't1',
      subject: 'Audiência <b>amanhã</b>',
      participantIds: ['u2', 'u1', 'u3'],
      participantNames: ['Bruno Lima', 'Ana Souza', 'Carla Dias'],
      lastAt: '2026-03-12T14:00:00.000Z',
      lastFromId: 'u3',
      lastFromName: 'Carla Dias',
      snippet: 'Levo eu.',
      messageCount: 2,
      received: true,
      sent: false,
      unread: true,
      archived: false,
      linkKind: 'lawsuit',
      searchWords: [],
      ...over,
    },
    messages: structuredClone(MESSAGES),
  };
}

beforeEach(() => {
  server.calls = [];
  server.thread = thread();
});

function renderPage(entry: string | { pathname: string; state: unknown } = '/messages/t1') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <WithSession session={fakeSession({ scopes: { read: ['Clientes'], write: [] } })}>
          <MemoryRouter initialEntries={[entry]}>
            <ToastProvider>
              <DialogProvider>
                <Routes>
                  <Route path="/messages/:threadId" element={<ThreadPage />} />
                  <Route path="/messages" element={<p>Lista de mensagens</p>} />
                </Routes>
              </DialogProvider>
            </ToastProvider>
          </MemoryRouter>
        </WithSession>
      </QueryClientProvider>
    </StrictMode>,
  );
}

const callsOf = (name: string) => server.calls.filter((c) => c.name === name).map((c) => c.input);

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
