/** Publicações. */
import { command, query, read, write } from './define';
import { articleCoverInput, articleCreateInput, articleDeleteInput, articleListInput, type ArticleRecord, articleUpdateInput } from '../articles';
import { getInput, type Listed, type Page } from '../lists';

export const articlesOperations = {
  'articles-list': query<Page<ArticleRecord>>()({ policy: read('articles'), input: articleListInput }),
  'articles-get': query<Listed<ArticleRecord>>()({ policy: read('articles'), input: getInput }),
  'articles-create': command<Listed<ArticleRecord>>()({
    policy: write('articles'),
    input: articleCreateInput,
    attempt: 'criar artigo',
    actions: { 'articles.create': 'Criou artigo' },
  }),
  'articles-update': command<Listed<ArticleRecord>>()({
    policy: write('articles'),
    input: articleUpdateInput,
    attempt: 'editar artigo',
    actions: { 'articles.update': 'Editou artigo' },
  }),
  'articles-delete': command<{ deleted: true }>()({
    policy: write('articles'),
    input: articleDeleteInput,
    attempt: 'excluir artigo',
    actions: { 'articles.delete': 'Excluiu artigo' },
  }),
  'articles-setCover': command<Listed<ArticleRecord>>()({
    policy: write('articles'),
    input: articleCoverInput,
    attempt: 'trocar a capa de um artigo',
    actions: { 'articles.setCover': 'Trocou a capa do artigo', 'articles.removeCover': 'Removeu a capa do artigo' },
  }),
} as const;
