/** The pages this feature serves (collected by web/src/app/app-routes.tsx). */
import { listPath } from '@office/domain/addresses';
import { sectionPages, type FeaturePage } from '../../app/feature-pages';

export const pages: FeaturePage[] = sectionPages('integrations', [
  { path: listPath('integrations'), load: () => import('./ServicesPage').then((m) => m.ServicesPage) },
]);
