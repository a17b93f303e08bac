import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deadlineComputation, deadlineInput, type EventInput } from '@office/domain';
import type { CallableName } from '@office/domain/contracts';
import type * as Callable from '../../lib/callable';
import { queryClient, QueryProvider } from '../../lib/query-client';
import { DialogHost, DialogProvider } from '../../components/ui/dialog';
import { ToastProvider } from '../../components/ui/toast';
import { fakeSession, WithSession } from '../../test/session';
import { DeadlinePage } from './DeadlinePage';

const server = vi.hoisted(() => ({
  calls: [] as { name: string; input: Record<string, unknown> }[],
  prazoEventId: null as string | null,
}));

vi.mock('../../lib/callable', async (original) => {
  const actual = await original<typeof Callable>();
  const meta = { version: 1, createdAt: '2026-03-10T09:00:00Z', updatedAt: '2026-03-10T09:00:00Z' };
  return {
    ...actual,
    call: async (name: CallableName, input: Record<string, unknown>) => {
      server.calls.push({ name, input });
      switch (name) {
        case 'agenda-computeDeadline':
          return deadlineComputation(deadlineInput.parse(input));
        case 'intimations-get':
          return {
            ...meta,
            id: input.id,
            availableOn: '2026-03-09',
            kind: 'Intimação',
            tribunal: 'TJSP',
            cnj: '1001234-54.2024.8.26.0100',
            cancelled: null,
            prazoEventId: server.prazoEventId,
          };
        case 'lawsuits-get':
          return {
            ...meta,
            id: input.id,
            cnj: '1001234-54.2024.8.26.0100',
            internalRef: null,
            subject: 'Cobrança',
            comarca: 'São Paulo',
            tribunalCode: '8.26',
          };
        case 'directory-list':
          return [{ uid: 'u1', name: 'Ana Souza', email: 'ana@x.test', lawyer: true, agenda: true }];
        case 'agenda-create': {
          const event = input.event as EventInput;
          // The server links the two: the intimação now names its prazo.
          if (input.intimationId) server.prazoEventId = 'evt1';
          return { event: { ...meta, ...event, id: 'evt1' }, overlaps: [] };
        }
        default:
          return { items: [], nextCursor: null, total: 0 };
      }
    },
  };
});

function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

const FROM_INTIMATION =
  '/events/deadline?trigger=disponibilizacao&date=2026-03-09&lawsuit=law7&tribunal=TJSP&title=Prazo+%E2%80%94+Intima%C3%A7%C3%A3o&intimation=int1';

function renderPage(address = FROM_INTIMATION) {
  render(
    <QueryProvider>
      <WithSession session={fakeSession({ scopes: { read: ['Agenda', 'Processos'], write: ['Agenda'] } })}>
        <MemoryRouter initialEntries={[address]}>
          <ToastProvider>
            <DialogProvider>
              <Routes>
                <Route path="/events/deadline" element={<DeadlinePage />} />
                <Route path="/events/:id" element={<p>Página do prazo</p>} />
              </Routes>
              <Address />
              <DialogHost />
            </DialogProvider>
          </ToastProvider>
        </MemoryRouter>
      </WithSession>
    </QueryProvider>,
  );
}

const callsOf = (name: string) => server.calls.filter((c) => c.name === name).map((c) => c.input);

beforeEach(() => {
  server.calls = [];
  server.prazoEventId = null;
  queryClient.clear();
});

describe('DeadlinePage from an intimação', () => {
  it('says where the prazo comes from, keeps the intimação in the address, and saves the prazo linked to it', async () => {
    renderPage();
    const note = await screen.findByText(/Prazo a partir da/);
    expect(note.textContent).toContain('Prazo a partir da intimação de 09/03/2026 (DJEN).');
    expect(within(note).getByRole('link', { name: 'intimação de 09/03/2026' }).getAttribute('href')).toBe('/lawsuits/intimations/int1');
    // The computation ran from the address and wrote its inputs back, the intimação among them.
    const save = await screen.findByRole('button', { name: 'Salvar como prazo na agenda' });
    expect(new URLSearchParams(screen.getByTestId('address').textContent.split('?')[1]).get('intimation')).toBe('int1');

    await userEvent.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Salvar como prazo' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Título').value).toBe('Prazo — Intimação');
    const before = callsOf('intimations-get').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar prazo' }));
    await screen.findByText('Página do prazo');
    const [created] = callsOf('agenda-create');
    expect(created).toMatchObject({ intimationId: 'int1', event: { kind: 'prazo', lawsuitId: 'law7', title: 'Prazo — Intimação' } });
    // The intimação was read again: it now names its prazo.
    await waitFor(() => expect(callsOf('intimations-get').length).toBeGreaterThan(before));
  });

  it('saves a prazo without a link when no intimação opened the calculator', async () => {
    renderPage('/events/deadline?trigger=disponibilizacao&date=2026-03-09&tribunal=TJSP');
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar como prazo na agenda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar como prazo' });
    await userEvent.type(within(dialog).getByLabelText('Título'), 'contestação');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar prazo' }));
    await screen.findByText('Página do prazo');
    expect(callsOf('agenda-create')[0]).not.toHaveProperty('intimationId');
    expect(screen.queryByText(/Prazo a partir da/)).toBeNull();
  });
});
