/** The pages this feature serves (collected by web/src/app/app-routes.tsx). */
import { listPath, recordRoute, pagePath } from '@office/domain/addresses';
import { sectionPages, type FeaturePage } from '../../app/feature-pages';

// Tarefas and "Meu trabalho" are the agenda's work (domain/src/tasks.ts). A static segment outranks `/tasks/:id`.
export const pages: FeaturePage[] = sectionPages('agenda', [
  { path: listPath('tasks'), load: () => import('./TasksPage').then((m) => m.TasksPage) },
  { path: pagePath('productivity'), load: () => import('./ProductivityPage').then((m) => m.ProductivityPage) },
  { path: recordRoute('tasks'), load: () => import('./TaskDetailPage').then((m) => m.TaskDetailPage) },
  { path: pagePath('myWork'), load: () => import('./MyWorkPage').then((m) => m.MyWorkPage) },
]);
