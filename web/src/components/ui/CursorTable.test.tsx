import { queryOptions } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/app';
import { CursorTable } from './CursorTable';

const page = {
  items: [{ id: 'r1', version: 1, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', name: 'Ana Lima', amount: 'R$ 1.234,56' }],
  nextCursor: null,
  total: 1,
};

/** A browser window `px` wide, as far as media queries tell. */
function windowWidth(px: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: px >= Number(/min-width: ([\d.]+)rem/.exec(query)?.[1] ?? 0) * 16,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

function renderTable(onRowClick: (row: unknown) => void) {
  renderWithApp(
    <CursorTable
      query={(p) => queryOptions({ queryKey: ['rows', p], queryFn: async () => page })}
      caption="Linhas"
      empty="Nada"
      onRowClick={onRowClick}
      columns={[
        { header: 'Nome', cell: (r) => r.name },
        { header: 'Valor', cell: (r) => r.amount, align: 'right' },
      ]}
    />,
  );
}

describe('CursorTable', () => {
  it('opens a row once when its first cell is clicked, in the table and in the phone cards', async () => {
    const open = vi.fn();
    windowWidth(1280);
    renderTable(open);
    fireEvent.click(within(await screen.findByRole('table', { name: 'Linhas' })).getByRole('button', { name: 'Ana Lima' }));
    expect(open).toHaveBeenCalledTimes(1);
    cleanup();
    windowWidth(390);
    renderTable(open);
    fireEvent.click(within(await screen.findByRole('list', { name: 'Linhas' })).getByRole('button', { name: 'Ana Lima' }));
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('renders its rows once: the table on a wide window, the cards on a phone', async () => {
    windowWidth(1280);
    renderTable(() => undefined);
    await screen.findByRole('table', { name: 'Linhas' });
    expect(screen.queryByRole('list', { name: 'Linhas' })).toBeNull();
    expect(screen.getAllByText('Ana Lima')).toHaveLength(1);
    cleanup();
    windowWidth(390);
    renderTable(() => undefined);
    await screen.findByRole('list', { name: 'Linhas' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByText('Ana Lima')).toHaveLength(1);
  });

  it('labels every column but the first in a phone card', async () => {
    windowWidth(390);
    renderTable(() => undefined);
    const card = within(await screen.findByRole('list', { name: 'Linhas' })).getByRole('listitem');
    expect(within(card).getByRole('term').textContent).toBe('Valor');
    expect(within(card).getByRole('definition').textContent).toBe('R$ 1.234,56');
  });
});
