import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { integrationKeys } from './keys';

export const integrationQueries = {
  list: (params: CallInput<'integrations-list'>) =>
    queryOptions({ queryKey: integrationKeys.list(params), queryFn: () => call('integrations-list', params), placeholderData: keepPreviousData }),
};
