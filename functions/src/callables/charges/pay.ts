import { baixaRecord, COLLECTIONS, formatBRL, settle } from '@office/domain';
import { allocatePayment, chargeSums, type ChargePayment, type ChargeRecord } from '@office/domain/charges';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { transactionWrite, type PaymentChange, type TransactionChange } from '../../entities/finance/transaction-write';
import { requireAccount } from '../finance/shared';
import { chargeDetail, currentCharge, refuse } from './shared';

const amountError = (message: string): never => {
  throw appError('invalid-input', { fields: { 'payment.amount': message } });
};

/**
 * Financeiro → Cobranças: a payment of the charge, whole or partial, never more than is open. It becomes real
 * baixas of the charge's lançamentos, oldest due first, through the lançamentos' owner, in the same commit as the
 * charge's totals and on the version the person saw: two payments at once are one payment and one conflict.
 */
export default implement('charges-pay', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    const before = await currentCharge(tx, input.id, input.expectedVersion);
    const c = before.data;
    if (c.settlement === 'cancelada') refuse('Cobrança cancelada não recebe pagamentos.');
    if (c.settlement === 'paga') refuse('Esta cobrança já está paga.');
    const { payment } = input;
    if (payment.method === 'compensacao' || !payment.accountId)
      throw appError('invalid-input', { fields: { 'payment.method': 'Uma cobrança é paga em conta: escolha a conta e a forma de pagamento.' } });
    if (payment.amount > c.openAmount) amountError(`O valor pago passa do que está em aberto (${formatBRL(c.openAmount)}).`);
    const account = await requireAccount(tx, payment.accountId, 'payment.accountId');
    if (!account.data.active) throw appError('invalid-input', { fields: { 'payment.accountId': 'Esta conta está inativa.' } });
    const docs = await tx.getMany(COLLECTIONS.transactions, c.transactionIds);
    const open = docs.flatMap((d) => (d && d.data.chargeId === input.id && d.data.settlement !== 'cancelado' ? [d] : []));
    const available = open.reduce((sum, d) => sum + d.data.openAmount, 0);
    // A lançamento of the charge paid or cancelled on its own page leaves less to pay here.
    if (payment.amount > available) amountError(`Os lançamentos desta cobrança têm ${formatBRL(available)} em aberto.`);
    const parts = allocatePayment(
      payment.amount,
      open.map((d) => ({ id: d.id, dueDate: d.data.dueDate, open: d.data.openAmount })),
    );
    const payments: PaymentChange[] = [];
    const transactions: TransactionChange[] = [];
    for (const part of parts) {
      const doc = open.find((d) => d.id === part.id);
      if (!doc) continue;
      const t = doc.data;
      const record = baixaRecord(doc.id, t, { ...payment, amount: part.amount }, ctx.uid);
      payments.push({ id: newId('pag'), before: null, after: record });
      transactions.push({
        id: doc.id,
        before: t,
        after: { ...t, ...settle(t.amount, t.paidAmount + part.amount, false), updatedBy: ctx.uid },
        expectedVersion: doc.version,
      });
    }
    const entry: ChargePayment = {
      id: newId('cpg'),
      date: payment.date,
      amount: payment.amount,
      method: payment.method,
      accountId: payment.accountId,
      paymentIds: payments.map((p) => p.id),
      at: new Date().toISOString(),
      by: ctx.uid,
    };
    const after: ChargeRecord = {
      ...c,
      ...chargeSums(c.total, c.paidAmount + payment.amount),
      payments: [...c.payments, entry],
      updatedBy: ctx.uid,
    };
    return {
      ops: [
        { kind: 'update', collection: COLLECTIONS.charges, id: input.id, expectedVersion: input.expectedVersion, patch: after },
        auditOp(ctx, {
          section: 'finance',
          action: 'charges.pay',
          entity: COLLECTIONS.charges,
          entityId: input.id,
          changedFields: ['paidAmount', 'openAmount', 'settlement', 'payments'],
        }),
        ...(await transactionWrite(tx, ctx, { action: 'charges.pay' }, { payments, transactions })),
      ],
      result: null,
    };
  });
  return chargeDetail(ctx, input.id);
});
