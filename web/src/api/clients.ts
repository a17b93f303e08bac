import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import type { ConflictReport } from '@office/domain';
import { call } from '../lib/callable';
import { clientKeys, dashboardKeys, financeKeys, lawsuitKeys } from './keys';
import { useCallMutation } from './mutation';

export { clientKeys };

export type ClientListParams = CallInput<'clients-list'>;
export type ClientExportFilters = CallInput<'clients-exportCsv'>;
export type ConflictCheckParams = CallInput<'clients-checkConflicts'>;
/** A conflict check's answer with the parties it answers for (`hit.party` indexes them), so a kept previous answer still names its own. */
export type ConflictCheck = ConflictReport & { checked: ConflictCheckParams['parties'] };

export const clientQueries = {
  /** One page of the clients list; the previous page stays on screen while the next loads. */
  list: (params: ClientListParams) =>
    queryOptions({ queryKey: clientKeys.list(params), queryFn: () => call('clients-list', params), placeholderData: keepPreviousData }),
  /** The client picker: the first matches of a name or document prefix. */
  search: (term: string) => clientQueries.list({ search: term || null, limit: 8 }),
  detail: (id: string) => queryOptions({ queryKey: clientKeys.detail(id), queryFn: () => call('clients-get', { id }) }),
  /**
   * Whether the parties are on the other side of the office's clients or cases (conflict of interest). Read fresh
   * each time it is asked; the previous answer stays on screen while the next one loads.
   */
  conflicts: (params: ConflictCheckParams) =>
    queryOptions({
      queryKey: clientKeys.conflicts(params),
      queryFn: async (): Promise<ConflictCheck> => ({ ...(await call('clients-checkConflicts', params)), checked: params.parties }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
};

export function useClient(id: string) {
  return useQuery(clientQueries.detail(id));
}

/** The lawsuits and lançamentos show the client's name (denormalized), so a rename or removal refreshes them too. */
const clientShownIn = [clientKeys.lists(), dashboardKeys.all, lawsuitKeys.lists(), lawsuitKeys.details(), financeKeys.lists(), financeKeys.details()] as const;

export const useCreateClient = () =>
  useCallMutation('clients-create', { storeAt: (created) => clientKeys.detail(created.id), refresh: [clientKeys.lists(), dashboardKeys.all] });

export const useUpdateClient = () => useCallMutation('clients-update', { storeAt: (updated) => clientKeys.detail(updated.id), refresh: clientShownIn });

export const useDeleteClient = () => useCallMutation('clients-delete', { drop: (input) => [clientKeys.detail(input.id)], refresh: clientShownIn });

/** CSV export: a read, but triggered by a button, so it is a mutation (no cache). */
export const useExportClientsCsv = () => useCallMutation('clients-exportCsv');

/** CSV import, step one: what would be imported, and each row's problems. Writes nothing. */
export const usePreviewClientsImport = () => useCallMutation('clients-importPreview');

export const useImportClientsCsv = () => useCallMutation('clients-importCsv', { refresh: [clientKeys.all, dashboardKeys.all] });
