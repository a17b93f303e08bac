/** The pages this feature serves (collected by web/src/app/app-routes.tsx). */
import { listPath, pagePath, recordRoute } from '@office/domain/addresses';
import { sectionPages, type FeaturePage } from '../../app/feature-pages';

export const pages: FeaturePage[] = sectionPages('lawsuits', [
  { path: listPath('lawsuits'), load: () => import('./LawsuitsPage').then((m) => m.LawsuitsPage) },
  { path: pagePath('lawsuitImport'), load: () => import('./import/ImportLawsuitsPage').then((m) => m.ImportLawsuitsPage) },
  { path: recordRoute('lawsuits'), load: () => import('./LawsuitDetailPage').then((m) => m.LawsuitDetailPage) },
]);
