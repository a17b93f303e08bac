/** The pages this feature serves (collected by web/src/app/app-routes.tsx). */
import { listPath, pagePath } from '@office/domain/addresses';
import { sectionPages, type FeaturePage } from '../../app/feature-pages';

export const pages: FeaturePage[] = sectionPages('settings', [
  { path: listPath('settings'), load: () => import('./SettingsPage').then((m) => m.SettingsPage) },
  { path: pagePath('audit'), load: () => import('./AuditLogPage').then((m) => m.AuditLogPage) },
  { path: pagePath('courtCalendar'), load: () => import('./CourtCalendarPage').then((m) => m.CourtCalendarPage) },
  { path: pagePath('categories'), load: () => import('./CategoryPlanPage').then((m) => m.CategoryPlanPage) },
  { path: pagePath('economicIndexes'), load: () => import('./EconomicIndexesPage').then((m) => m.EconomicIndexesPage) },
  { path: pagePath('templates'), load: () => import('./DocumentTemplatesPage').then((m) => m.DocumentTemplatesPage) },
  { path: pagePath('workflows'), load: () => import('./WorkflowTemplatesPage').then((m) => m.WorkflowTemplatesPage) },
  { path: pagePath('exports'), load: () => import('./ExportsPage').then((m) => m.ExportsPage) },
]);
