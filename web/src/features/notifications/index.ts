/** The pages this feature serves (collected by web/src/app/app-routes.tsx). */
import { pagePath } from '@office/domain/addresses';
import { type FeaturePage } from '../../app/feature-pages';

export const pages: FeaturePage[] = [
  { path: pagePath('notifications'), title: 'Notificações', load: () => import('./NotificationsPage').then((m) => m.NotificationsPage) },
];
