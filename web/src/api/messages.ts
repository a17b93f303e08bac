import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { messageKeys } from './keys';

export const messageQueries = {
  list: (params: CallInput<'messages-list'>) =>
    queryOptions({ queryKey: messageKeys.list(params), queryFn: () => call('messages-list', params), placeholderData: keepPreviousData }),
};
