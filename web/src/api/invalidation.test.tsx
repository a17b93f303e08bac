import { QueryClient, useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientInput } from '@office/domain/clients';
import { lawsuitInput } from '@office/domain/lawsuits';
import { CursorTable } from '../components/ui/CursorTable';
import { renderWithApp } from '../test/app';
import { fakeOperations, refuse } from '../test/operations';
import { aClient, aLawsuit, aMailboxLine } from '../test/records';
import { clientQueries, useCreateClient, useUpdateClient } from './clients';
import { lawsuitQueries, useCreateLawsuit } from './lawsuits';
import { useMarkThreadRead } from './messages';
import { useNotificationUnreadCount } from './notifications';

/**
 * The operations answer from two arrays, so the test sees what the SPA asks and when: enough to prove
 * a mutation refetches the lists on screen. (The callables themselves are tested over HTTP in tests/callables.)
 */
const store = {
  clients: [] as { id: string; version: number; name: string }[],
  lawsuits: [] as { id: string; version: number; subject: string; clientId: string; clientName: string }[],
  /** The caller's unread notices, as the server counts them (reading a thread reads its own). */
  unreadNotices: 0,
};

const lawsuitOf = (l: (typeof store.lawsuits)[number]) => ({ ...aLawsuit(l), nextPrazo: null, lastMovement: null });

fakeOperations({
  'clients-list': () => ({ items: store.clients.map((c) => aClient(c)), nextCursor: null, total: store.clients.length }),
  'clients-create': (input) => {
    const client = { id: `c${store.clients.length + 1}`, version: 1, name: input.client.name };
    store.clients.push(client);
    return aClient(client);
  },
  'clients-update': (input) => {
    const client = store.clients.find((c) => c.id === input.id);
    if (!client) refuse('not-found');
    client.name = input.client.name;
    client.version += 1;
    // The server keeps the client's name on its lawsuits (denormalized).
    for (const l of store.lawsuits) if (l.clientId === client.id) l.clientName = client.name;
    return aClient(client);
  },
  'lawsuits-list': (input) => {
    const items = store.lawsuits.filter((l) => !input.clientId || l.clientId === input.clientId).map(lawsuitOf);
    return {
      items,
      nextCursor: null,
      total: items.length,
      byStatus: { ativo: items.length, suspenso: 0, arquivado: 0, encerrado: 0 },
      withoutOpenPrazo: null,
      countsUpTo: null,
    };
  },
  'lawsuits-create': (input) => {
    const clientId = input.lawsuit.clients[0]?.clientId ?? '';
    const clientName = store.clients.find((c) => c.id === clientId)?.name ?? '';
    const lawsuit = { id: `l${store.lawsuits.length + 1}`, version: 1, subject: input.lawsuit.subject, clientId, clientName };
    store.lawsuits.push(lawsuit);
    return aLawsuit(lawsuit);
  },
  'messages-markRead': (input) => {
    store.unreadNotices = 0;
    return aMailboxLine({ id: 'mb1', version: 2, threadId: input.threadId, unread: false });
  },
  'notifications-unreadCount': () => ({ unread: store.unreadNotices }),
});

function renderWithClient(ui: ReactNode) {
  // The app's defaults: without invalidation a list would stay as it was for 30 s.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  return renderWithApp(ui, { client });
}

function ClientsList() {
  return (
    <CursorTable query={(page) => clientQueries.list(page)} caption="Clientes" empty="Nenhum cliente" columns={[{ header: 'Nome', cell: (c) => c.name }]} />
  );
}

function LawsuitsList({ clientId }: { clientId?: string }) {
  const query = useQuery(lawsuitQueries.list({ clientId: clientId ?? null, limit: 20 }));
  return (
    <ul aria-label="Processos">
      {query.data?.items.map((l) => (
        <li key={l.id}>
          {l.subject} · {l.clientName}
        </li>
      ))}
    </ul>
  );
}

// The forms send complete, validated values: so do these buttons, the contracts check them (a built record's input fields).
const clientValues = (name: string) => clientInput.strip().parse(aClient({ name }));
const lawsuitValues = (clientId: string, subject: string) => lawsuitInput.strip().parse({ ...aLawsuit({ subject }), clients: [{ clientId, role: 'autor' }] });

function CreateClient({ name }: { name: string }) {
  const create = useCreateClient();
  return (
    <button type="button" onClick={() => create.mutate({ client: clientValues(name) })}>
      criar cliente
    </button>
  );
}

function RenameClient({ id, name }: { id: string; name: string }) {
  const update = useUpdateClient();
  return (
    <button type="button" onClick={() => update.mutate({ id, expectedVersion: 1, client: clientValues(name) })}>
      renomear cliente
    </button>
  );
}

function CreateLawsuit({ clientId, subject }: { clientId: string; subject: string }) {
  const create = useCreateLawsuit();
  return (
    <button type="button" onClick={() => create.mutate({ lawsuit: lawsuitValues(clientId, subject) })}>
      criar processo
    </button>
  );
}

function Bell() {
  return <p>{`${useNotificationUnreadCount()} não lidas`}</p>;
}

function ReadThread() {
  const mark = useMarkThreadRead();
  return (
    <button type="button" onClick={() => mark.mutate({ threadId: 't1', read: true })}>
      ler conversa
    </button>
  );
}

beforeEach(() => {
  store.unreadNotices = 0;
  store.clients = [{ id: 'c1', version: 1, name: 'Ana Lima' }];
  store.lawsuits = [{ id: 'l1', version: 1, subject: 'Cobrança', clientId: 'c1', clientName: 'Ana Lima' }];
});

describe('mutations refresh the lists that show the record', () => {
  it('a created client appears in the clients list without a reload', async () => {
    renderWithClient(
      <>
        <ClientsList />
        <CreateClient name="Bruno Castro" />
      </>,
    );
    // Each row shows once: the table (jsdom has no matchMedia, so the list takes its wide layout).
    await screen.findAllByText('Ana Lima');
    fireEvent.click(screen.getByText('criar cliente'));
    expect(await screen.findAllByText('Bruno Castro')).toHaveLength(1);
    expect(screen.getByText('1–2 de 2')).toBeTruthy();
  });

  it('a created lawsuit appears in the lawsuits list and on its client page', async () => {
    renderWithClient(
      <>
        <LawsuitsList />
        <section aria-label="Página do cliente">
          <LawsuitsList clientId="c1" />
        </section>
        <CreateLawsuit clientId="c1" subject="Indenização" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('Cobrança · Ana Lima')).toHaveLength(2));
    fireEvent.click(screen.getByText('criar processo'));
    await waitFor(() => expect(screen.getAllByText('Indenização · Ana Lima')).toHaveLength(2));
  });

  it('a renamed client shows with the new name in the lawsuits list', async () => {
    renderWithClient(
      <>
        <ClientsList />
        <LawsuitsList />
        <RenameClient id="c1" name="Ana Lima Souza" />
      </>,
    );
    await screen.findByText('Cobrança · Ana Lima');
    fireEvent.click(screen.getByText('renomear cliente'));
    expect(await screen.findByText('Cobrança · Ana Lima Souza')).toBeTruthy();
    expect(await screen.findAllByText('Ana Lima Souza')).toHaveLength(1);
  });

  it('reading a thread refreshes the bell, whose notices of it the server read too', async () => {
    store.unreadNotices = 2;
    renderWithClient(
      <>
        <Bell />
        <ReadThread />
      </>,
    );
    await screen.findByText('2 não lidas');
    fireEvent.click(screen.getByText('ler conversa'));
    expect(await screen.findByText('0 não lidas')).toBeTruthy();
  });
});
