import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { clientKeys, dashboardKeys, financeKeys, lawsuitKeys } from './keys';
import { useCallMutation } from './mutation';

export { clientKeys };

export type ClientListParams = CallInput<'clients-list'>;
export type ClientExportFilters = CallInput<'clients-exportCsv'>;

export const clientQueries = {
  /** One page of the clients list; the previous page stays on screen while the next loads. */
  list: (params: ClientListParams) =>
    queryOptions({ queryKey: clientKeys.list(params), queryFn: () => call('clients-list', params), placeholderData: keepPreviousData }),
  /** The client picker: the first matches of a name or document prefix. */
  search: (term: string) => clientQueries.list({ search: term || null, limit: 8 }),
  detail: (id: string) => queryOptions({ queryKey: clientKeys.detail(id), queryFn: () => call('clients-get', { id }) }),
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
