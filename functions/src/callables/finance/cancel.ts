import { settle } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { transactionWrite } from '../../entities/finance/transaction-write';
import { currentTransaction, refuse, transactionDetail } from './shared';
import { refuseWhileCharged } from '../charges/shared';

/** Financeiro: cancel what will not be charged or paid, with the reason; refused while something is paid. */
export default implement('finance-cancel', async (ctx, input) => {
  const store = ctx.stores.documents;
  await store.transact(async (tx) => {
    const before = await currentTransaction(tx, input.id, input.expectedVersion);
    if (before.data.settlement === 'cancelado') refuse('Este lançamento já está cancelado.');
    if (before.data.paidAmount > 0) refuse('Este lançamento tem pagamentos registrados: estorne-os antes de cancelar.');
    refuseWhileCharged(before.data, 'cancelar o lançamento');
    const after = {
      ...before.data,
      ...settle(before.data.amount, 0, true),
      cancellation: { at: new Date().toISOString(), by: ctx.uid, reason: input.reason },
      updatedBy: ctx.uid,
    };
    const change = { id: input.id, before: before.data, after, expectedVersion: input.expectedVersion };
    return { ops: await transactionWrite(tx, ctx, { action: 'finance.cancel' }, { transactions: [change] }), result: null };
  });
  return transactionDetail(ctx, input.id);
});
