import { COLLECTIONS, isCash, settle } from '@office/domain';
import { changedFields } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { financeRollupOps } from '../../platform/finance-rollup';
import { appError } from '../../platform/errors';
import { currentTransaction, financeAudit, refuse, transactionDetail } from './shared';

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
    const reversed = { ...payment.data, signedAmount: 0, reversal: { at: new Date().toISOString(), by: ctx.uid, reason: input.reason } };
    const after = {
      ...before.data,
      ...settle(before.data.amount, before.data.paidAmount - payment.data.amount, before.data.settlement === 'cancelado'),
      updatedBy: ctx.uid,
    };
    return {
      ops: [
        { kind: 'update', collection: COLLECTIONS.payments, id: input.paymentId, expectedVersion: payment.version, patch: reversed },
        { kind: 'update', collection: COLLECTIONS.transactions, id: before.id, expectedVersion: input.expectedVersion, patch: after },
        financeAudit(ctx, 'finance.reverse', COLLECTIONS.payments, input.paymentId, changedFields(payment.data, reversed), before.id),
        ...(await financeRollupOps(
          tx,
          [{ before: before.data, after }],
          isCash(payment.data) ? [{ date: payment.data.date, type: payment.data.type, amount: -payment.data.amount }] : [],
        )),
      ],
      result: before.id,
    };
  });
  return transactionDetail(store, transactionId);
});
