import { baixaRecord, COMPENSABLE_KINDS, formatBRL, settle } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { transactionWrite } from '../../entities/finance/transaction-write';
import { currentTransaction, refuse, requireAccount, transactionDetail } from './shared';

/**
 * Financeiro: a baixa, whole or partial. The payment and the lançamento's new totals commit together, on the
 * version the person saw: of two payments made at once on the same installment one wins and the other is a
 * conflict, so nothing is ever paid twice or beyond what is open. A compensação (a fee kept from the client's
 * money) names no account and enters neither a balance nor the cash flow.
 */
export default implement('finance-pay', async (ctx, input) => {
  const store = ctx.stores.documents;
  const paymentId = newId('pag');
  await store.transact(async (tx) => {
    const before = await currentTransaction(tx, input.id, input.expectedVersion);
    const t = before.data;
    if (t.settlement === 'cancelado') refuse('Lançamento cancelado não recebe pagamentos.');
    if (t.settlement === 'pago') refuse('Este lançamento já está pago.');
    if (input.payment.amount > t.openAmount)
      throw appError('invalid-input', { fields: { 'payment.amount': `O valor pago passa do que está em aberto (${formatBRL(t.openAmount)}).` } });
    const compensation = input.payment.method === 'compensacao';
    if (compensation && (!COMPENSABLE_KINDS.includes(t.kind) || !t.clientId))
      throw appError('invalid-input', {
        fields: { 'payment.method': 'Só honorários contratuais de um cliente podem ser descontados de valor recebido em nome dele.' },
      });
    if (input.payment.accountId) {
      const account = await requireAccount(tx, input.payment.accountId, 'payment.accountId');
      if (!account.data.active) throw appError('invalid-input', { fields: { 'payment.accountId': 'Esta conta está inativa.' } });
    }
    const payment = baixaRecord(input.id, t, input.payment, ctx.uid);
    const after = {
      ...t,
      ...settle(t.amount, t.paidAmount + input.payment.amount, false),
      updatedBy: ctx.uid,
    };
    const changes = {
      payments: [{ id: paymentId, before: null, after: payment }],
      transactions: [{ id: input.id, before: t, after, expectedVersion: input.expectedVersion }],
    };
    return { ops: await transactionWrite(tx, ctx, { action: 'finance.pay' }, changes), result: null };
  });
  return transactionDetail(ctx, input.id);
});
