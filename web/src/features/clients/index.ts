/** The pages this feature serves (collected by web/src/app/app-routes.tsx). */
import { listPath, recordRoute } from '@office/domain/addresses';
import { sectionPages, type FeaturePage } from '../../app/feature-pages';

export const pages: FeaturePage[] = sectionPages('clients', [
  { path: listPath('clients'), load: () => import('./ClientsPage').then((m) => m.ClientsPage) },
  { path: recordRoute('clients'), load: () => import('./ClientDetailPage').then((m) => m.ClientDetailPage) },
]);
