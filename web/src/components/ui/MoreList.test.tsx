import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/app';
import { MoreList } from './CursorTable';

interface Row {
  id: string;
  name: string;
}
interface RowPage {
  items: Row[];
  nextCursor: string | null;
  total: number;
}

/** What the server answers, by cursor. */
let server: Record<string, RowPage> = {};

const PAGES: Record<string, RowPage> = {
  first: { items: [{ id: 'a', name: 'Ana' }], nextCursor: 'second', total: 2 },
  second: { items: [{ id: 'b', name: 'Bruno' }], nextCursor: null, total: 2 },
};

function Rows() {
  const query = useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['rows'],
      queryFn: async ({ pageParam }) => server[pageParam] ?? { items: [], nextCursor: null, total: 0 },
      initialPageParam: 'first',
      getNextPageParam: (page) => page.nextCursor,
    }),
  );
  return (
    <MoreList query={query} label="Pessoas" empty={<p>Ninguém.</p>} count={(shown, first) => `${shown} de ${first.total}`}>
      {(row) => <li>{row.name}</li>}
    </MoreList>
  );
}

function renderRows(pages: Record<string, RowPage>) {
  server = pages;
  renderWithApp(<Rows />);
}

describe('MoreList', () => {
  it('shows the pages read so far, how many of the total, and "Carregar mais" while there is a next page', async () => {
    renderRows(PAGES);
    const list = await screen.findByRole('list', { name: 'Pessoas' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ana']);
    expect(screen.getByText('1 de 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Ana', 'Bruno']),
    );
    expect(screen.getByText('2 de 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('says so when there is nothing to list', async () => {
    renderRows({ first: { items: [], nextCursor: null, total: 0 } });
    expect(await screen.findByText('Ninguém.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
