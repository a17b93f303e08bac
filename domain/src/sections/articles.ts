/** Publicações. */
import { command, created, deleted, query, read, slice, updated, write } from './define';
import {
  articleCoverInput,
  articleCreateInput,
  articleDeleteInput,
  articleListInput,
  type ArticleRecord,
  articleUpdateInput,
  ARTICLE_FIELD_LABELS,
} from '../articles';
import { getInput, type Listed, type Page } from '../lists';

export const articlesSlice = slice({
  fieldWords: { section: 'articles', labels: ARTICLE_FIELD_LABELS },
  operations: {
    'articles-list': query<Page<ArticleRecord>>()({ policy: read('articles'), input: articleListInput }),
    'articles-get': query<Listed<ArticleRecord>>()({ policy: read('articles'), input: getInput }),
    'articles-create': command<Listed<ArticleRecord>>()({
      policy: write('articles'),
      input: articleCreateInput,
      attempt: 'criar artigo',
      actions: { 'articles.create': created('Criou artigo') },
    }),
    'articles-update': command<Listed<ArticleRecord>>()({
      policy: write('articles'),
      input: articleUpdateInput,
      attempt: 'editar artigo',
      actions: { 'articles.update': updated('Editou artigo') },
    }),
    'articles-delete': command<{ deleted: true }>()({
      policy: write('articles'),
      input: articleDeleteInput,
      attempt: 'excluir artigo',
      actions: { 'articles.delete': deleted('Excluiu artigo') },
    }),
    'articles-setCover': command<Listed<ArticleRecord>>()({
      policy: write('articles'),
      input: articleCoverInput,
      attempt: 'trocar a capa de um artigo',
      actions: { 'articles.setCover': updated('Trocou a capa do artigo'), 'articles.removeCover': updated('Removeu a capa do artigo') },
    }),
  },
});
