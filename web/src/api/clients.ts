import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { invalidate } from './invalidate';
import { clientKeys, dashboardKeys, financeKeys, lawsuitKeys } from './keys';

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

export function useCreateClient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'clients-create'>) => call('clients-create', input),
    onSuccess: (created) => {
      client.setQueryData(clientKeys.detail(created.id), created);
      return invalidate(client, clientKeys.lists(), dashboardKeys.all);
    },
  });
}

export function useUpdateClient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'clients-update'>) => call('clients-update', input),
    onSuccess: (updated) => {
      client.setQueryData(clientKeys.detail(updated.id), updated);
      return invalidate(client, ...clientShownIn);
    },
  });
}

export function useDeleteClient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'clients-delete'>) => call('clients-delete', input),
    onSuccess: (_result, input) => {
      client.removeQueries({ queryKey: clientKeys.detail(input.id) });
      return invalidate(client, ...clientShownIn);
    },
  });
}

/** CSV export: a read, but triggered by a button, so it is a mutation (no cache). */
export function useExportClientsCsv() {
  return useMutation({ mutationFn: (filters: ClientExportFilters) => call('clients-exportCsv', filters) });
}

/** CSV import, step one: what would be imported, and each row's problems. Writes nothing. */
export function usePreviewClientsImport() {
  return useMutation({ mutationFn: (input: CallInput<'clients-importPreview'>) => call('clients-importPreview', input) });
}

export function useImportClientsCsv() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'clients-importCsv'>) => call('clients-importCsv', input),
    onSuccess: () => invalidate(client, clientKeys.all, dashboardKeys.all),
  });
}
