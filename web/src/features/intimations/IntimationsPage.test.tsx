import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallableName } from '@office/domain/contracts';
import { triageFields, type IntimationPage, type MonitoredOab } from '@office/domain';
import type { Scopes } from '@office/domain/policy';
import type * as Callable from '../../lib/callable';
import { fakeSession, WithSession } from '../../test/session';
import { intimation } from '../../test/intimation-fixture';
import { IntimationsPage } from './IntimationsPage';

const OAB: MonitoredOab = { uf: 'SP', number: '230', name: 'Helena Barbosa', memberId: null };
const RUN = { runId: 'r1', status: 'concluida', startedAt: '2026-03-10T12:58:00Z', finishedAt: '2026-03-10T13:00:00Z' } as const;

const server = vi.hoisted(() => ({
  calls: [] as { name: string; input: Record<string, unknown> }[],
  pages: [] as unknown[],
}));

vi.mock('../../lib/callable', async (original) => {
  const actual = await original<typeof Callable>();
  return {
    ...actual,
    call: async (name: CallableName, input: Record<string, unknown>) => {
      server.calls.push({ name, input });
      if (name === 'directory-list') return [{ uid: 'u2', name: 'Juliana Ferreira', email: 'juliana@x.test', lawyer: true, agenda: true, lawsuits: true }];
      if (name !== 'intimations-list') throw new Error(`unexpected call ${name}`);
      // The page after the cursor given, or the first.
      const index = input.after ? Number(String(input.after).slice(1)) : 0;
      return structuredClone(server.pages[index] ?? server.pages[0]);
    },
  };
});

function page(over: Partial<IntimationPage> = {}): IntimationPage {
  return {
    items: [],
    nextCursor: null,
    total: 0,
    unread: 0,
    untreated: 0,
    tribunals: ['TJSP', 'TRT2'],
    kinds: ['Intimação', 'Citação'],
    oabs: [OAB],
    lastRun: RUN,
    capture: null,
    ...over,
  };
}

beforeEach(() => {
  server.calls = [];
  server.pages = [
    page({
      items: [
        intimation(),
        intimation({
          id: 'int2',
          read: true,
          lawsuitId: 'law7',
          matched: true,
          prazoEventId: 'evt1',
          tribunal: 'TRT2',
          kind: 'Citação',
          ...triageFields({ state: 'prazo-lancado', by: 'u1', at: '2026-03-10T12:00:00Z', reason: null, forwardedTo: null }),
        }),
        intimation({
          id: 'int3',
          read: true,
          cnj: null,
          cnjDigits: null,
          cancelled: { reason: 'Publicação em duplicidade', at: null },
          ...triageFields({ state: 'encaminhada', by: 'u1', at: '2026-03-10T12:00:00Z', reason: null, forwardedTo: 'u2' }),
        }),
      ],
      nextCursor: 'c1',
      total: 4,
      unread: 2,
      untreated: 3,
    }),
    page({ items: [intimation({ id: 'int4', read: true, availableOn: '2026-02-20' })], total: 4, unread: 2 }),
  ];
});

function Address() {
  return <p data-testid="address">{useLocation().search}</p>;
}

function renderPage({ address = '/lawsuits/intimations', scopes }: { address?: string; scopes?: Scopes } = {}) {
  scopes ??= { read: ['Processos', 'Integrações'], write: ['Processos'] };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WithSession session={fakeSession({ scopes })}>
        <MemoryRouter initialEntries={[address]}>
          <IntimationsPage />
          <Address />
        </MemoryRouter>
      </WithSession>
    </QueryClientProvider>,
  );
}

const listCalls = () => server.calls.filter((c) => c.name === 'intimations-list' && c.input.limit !== 1).map((c) => c.input);
const rows = () => within(screen.getByRole('list', { name: 'Intimações' })).getAllByRole('listitem');

describe('IntimationsPage', () => {
  it('lists the intimações newest first with what each is, its lawsuit and its state, and says what is unread and when the DJEN was read', async () => {
    renderPage();
    const summary = (await screen.findByText('2 não lidas')).parentElement!;
    expect(summary.textContent).toBe('2 não lidas · 3 a tratar · última busca no DJEN: 10/03/2026 10:00');
    const [first, second, third] = rows();
    expect(
      within(first!)
        .getByRole('link', { name: /Intimação/ })
        .getAttribute('href'),
    ).toBe('/lawsuits/intimations/int1');
    expect(within(first!).getByRole('link', { name: /Intimação/ }).className).toContain('font-bold');
    expect(first!.textContent).toContain('09/03/2026');
    expect(first!.textContent).toContain('2ª Vara Cível do Foro Central');
    expect(first!.textContent).toContain('1001234-54.2024.8.26.0100');
    expect(first!.textContent).toContain('Processo não cadastrado');
    expect(within(first!).getByText('Não lida')).toBeTruthy();
    expect(within(first!).getByText('A tratar').className).toContain('amber');
    expect(within(second!).getByRole('link', { name: 'Processo cadastrado' }).getAttribute('href')).toBe('/lawsuits/law7');
    expect(within(second!).getByText('Prazo lançado')).toBeTruthy();
    expect(within(second!).queryByText('A tratar')).toBeNull();
    expect(await within(third!).findByText('Encaminhada a Juliana Ferreira')).toBeTruthy();
    expect(within(second!).queryByText('Não lida')).toBeNull();
    expect(within(third!).getByText('Cancelada')).toBeTruthy();
    expect(third!.textContent).toContain('sem número CNJ');
    expect(screen.getByText('3 de 4 intimações')).toBeTruthy();
  });

  it('brings the next page with "Carregar mais", after the cursor of the last one', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(listCalls().map((c) => c.after)).toEqual([null, 'c1']);
    expect(screen.getByText('4 de 4 intimações')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('keeps the filters in the address and asks the server with them; "Limpar filtros" clears them', async () => {
    renderPage({ address: '/lawsuits/intimations?read=nao-lidas' });
    await screen.findByText('2 não lidas');
    expect(listCalls()[0]).toMatchObject({ read: 'nao-lidas', oab: null, matched: null });
    await userEvent.selectOptions(screen.getByLabelText('Advogado / inscrição'), 'Helena Barbosa — OAB/SP 230');
    await userEvent.selectOptions(screen.getByLabelText('Processo'), 'Não cadastrado');
    expect(screen.getByTestId('address').textContent).toBe('?oab=SP-230&read=nao-lidas&matched=sem-processo');
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ oab: 'SP-230', read: 'nao-lidas', matched: 'sem-processo', after: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(screen.getByTestId('address').textContent).toBe('');
  });

  it('filters by situação, kept in the address with the other filters', async () => {
    renderPage({ address: '/lawsuits/intimations?triage=encaminhadas-a-mim' });
    await screen.findByText('2 não lidas');
    expect(listCalls()[0]).toMatchObject({ triage: 'encaminhadas-a-mim' });
    const situation = screen.getByLabelText<HTMLSelectElement>('Situação');
    expect([...situation.options].map((o) => o.text)).toEqual(['Todas', 'A tratar', 'Tratadas', 'Encaminhadas a mim']);
    expect(situation.value).toBe('encaminhadas-a-mim');
    await userEvent.selectOptions(situation, 'A tratar');
    await userEvent.selectOptions(screen.getByLabelText('Leitura'), 'Não lidas');
    expect(screen.getByTestId('address').textContent).toBe('?read=nao-lidas&triage=a-tratar');
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ triage: 'a-tratar', read: 'nao-lidas', after: null }));
  });

  it('says when nothing matches the filters', async () => {
    server.pages = [page()];
    renderPage({ address: '/lawsuits/intimations?tribunal=TJSP' });
    expect(await screen.findByText('Nenhuma intimação com estes filtros.')).toBeTruthy();
    // One above the list, one in the empty state.
    await userEvent.click(screen.getAllByRole('button', { name: 'Limpar filtros' })[1]!);
    expect(screen.getByTestId('address').textContent).toBe('');
  });

  it('says when no inscription is monitored, with the way to Integrações', async () => {
    server.pages = [page({ oabs: [], lastRun: null })];
    renderPage();
    expect(await screen.findByText('Nenhuma inscrição na OAB monitorada.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir Integrações' }).getAttribute('href')).toBe('/services');
    expect(screen.getByText(/nenhuma busca ainda/).textContent).toContain('nenhuma busca ainda: configure em Integrações');
  });

  it('names Integrações without a link for someone who cannot open it', async () => {
    server.pages = [page({ oabs: [], lastRun: null })];
    renderPage({ scopes: { read: ['Processos'], write: [] } });
    expect(await screen.findByText('Nenhuma inscrição na OAB monitorada.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Integrações/ })).toBeNull();
  });
});
