/** The pages this feature serves (collected by web/src/app/app-routes.tsx). */
import { listPath, recordRoute, pagePath } from '@office/domain/addresses';
import { sectionPages, type FeaturePage } from '../../app/feature-pages';

// Static segments outrank `/transactions/:id`, so no lançamento id can shadow them.
export const pages: FeaturePage[] = sectionPages('finance', [
  { path: listPath('finance'), load: () => import('./TransactionsPage').then((m) => m.TransactionsPage) },
  { path: recordRoute('finance'), load: () => import('./TransactionDetailPage').then((m) => m.TransactionDetailPage) },
  { path: pagePath('agreementForm'), load: () => import('./AgreementFormPage').then((m) => m.AgreementFormPage) },
  { path: recordRoute('feeAgreements'), load: () => import('./AgreementPage').then((m) => m.AgreementPage) },
  { path: pagePath('transactionImport'), load: () => import('./import/ImportTransactionsPage').then((m) => m.ImportTransactionsPage) },
  { path: pagePath('accounts'), load: () => import('./AccountsPage').then((m) => m.AccountsPage) },
  { path: pagePath('cashFlow'), load: () => import('./CashFlowPage').then((m) => m.CashFlowPage) },
  { path: pagePath('statement'), load: () => import('./StatementPage').then((m) => m.StatementPage) },
  { path: pagePath('hours'), load: () => import('./HoursPage').then((m) => m.HoursPage) },
  { path: pagePath('profitability'), load: () => import('./ProfitabilityPage').then((m) => m.ProfitabilityPage) },
  { path: listPath('charges'), load: () => import('./ChargesPage').then((m) => m.ChargesPage) },
  { path: pagePath('newCharge'), load: () => import('./NewChargePage').then((m) => m.NewChargePage) },
  { path: recordRoute('charges'), load: () => import('./ChargeDetailPage').then((m) => m.ChargeDetailPage) },
]);
