import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CallableName } from '@office/domain/contracts';
import type { CourtDataRecord, IntegrationRunRecord, LawsuitSyncResult, Listed, MovementRecord } from '@office/domain';
import { queryClient } from '../../lib/query-client';
import { renderWithApp } from '../../test/app';
import { fakeOperations, held, refuse, type RecordedCall } from '../../test/operations';
import { aMovement, anIntegrationRun } from '../../test/records';
import { fakeSession } from '../../test/session';
import { MovementsCard } from './MovementsCard';
import { syncOutcome } from './sync-outcome';

type Movement = Listed<MovementRecord>;

const server = { movements: [] as Movement[] };

function movement(i: number, over: Partial<MovementRecord> = {}): Movement {
  const at = new Date(Date.UTC(2026, 2, 1, 12) - i * 86_400_000).toISOString();
  return aMovement({
    id: `mv${i}`,
    at,
    description: `Andamento ${i}`,
    source: 'datajud',
    imported: { key: `k${i}`, grau: 'G1', code: 85, organ: 'Vara', fetchedAt: at, runId: 'r1' },
    ...over,
  });
}

function run(over: Partial<IntegrationRunRecord> = {}): Listed<IntegrationRunRecord> {
  return anIntegrationRun({
    id: 'run9',
    createdAt: '2026-03-10T12:00:00Z',
    updatedAt: '2026-03-10T12:00:05Z',
    trigger: 'processo',
    startedAt: '2026-03-10T12:00:00Z',
    finishedAt: '2026-03-10T12:00:05Z',
    lawsuitId: 'l1',
    requests: 1,
    fetched: 10,
    created: 0,
    duplicates: 10,
    notFound: 0,
    ...over,
  });
}

const courtData = (status: CourtDataRecord['status']): CourtDataRecord => ({
  lawsuitId: 'l1',
  status,
  alias: 'api_publica_tjsp',
  instances: [],
  subjects: [],
  checkedAt: '2026-03-10T12:00:05Z',
  importedCount: 0,
});

// "Atualizar andamentos" is answered by each test that presses it.
const operations = fakeOperations({
  'lawsuits-movements': (input) => {
    const start = input.after ? Number(input.after) : 0;
    const items = server.movements.slice(start, start + input.limit).map((m) => ({ ...m }));
    const next = start + input.limit < server.movements.length ? String(start + input.limit) : null;
    return { items, nextCursor: next, total: server.movements.length };
  },
  'lawsuits-setMovementHidden': (input) => {
    const m = server.movements.find((x) => x.id === input.id)!;
    if (m.version !== input.expectedVersion) refuse('conflict');
    Object.assign(m, { hidden: input.hidden, version: m.version + 1 });
    return { ...m };
  },
  'lawsuits-courtData': () => null,
});

function renderCard({ write = true, hasCnj = true } = {}) {
  // The app's query cache: the card's dialogs read it.
  renderWithApp(<MovementsCard lawsuitId="l1" hasCnj={hasCnj} canWrite={write} canReadAgenda={false} />, {
    client: queryClient,
    session: fakeSession({ scopes: { read: ['Processos'], write: write ? ['Processos'] : [] } }),
  });
}

const callsOf = <N extends CallableName>(name: N) => operations.log.filter((c): c is RecordedCall<N> => c.name === name);
const timelineItems = () => within(screen.getByRole('list', { name: 'Linha do tempo dos andamentos' })).getAllByRole('listitem');

beforeEach(() => {
  server.movements = Array.from({ length: 120 }, (_, i) => movement(i));
  queryClient.clear();
});

describe('MovementsCard', () => {
  it('reads the andamentos a page at a time with "Carregar mais"', async () => {
    renderCard();
    await screen.findByText('Andamento 0');
    expect(timelineItems()).toHaveLength(50);
    expect(screen.getByText('50 de 120 andamentos')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await screen.findByText('Andamento 99');
    expect(callsOf('lawsuits-movements').map((c) => c.input.after)).toEqual([null, '50']);
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await screen.findByText('Andamento 119');
    expect(timelineItems()).toHaveLength(120);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('hides an imported andamento on the version shown, without reading the whole timeline again, and can undo', async () => {
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Ocultar andamento: Andamento 3' }));
    expect(await screen.findByText('Andamento ocultado.')).toBeTruthy();
    expect(callsOf('lawsuits-setMovementHidden')[0]?.input).toEqual({ id: 'mv3', expectedVersion: 1, hidden: true });
    expect(screen.queryByText('Andamento 3')).toBeNull();
    // Its button left with it: the focus is on the toggle that brings it back.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Mostrar ocultos (1)' })));
    expect(callsOf('lawsuits-movements')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(await screen.findByText('Andamento 3')).toBeTruthy();
    expect(callsOf('lawsuits-setMovementHidden')[1]?.input).toEqual({ id: 'mv3', expectedVersion: 2, hidden: false });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says so when the andamento changed meanwhile, and reads the timeline again', async () => {
    renderCard();
    const hide = await screen.findByRole('button', { name: 'Ocultar andamento: Andamento 1' });
    server.movements[1]!.version = 4;
    fireEvent.click(hide);
    expect(await screen.findByText(/Outra pessoa alterou este andamento/)).toBeTruthy();
    await waitFor(() => expect(callsOf('lawsuits-movements')).toHaveLength(2));
  });

  it('offers "Atualizar andamentos" only to people who write on lawsuits with a CNJ number', async () => {
    renderCard({ hasCnj: false });
    await screen.findByText('Andamento 0');
    expect(screen.queryByRole('button', { name: 'Atualizar andamentos' })).toBeNull();
  });

  it('offers readers nothing to change', async () => {
    renderCard({ write: false });
    await screen.findByText('Andamento 0');
    expect(screen.queryByRole('button', { name: 'Atualizar andamentos' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Ocultar|Corrigir)/ })).toBeNull();
    expect(screen.queryByLabelText('Andamento')).toBeNull();
  });

  it('"Atualizar andamentos": busy while DataJud is asked, then tells what came and reads the timeline again', async () => {
    const sync = held<LawsuitSyncResult>({ run: run({ created: 1 }), courtData: courtData('encontrado') });
    operations.answer('lawsuits-syncMovements', () => sync.answer);
    renderCard();
    await screen.findByText('Andamento 0');
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar andamentos' }));
    const busy = await screen.findByRole('button', { name: 'Consultando o DataJud…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(busy);
    expect(callsOf('lawsuits-syncMovements')).toEqual([{ name: 'lawsuits-syncMovements', input: { lawsuitId: 'l1' } }]);

    server.movements.unshift(movement(-1, { description: 'Andamento novo' }));
    await act(async () => sync.release());
    expect(await screen.findByText('1 andamento novo importado do DataJud.')).toBeTruthy();
    expect(screen.getByText('Andamento novo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Atualizar andamentos' })).toBeTruthy();
  });

  it('shows a refusal’s reason', async () => {
    operations.answer('lawsuits-syncMovements', () =>
      refuse('invalid-state', { fields: { _: 'O tribunal deste processo (STF ou conselho) não tem índice no DataJud.' } }),
    );
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Atualizar andamentos' }));
    expect(await screen.findByText('O tribunal deste processo (STF ou conselho) não tem índice no DataJud.')).toBeTruthy();
  });
});

describe('syncOutcome', () => {
  it('words what a run did', () => {
    expect(syncOutcome({ run: run({ created: 12 }), courtData: courtData('encontrado') })).toMatchObject({
      severity: 'success',
      summary: '12 andamentos novos importados do DataJud.',
    });
    expect(syncOutcome({ run: run(), courtData: courtData('encontrado') }).summary).toBe('Nenhum andamento novo no DataJud.');
    expect(syncOutcome({ run: run({ notFound: 1, fetched: 0 }), courtData: courtData('nao-encontrado') }).summary).toBe(
      'Processo não encontrado no DataJud: confira se o número e o tribunal estão corretos.',
    );
    expect(syncOutcome({ run: run({ status: 'interrompida', stopReason: 'O DataJud recusou a chave da API (HTTP 401).' }), courtData: null })).toMatchObject({
      severity: 'error',
      summary: 'Atualização interrompida',
      detail: 'O DataJud recusou a chave da API (HTTP 401).',
    });
    expect(
      syncOutcome({
        run: run({
          status: 'com-erros',
          errors: [{ target: '0001234-56.2024.8.26.0100', message: 'o DataJud falhou (HTTP 503) mesmo após novas tentativas' }],
        }),
        courtData: null,
      }),
    ).toMatchObject({ severity: 'error', summary: 'Não foi possível consultar o DataJud', detail: 'O DataJud falhou (HTTP 503) mesmo após novas tentativas.' });
  });
});
