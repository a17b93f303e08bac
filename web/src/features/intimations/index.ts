/** The pages this feature serves (collected by web/src/app/app-routes.tsx). */
import { listPath, recordRoute } from '@office/domain/addresses';
import { sectionPages, type FeaturePage } from '../../app/feature-pages';

// The inbox belongs to Processos; a static segment outranks `/lawsuits/:id`, so no lawsuit id can shadow it.
export const pages: FeaturePage[] = sectionPages('lawsuits', [
  { path: listPath('intimations'), load: () => import('./IntimationsPage').then((m) => m.IntimationsPage) },
  { path: recordRoute('intimations'), load: () => import('./IntimationDetailPage').then((m) => m.IntimationDetailPage) },
]);
