import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { invalidate } from './invalidate';
import { aboutKeys, publicKeys } from './keys';

export const aboutQueries = {
  profile: () => queryOptions({ queryKey: aboutKeys.profile(), queryFn: () => call('about-get', {}) }),
  /** The team in page order, with the office's areas of practice and their version. */
  team: () => queryOptions({ queryKey: aboutKeys.team(), queryFn: () => call('about-team', {}) }),
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

/** A member's write changes the team as the page orders it (a new name or role moves the card): read it again. */
function useMemberWrite<N extends 'about-createMember' | 'about-updateMember' | 'about-deleteMember'>(name: N) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: CallInput<N>) => call(name, input), onSuccess: () => invalidate(client, aboutKeys.team()) });
}

export const useCreateMember = () => useMemberWrite('about-createMember');
export const useUpdateMember = () => useMemberWrite('about-updateMember');
export const useDeleteMember = () => useMemberWrite('about-deleteMember');

/** The areas of practice, saved whole: the answer is the whole team state, with the areas' new version. */
export function useUpdateAreas() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'about-updateAreas'>) => call('about-updateAreas', input),
    onSuccess: (state) => client.setQueryData(aboutKeys.team(), state),
  });
}

/** Re-reads the team and the areas after a conflict, bypassing the cache. */
export function useFetchTeam() {
  const client = useQueryClient();
  return () => client.fetchQuery({ ...aboutQueries.team(), staleTime: 0 });
}
