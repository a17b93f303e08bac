/** The pages this feature serves (collected by web/src/app/app-routes.tsx). */
import { listPath, recordRoute, pagePath } from '@office/domain/addresses';
import { sectionPages, type FeaturePage } from '../../app/feature-pages';

export const pages: FeaturePage[] = sectionPages('agenda', [
  { path: listPath('agenda'), load: () => import('./EventsPage').then((m) => m.EventsPage) },
  { path: recordRoute('agenda'), load: () => import('./EventDetailPage').then((m) => m.EventDetailPage) },
  { path: recordRoute('appointment'), load: () => import('./EventDetailPage').then((m) => m.EventDetailPage) },
  { path: pagePath('deadline'), load: () => import('./DeadlinePage').then((m) => m.DeadlinePage) },
]);
