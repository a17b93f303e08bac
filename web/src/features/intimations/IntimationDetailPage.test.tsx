import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallableName } from '@office/domain/contracts';
import type { IntimationRecord, Listed } from '@office/domain';
import type * as Callable from '../../lib/callable';
import { DialogHost, DialogProvider } from '../../components/ui/dialog';
import { ToastProvider } from '../../components/ui/toast';
import { fakeSession, WithSession } from '../../test/session';
import { intimation } from './intimation-fixture';
import { IntimationDetailPage } from './IntimationDetailPage';

const server = vi.hoisted((): { calls: { name: string; input: Record<string, unknown> }[]; record: unknown } => ({ calls: [], record: null }));

vi.mock('../../lib/callable', async (original) => {
  const actual = await original<typeof Callable>();
  return {
    ...actual,
    call: async (name: CallableName, input: Record<string, unknown>) => {
      server.calls.push({ name, input });
      const record = server.record as Listed<IntimationRecord> | null;
      switch (name) {
        case 'intimations-get':
          if (!record) throw new actual.CallError('O registro não foi encontrado.', 'not-found', {}, {});
          return structuredClone(record);
        case 'intimations-setRead': {
          if (!record) throw new Error('no record');
          if (input.expectedVersion !== record.version) throw new actual.CallError('Conflito', 'conflict', {}, {});
          Object.assign(record, { read: input.read, readBy: input.read ? 'u1' : null, version: record.version + 1 });
          return structuredClone(record);
        }
        case 'lawsuits-get':
          return {
            id: input.id,
            version: 1,
            cnj: '1001234-54.2024.8.26.0100',
            internalRef: null,
            subject: 'Cobrança',
            clientName: 'Maria Souza',
            comarca: 'São Paulo',
          };
        case 'directory-list':
          return [{ uid: 'u1', name: 'Ana Souza', email: 'ana@x.test', lawyer: true, agenda: true }];
        case 'intimations-list':
          return { items: [], nextCursor: null, total: 0, unread: 0, tribunals: [], kinds: [], oabs: [], lastRun: null };
        default:
          throw new Error(`unexpected call ${name}`);
      }
    },
  };
});

beforeEach(() => {
  server.calls = [];
  server.record = intimation();
});

function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

function renderPage({ write = true } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <WithSession session={fakeSession({ scopes: { read: ['Processos', 'Agenda'], write: write ? ['Processos'] : [] } })}>
          <MemoryRouter initialEntries={[{ pathname: '/lawsuits/intimations/int1', state: { back: '/lawsuits/intimations?read=nao-lidas' } }]}>
            <ToastProvider>
              <DialogProvider>
                <Routes>
                  <Route path="/lawsuits/intimations/:id" element={<IntimationDetailPage />} />
                  <Route path="/lawsuits/intimations" element={<p>Lista de intimações</p>} />
                </Routes>
                <Address />
                <DialogHost />
              </DialogProvider>
            </ToastProvider>
          </MemoryRouter>
        </WithSession>
      </QueryClientProvider>
    </StrictMode>,
  );
}

const callsOf = (name: string) => server.calls.filter((c) => c.name === name).map((c) => c.input);
const textCard = () => screen.getByRole('region', { name: 'Teor da comunicação' });

describe('IntimationDetailPage', () => {
  it('shows an HTML text purified: no script, no javascript: link, formatting kept', async () => {
    server.record = intimation({
      textFormat: 'html',
      text: '<p><b>Intimação</b></p><p onmouseover="alert(0)">Fica a parte intimada.</p><script>alert(1)</script><p><a href="javascript:alert(2)">ver</a> <a href="https://tjsp.jus.br/d">documento</a></p>',
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Intimação · TJSP' });
    const card = textCard();
    expect(card.querySelector('script')).toBeNull();
    expect(card.innerHTML).not.toMatch(/alert|javascript:|onmouseover/);
    expect(within(card).getByText('Intimação').tagName).toBe('B');
    expect(within(card).queryByRole('link', { name: 'ver' })).toBeNull();
    expect(within(card).getByText(/ver/)).toBeTruthy();
    const out = within(card).getByRole('link', { name: 'documento' });
    expect([out.getAttribute('target'), out.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
  });

  it('shows a plain text as text, its line breaks kept', async () => {
    server.record = intimation({ text: 'INTIMAÇÃO\nProcesso 1\n<b>não é negrito</b>' });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Intimação · TJSP' });
    const text = textCard().querySelector('[data-format="texto"]')!;
    expect(text.textContent).toBe('INTIMAÇÃO\nProcesso 1\n<b>não é negrito</b>');
    expect(text.className).toContain('whitespace-pre-wrap');
    expect(text.querySelector('b')).toBeNull();
  });

  it('marks an unread intimação read once when it opens, and "Marcar como não lida" takes the person back to the list', async () => {
    renderPage();
    await waitFor(() => expect(callsOf('intimations-setRead')).toEqual([{ id: 'int1', expectedVersion: 3, read: true }]));
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar como não lida' }));
    await screen.findByText('Lista de intimações');
    expect(screen.getByTestId('address').textContent).toBe('/lawsuits/intimations?read=nao-lidas');
    expect(callsOf('intimations-setRead')).toEqual([
      { id: 'int1', expectedVersion: 3, read: true },
      { id: 'int1', expectedVersion: 4, read: false },
    ]);
  });

  it('leaves it unread for someone who only reads Processos, and offers no actions that write', async () => {
    renderPage({ write: false });
    await screen.findByRole('heading', { level: 1, name: 'Intimação · TJSP' });
    expect(callsOf('intimations-setRead')).toEqual([]);
    expect(screen.queryByRole('button', { name: /Marcar como/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cadastrar processo' })).toBeNull();
  });

  it('warns that a cancelled communication may not count, with the reason', async () => {
    server.record = intimation({ read: true, cancelled: { reason: 'Publicação em duplicidade', at: '2026-03-09T18:00:00' } });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Comunicação cancelada pelo tribunal: Publicação em duplicidade. Um prazo contado dela pode não valer.');
    expect(alert.textContent).toContain('Cancelada em 09/03/2026 18:00.');
  });

  it('links to the calculator with the prazo’s parameters, the certificate and the court’s document', async () => {
    server.record = intimation({ read: true, lawsuitId: 'law7', matched: true });
    renderPage();
    const calculate = await screen.findByRole('link', { name: 'Calcular prazo' });
    // The lawsuit's comarca joins once the lawsuit is read.
    await waitFor(() => expect(calculate.getAttribute('href')).toContain('comarca='));
    const params = Object.fromEntries(new URL(calculate.getAttribute('href')!, 'https://app.test').searchParams);
    expect(params).toEqual({
      trigger: 'disponibilizacao',
      date: '2026-03-09',
      lawsuit: 'law7',
      tribunal: 'TJSP',
      comarca: 'São Paulo',
      title: 'Prazo — Intimação (1001234-54.2024.8.26.0100)',
      intimation: 'int1',
    });
    expect(screen.getByRole('link', { name: /Abrir o processo/ }).getAttribute('href')).toBe('/lawsuits/law7');
    const certificate = screen.getByRole('link', { name: /Certidão \(PDF\)/ });
    expect([certificate.getAttribute('href'), certificate.getAttribute('target'), certificate.getAttribute('rel')]).toEqual([
      'https://comunicaapi.pje.jus.br/api/v1/comunicacao/abc123/certidao',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(screen.getByRole('link', { name: /Documento no tribunal/ }).getAttribute('href')).toBe('https://pje.example.jus.br/documento/1');
  });

  it('links to the prazo saved from it, and offers no second one', async () => {
    server.record = intimation({ read: true, prazoEventId: 'evt9' });
    renderPage();
    expect((await screen.findByRole('link', { name: 'Abrir o prazo' })).getAttribute('href')).toBe('/events/evt9');
    expect(screen.getByText('Prazo salvo na agenda')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Calcular/ })).toBeNull();
  });

  it('opens the new-lawsuit form filled with the number, the juízo and the class', async () => {
    server.record = intimation({ read: true });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cadastrar processo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar processo da intimação' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Número CNJ').value).toBe('1001234-54.2024.8.26.0100');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Juízo / vara').value).toBe('2ª Vara Cível do Foro Central');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Classe').value).toBe('PROCEDIMENTO COMUM CÍVEL');
  });
});
