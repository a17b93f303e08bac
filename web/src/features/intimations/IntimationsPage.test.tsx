import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { triageFields, type IntimationPage, type MonitoredOab } from '@office/domain';
import type { Scopes } from '@office/domain/policy';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { aDirectoryEntry } from '../../test/records';
import { fakeSession } from '../../test/session';
import { intimationRow, proposedPrazo } from '../../test/intimation-fixture';
import { IntimationsPage } from './IntimationsPage';

const OAB: MonitoredOab = { uf: 'SP', number: '230', name: 'Helena Barbosa', memberId: null };
const RUN = { runId: 'r1', status: 'concluida', startedAt: '2026-03-10T12:58:00Z', finishedAt: '2026-03-10T13:00:00Z' } as const;

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
    terms: [{ key: 'SP-230', label: 'Helena Barbosa — OAB/SP 230' }],
    lastRun: RUN,
    capture: null,
    ...over,
  };
}

/** The pages 'intimations-list' answers, in order: a cursor `cN` asks for page N. */
let pages: IntimationPage[] = [];

const operations = fakeOperations({
  'directory-list': () => [aDirectoryEntry({ uid: 'u2', name: 'Juliana Ferreira', email: 'juliana@x.test' })],
  // int3 is refused, the others done.
  'intimations-bulk': (input) => ({
    done: input.items.filter((i) => i.id !== 'int3').map((i) => ({ id: i.id, version: 9 })),
    refused: input.items.filter((i) => i.id === 'int3').map((i) => ({ id: i.id, reason: 'Intimação não encontrada.' })),
  }),
  // The page after the cursor given, or the first.
  'intimations-list': (input) => structuredClone(pages[input.after ? Number(input.after.slice(1)) : 0] ?? pages[0]!),
});

beforeEach(() => {
  pages = [
    page({
      items: [
        intimationRow({
          owners: ['u2'],
          newLawsuit: { cnj: '1001234-54.2024.8.26.0100', parties: [{ pole: 'A', name: 'Parte 1' }] },
          proposal: { actions: [proposedPrazo()], dates: ['2026-03-31'], complete: true, countedOn: { tribunal: 'TJSP', comarca: 'São Paulo' } },
        }),
        intimationRow({
          id: 'int2',
          lawsuit: { id: 'law7', label: 'Maria Souza × Banco X S.A.', clientName: 'Maria Souza', clientRole: 'autora', responsibleLawyerIds: ['u2'] },
          recipients: [
            { pole: 'P', name: 'Banco X S.A.' },
            { pole: 'A', name: 'Maria Souza' },
          ],
          read: true,
          lawsuitId: 'law7',
          matched: true,
          prazoEventId: 'evt1',
          tribunal: 'TRT2',
          kind: 'Citação',
          ...triageFields({ state: 'prazo-lancado', by: 'u1', at: '2026-03-10T12:00:00Z', reason: null, forwardedTo: null }),
        }),
        intimationRow({
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
    page({ items: [intimationRow({ id: 'int4', read: true, availableOn: '2026-02-20' })], total: 4, unread: 2 }),
  ];
});

function renderPage({ address = '/lawsuits/intimations', scopes }: { address?: string; scopes?: Scopes } = {}) {
  scopes ??= { read: ['Processos', 'Integrações'], write: ['Processos'] };
  renderWithApp(<IntimationsPage />, { at: address, session: fakeSession({ scopes }), address: true });
}
const search = () => (screen.getByTestId('address').textContent ?? '').replace(/^[^?]*/, '');

const listCalls = () => operations.calls('intimations-list').filter((input) => input.limit !== 1);
const rows = () => within(screen.getByRole('list', { name: 'Intimações' })).getAllByRole('listitem');

describe('IntimationsPage', () => {
  it('shows per row the client and side, the parties, the deadline sentence, the proposal, whose it is and its state', async () => {
    renderPage();
    const summary = (await screen.findByText('2 não lidas')).parentElement!;
    expect(summary.textContent).toBe('2 não lidas · 3 a tratar · última busca no DJEN: 10/03/2026 10:00');
    const [first, second, third] = rows();
    const open = within(first!).getByRole('link', { name: /Parte 1/ });
    expect(open.getAttribute('href')).toBe('/lawsuits/intimations/int1');
    expect(open.className).toContain('font-bold');
    expect(within(first!).getByText('no prazo de 15 (quinze) dias, apresentar réplica').tagName).toBe('MARK');
    expect(first!.textContent).toContain('Réplica · 15 dias úteis · vence 31/03/2026');
    expect(first!.textContent).toContain('1001234-54.2024.8.26.0100');
    expect(await within(first!).findByText('De Juliana Ferreira')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'Novo processo?' }).getAttribute('href')).toBe('/lawsuits/intimations/int1?cadastrar=1');
    expect(within(first!).getByText('Não lida')).toBeTruthy();
    expect(within(first!).getByText('A tratar').className).toContain('amber');
    expect(within(second!).getByRole('link', { name: /^Maria Souza/ })).toBeTruthy();
    expect(second!.textContent).toContain('(autora)');
    expect(second!.textContent).toContain('Maria Souza × Banco X S.A.');
    expect(second!.textContent).toContain('Sem leitura do texto ainda');
    expect(within(second!).getByText('Prazo lançado')).toBeTruthy();
    expect(within(second!).queryByText('Não lida')).toBeNull();
    expect(await within(third!).findByText('Encaminhada a Juliana Ferreira')).toBeTruthy();
    expect(within(third!).getByText('Cancelada')).toBeTruthy();
    expect(third!.textContent).toContain('sem número CNJ');
    expect(screen.getByText('3 de 4 intimações')).toBeTruthy();
  });

  it('marks the selected rows ciente in bulk with one reason, and says what was done and what was refused', async () => {
    renderPage();
    await screen.findByText('2 não lidas');
    await userEvent.click(screen.getByLabelText('Selecionar todas as 3 exibidas'));
    const bar = screen.getByRole('region', { name: 'Ações em lote' });
    expect(bar.textContent).toContain('3 intimações selecionadas');
    expect(within(bar).getByRole('button', { name: 'Aceitar 1 proposta' })).toBeTruthy();
    await userEvent.click(within(bar).getByRole('button', { name: 'Ciente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ciente (sem prazo)' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar como ciente' }));
    expect(await within(dialog).findByText('Informe por que não há prazo (ex.: mero expediente, sem prazo para a parte)')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Mero expediente');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar como ciente' }));
    expect(await screen.findByText('2 intimações marcadas como cientes; 1 não pôde: Intimação não encontrada')).toBeTruthy();
    const sent = operations.calls('intimations-bulk')[0]!;
    expect(sent).toMatchObject({ action: 'ciente', reason: 'Mero expediente' });
    expect(sent.items).toEqual([
      { id: 'int1', expectedVersion: 3 },
      { id: 'int2', expectedVersion: 3 },
      { id: 'int3', expectedVersion: 3 },
    ]);
    // The refused one stays selected.
    expect(screen.getByRole('region', { name: 'Ações em lote' }).textContent).toContain('1 intimação selecionada');
  });

  it('works through the rows with the keyboard: j/k move, x selects, a accepts a complete proposal, never while typing', async () => {
    renderPage();
    await screen.findByText('2 não lidas');
    await userEvent.keyboard('j');
    expect(document.activeElement).toBe(rows()[0]);
    await userEvent.keyboard('jk');
    expect(document.activeElement).toBe(rows()[0]);
    await userEvent.keyboard('x');
    expect(within(rows()[0]!).getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
    await userEvent.keyboard('a');
    expect(await screen.findByText('1 proposta aceita')).toBeTruthy();
    expect(operations.calls('intimations-bulk')[0]).toEqual({ action: 'aceitar', items: [{ id: 'int1', expectedVersion: 3 }] });
    screen.getByLabelText('Situação').focus();
    await userEvent.keyboard('a');
    expect(operations.calls('intimations-bulk')).toHaveLength(1);
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
    await userEvent.selectOptions(screen.getByLabelText('Termo monitorado'), 'Helena Barbosa — OAB/SP 230');
    await userEvent.selectOptions(screen.getByLabelText('Processo'), 'Não cadastrado');
    expect(search()).toBe('?oab=SP-230&read=nao-lidas&matched=sem-processo');
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ oab: 'SP-230', read: 'nao-lidas', matched: 'sem-processo', after: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(search()).toBe('');
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
    expect(search()).toBe('?read=nao-lidas&triage=a-tratar');
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ triage: 'a-tratar', read: 'nao-lidas', after: null }));
  });

  it('says when nothing matches the filters', async () => {
    pages = [page()];
    renderPage({ address: '/lawsuits/intimations?tribunal=TJSP' });
    expect(await screen.findByText('Nenhuma intimação com estes filtros.')).toBeTruthy();
    // One above the list, one in the empty state.
    await userEvent.click(screen.getAllByRole('button', { name: 'Limpar filtros' })[1]!);
    expect(search()).toBe('');
  });

  it('says when no inscription is monitored, with the way to Integrações', async () => {
    pages = [page({ oabs: [], terms: [], lastRun: null })];
    renderPage();
    expect(await screen.findByText('Nenhuma inscrição ou termo monitorado no DJEN.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir Integrações' }).getAttribute('href')).toBe('/services');
    expect(screen.getByText(/nenhuma busca ainda/).textContent).toContain('nenhuma busca ainda: configure em Integrações');
  });

  it('does not say nothing is monitored while only terms (no inscription) are', async () => {
    pages = [page({ oabs: [], terms: [{ key: 'parte:construtora alfa ltda.', label: 'parte “Construtora Alfa Ltda.”' }], lastRun: null })];
    renderPage();
    expect(await screen.findByText('Nenhuma busca no DJEN ainda.')).toBeTruthy();
    expect(screen.queryByText('Nenhuma inscrição ou termo monitorado no DJEN.')).toBeNull();
  });

  it('names Integrações without a link for someone who cannot open it', async () => {
    pages = [page({ oabs: [], terms: [], lastRun: null })];
    renderPage({ scopes: { read: ['Processos'], write: [] } });
    expect(await screen.findByText('Nenhuma inscrição ou termo monitorado no DJEN.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Integrações/ })).toBeNull();
  });
});
