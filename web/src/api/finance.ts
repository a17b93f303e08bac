import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import type { TransactionDetail } from '@office/domain/finance';
import { call } from '../lib/callable';
import { invalidate } from './invalidate';
import { dashboardKeys, financeKeys } from './keys';
import { isConflict } from '../lib/error-message';

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

/** Someone else changed the lançamento: the page shows the current data behind the refusal. */
function refreshOnConflict(client: QueryClient) {
  return (failure: unknown) => {
    if (isConflict(failure)) void invalidate(client, financeKeys.details());
  };
}

/** The answer is the lançamento's page as it is now: shown at once, and everything that sums it refreshed. */
function showDetail(client: QueryClient, detail: TransactionDetail): Promise<void> {
  client.setQueryData(financeKeys.detail(detail.transaction.id), detail);
  return invalidate(client, ...transactionShownIn, financeKeys.accounts());
}

export function useCreateTransaction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'finance-create'>) => call('finance-create', input),
    onSuccess: () => invalidate(client, ...transactionShownIn),
  });
}

export function useUpdateTransaction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'finance-update'>) => call('finance-update', input),
    onSuccess: () => invalidate(client, ...transactionShownIn),
    onError: refreshOnConflict(client),
  });
}

export function useDeleteTransaction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'finance-delete'>) => call('finance-delete', input),
    onSuccess: (_result, input) => {
      client.removeQueries({ queryKey: financeKeys.detail(input.id) });
      return invalidate(client, ...transactionShownIn);
    },
    onError: refreshOnConflict(client),
  });
}

export function useCancelTransaction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'finance-cancel'>) => call('finance-cancel', input),
    onSuccess: (detail) => showDetail(client, detail),
    onError: refreshOnConflict(client),
  });
}

export function usePayTransaction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'finance-pay'>) => call('finance-pay', input),
    onSuccess: (detail) => showDetail(client, detail),
    onError: refreshOnConflict(client),
  });
}

export function useReversePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'finance-reverse'>) => call('finance-reverse', input),
    onSuccess: (detail) => showDetail(client, detail),
    onError: refreshOnConflict(client),
  });
}

export function useCreateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'finance-createAccount'>) => call('finance-createAccount', input),
    // An opening balance moves the cash flow's "saldo em contas".
    onSuccess: () => invalidate(client, financeKeys.accounts(), financeKeys.cashFlows()),
  });
}

export function useUpdateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'finance-updateAccount'>) => call('finance-updateAccount', input),
    // A renamed account shows under its new name on the payments of every lançamento's page; a deactivated
    // one leaves the cash flow's balance.
    onSuccess: () => invalidate(client, financeKeys.accounts(), financeKeys.details(), financeKeys.cashFlows()),
  });
}

/** A transfer answers with every account's new balance. */
export function useTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'finance-transfer'>) => call('finance-transfer', input),
    onSuccess: (accounts) => {
      client.setQueryData(financeKeys.accounts(), accounts);
      // Only active accounts count in the cash flow's balance: a transfer from an inactive one moves it.
      return invalidate(client, financeKeys.accounts(), financeKeys.cashFlows());
    },
  });
}

/** The list's filters as CSV (the whole filter, not only the page shown). */
export function useExportTransactionsCsv() {
  return useMutation({ mutationFn: (filters: CallInput<'finance-exportCsv'>) => call('finance-exportCsv', filters) });
}
