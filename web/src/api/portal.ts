import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/callable';
import { portalKeys } from './keys';
import { useCallMutation } from './mutation';

export const portalQueries = {
  /** Clientes: the portal accounts of one client. */
  accounts: (clientId: string) => queryOptions({ queryKey: portalKeys.accounts(clientId), queryFn: () => call('portal-accounts', { clientId }) }),
  /** A client account: who is signed in and the clients they follow. */
  me: () => queryOptions({ queryKey: portalKeys.me(), queryFn: () => call('portal-me', {}) }),
};

export const useInvitePortalAccount = () => useCallMutation('portal-invite', { refresh: (answer) => [portalKeys.accounts(answer.clientId)] });
export const useRevokePortalAccount = () =>
  useCallMutation('portal-revoke', { refresh: (answer) => [portalKeys.accounts(answer.clientId)], onConflict: [portalKeys.all] });
