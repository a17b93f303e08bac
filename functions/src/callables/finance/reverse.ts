import { COLLECTIONS, settle } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { transactionWrite } from '../../entities/finance/transaction-write';
import { currentTransaction, refuse, transactionDetail } from './shared';
import { refuseChargePaymentReversal } from '../charges/shared';

/**
 * Financeiro: estorno of a payment, with the reason. The payment stays in the history, marked reversed, and
 * stops counting in its account's balance and in what the lançamento has received.
 */
export default implement('finance-reverse', async (ctx, input) => {
  const store = ctx.stores.documents;
  const transactionId = await store.transact(async (tx) => {
    const payment = await tx.get(COLLECTIONS.payments, input.paymentId);
    if (!payment || payment.data.kind !== 'baixa' || !payment.data.transactionId) throw appError('not-found');
    if (payment.data.reversal) refuse('Este pagamento já foi estornado.');
    const before = await currentTransaction(tx, payment.data.transactionId, input.expectedVersion);
    await refuseChargePaymentReversal(tx, before.data.chargeId, input.paymentId);
    const reversed = { ...payment.data, signedAmount: 0, reversal: { at: new Date().toISOString(), by: ctx.uid, reason: input.reason } };
    const after = {
      ...before.data,
      ...settle(before.data.amount, before.data.paidAmount - payment.data.amount, before.data.settlement === 'cancelado'),
      updatedBy: ctx.uid,
    };
    const changes = {
      payments: [{ id: input.paymentId, before: payment.data, after: reversed, expectedVersion: payment.version }],
      transactions: [{ id: before.id, before: before.data, after, expectedVersion: input.expectedVersion }],
    };
    return { ops: await transactionWrite(tx, ctx, { action: 'finance.reverse' }, changes), result: before.id };
  });
  return transactionDetail(ctx, transactionId);
});
