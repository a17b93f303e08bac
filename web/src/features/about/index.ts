/** The pages this feature serves (collected by web/src/app/app-routes.tsx). */
import { listPath } from '@office/domain/addresses';
import { sectionPages, type FeaturePage } from '../../app/feature-pages';

export const pages: FeaturePage[] = sectionPages('about', [{ path: listPath('about'), load: () => import('./AboutPage').then((m) => m.AboutPage) }]);
