import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { articleKeys } from './keys';

export const articleQueries = {
  list: (params: CallInput<'articles-list'>) =>
    queryOptions({ queryKey: articleKeys.list(params), queryFn: () => call('articles-list', params), placeholderData: keepPreviousData }),
};
