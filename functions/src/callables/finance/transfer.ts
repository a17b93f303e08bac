import type { PaymentRecord } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { transactionWrite } from '../../entities/finance/transaction-write';
import { accountsWithBalances, requireAccount } from './shared';

/** Financeiro: money moved between two of the office's accounts: one leg leaves, the other enters, in one commit. */
export default implement('finance-transfer', async (ctx, input) => {
  const store = ctx.stores.documents;
  const transferId = newId('trf');
  await store.transact(async (tx) => {
    const [from, to] = await Promise.all([requireAccount(tx, input.fromAccountId, 'fromAccountId'), requireAccount(tx, input.toAccountId, 'toAccountId')]);
    if (!from.data.active) throw appError('invalid-input', { fields: { fromAccountId: 'Esta conta está inativa.' } });
    if (!to.data.active) throw appError('invalid-input', { fields: { toAccountId: 'Esta conta está inativa.' } });
    const leg = (accountId: string, sign: 1 | -1): PaymentRecord => ({
      kind: 'transferencia',
      transactionId: null,
      transferId,
      type: sign > 0 ? 'receita' : 'despesa',
      accountId,
      date: input.date,
      amount: input.amount,
      signedAmount: sign * input.amount,
      method: 'ted',
      clientId: null,
      description: input.description,
      reversal: null,
      createdBy: ctx.uid,
    });
    const legs = [
      { id: `${transferId}-saida`, before: null, after: leg(input.fromAccountId, -1) },
      { id: `${transferId}-entrada`, before: null, after: leg(input.toAccountId, 1) },
    ];
    return { ops: await transactionWrite(tx, ctx, { action: 'finance.transfer' }, { payments: legs }), result: null };
  });
  return accountsWithBalances(store);
});
