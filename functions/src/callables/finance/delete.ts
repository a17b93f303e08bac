import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { transactionWrite } from '../../entities/finance/transaction-write';
import { currentTransaction, refuse } from './shared';
import { refuseWhileCharged } from '../charges/shared';

/** Financeiro: delete a lançamento entered by mistake; one with payments (even reversed ones) is cancelled instead. */
export default implement('finance-delete', async (ctx, input) => {
  return ctx.stores.documents.transact(async (tx) => {
    const before = await currentTransaction(tx, input.id, input.expectedVersion);
    const payments = await tx.count(COLLECTIONS.payments, [{ field: 'transactionId', op: '==', value: input.id }]);
    if (payments > 0)
      refuse(
        before.data.paidAmount > 0
          ? 'Este lançamento tem pagamentos registrados: estorne-os e cancele o lançamento em vez de excluí-lo.'
          : 'Este lançamento tem pagamentos estornados, que ficam no histórico: cancele-o em vez de excluí-lo.',
      );
    refuseWhileCharged(before.data, 'excluir o lançamento');
    const change = { id: input.id, before: before.data, after: null, expectedVersion: input.expectedVersion };
    const ops = await transactionWrite(tx, ctx, { action: 'finance.delete' }, { transactions: [change] });
    return { ops, result: { deleted: true as const } };
  });
});
