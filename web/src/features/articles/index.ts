/** The pages this feature serves (collected by web/src/app/app-routes.tsx). */
import { listPath, recordRoute, pagePath } from '@office/domain/addresses';
import { sectionPages, type FeaturePage } from '../../app/feature-pages';

// A static segment outranks `/articles/:id`, so no article id can shadow the new article's page.
export const pages: FeaturePage[] = sectionPages('articles', [
  { path: listPath('articles'), load: () => import('./ArticlesPage').then((m) => m.ArticlesPage) },
  { path: recordRoute('articles'), load: () => import('./ArticleEditorPage').then((m) => m.ArticleEditorPage) },
  { path: pagePath('newArticle'), load: () => import('./ArticleEditorPage').then((m) => m.ArticleEditorPage) },
]);
