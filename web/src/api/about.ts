import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { invalidate } from './invalidate';
import { aboutKeys, publicKeys } from './keys';

export const aboutQueries = {
  profile: () => queryOptions({ queryKey: aboutKeys.profile(), queryFn: () => call('about-get', {}) }),
};

/** The office profile: the answer is the new profile; the public privacy page prints it too. */
export function useUpdateAbout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'about-update'>) => call('about-update', input),
    onSuccess: (saved) => {
      client.setQueryData(aboutKeys.profile(), saved);
      return invalidate(client, publicKeys.all);
    },
  });
}

/** Re-reads the profile after a conflict, bypassing the cache. */
export function useFetchAbout() {
  const client = useQueryClient();
  return () => client.fetchQuery({ ...aboutQueries.profile(), staleTime: 0 });
}
