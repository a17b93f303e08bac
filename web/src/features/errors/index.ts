/** The pages this feature serves (collected by web/src/app/app-routes.tsx). */
import { type FeaturePage } from '../../app/feature-pages';

export const pages: FeaturePage[] = [
  { path: '/unauthorized', title: 'Acesso não autorizado', load: () => import('./UnauthorizedPage').then((m) => m.UnauthorizedPage) },
];
