import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { useSession } from '../lib/session-context';
import { invalidate } from './invalidate';
import { directoryKeys, staffKeys } from './keys';
import { useCallMutation, useWrite } from './mutation';

export type StaffListParams = CallInput<'staff-list'>;

export const staffQueries = {
  list: (params: StaffListParams) => queryOptions({ queryKey: staffKeys.list(params), queryFn: () => call('staff-list', params) }),
  pending: () => queryOptions({ queryKey: staffKeys.pending(), queryFn: () => call('staff-pending', {}) }),
};

/** The team list and the name pickers; one's own access changes the session's menu and guards. */
function useAfterStaffChange(): (uid: string) => Promise<void> {
  const client = useQueryClient();
  const session = useSession();
  return async (uid) => {
    await Promise.all([invalidate(client, staffKeys.lists(), directoryKeys.all), uid === session.user?.uid ? session.reload() : undefined]);
  };
}

function useStaffMutation<N extends 'staff-setScopes' | 'staff-setAdmin' | 'staff-setDisabled' | 'staff-restoreAccess'>(name: N) {
  const after = useAfterStaffChange();
  return useMutation({
    mutationFn: (input: CallInput<N>) => call(name, input),
    onSuccess: (_member, input) => after(input.uid),
  });
}

export const useSetStaffScopes = () => useStaffMutation('staff-setScopes');
export const useSetStaffAdmin = () => useStaffMutation('staff-setAdmin');
export const useSetStaffDisabled = () => useStaffMutation('staff-setDisabled');
export const useRestoreStaffAccess = () => useStaffMutation('staff-restoreAccess');

export const useCreateStaff = () => useCallMutation('staff-create', { refresh: [staffKeys.lists(), staffKeys.pending(), directoryKeys.all] });

export const useDeclineRegistration = () => useWrite((uid: string) => call('staff-decline', { uid }), { storeAt: () => staffKeys.pending() });
