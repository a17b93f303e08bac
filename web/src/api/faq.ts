import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { faqKeys } from './keys';

export const faqQueries = {
  list: (params: CallInput<'faq-list'>) =>
    queryOptions({ queryKey: faqKeys.list(params), queryFn: () => call('faq-list', params), placeholderData: keepPreviousData }),
};
