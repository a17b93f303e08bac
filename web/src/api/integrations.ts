import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import type { IntegrationId } from '@office/domain/integrations';
import { call } from '../lib/callable';
import { invalidate } from './invalidate';
import { integrationKeys, intimationKeys, lawsuitKeys } from './keys';
import { useCallMutation } from './mutation';

/** Runs per "Carregar mais" of an integration's history. */
export const RUN_PAGE_SIZE = 20;
/** A sync reads every active lawsuit or every inscription: the server allows it 9 minutes, the browser waits as long. */
const SYNC_TIMEOUT_MS = 560_000;
/** About when a sync's run is on record after it was asked for. */
const RUN_RECORDED_MS = 1_500;

export const integrationQueries = {
  /** DataJud and the DJEN: configuration, state and newest runs. */
  overview: () => queryOptions({ queryKey: integrationKeys.overview(), queryFn: () => call('integrations-list', {}) }),
  runs: (params: CallInput<'integrations-runs'>) => queryOptions({ queryKey: integrationKeys.runs(params), queryFn: () => call('integrations-runs', params) }),
  /** An integration's whole run history, newest first, one page per "Carregar mais". */
  runPages: (integration: IntegrationId) =>
    infiniteQueryOptions({
      queryKey: integrationKeys.runs({ integration, limit: RUN_PAGE_SIZE, pages: true }),
      queryFn: ({ pageParam }) => call('integrations-runs', { integration, limit: RUN_PAGE_SIZE, after: pageParam }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
};

/** Saving a configuration answers with the whole overview: the page shows it at once; a stale save reads it again. */
const settingsSaved = { storeAt: () => integrationKeys.overview(), onConflict: [integrationKeys.overview()] };

/** Administrators: DataJud's API key (a new key clears "chave recusada"). */
export const useUpdateDatajud = () => useCallMutation('integrations-updateDatajud', settingsSaved);

/** Administrators: the OAB inscriptions the DJEN sync reads. */
export const useUpdateDjen = () => useCallMutation('integrations-updateDjen', settingsSaved);

/**
 * "Sincronizar agora" answers with the finished run. What a run writes shows elsewhere too: the andamentos
 * and DataJud's data on the lawsuits (DataJud), the Intimações inbox (DJEN). A refusal ("já há uma
 * sincronização em andamento") or a failure also reads the integrations again: the run may be recorded.
 */
function syncDone(client: QueryClient) {
  return {
    // The run is recorded as it starts: read the page again shortly, so it shows "em andamento" (and keeps asking while it runs).
    onMutate: () => {
      setTimeout(() => void invalidate(client, integrationKeys.overview()), RUN_RECORDED_MS);
    },
    onSuccess: () => invalidate(client, integrationKeys.all, intimationKeys.all, lawsuitKeys.movementLists(), lawsuitKeys.courtDataAll()),
    onError: () => invalidate(client, integrationKeys.all),
  };
}

export function useSyncDatajud() {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => call('integrations-syncDatajud', {}, { timeoutMs: SYNC_TIMEOUT_MS }), ...syncDone(client) });
}

export function useSyncDjen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'integrations-syncDjen'>) => call('integrations-syncDjen', input, { timeoutMs: SYNC_TIMEOUT_MS }),
    ...syncDone(client),
  });
}
