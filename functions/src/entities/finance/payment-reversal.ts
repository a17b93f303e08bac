import { settle, type PaymentRecord, type TransactionRecord } from '@office/domain';
import type { StoredDoc } from '../../store/port';
import type { PaymentChange, TransactionChange } from './transaction-write';

export interface Reversal {
  at: string;
  by: string;
  reason: string;
}

/**
 * The estorno of one baixa: the payment stays in the history marked reversed (it stops counting in its account's
 * balance), and its lançamento owes that amount again. The changes for transactionWrite, on the versions read.
 */
export function baixaReversal(
  payment: StoredDoc<PaymentRecord>,
  transaction: StoredDoc<TransactionRecord>,
  reversal: Reversal,
): { payment: PaymentChange; transaction: TransactionChange } {
  const t = transaction.data;
  return {
    payment: { id: payment.id, before: payment.data, after: { ...payment.data, signedAmount: 0, reversal }, expectedVersion: payment.version },
    transaction: {
      id: transaction.id,
      before: t,
      after: { ...t, ...settle(t.amount, t.paidAmount - payment.data.amount, t.settlement === 'cancelado'), updatedBy: reversal.by },
      expectedVersion: transaction.version,
    },
  };
}
