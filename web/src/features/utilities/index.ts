/** The pages this feature serves (collected by web/src/app/app-routes.tsx). */
import { type FeaturePage } from '../../app/feature-pages';

export const pages: FeaturePage[] = [
  { path: '/Documentation', title: 'Documentação', load: () => import('./DocumentationPage').then((m) => m.DocumentationPage) },
  { path: '/Blocks', title: 'Blocos', adminOnly: true, load: () => import('./BlocksPage').then((m) => m.BlocksPage) },
  { path: '/Crud', title: 'CRUD', adminOnly: true, load: () => import('./CrudPage').then((m) => m.CrudPage) },
  { path: '/Empty', title: 'Página em branco', adminOnly: true, load: () => import('./EmptyPage').then((m) => m.EmptyPage) },
  { path: '/utilities/Icons', title: 'Ícones', adminOnly: true, load: () => import('./IconsPage').then((m) => m.IconsPage) },
];
