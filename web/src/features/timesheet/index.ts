/** The pages this feature serves (collected by web/src/app/app-routes.tsx). */
import { pagePath } from '@office/domain/addresses';
import { sectionPages, type FeaturePage } from '../../app/feature-pages';

// Time entries are the agenda's work (domain/src/timesheet.ts): the week lives in the Agenda section.
export const pages: FeaturePage[] = sectionPages('agenda', [
  { path: pagePath('timesheet'), load: () => import('./TimesheetPage').then((m) => m.TimesheetPage) },
]);
