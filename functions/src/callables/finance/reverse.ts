import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { baixaReversal } from '../../entities/finance/payment-reversal';
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
    const reversed = baixaReversal(payment, before, { at: new Date().toISOString(), by: ctx.uid, reason: input.reason });
    const changes = { payments: [reversed.payment], transactions: [reversed.transaction] };
    return { ops: await transactionWrite(tx, ctx, { action: 'finance.reverse' }, changes), result: before.id };
  });
  return transactionDetail(ctx, transactionId);
});
