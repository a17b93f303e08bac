import { queryOptions, useMutation } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { publicKeys } from './keys';

export const publicQueries = {
  // The office's public details change rarely.
  office: () => queryOptions({ queryKey: publicKeys.office(), queryFn: () => call('publicPages-office', {}), staleTime: 60 * 60 * 1000 }),
};

/** A data subject's removal request (LGPD), sent without signing in: nothing cached shows it. */
export function useRequestRemoval() {
  return useMutation({ mutationFn: (input: CallInput<'publicPages-requestRemoval'>) => call('publicPages-requestRemoval', input) });
}
