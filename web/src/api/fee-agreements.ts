import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { dashboardKeys, economicIndexKeys, feeAgreementKeys, financeKeys } from './keys';
import { useCallMutation } from './mutation';

export { feeAgreementKeys };

export const feeAgreementQueries = {
  /** A client's agreements (vigentes first). */
  list: (params: CallInput<'feeAgreements-list'>) =>
    queryOptions({ queryKey: feeAgreementKeys.list(params), queryFn: () => call('feeAgreements-list', params) }),
  /** One agreement with its versions, results, acts and lançamentos. */
  detail: (id: string) => queryOptions({ queryKey: feeAgreementKeys.detail(id), queryFn: () => call('feeAgreements-get', { id }) }),
  /** The lançamentos a form's terms would make (nothing is saved). */
  preview: (params: CallInput<'feeAgreements-preview'>) =>
    queryOptions({ queryKey: feeAgreementKeys.preview(params), queryFn: () => call('feeAgreements-preview', params), placeholderData: keepPreviousData }),
  /** The office's table of monthly IPCA and IGP-M rates. */
  indexes: () => queryOptions({ queryKey: economicIndexKeys.all, queryFn: () => call('feeAgreements-indexes', {}) }),
};

/** An agreement's write moves its lançamentos: the lists, pages and reports that show them. */
const agreementShown = {
  // The answer holds the agreement and a summary: the page reads the agreement afresh.
  refresh: [feeAgreementKeys.lists(), feeAgreementKeys.details(), financeKeys.lists(), financeKeys.details(), financeKeys.reports(), dashboardKeys.all],
  onConflict: [feeAgreementKeys.details()],
};

export const useCreateAgreement = () => useCallMutation('feeAgreements-create', agreementShown);
export const useUpdateAgreement = () => useCallMutation('feeAgreements-update', agreementShown);
export const useEndAgreement = () => useCallMutation('feeAgreements-end', agreementShown);
export const useGenerateAgreement = () => useCallMutation('feeAgreements-generate', agreementShown);
export const useRecordSuccess = () => useCallMutation('feeAgreements-recordSuccess', agreementShown);
/** From the lawsuit's page (Processos): the result; the fees land in Financeiro's lists, which may be open too. */
export const useRecordLawsuitResult = () =>
  useCallMutation('feeAgreements-recordResult', { refresh: [feeAgreementKeys.all, financeKeys.lists(), financeKeys.details(), dashboardKeys.all] });
export const useReceiveForClient = () =>
  useCallMutation('feeAgreements-receiveForClient', {
    refresh: [feeAgreementKeys.all, financeKeys.lists(), financeKeys.details(), financeKeys.reports(), financeKeys.accounts(), dashboardKeys.all],
  });
export const useUpdateIndexes = () =>
  useCallMutation('feeAgreements-updateIndexes', { storeAt: () => economicIndexKeys.all, onConflict: [economicIndexKeys.all] });
