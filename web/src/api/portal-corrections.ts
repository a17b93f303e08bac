import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/callable';
import { portalCorrectionKeys } from './keys';
import { useCallMutation } from './mutation';

export const portalCorrectionQueries = {
  /** Clientes: one client's requests to correct their data. */
  list: (clientId: string) => queryOptions({ queryKey: portalCorrectionKeys.list(clientId), queryFn: () => call('portalCorrections-list', { clientId }) }),
  /** A client account: its own requests and the office's answers. */
  mine: () => queryOptions({ queryKey: portalCorrectionKeys.mine(), queryFn: () => call('portalCorrections-mine', {}) }),
};

export const useRequestCorrection = () => useCallMutation('portalCorrections-request', { refresh: [portalCorrectionKeys.mine()] });
export const useResolveCorrection = () =>
  useCallMutation('portalCorrections-resolve', { refresh: (answer) => [portalCorrectionKeys.list(answer.clientId)], onConflict: [portalCorrectionKeys.all] });
