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
    'articles-list': query<Page<ArticleRecord>>()(read('articles'), articleListInput),
    'articles-get': query<Listed<ArticleRecord>>()(read('articles'), getInput),
    'articles-create': command<Listed<ArticleRecord>>()(write('articles'), articleCreateInput, 'criar artigo', { 'articles.create': created('Criou artigo') }),
    'articles-update': command<Listed<ArticleRecord>>()(write('articles'), articleUpdateInput, 'editar artigo', {
      'articles.update': updated('Editou artigo'),
    }),
    'articles-delete': command<{ deleted: true }>()(write('articles'), articleDeleteInput, 'excluir artigo', { 'articles.delete': deleted('Excluiu artigo') }),
    'articles-setCover': command<Listed<ArticleRecord>>()(write('articles'), articleCoverInput, 'trocar a capa de um artigo', {
      'articles.setCover': updated('Trocou a capa do artigo'),
      'articles.removeCover': updated('Removeu a capa do artigo'),
    }),
  },
});
