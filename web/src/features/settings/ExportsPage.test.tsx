import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExportView } from '@office/domain/exports';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { fakeSession } from '../../test/session';
import { ExportsPage } from './ExportsPage';

const base: ExportView = {
  id: 'exp-1',
  version: 4,
  scope: 'escritorio',
  clientId: null,
  clientName: null,
  status: 'pronta',
  requestedBy: 'u1',
  requestedByName: 'Ana Souza',
  requestedAt: '2026-12-03T13:00:00.000Z',
  startedAt: '2026-12-03T13:00:01.000Z',
  finishedAt: '2026-12-03T13:00:20.000Z',
  leaseUntil: null,
  done: 40,
  total: 40,
  size: 2048,
  parts: 1,
  fileName: 'escritorio-2026-12-03.zip',
  counts: {},
  files: 3,
  expiresAt: '2099-12-04T13:00:20.000Z',
  error: null,
  expired: false,
};

const server = { items: [] as ExportView[] };
const operations = fakeOperations({
  'exports-list': () => ({ items: server.items }),
  'exports-start': (input) => ({ ...base, id: 'exp-new', status: 'na-fila', scope: input.scope, size: null, expiresAt: null, done: 0, total: 0 }),
  'exports-run': (input) => ({ ...base, id: input.exportId }),
});

const renderPage = () =>
  renderWithApp(<ExportsPage />, { session: fakeSession({ admin: true, scopes: { read: ['Configurações'], write: ['Configurações'] } }) });

describe('ExportsPage', () => {
  it('lists past exports with their status, size, who asked, when and until when the link works', async () => {
    server.items = [
      base,
      { ...base, id: 'exp-2', expired: true, expiresAt: '2026-11-02T15:30:00.000Z' },
      { ...base, id: 'exp-3', status: 'falhou', size: null, expiresAt: null, error: 'Não foi possível gerar o arquivo.' },
      {
        ...base,
        id: 'exp-4',
        scope: 'cliente',
        clientName: 'Maria Souza',
        status: 'gerando',
        size: null,
        expiresAt: null,
        done: 7,
        total: 20,
        leaseUntil: '2099-01-01T00:00:00.000Z',
      },
    ];
    renderPage();
    const list = await screen.findByRole('list', { name: 'Exportações recentes' });
    const [ready, expired, failed, running] = within(list).getAllByRole('listitem');
    expect(ready?.textContent).toContain('Pedida por Ana Souza em 03/12/2026 às 10:00 · 2 KB · link válido até 04/12/2099 às 10:00');
    expect(within(ready!).getByRole('button', { name: 'Baixar Exportação do escritório (escritorio-2026-12-03.zip)' })).toBeTruthy();
    expect(expired?.textContent).toContain('Link expirado');
    expect(expired?.textContent).toContain('expirou 02/11/2026 às 12:30');
    expect(within(expired!).queryByRole('button')).toBeNull();
    expect(failed?.textContent).toContain('Não foi possível gerar o arquivo.');
    expect(within(running!).getByRole('progressbar', { name: 'Andamento da exportação de maria souza (lgpd): 7 de 20 etapas' })).toBeTruthy();
    expect(operations.calls('exports-run')).toEqual([]);
  });

  it('starts an export and asks for its run at once, without waiting for it', async () => {
    server.items = [];
    renderPage();
    await screen.findByText('Nenhuma exportação ainda');
    fireEvent.click(screen.getByRole('button', { name: 'Exportar todos os dados' }));
    await waitFor(() => expect(operations.calls('exports-run')).toContainEqual({ exportId: 'exp-new' }));
    expect(operations.calls('exports-start')).toContainEqual({ scope: 'escritorio' });
    await screen.findByText('Exportação iniciada');
  });

  it('starts again, once, an export left queued when its page was closed', async () => {
    server.items = [{ ...base, id: 'exp-stalled', status: 'na-fila', requestedAt: '2026-12-03T13:00:00.000Z', size: null, expiresAt: null }];
    renderPage();
    await waitFor(() => expect(operations.calls('exports-run').filter((c) => c.exportId === 'exp-stalled')).toHaveLength(1));
  });
});
