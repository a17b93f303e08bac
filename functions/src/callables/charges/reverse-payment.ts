import { COLLECTIONS } from '@office/domain';
import { chargeSums, type ChargeRecord } from '@office/domain/charges';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { baixaReversal } from '../../entities/finance/payment-reversal';
import { transactionWrite, type PaymentChange, type TransactionChange } from '../../entities/finance/transaction-write';
import { chargeDetail, currentCharge, refuse } from './shared';

/**
 * Financeiro → Cobranças: "Estornar pagamento". One payment of the charge is undone with its reason: each baixa it
 * made is reversed through the lançamentos' owner (as `finance-reverse` reverses one), and the charge owes that
 * amount again (aberta, or parcialmente paga while other payments stand), all in one commit on the version the
 * person saw. The payment stays in the charge's history, marked reversed, and has no receipt.
 */
export default implement('charges-reversePayment', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    const before = await currentCharge(tx, input.id, input.expectedVersion);
    const c = before.data;
    const entry = c.payments.find((p) => p.id === input.paymentId);
    if (!entry) throw appError('not-found');
    if (entry.reversal) refuse('Este pagamento já foi estornado.');
    const baixas = await tx.getMany(COLLECTIONS.payments, entry.paymentIds);
    const reversal = { at: new Date().toISOString(), by: ctx.uid, reason: input.reason };
    const payments: PaymentChange[] = [];
    const transactions: TransactionChange[] = [];
    for (const baixa of baixas) {
      if (!baixa?.data.transactionId) return refuse('Uma baixa deste pagamento não existe mais: estorne-a no lançamento.');
      // Only this path reverses a charge's baixa (finance-reverse refuses it), so one found reversed is a broken record.
      if (baixa.data.reversal) refuse('Uma baixa deste pagamento já foi estornada.');
      const transaction = await tx.get(COLLECTIONS.transactions, baixa.data.transactionId);
      if (!transaction) return refuse('Um lançamento deste pagamento não existe mais.');
      const reversed = baixaReversal(baixa, transaction, reversal);
      payments.push(reversed.payment);
      transactions.push(reversed.transaction);
    }
    const after: ChargeRecord = {
      ...c,
      ...chargeSums(c.total, c.paidAmount - entry.amount),
      payments: c.payments.map((p) => (p.id === entry.id ? { ...p, reversal } : p)),
      updatedBy: ctx.uid,
    };
    return {
      ops: [
        { kind: 'update', collection: COLLECTIONS.charges, id: input.id, expectedVersion: input.expectedVersion, patch: after },
        auditOp(ctx, {
          section: 'finance',
          action: 'charges.reversePayment',
          entity: COLLECTIONS.charges,
          entityId: input.id,
          changedFields: ['paidAmount', 'openAmount', 'settlement', 'payments'],
        }),
        ...(await transactionWrite(tx, ctx, { action: 'charges.reversePayment' }, { payments, transactions })),
      ],
      result: null,
    };
  });
  return chargeDetail(ctx, input.id);
});
