import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../lib/callable';
import { searchKeys } from './keys';

export const searchQueries = {
  // The previous term's results stay on screen while the next one's load, so the list does not flicker as one types.
  global: (term: string) =>
    queryOptions({ queryKey: searchKeys.term(term), queryFn: () => call('search-global', { term }), staleTime: 30_000, placeholderData: keepPreviousData }),
};
