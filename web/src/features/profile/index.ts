/** The pages this feature serves (collected by web/src/app/app-routes.tsx). */
import { pagePath } from '@office/domain/addresses';
import { type FeaturePage } from '../../app/feature-pages';

export const pages: FeaturePage[] = [
  { path: pagePath('profile'), title: 'Meu perfil', load: () => import('./ProfilePage').then((m) => m.ProfilePage) },
  { path: pagePath('profileSettings'), title: 'Preferências', load: () => import('./ProfileSettingsPage').then((m) => m.ProfileSettingsPage) },
];
