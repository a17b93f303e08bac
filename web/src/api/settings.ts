import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { invalidate } from './invalidate';
import { dashboardKeys, removalKeys } from './keys';

export type RemovalListParams = CallInput<'settings-removalRequests'>;

export const removalQueries = {
  list: (params: RemovalListParams) =>
    queryOptions({ queryKey: removalKeys.list(params), queryFn: () => call('settings-removalRequests', params), placeholderData: keepPreviousData }),
};

export function useResolveRemoval() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'settings-resolveRemoval'>) => call('settings-resolveRemoval', input),
    onSuccess: () => invalidate(client, removalKeys.lists(), dashboardKeys.all),
  });
}
