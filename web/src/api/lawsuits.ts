import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import type { Listed, MovementRecord } from '@office/domain';
import { call } from '../lib/callable';
import { isConflict, isNotFound } from '../lib/error-message';
import { invalidate } from './invalidate';
import { clientKeys, dashboardKeys, financeKeys, integrationKeys, lawsuitKeys } from './keys';
import { useCallMutation } from './mutation';

export { lawsuitKeys };

export type LawsuitListParams = CallInput<'lawsuits-list'>;

export const lawsuitQueries = {
  /** One page of lawsuits with the per-status counts; the client page lists a client's lawsuits with `clientId`. */
  list: (params: LawsuitListParams) =>
    queryOptions({ queryKey: lawsuitKeys.list(params), queryFn: () => call('lawsuits-list', params), placeholderData: keepPreviousData }),
  detail: (id: string) => queryOptions({ queryKey: lawsuitKeys.detail(id), queryFn: () => call('lawsuits-get', { id }) }),
  /**
   * A lawsuit's andamentos, newest first, a page at a time ("Carregar mais"): with DataJud's imports a lawsuit
   * can have hundreds. Hidden imported ones come too; the timeline decides whether to show them.
   */
  movements: (lawsuitId: string) =>
    infiniteQueryOptions({
      queryKey: lawsuitKeys.movements(lawsuitId),
      queryFn: ({ pageParam }) => call('lawsuits-movements', { lawsuitId, limit: MOVEMENT_PAGE, after: pageParam }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  /** What DataJud said of the lawsuit at its last check; null when it was never checked. */
  courtData: (lawsuitId: string) => queryOptions({ queryKey: lawsuitKeys.courtData(lawsuitId), queryFn: () => call('lawsuits-courtData', { lawsuitId }) }),
  links: (lawsuitId: string) => queryOptions({ queryKey: lawsuitKeys.links(lawsuitId), queryFn: () => call('lawsuits-links', { lawsuitId }) }),
  // Sobre's areas change rarely: kept for ten minutes.
  practiceAreas: () => queryOptions({ queryKey: lawsuitKeys.practiceAreas(), queryFn: () => call('lawsuits-practiceAreas', {}), staleTime: 10 * 60 * 1000 }),
};

/** Andamentos per page of the timeline. */
export const MOVEMENT_PAGE = 50;

export function useLawsuit(id: string) {
  return useQuery(lawsuitQueries.detail(id));
}

/**
 * Where a lawsuit shows: the lawsuits lists (the client page reads one filtered by client), the
 * dashboard's counts by status, the client detail (which may summarise its lawsuits), and the lançamentos
 * (which show its number, denormalized).
 */
const lawsuitShownIn = [lawsuitKeys.lists(), dashboardKeys.all, clientKeys.details(), financeKeys.lists(), financeKeys.details()] as const;

export const useCreateLawsuit = () => useCallMutation('lawsuits-create', { storeAt: (created) => lawsuitKeys.detail(created.id), refresh: lawsuitShownIn });

export const useUpdateLawsuit = () => useCallMutation('lawsuits-update', { storeAt: (updated) => lawsuitKeys.detail(updated.id), refresh: lawsuitShownIn });

export const useDeleteLawsuit = () =>
  useCallMutation('lawsuits-delete', {
    drop: ({ id }) => [lawsuitKeys.detail(id), lawsuitKeys.movements(id), lawsuitKeys.courtData(id)],
    refresh: lawsuitShownIn,
  });

// The lists show each lawsuit's last andamento.
export const useAddMovement = () =>
  useCallMutation('lawsuits-addMovement', {
    refresh: (movement) => [lawsuitKeys.movements(movement.lawsuitId), lawsuitKeys.detail(movement.lawsuitId), lawsuitKeys.lists(), dashboardKeys.all],
  });

export const useUpdateMovement = () =>
  useCallMutation('lawsuits-updateMovement', {
    refresh: (movement) => [lawsuitKeys.movements(movement.lawsuitId), lawsuitKeys.detail(movement.lawsuitId), lawsuitKeys.lists()],
  });

/** Both lawsuits of a link list it: every page of links is read again. */
export const useLinkLawsuits = () => useCallMutation('lawsuits-link', { refresh: [lawsuitKeys.linkLists()] });
export const useUnlinkLawsuits = () => useCallMutation('lawsuits-unlink', { refresh: [lawsuitKeys.linkLists()] });

/** The callable may run up to 180 s (its function's timeout); usually it answers within a minute. */
const LAWSUIT_SYNC_TIMEOUT_MS = 180_000;

/**
 * "Atualizar andamentos": asks DataJud for this lawsuit now (up to a minute). Whatever the answer, even a
 * failure or a timeout (the server may have imported part of it), the timeline and the court data are read
 * again, as is the Integrações page's list of runs.
 */
export function useSyncMovements() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'lawsuits-syncMovements'>) => call('lawsuits-syncMovements', input, { timeoutMs: LAWSUIT_SYNC_TIMEOUT_MS }),
    onSuccess: (result, input) => {
      if (result.courtData) client.setQueryData(lawsuitKeys.courtData(input.lawsuitId), result.courtData);
    },
    onSettled: (_result, _error, input) =>
      invalidate(client, lawsuitKeys.movements(input.lawsuitId), lawsuitKeys.courtData(input.lawsuitId), integrationKeys.all),
  });
}

/** Puts one andamento, as the server now has it, in the timeline's loaded pages (no refetch of hundreds). */
function replaceMovement(client: QueryClient, movement: Listed<MovementRecord>): void {
  client.setQueryData(lawsuitQueries.movements(movement.lawsuitId).queryKey, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.id === movement.id ? movement : item)) })) } : data,
  );
}

/**
 * Hides an imported andamento from the timeline, or shows it again (`lawsuitId` only says which timeline to
 * update). A conflict means someone changed it meanwhile: the timeline is read again.
 */
export function useSetMovementHidden() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lawsuitId: _lawsuitId, ...input }: CallInput<'lawsuits-setMovementHidden'> & { lawsuitId: string }) =>
      call('lawsuits-setMovementHidden', input),
    onSuccess: (movement) => {
      replaceMovement(client, movement);
      // A hidden andamento is not the list's "último andamento".
      return invalidate(client, lawsuitKeys.lists());
    },
    onError: (failure, input) => {
      if (isConflict(failure) || isNotFound(failure)) {
        return invalidate(client, lawsuitKeys.movements(input.lawsuitId));
      }
    },
  });
}
