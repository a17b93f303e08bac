import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/callable';
import { invalidate } from './invalidate';
import { portalDocKeys } from './keys';
import { useCallMutation } from './mutation';

export const portalDocQueries = {
  /** Which files of a record are shared with the client, and which version. */
  shares: (folder: string) => queryOptions({ queryKey: portalDocKeys.shares(folder), queryFn: () => call('portalDocs-shares', { folder }) }),
  /** Clientes: the documents asked of one client. */
  requests: (clientId: string) => queryOptions({ queryKey: portalDocKeys.requests(clientId), queryFn: () => call('portalDocs-requests', { clientId }) }),
  /** A client account: the files shared with them and the documents the office waits for. */
  mine: () => queryOptions({ queryKey: portalDocKeys.mine(), queryFn: () => call('portalDocs-mine', {}) }),
};

export const useShareFile = (folder: string) =>
  useCallMutation('portalDocs-share', { refresh: [portalDocKeys.shares(folder)], onConflict: [portalDocKeys.shares(folder)] });
export const useUnshareFile = (folder: string) =>
  useCallMutation('portalDocs-unshare', { refresh: [portalDocKeys.shares(folder)], onConflict: [portalDocKeys.shares(folder)] });

export const useCreateDocumentRequest = () => useCallMutation('portalDocs-requestCreate', { refresh: (a) => [portalDocKeys.requests(a.clientId)] });
export const useCancelDocumentRequest = () =>
  useCallMutation('portalDocs-requestCancel', { refresh: (a) => [portalDocKeys.requests(a.clientId)], onConflict: [portalDocKeys.all] });

/** The client's list after an upload into a request (it goes over HTTP, not through a callable). */
export function useRefreshPortalDocuments(): () => Promise<void> {
  const client = useQueryClient();
  return () => invalidate(client, portalDocKeys.mine());
}
