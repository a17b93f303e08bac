import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import type { TransactionDetail } from '@office/domain/finance';
import { call } from '../lib/callable';
import { dashboardKeys, financeKeys, lawsuitKeys } from './keys';
import { useCallMutation } from './mutation';

export { financeKeys };

export type FinanceListParams = CallInput<'finance-list'>;

export const financeQueries = {
  /** One page of lançamentos with the totals of the whole filter (a receber, recebido, a pagar, pago, vencidos). */
  list: (params: FinanceListParams) =>
    queryOptions({ queryKey: financeKeys.list(params), queryFn: () => call('finance-list', params), placeholderData: keepPreviousData }),
  /** A lançamento with its payments (newest first) and the other members of its series. */
  detail: (id: string) => queryOptions({ queryKey: financeKeys.detail(id), queryFn: () => call('finance-get', { id }) }),
  /** Every bank account with its current balance. */
  accounts: () => queryOptions({ queryKey: financeKeys.accounts(), queryFn: () => call('finance-accounts', {}) }),
  /** 12 months received and paid up to `month` (this month when null), 3 projected, and the accounts' balance. */
  cashFlow: (month: string | null) =>
    queryOptions({ queryKey: financeKeys.cashFlow(month), queryFn: () => call('finance-cashFlow', { month }), placeholderData: keepPreviousData }),
  /** Lançamentos due in the months from `from` to `to` (YYYY-MM), per type and category. */
  categories: (params: CallInput<'finance-categories'>) =>
    queryOptions({ queryKey: financeKeys.categories(params), queryFn: () => call('finance-categories', params), placeholderData: keepPreviousData }),
  /** A client's prestação de contas for a period. */
  statement: (params: CallInput<'finance-statement'>) =>
    queryOptions({ queryKey: financeKeys.statement(params), queryFn: () => call('finance-statement', params) }),
  /** The office's plan of accounts: the categories the lançamento form and the list's filter offer. */
  categoryPlan: () => queryOptions({ queryKey: financeKeys.categoryPlan(), queryFn: () => call('finance-categoryPlan', {}) }),
  /** A client's lawsuits by number and parties, for linking a lançamento without Processos. */
  lawsuitChoices: (clientId: string) =>
    queryOptions({ queryKey: lawsuitKeys.financeChoices(clientId), queryFn: () => call('finance-lawsuitChoices', { clientId }) }),
};

export function useTransaction(id: string) {
  return useQuery(financeQueries.detail(id));
}

export function useAccounts(enabled = true) {
  return useQuery({ ...financeQueries.accounts(), enabled });
}

/**
 * Where a lançamento shows: the lists (also the client's and the lawsuit's pages, filtered), the details (a
 * series member's page lists its siblings), the cash flow, categories and statements that sum it, and the
 * dashboard's receivables. A payment also moves a balance.
 */
const transactionShownIn = [financeKeys.lists(), financeKeys.details(), financeKeys.reports(), dashboardKeys.all] as const;

/** A write answered with the lançamento's page as it is now: shown at once, and everything that sums it refreshed. */
const detailShown = {
  storeAt: (detail: TransactionDetail) => financeKeys.detail(detail.transaction.id),
  refresh: [...transactionShownIn, financeKeys.accounts()],
  // Someone else changed the lançamento: the page shows the current data behind the refusal.
  onConflict: [financeKeys.details()],
};

export const useCreateTransaction = () => useCallMutation('finance-create', { refresh: transactionShownIn });

export const useUpdateTransaction = () => useCallMutation('finance-update', { refresh: transactionShownIn, onConflict: detailShown.onConflict });

export const useDeleteTransaction = () =>
  useCallMutation('finance-delete', { drop: (input) => [financeKeys.detail(input.id)], refresh: transactionShownIn, onConflict: detailShown.onConflict });

export const useCancelTransaction = () => useCallMutation('finance-cancel', detailShown);

export const usePayTransaction = () => useCallMutation('finance-pay', detailShown);

export const useReversePayment = () => useCallMutation('finance-reverse', detailShown);

// An opening balance moves the cash flow's "saldo em contas".
export const useCreateAccount = () => useCallMutation('finance-createAccount', { refresh: [financeKeys.accounts(), financeKeys.cashFlows()] });

// A renamed account shows under its new name on the payments of every lançamento's page; a deactivated one
// leaves the cash flow's balance.
export const useUpdateAccount = () =>
  useCallMutation('finance-updateAccount', { refresh: [financeKeys.accounts(), financeKeys.details(), financeKeys.cashFlows()] });

/** A transfer answers with every account's new balance. Only active accounts count in the cash flow's balance: a transfer from an inactive one moves it. */
export const useTransfer = () =>
  useCallMutation('finance-transfer', { storeAt: () => financeKeys.accounts(), refresh: [financeKeys.accounts(), financeKeys.cashFlows()] });

/** The list's filters as CSV (the whole filter, not only the page shown). */
export const useExportTransactionsCsv = () => useCallMutation('finance-exportCsv');
