import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ArticleRecord } from '@office/domain/articles';
import { APP_ERRORS } from '@office/domain/errors';
import type { Listed } from '@office/domain/lists';
import { queryClient } from '../../lib/query-client';
import { renderWithApp } from '../../test/app';
import { fakeOperations, refuse } from '../../test/operations';
import { aDirectoryEntry, anArticle } from '../../test/records';
import { fakeSession } from '../../test/session';
import { ArticleEditorPage } from './ArticleEditorPage';

type Article = Listed<ArticleRecord>;

const server = {
  articles: [] as Listed<ArticleRecord>[],
  /** The next write is refused as stale. */
  stale: false,
};

function stored(id: string, over: Partial<Article> = {}): Article {
  return anArticle({ id, version: 3, ...over });
}

function refuseIfStale() {
  if (!server.stale) return;
  server.stale = false;
  refuse('conflict');
}

const operations = fakeOperations({
  'directory-list': () => [
    aDirectoryEntry({ uid: 'u1', name: 'Ana Souza', email: 'ana@x.test', lawyer: true, agenda: true }),
    aDirectoryEntry({ uid: 'u2', name: 'Rafael Moreira', email: 'rafael@x.test', lawyer: true, agenda: true }),
  ],
  'articles-get': (input) => {
    const found = server.articles.find((a) => a.id === input.id);
    if (!found) return refuse('not-found', { reason: 'Registro não encontrado.' });
    return { ...found };
  },
  'articles-create': (input) => {
    refuseIfStale();
    const { publishAt, ...values } = input.article;
    const created = stored('art-new', {
      ...values,
      version: 1,
      slug: values.slug || 'feito-do-titulo',
      publishedAt: publishAt,
      public: values.status !== 'rascunho',
    });
    server.articles.push(created);
    return { ...created };
  },
  'articles-update': (input) => {
    refuseIfStale();
    const found = server.articles.find((a) => a.id === input.id)!;
    const values = input.article;
    Object.assign(found, values, { slug: values.slug || 'feito-do-titulo', version: found.version + 1 });
    return { ...found };
  },
});

function renderAt(address: string) {
  renderWithApp(<ArticleEditorPage />, {
    at: address,
    path: '/articles/new',
    routes: { '/articles/:id': <ArticleEditorPage /> },
    client: queryClient,
    session: fakeSession({ scopes: { read: ['Publicações'], write: ['Publicações'] } }),
  });
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const chips = () =>
  within(screen.getByRole('list', { name: 'Etiquetas: escolhidas' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

beforeEach(() => {
  server.articles = [stored('art-1')];
  server.stale = false;
  queryClient.clear();
});

describe('ArticleEditorPage', () => {
  it('fills the address from the title until the person edits it', async () => {
    renderAt('/articles/new');
    type('Título', 'Reforma tributária: o que muda!');
    expect(field('Endereço').value).toBe('reforma-tributaria-o-que-muda');
    expect(screen.getByText('/artigos/reforma-tributaria-o-que-muda')).toBeTruthy();

    type('Endereço', 'reforma');
    type('Título', 'Reforma tributária para pequenas empresas');
    expect(field('Endereço').value).toBe('reforma');
    expect(screen.getByText('/artigos/reforma')).toBeTruthy();
  });

  it('keeps the address of a published article as the title changes', async () => {
    renderAt('/articles/art-1');
    await screen.findByDisplayValue('CNPJ alfanumérico: como se preparar');
    type('Título', 'CNPJ com letras: como se preparar');
    expect(field('Endereço').value).toBe('cnpj-alfanumerico');
  });

  it('makes lower-case tag chips with Enter and commas, and removes the last with Backspace', async () => {
    renderAt('/articles/new');
    const input = field('Etiquetas');
    fireEvent.change(input, { target: { value: 'Tributário' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'Empresas, PME,' } });
    expect(chips()).toEqual(['tributário', 'empresas', 'pme']);
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: 'empresas,' } });
    expect(chips()).toEqual(['tributário', 'empresas', 'pme']);

    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(chips()).toEqual(['tributário', 'empresas']);
    fireEvent.click(screen.getByRole('button', { name: 'Remover etiqueta tributário' }));
    expect(chips()).toEqual(['empresas']);

    fireEvent.change(input, { target: { value: 'x' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('Use ao menos 2 letras por etiqueta.')).toBeTruthy();
    expect(input.value).toBe('x');
  });

  it('schedules at the date and time typed in São Paulo, then opens the saved article', async () => {
    renderAt('/articles/new');
    type('Título', 'Holding familiar: quando vale a pena');
    type('Resumo', 'O que pesa na decisão de criar uma holding.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Texto' }), { target: { value: 'Uma **holding** familiar organiza o patrimônio.' } });
    expect(screen.getByText('1 min de leitura')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Agendar/ }));
    type('Data da publicação', '2099-12-01');
    type('Hora', '08:30');
    expect(screen.getByText(/Vai ao ar em 01\/12\/2099 08:30/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(operations.calls('articles-create').length > 0).toBe(true));
    const sent = operations.calls('articles-create')[0]?.article;
    expect(sent).toEqual({
      title: 'Holding familiar: quando vale a pena',
      slug: 'holding-familiar-quando-vale-a-pena',
      summary: 'O que pesa na decisão de criar uma holding.',
      body: 'Uma **holding** familiar organiza o patrimônio.',
      tags: [],
      authorId: 'u1',
      status: 'agendado',
      publishAt: '2099-12-01T11:30:00.000Z',
    });
    // The saved article's page: its title as the heading, and now its cover can be chosen.
    expect(await screen.findByRole('heading', { level: 1, name: 'Holding familiar: quando vale a pena' })).toBeTruthy();
    // The status badge (the toast says it too).
    expect(screen.getAllByText('Agendado para 01/12/2099 08:30').length).toBeGreaterThan(0);
    expect(screen.getByText('Escolher imagem')).toBeTruthy();
  });

  it('on a stale version says so and offers the current data, which replaces what was typed', async () => {
    renderAt('/articles/art-1');
    await screen.findByDisplayValue('CNPJ alfanumérico: como se preparar');
    type('Título', 'Meu título novo');
    server.stale = true;
    server.articles[0]!.title = 'Título salvo por outra pessoa';
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(APP_ERRORS.conflict.message)).toBeTruthy();
    expect(operations.calls('articles-update')[0]).toMatchObject({ id: 'art-1', expectedVersion: 3 });

    fireEvent.click(screen.getByRole('button', { name: /Ver os dados atuais/ }));
    await waitFor(() => expect(field('Título').value).toBe('Título salvo por outra pessoa'));
    expect(screen.queryByText(APP_ERRORS.conflict.message)).toBeNull();
  });

  it('shows the address the server made for an empty one', async () => {
    renderAt('/articles/art-1');
    await screen.findByDisplayValue('CNPJ alfanumérico: como se preparar');
    type('Endereço', '');
    expect(screen.getByText('/artigos/cnpj-alfanumerico-como-se-preparar')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(field('Endereço').value).toBe('feito-do-titulo'));
    expect(operations.calls('articles-update')[0]?.article).toMatchObject({ slug: '' });
  });

  it('names the version of its own last save in the next one', async () => {
    renderAt('/articles/art-1');
    await screen.findByDisplayValue('CNPJ alfanumérico: como se preparar');
    type('Título', 'CNPJ com letras');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(operations.calls('articles-update')).toHaveLength(1));
    type('Resumo', 'A Receita Federal passa a emitir CNPJs com letras.');
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Salvar' }).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(operations.calls('articles-update')).toHaveLength(2));
    expect(operations.calls('articles-update').map((c) => c.expectedVersion)).toEqual([3, 4]);
  });
});
