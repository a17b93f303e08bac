import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CallableName } from '@office/domain/contracts';
import { DATAJUD_PUBLIC_KEY } from '@office/domain/datajud';
import type { IntegrationRunRecord, IntegrationsOverview, IntegrationView } from '@office/domain/integrations';
import type { Listed } from '@office/domain/lists';
import { queryClient } from '../../lib/query-client';
import { renderWithApp } from '../../test/app';
import { fakeOperations, refuse } from '../../test/operations';
import { aClient, anIntegrationRun } from '../../test/records';
import { fakeSession } from '../../test/session';
import { ServicesPage } from './ServicesPage';

type Run = Listed<IntegrationRunRecord>;

/** The client the terms editor picks: its name, its trade name as a variant, its CNPJ as free text. */
const CLIENT = aClient({ id: 'cli-9', kind: 'pj', name: 'Construtora Alfa Ltda.', tradeName: 'Alfa Construções', document: '12345678000190' });

const server = {
  overview: null as unknown as IntegrationsOverview,
  history: [] as Run[],
};

function runRecord(id: string, over: Partial<IntegrationRunRecord> = {}): Run {
  return anIntegrationRun({ id, ...over });
}

function view(id: 'datajud' | 'djen', over: Partial<IntegrationView> = {}): IntegrationView {
  return {
    id,
    name: id === 'datajud' ? 'DataJud — andamentos' : 'DJEN — intimações',
    provider: id === 'datajud' ? 'CNJ, API Pública do DataJud' : 'CNJ, Diário de Justiça Eletrônico Nacional (Comunica API)',
    description: id === 'datajud' ? 'Importa os movimentos dos processos.' : 'Busca as comunicações publicadas.',
    version: null,
    apiKey: id === 'datajud' ? DATAJUD_PUBLIC_KEY : null,
    usesPublicKey: id === 'datajud',
    oabs: [],
    terms: [],
    targets: {},
    capture: null,
    keyRejected: false,
    running: false,
    lastRun: null,
    runs: [],
    baseUrl: id === 'datajud' ? 'https://api-publica.datajud.cnj.jus.br' : 'https://comunicaapi.pje.jus.br/api/v1',
    ...over,
  };
}

const operations = fakeOperations({
  'integrations-list': () => structuredClone(server.overview),
  'integrations-runs': (input) => {
    const start = input.after ? Number(input.after) : 0;
    const next = start + input.limit < server.history.length ? String(start + input.limit) : null;
    return { items: server.history.slice(start, start + input.limit), nextCursor: next, total: server.history.length };
  },
  'integrations-syncDatajud': () => {
    const done = runRecord('r-new', { created: 5, duplicates: 1, notFound: 0 });
    server.overview.datajud.runs.unshift(done);
    server.overview.datajud.lastRun = { runId: done.id, status: done.status, startedAt: done.startedAt, finishedAt: done.finishedAt };
    return done;
  },
  'integrations-updateDatajud': (input) => {
    server.overview.datajud = {
      ...server.overview.datajud,
      version: (server.overview.datajud.version ?? 0) + 1,
      apiKey: input.apiKey,
      usesPublicKey: input.apiKey === DATAJUD_PUBLIC_KEY,
      keyRejected: false,
    };
    return structuredClone(server.overview);
  },
  'integrations-updateDjen': (input) => {
    server.overview.djen = {
      ...server.overview.djen,
      version: (server.overview.djen.version ?? 0) + 1,
      oabs: input.oabs,
      terms: input.terms ?? server.overview.djen.terms,
    };
    return structuredClone(server.overview);
  },
  'clients-list': () => ({ items: [CLIENT], nextCursor: null, total: 1 }),
  'clients-get': () => CLIENT,
});

function renderPage({ write = true, admin = true } = {}) {
  // The app's query cache: the page's dialogs read it.
  renderWithApp(<ServicesPage />, {
    at: '/services',
    client: queryClient,
    session: fakeSession({ admin, scopes: { read: ['Integrações', 'Processos'], write: write ? ['Integrações'] : [] } }),
  });
}

const card = (name: string) => screen.getByRole('region', { name });
const callsOf = (name: CallableName) => operations.log.filter((c) => c.name === name);

beforeEach(() => {
  const failed = runRecord('r1', {
    status: 'com-erros',
    startedAt: '2026-03-01T09:00:00Z',
    finishedAt: '2026-03-01T09:00:40Z',
    trigger: 'agendada',
    created: 0,
    errors: [{ target: '0001234-56.2024.8.26.0100', message: 'o DataJud falhou (HTTP 503)' }],
    moreErrors: 2,
  });
  server.overview = {
    datajud: view('datajud', {
      version: 3,
      keyRejected: true,
      lastRun: { runId: 'r1', status: 'com-erros', startedAt: failed.startedAt, finishedAt: failed.finishedAt },
      runs: [failed],
    }),
    djen: view('djen'),
    teamOabs: [
      { memberId: 'm1', name: 'Helena Barbosa', uf: 'SP', number: '230', kind: 'advogado' },
      { memberId: 'm2', name: 'Rafael Lima', uf: 'RJ', number: '123456', kind: 'suplementar' },
    ],
    termOwners: [
      { uid: 'u1', name: 'Helena Barbosa' },
      { uid: 'u2', name: 'Rafael Lima' },
    ],
  };
  server.history = [];
  queryClient.clear();
});

describe('Integrações', () => {
  it('shows each integration as it is: the refused key, the runs, and an empty DJEN', async () => {
    renderPage();
    const datajud = await screen.findByRole('region', { name: 'DataJud — andamentos' });
    expect(within(datajud).getByRole('alert').textContent).toBe(
      'O DataJud recusou a chave da API: o CNJ pode tê-la trocado. Um administrador deve informar a chave nova, publicada no wiki do DataJud.',
    );
    expect(within(datajud).getByText('Chave pública do CNJ')).toBeTruthy();
    expect(within(datajud).getByText('https://api-publica.datajud.cnj.jus.br')).toBeTruthy();
    expect(within(datajud).getByText('Última sincronização: 01/03/2026 06:00')).toBeTruthy();

    const table = within(datajud).getByRole('table', { name: 'Histórico de sincronizações do DataJud' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Início', 'Duração', 'Origem', 'Situação', 'Consultas', 'Lidos', 'Novos', 'Já existentes', 'Não encontrados', 'Erros']);
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['01/03/2026 06:00', '40 saté 06:00', 'Diária', 'Concluída com erros', '3', '44', '0', '30', '2', '3']);
    expect(within(table).getByText('Ver os 3 erros')).toBeTruthy();
    expect(within(table).getByText('e mais 2')).toBeTruthy();

    const djen = card('DJEN — intimações');
    expect(within(djen).getByText('Nenhuma inscrição monitorada')).toBeTruthy();
    expect(within(djen).getByText('Nunca sincronizado.')).toBeTruthy();
    expect(within(djen).queryByRole('table')).toBeNull();
    const sync = within(djen).getByRole('button', { name: 'Sincronizar agora' });
    expect(sync).toHaveProperty('disabled', true);
    expect(document.getElementById(sync.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Inclua ao menos uma inscrição na OAB ou um termo para sincronizar.',
    );
  });

  it('shows the data without the buttons to who only reads, and no editors to who is not an administrator', async () => {
    renderPage({ write: false, admin: false });
    await screen.findByRole('region', { name: 'DataJud — andamentos' });
    expect(screen.queryByRole('button', { name: 'Sincronizar agora' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Alterar chave' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar inscrições' })).toBeNull();
    expect(screen.getByText('Um administrador precisa incluir as inscrições na OAB cujas intimações o escritório recebe.')).toBeTruthy();
  });

  it('syncs DataJud and says what the run brought', async () => {
    renderPage({ admin: false });
    const datajud = await screen.findByRole('region', { name: 'DataJud — andamentos' });
    expect(within(datajud).queryByRole('button', { name: 'Alterar chave' })).toBeNull();
    fireEvent.click(within(datajud).getByRole('button', { name: 'Sincronizar agora' }));
    expect(await screen.findByText('DataJud: 5 andamentos novos, 1 já importado.')).toBeTruthy();
    expect(callsOf('integrations-syncDatajud')).toHaveLength(1);
    await waitFor(() => expect(within(datajud).getAllByText('5 andamentos novos, 1 já importado.').length).toBeGreaterThan(0));
  });

  it('says why a sync was refused', async () => {
    server.overview.djen.oabs = [{ uf: 'SP', number: '230', name: 'Helena Barbosa', memberId: 'm1' }];
    renderPage();
    const djen = await screen.findByRole('region', { name: 'DJEN — intimações' });
    expect(within(djen).getByText('OAB/SP nº 230 — Helena Barbosa')).toBeTruthy();
    operations.answerOnce('integrations-syncDjen', () =>
      refuse('invalid-state', { fields: { _: 'Já há uma sincronização em andamento. Aguarde o fim dela.' } }),
    );
    fireEvent.click(within(djen).getByRole('button', { name: 'Sincronizar agora' }));
    expect(await screen.findByText('Já há uma sincronização em andamento. Aguarde o fim dela.')).toBeTruthy();
    expect(callsOf('integrations-syncDjen')[0]?.input).toEqual({});
  });

  it('changes the DataJud key, with the server’s refusal under the field', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Alterar chave' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Chave da API'), { target: { value: 'nova-chave-do-cnj-1234567890' } });
    operations.answerOnce('integrations-updateDatajud', () =>
      refuse('invalid-input', { fields: { apiKey: 'Chave inválida: use a chave publicada pelo CNJ' } }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar chave' }));
    expect(await within(dialog).findByText('Chave inválida: use a chave publicada pelo CNJ')).toBeTruthy();
    expect(within(dialog).getByLabelText('Chave da API').getAttribute('aria-invalid')).toBe('true');

    operations.answerOnce('integrations-updateDatajud', () => refuse('conflict'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar chave' }));
    expect(await within(dialog).findByText(/Outra pessoa alterou a configuração do DataJud/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar chave' }));
    expect(await screen.findByText('Chave do DataJud salva.')).toBeTruthy();
    expect(callsOf('integrations-updateDatajud').at(-1)?.input).toEqual({ expectedVersion: 3, apiKey: 'nova-chave-do-cnj-1234567890' });
    expect(await screen.findByText('Chave informada pelo escritório')).toBeTruthy();
    expect(screen.queryByText(/O DataJud recusou a chave/)).toBeNull();

    // Back to CNJ's key, after a confirmation.
    fireEvent.click(screen.getByRole('button', { name: 'Restaurar chave pública' }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Restaurar chave pública' }));
    expect(await screen.findByText('Chave pública do CNJ restaurada.')).toBeTruthy();
    expect(callsOf('integrations-updateDatajud').at(-1)?.input).toEqual({ expectedVersion: 4, apiKey: DATAJUD_PUBLIC_KEY });
    expect(await screen.findByText('Chave pública do CNJ')).toBeTruthy();
  });

  it('edits the monitored inscriptions: from the team, typed in, removed', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Editar inscrições' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Inscrição de um membro da equipe'), { target: { value: 'm2|RJ-123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Incluir' }));
    expect(within(dialog).getByText('OAB/RJ nº 123.456 — Rafael Lima')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('UF'), { target: { value: 'MG' } });
    fireEvent.change(within(dialog).getByLabelText('Número'), { target: { value: 'abc' } });
    fireEvent.change(within(dialog).getByLabelText('De quem é'), { target: { value: 'Carla Dias' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Incluir inscrição' }));
    expect(within(dialog).getByText('Número da OAB inválido: use só os dígitos, como 123.456')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Número'), { target: { value: '98.765' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Incluir inscrição' }));
    expect(within(dialog).getByText('OAB/MG nº 98.765 — Carla Dias')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover OAB/RJ nº 123.456 — Rafael Lima' }));
    fireEvent.change(within(dialog).getByLabelText('Inscrição de um membro da equipe'), { target: { value: 'm1|SP-230' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Incluir' }));

    operations.answerOnce('integrations-updateDjen', () => refuse('invalid-input', { fields: { 'oabs.1.name': 'Informe de quem é a inscrição' } }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar inscrições' }));
    expect(await within(dialog).findByText('Informe de quem é a inscrição')).toBeTruthy();
    expect(within(dialog).getByText('Corrija o campo destacado abaixo.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar inscrições' }));
    expect(await screen.findByText('Inscrições salvas.')).toBeTruthy();
    expect(callsOf('integrations-updateDjen').at(-1)?.input).toEqual({
      expectedVersion: null,
      oabs: [
        { uf: 'MG', number: '98765', name: 'Carla Dias', memberId: null },
        { uf: 'SP', number: '230', name: 'Helena Barbosa', memberId: 'm1' },
      ],
    });
    const djen = card('DJEN — intimações');
    expect(within(djen).getByText('OAB/SP nº 230 — Helena Barbosa')).toBeTruthy();
    expect(within(djen).getByRole('button', { name: 'Sincronizar agora' })).toHaveProperty('disabled', false);
  });

  it('edits the monitored terms: a client as a party with its trade name and CNPJ, a lawyer’s spellings, refusals in pt-BR', async () => {
    server.overview.djen.oabs = [{ uf: 'SP', number: '230', name: 'Helena Barbosa', memberId: 'm1' }];
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Editar termos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Termos monitorados no DJEN' });
    // Too short, refused before anything is sent.
    fireEvent.change(within(dialog).getByLabelText('Nome da parte'), { target: { value: 'Alfa' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Incluir termo' }));
    expect(within(dialog).getByText('Use ao menos 5 caracteres: um termo curto encontra milhares de publicações')).toBeTruthy();

    const picker = within(dialog).getByRole('combobox', { name: 'Escolher de Clientes (opcional)' });
    fireEvent.change(picker, { target: { value: 'Constr' } });
    await within(dialog).findByRole('option', { name: /Construtora Alfa Ltda\./ });
    fireEvent.keyDown(picker, { key: 'Enter' });
    await waitFor(() => expect(within(dialog).getByLabelText<HTMLInputElement>('Nome da parte').value).toBe('Construtora Alfa Ltda.'));
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Outras grafias (uma por linha, opcional)').value).toBe('Alfa Construções');
    expect(within(dialog).getByLabelText('Monitorar também o CNPJ 12.345.678/0001-90 como texto')).toHaveProperty('checked', true);
    fireEvent.change(within(dialog).getByLabelText('Responsável'), { target: { value: 'u2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Incluir termo' }));
    expect(within(dialog).getByText('Nome de parte: Construtora Alfa Ltda.')).toBeTruthy();
    expect(within(dialog).getByText('Texto livre: 12.345.678/0001-90')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Tipo'), { target: { value: 'advogado' } });
    fireEvent.change(within(dialog).getByLabelText('Nome do(a) advogado(a)'), { target: { value: 'Helena' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Incluir termo' }));
    expect(within(dialog).getByText('Informe o nome e o sobrenome do advogado')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Nome do(a) advogado(a)'), { target: { value: 'Helena Barbosa' } });
    fireEvent.change(within(dialog).getByLabelText('Outras grafias (uma por linha, opcional)'), { target: { value: 'Helena B. Barbosa\n' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Incluir termo' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar termos' }));
    expect(await screen.findByText('Termos salvos.')).toBeTruthy();
    expect(callsOf('integrations-updateDjen').at(-1)?.input).toEqual({
      expectedVersion: null,
      oabs: [{ uf: 'SP', number: '230', name: 'Helena Barbosa', memberId: 'm1' }],
      terms: [
        { kind: 'parte', value: 'Construtora Alfa Ltda.', variants: ['Alfa Construções'], ownerId: 'u2', clientId: 'cli-9' },
        { kind: 'texto', value: '12.345.678/0001-90', variants: [], ownerId: 'u2', clientId: null },
        { kind: 'advogado', value: 'Helena Barbosa', variants: ['Helena B. Barbosa'], ownerId: 'u2', clientId: null },
      ],
    });
    const djen = card('DJEN — intimações');
    expect(within(djen).getByText('Nome de parte: Construtora Alfa Ltda.')).toBeTruthy();
    expect(within(djen).getAllByText('Responsável: Rafael Lima')).toHaveLength(3);
    expect(within(djen).getAllByText('Ainda não consultado no DJEN').length).toBeGreaterThan(0);
  });

  it('says per term when it was read and when it failed', async () => {
    server.overview.djen.terms = [{ kind: 'texto', value: '12.345.678/0001-90', variants: [], ownerId: null, clientId: null }];
    server.overview.djen.targets = {
      'texto:12.345.678/0001-90': {
        lastReadAt: '2026-03-01T09:00:00Z',
        lastFailedAt: '2026-03-02T09:00:00Z',
        lastError: 'o DJEN recusou o acesso (HTTP 403)',
        failures: 1,
      },
    };
    renderPage();
    const djen = await screen.findByRole('region', { name: 'DJEN — intimações' });
    expect(within(djen).getByText('Responsável: o escritório (ninguém em particular)')).toBeTruthy();
    expect(within(djen).getByText('Falhou em 02/03/2026 06:00: o DJEN recusou o acesso (HTTP 403) (última leitura completa em 01/03/2026 06:00)')).toBeTruthy();
    expect(within(djen).getByRole('button', { name: 'Sincronizar agora' })).toHaveProperty('disabled', false);
  });

  it('loads the whole history a page at a time', async () => {
    const runs = Array.from({ length: 25 }, (_, i) =>
      runRecord(`h${i}`, { startedAt: new Date(Date.UTC(2026, 2, 28 - i, 12)).toISOString(), finishedAt: null }),
    );
    server.overview.datajud.runs = runs.slice(0, 8);
    server.history = runs;
    renderPage();
    const datajud = await screen.findByRole('region', { name: 'DataJud — andamentos' });
    const table = () => within(datajud).getByRole('table', { name: 'Histórico de sincronizações do DataJud' });
    expect(within(table()).getAllByRole('row')).toHaveLength(9);
    fireEvent.click(within(datajud).getByRole('button', { name: 'Ver histórico completo' }));
    expect(await within(datajud).findByText('20 de 25 sincronizações')).toBeTruthy();
    expect(callsOf('integrations-runs')[0]?.input).toEqual({ integration: 'datajud', limit: 20, after: null });
    fireEvent.click(within(datajud).getByRole('button', { name: 'Carregar mais' }));
    expect(await within(datajud).findByText('25 de 25 sincronizações')).toBeTruthy();
    expect(callsOf('integrations-runs')[1]?.input).toEqual({ integration: 'datajud', limit: 20, after: '20' });
    expect(within(table()).getAllByRole('row')).toHaveLength(26);
    expect(within(datajud).queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });
});
