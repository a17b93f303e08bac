import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/callable';
import { portalKeys } from './keys';

export const portalMoneyQueries = {
  /** A client account: "Sua conta", the prestação de contas and charges of the clients it follows. */
  money: () => queryOptions({ queryKey: portalKeys.money(), queryFn: () => call('portal-money', {}) }),
};
