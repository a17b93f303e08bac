import { COLLECTIONS } from '@office/domain';
import { changedFields } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { toListed } from '../../platform/pages';
import { MAX_ACCOUNTS, financeAudit } from './shared';

/** Financeiro: a new bank account, cash box or card, with its opening balance. */
export default implement('finance-createAccount', async (ctx, input) => {
  const id = newId('cta');
  const record = { ...input.account, updatedBy: ctx.uid };
  await ctx.stores.documents.transact(async (tx) => {
    // Counted inside the transaction: accounts created at once cannot pass the limit together.
    if ((await tx.count(COLLECTIONS.bankAccounts)) >= MAX_ACCOUNTS)
      throw appError('invalid-state', { reason: `O escritório já tem ${MAX_ACCOUNTS} contas. Desative as que não usa em vez de criar outras.` });
    return {
      ops: [
        { kind: 'create', collection: COLLECTIONS.bankAccounts, id, data: record },
        financeAudit(ctx, 'finance.createAccount', COLLECTIONS.bankAccounts, id, changedFields(null, record)),
      ],
      result: null,
    };
  });
  const stored = await ctx.stores.documents.get(COLLECTIONS.bankAccounts, id);
  if (!stored) throw appError('not-found');
  return toListed(stored);
});
