import { infiniteQueryOptions, keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import type { IntimationRecord } from '@office/domain/integrations';
import type { INTIMATION_MATCH_FILTERS, INTIMATION_READ_FILTERS, PROPOSED_KIND_FILTERS } from '@office/domain/intimation-worklist';
import type { IntimationTriageFilter } from '@office/domain/intimation-triage';
import type { Listed } from '@office/domain/lists';
import { call } from '../lib/callable';
import { agendaKeys, dashboardKeys, intimationKeys } from './keys';
import { useCallMutation, useWrite } from './mutation';

export { intimationKeys };

/** The worklist's filters (what the address holds): everything of 'intimations-list' but the page. */
export interface IntimationFilters {
  /** A monitored term's key (an inscription: `SP-123456`, djenOabKey). */
  oab?: string | null;
  tribunal?: string | null;
  kind?: string | null;
  read?: (typeof INTIMATION_READ_FILTERS)[number] | null;
  matched?: (typeof INTIMATION_MATCH_FILTERS)[number] | null;
  /** Situação: a tratar, tratadas, encaminhadas a mim. */
  triage?: IntimationTriageFilter | null;
  /** Whose it is: a staff uid. */
  owner?: string | null;
  proposedKind?: (typeof PROPOSED_KIND_FILTERS)[number] | null;
  /** "Com prazo provável". */
  likelyPrazo?: boolean | null;
}

/** How many intimações one "Carregar mais" brings. */
export const INTIMATION_PAGE_SIZE = 25;

export const intimationQueries = {
  /**
   * The worklist, newest first, one page after the other ("Carregar mais"): each page also carries the counts,
   * the filter choices and the last DJEN run. The previous filter's pages stay on screen while a new filter loads.
   */
  list: (filters: IntimationFilters, limit = INTIMATION_PAGE_SIZE) =>
    infiniteQueryOptions({
      queryKey: intimationKeys.list({ ...filters, limit, pages: true }),
      queryFn: ({ pageParam }) => call('intimations-list', { ...filters, limit, after: pageParam }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      placeholderData: keepPreviousData,
    }),
  /** The office's unread count (and whether anything was ever fetched), for the tab on Processos: one item read. */
  summary: () =>
    queryOptions({
      queryKey: intimationKeys.list({ limit: 1, summary: true }),
      queryFn: () => call('intimations-list', { limit: 1 }),
      refetchOnWindowFocus: true,
    }),
  detail: (id: string) => queryOptions({ queryKey: intimationKeys.detail(id), queryFn: () => call('intimations-get', { id }) }),
};

/** The office's unread intimações, 0 until known. */
export function useUnreadIntimations(enabled = true): number {
  return useQuery({ ...intimationQueries.summary(), enabled }).data?.unread ?? 0;
}

/** Marks an intimação read (for the whole office) or unread again; the server refuses a stale version. */
export const useSetIntimationRead = () =>
  useCallMutation('intimations-setRead', { storeAt: (intimation) => intimationKeys.detail(intimation.id), refresh: [intimationKeys.lists()] });

type TriageCallable = 'intimations-acknowledge' | 'intimations-forward' | 'intimations-reopen';

/** A triage change: the intimação as stored, the inbox and the home page's "a tratar" read again. */
const useTriage = <N extends TriageCallable>(name: N) =>
  // Every triage callable answers the intimação as stored.
  useWrite((input: CallInput<N>) => call(name, input) as Promise<Listed<IntimationRecord>>, {
    storeAt: (intimation) => intimationKeys.detail(intimation.id),
    refresh: [intimationKeys.lists(), dashboardKeys.all],
  });

/** "Sem prazo (ciente)", with the reason. */
export const useAcknowledgeIntimation = () => useTriage('intimations-acknowledge');
/** "Encaminhar" to a colleague who reads Processos. */
export const useForwardIntimation = () => useTriage('intimations-forward');
/** "Reabrir": a tratar again. */
export const useReopenIntimation = () => useTriage('intimations-reopen');

/**
 * A bulk action over the selected rows (ciente, encaminhar, aceitar): each row done or refused on its own. The
 * worklist, the intimações opened before, the home page and (after accepting) the agenda are read again.
 */
export const useBulkIntimations = () => useCallMutation('intimations-bulk', { refresh: [intimationKeys.all, dashboardKeys.all, agendaKeys.all] });

/** "Aceitar proposta": the actions (as edited) become prazos and agenda entries; the intimação is stored as answered. */
export function useAcceptProposal() {
  const client = useQueryClient();
  return useWrite(
    async (input: CallInput<'intimations-accept'>) => {
      const result = await call('intimations-accept', input);
      // The answer carries the intimação as stored: its page shows it at once.
      client.setQueryData(intimationKeys.detail(result.intimation.id), result.intimation);
      return result;
    },
    { refresh: [intimationKeys.lists(), dashboardKeys.all, agendaKeys.all] },
  );
}
