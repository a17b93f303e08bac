import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { financeKeys } from './keys';

export type FinanceListParams = CallInput<'finance-list'>;

export const financeQueries = {
  list: (params: FinanceListParams) =>
    queryOptions({ queryKey: financeKeys.list(params), queryFn: () => call('finance-list', params), placeholderData: keepPreviousData }),
};
