import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { useSession } from '../lib/session-context';
import { invalidate } from './invalidate';
import { directoryKeys, sessionKeys } from './keys';

/** One's own name and phone; the session re-reads its record and the team's names show the new name. */
export function useUpdateProfile() {
  const client = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: (input: CallInput<'profile-update'>) => call('profile-update', input),
    onSuccess: async () => {
      await Promise.all([session.reload(), invalidate(client, sessionKeys.all, directoryKeys.all)]);
    },
  });
}

export function useSetProfilePhoto() {
  const client = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: (input: CallInput<'profile-setPhoto'>) => call('profile-setPhoto', input),
    onSuccess: async () => {
      await Promise.all([session.reload(), invalidate(client, sessionKeys.all)]);
    },
  });
}
