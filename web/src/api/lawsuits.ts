import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { invalidate } from './invalidate';
import { clientKeys, dashboardKeys, financeKeys, lawsuitKeys } from './keys';

export { lawsuitKeys };

export type LawsuitListParams = CallInput<'lawsuits-list'>;

export const lawsuitQueries = {
  /** One page of lawsuits with the per-status counts; the client page lists a client's lawsuits with `clientId`. */
  list: (params: LawsuitListParams) =>
    queryOptions({ queryKey: lawsuitKeys.list(params), queryFn: () => call('lawsuits-list', params), placeholderData: keepPreviousData }),
  detail: (id: string) => queryOptions({ queryKey: lawsuitKeys.detail(id), queryFn: () => call('lawsuits-get', { id }) }),
  /** A lawsuit's andamentos, newest first. */
  movements: (lawsuitId: string) =>
    queryOptions({ queryKey: lawsuitKeys.movements(lawsuitId), queryFn: () => call('lawsuits-movements', { lawsuitId, limit: 100 }) }),
};

export function useLawsuit(id: string) {
  return useQuery(lawsuitQueries.detail(id));
}

/**
 * Where a lawsuit shows: the lawsuits lists (the client page reads one filtered by client), the
 * dashboard's counts by status, the client detail (which may summarise its lawsuits), and the lançamentos
 * (which show its number, denormalized).
 */
const lawsuitShownIn = [lawsuitKeys.lists(), dashboardKeys.all, clientKeys.details(), financeKeys.lists(), financeKeys.details()] as const;

export function useCreateLawsuit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'lawsuits-create'>) => call('lawsuits-create', input),
    onSuccess: (created) => {
      client.setQueryData(lawsuitKeys.detail(created.id), created);
      return invalidate(client, ...lawsuitShownIn);
    },
  });
}

export function useUpdateLawsuit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'lawsuits-update'>) => call('lawsuits-update', input),
    onSuccess: (updated) => {
      client.setQueryData(lawsuitKeys.detail(updated.id), updated);
      return invalidate(client, ...lawsuitShownIn);
    },
  });
}

export function useDeleteLawsuit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'lawsuits-delete'>) => call('lawsuits-delete', input),
    onSuccess: (_result, input) => {
      client.removeQueries({ queryKey: lawsuitKeys.detail(input.id) });
      client.removeQueries({ queryKey: lawsuitKeys.movements(input.id) });
      return invalidate(client, ...lawsuitShownIn);
    },
  });
}

export function useAddMovement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'lawsuits-addMovement'>) => call('lawsuits-addMovement', input),
    onSuccess: (movement) => invalidate(client, lawsuitKeys.movements(movement.lawsuitId), lawsuitKeys.detail(movement.lawsuitId), dashboardKeys.all),
  });
}

export function useUpdateMovement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'lawsuits-updateMovement'>) => call('lawsuits-updateMovement', input),
    onSuccess: (movement) => invalidate(client, lawsuitKeys.movements(movement.lawsuitId), lawsuitKeys.detail(movement.lawsuitId)),
  });
}
