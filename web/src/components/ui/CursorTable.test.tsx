import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CursorTable } from './CursorTable';

const page = {
  items: [{ id: 'r1', version: 1, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', name: 'Ana Lima', amount: 'R$ 1.234,56' }],
  nextCursor: null,
  total: 1,
};

function renderTable(onRowClick: (row: unknown) => void) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <CursorTable
        query={(p) => queryOptions({ queryKey: ['rows', p], queryFn: async () => page })}
        caption="Linhas"
        empty="Nada"
        onRowClick={onRowClick}
        columns={[
          { header: 'Nome', cell: (r) => r.name },
          { header: 'Valor', cell: (r) => r.amount, align: 'right' },
        ]}
      />
    </QueryClientProvider>,
  );
}

describe('CursorTable', () => {
  it('opens a row once when its first cell is clicked, in the table and in the phone cards', async () => {
    const open = vi.fn();
    renderTable(open);
    fireEvent.click(within(await screen.findByRole('table', { name: 'Linhas' })).getByRole('button', { name: 'Ana Lima' }));
    expect(open).toHaveBeenCalledTimes(1);
    fireEvent.click(within(screen.getByRole('list', { name: 'Linhas' })).getByRole('button', { name: 'Ana Lima' }));
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('labels every column but the first in a phone card', async () => {
    renderTable(() => undefined);
    const card = within(await screen.findByRole('list', { name: 'Linhas' })).getByRole('listitem');
    expect(within(card).getByRole('term').textContent).toBe('Valor');
    expect(within(card).getByRole('definition').textContent).toBe('R$ 1.234,56');
  });
});
