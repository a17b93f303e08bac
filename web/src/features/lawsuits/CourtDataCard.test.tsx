import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CourtDataRecord } from '@office/domain';
import { queryClient } from '../../lib/query-client';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { CourtDataCard } from './CourtDataCard';

const server = { courtData: null as CourtDataRecord | null };

fakeOperations({ 'lawsuits-courtData': () => server.courtData });

const SP = '00012345620248260100';

function renderCard(cnjDigits: string | null = SP) {
  renderWithApp(<CourtDataCard lawsuit={{ id: 'l1', cnjDigits }} />, { client: queryClient });
}

beforeEach(() => {
  server.courtData = null;
  queryClient.clear();
});

describe('CourtDataCard', () => {
  it('says "Nunca consultado" until a check', async () => {
    renderCard();
    expect(await screen.findByText('Nunca consultado')).toBeTruthy();
  });

  it('is left out for a lawsuit without a CNJ number that was never checked', async () => {
    renderCard(null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Dados do tribunal (DataJud)' })).toBeNull();
  });

  it('shows the last check and, per grau, what the court reports', async () => {
    server.courtData = {
      lawsuitId: 'l1',
      status: 'encontrado',
      alias: 'api_publica_tjsp',
      instances: [
        {
          grau: 'G1',
          className: 'Procedimento Comum Cível',
          system: 'SAJ',
          format: 'Eletrônico',
          organ: '2ª Vara Cível',
          filedAt: '2024-02-01T13:00:00Z',
          updatedAt: '2026-03-09T18:00:00Z',
        },
        { grau: 'G2', className: 'Apelação Cível', system: 'SAJ', format: 'Eletrônico', organ: '10ª Câmara', filedAt: null, updatedAt: null },
      ],
      subjects: ['Indenização por Dano Moral', 'Contratos Bancários'],
      checkedAt: '2026-03-10T12:05:00Z',
      importedCount: 37,
    };
    renderCard();
    expect(await screen.findByText('Última consulta em 10/03/2026 09:05')).toBeTruthy();
    expect(screen.getByText('Encontrado')).toBeTruthy();
    expect(screen.getByText('Índice TJSP')).toBeTruthy();
    expect(screen.getByText('37 andamentos importados')).toBeTruthy();
    const first = screen.getByRole('region', { name: '1º grau' });
    expect(within(first).getByText('Procedimento Comum Cível')).toBeTruthy();
    expect(within(first).getByText('2ª Vara Cível')).toBeTruthy();
    expect(within(first).getByText('01/02/2024')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '2º grau' })).getByText('Apelação Cível')).toBeTruthy();
    expect(screen.getByText('Contratos Bancários')).toBeTruthy();
  });

  it('explains a lawsuit DataJud does not have', async () => {
    server.courtData = {
      lawsuitId: 'l1',
      status: 'nao-encontrado',
      alias: 'api_publica_tjsp',
      instances: [],
      subjects: [],
      checkedAt: '2026-03-10T12:05:00Z',
      importedCount: 0,
    };
    renderCard();
    expect(await screen.findByText('Não encontrado')).toBeTruthy();
    expect(screen.getByText(/tribunal errado/)).toBeTruthy();
    expect(screen.getByText(/2 a 17 dias/)).toBeTruthy();
  });
});
