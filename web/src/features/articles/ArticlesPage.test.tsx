import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ArticleRecord } from '@office/domain/articles';
import type { Listed } from '@office/domain/lists';
import { queryClient } from '../../lib/query-client';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { aDirectoryEntry, anArticle } from '../../test/records';
import { fakeSession } from '../../test/session';
import { ArticlesPage } from './ArticlesPage';

function article(id: string, over: Partial<ArticleRecord>): Listed<ArticleRecord> {
  return anArticle({
    id,
    version: 1,
    title: id,
    slug: id,
    summary: 'Resumo do artigo.',
    body: 'Texto.',
    tags: [],
    status: 'rascunho',
    publishedAt: null,
    public: false,
    readingMinutes: 4,
    ...over,
  });
}

const operations = fakeOperations({
  'directory-list': () => [aDirectoryEntry({ uid: 'u1', name: 'Ana Souza', email: 'ana@x.test', lawyer: true, agenda: true })],
  'articles-list': () => {
    const items = [
      article('Rascunho sobre LGPD', { tags: ['lgpd'] }),
      article('Agenda futura', { status: 'agendado', public: true, publishedAt: '2099-03-20T12:30:00.000Z' }),
      // Scheduled, and its time has come: published.
      article('Já no ar', { status: 'agendado', public: true, publishedAt: '2026-02-11T01:30:00.000Z' }),
    ];
    return { items, nextCursor: null, total: items.length };
  },
});

function Address() {
  return <p data-testid="address">{useLocation().search}</p>;
}

function renderPage(address = '/articles', write = true) {
  renderWithApp(
    <>
      <ArticlesPage />
      <Address />
    </>,
    { at: address, client: queryClient, session: fakeSession({ scopes: { read: ['Publicações'], write: write ? ['Publicações'] : [] } }) },
  );
}

const lastList = () => operations.calls('articles-list').at(-1);

beforeEach(() => {
  queryClient.clear();
});

describe('ArticlesPage', () => {
  it('shows each article’s status as readers see it now, and links its title to the editor', async () => {
    renderPage();
    expect((await screen.findAllByText('Rascunho', { selector: 'span' })).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Agendado para 20/03/2099 09:30').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Publicado em 10/02/2026').length).toBeGreaterThan(0);
    // One per article: the list renders one layout (the table here), not the table and the phone cards.
    expect(screen.getAllByText('4 min de leitura').length).toBe(3);
    expect(screen.getAllByRole('link', { name: 'Agenda futura' })[0]?.getAttribute('href')).toBe('/articles/Agenda futura');
    expect(screen.getByRole('link', { name: /Novo artigo/ }).getAttribute('href')).toBe('/articles/new');
  });

  it('offers no new article to readers', async () => {
    renderPage('/articles', false);
    await screen.findAllByText('Já no ar');
    expect(screen.queryByRole('link', { name: /Novo artigo/ })).toBeNull();
  });

  it('keeps the filters in the address and asks the list for them', async () => {
    renderPage('/articles?status=publicado&author=u1');
    await waitFor(() => expect(lastList()).toMatchObject({ status: 'publicado', authorId: 'u1', tag: null, search: null }));
    fireEvent.change(screen.getByLabelText('Situação'), { target: { value: 'agendado' } });
    expect(screen.getByTestId('address').textContent).toBe('?status=agendado&author=u1');
    await waitFor(() => expect(lastList()).toMatchObject({ status: 'agendado' }));

    // A tag in the list narrows it to that tag.
    fireEvent.click((await screen.findAllByRole('button', { name: 'lgpd' }))[0]!);
    expect(screen.getByTestId('address').textContent).toBe('?status=agendado&tag=lgpd&author=u1');
    expect(screen.getByLabelText<HTMLInputElement>('Etiqueta').value).toBe('lgpd');

    // The search follows once typing pauses.
    fireEvent.change(screen.getByLabelText('Buscar pelo título'), { target: { value: 'reforma' } });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toContain('search=reforma'));
    await waitFor(() => expect(lastList()).toMatchObject({ search: 'reforma', tag: 'lgpd' }));

    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(screen.getByTestId('address').textContent).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Buscar pelo título').value).toBe('');
  });
});
