import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChargeDetail, ChargeFile } from '@office/domain/charges';
import type { CallInput } from '@office/domain/contracts';
import { base64ToBlob } from '../lib/base64';
import { call } from '../lib/callable';
import { downloadBlob } from '../lib/download';
import { chargeKeys, dashboardKeys, financeKeys } from './keys';
import { useCallMutation } from './mutation';

export { chargeKeys };

export type ChargeListParams = CallInput<'charges-list'>;

export const chargeQueries = {
  /** One page of charges, latest due first. */
  list: (params: ChargeListParams) =>
    queryOptions({ queryKey: chargeKeys.list(params), queryFn: () => call('charges-list', params), placeholderData: keepPreviousData }),
  /** A charge with its items, QR code and account. */
  detail: (id: string) => queryOptions({ queryKey: chargeKeys.detail(id), queryFn: () => call('charges-get', { id }) }),
};

export function useCharge(id: string) {
  return useQuery(chargeQueries.detail(id));
}

/** A charge's write moves its lançamentos too (marked, freed, paid): their lists, pages, reports and balances. */
const chargeShown = {
  storeAt: (detail: ChargeDetail) => chargeKeys.detail(detail.charge.id),
  refresh: [chargeKeys.lists(), financeKeys.lists(), financeKeys.details(), financeKeys.reports(), financeKeys.accounts(), dashboardKeys.all],
  onConflict: [chargeKeys.details()],
};

export const useCreateCharge = () => useCallMutation('charges-create', chargeShown);
export const useCancelCharge = () => useCallMutation('charges-cancel', chargeShown);
export const useSendCharge = () => useCallMutation('charges-send', chargeShown);
export const usePayCharge = () => useCallMutation('charges-pay', chargeShown);
export const useReverseChargePayment = () => useCallMutation('charges-reversePayment', chargeShown);

async function download(file: ChargeFile): Promise<void> {
  downloadBlob(base64ToBlob(file.dataBase64, file.contentType), file.fileName);
}

/** The charge's PDF, with its QR code, as the client receives it. */
export const downloadChargePdf = async (id: string) => download(await call('charges-pdf', { id }));

/** The receipt (recibo) of one payment of the charge. */
export const downloadChargeReceipt = async (id: string, paymentId: string) => download(await call('charges-receipt', { id, paymentId }));
