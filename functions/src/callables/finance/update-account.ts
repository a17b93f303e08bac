import { COLLECTIONS } from '@office/domain';
import { changedFields } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';
import { financeAudit } from './shared';

/** Financeiro: rename an account, correct its opening balance or deactivate it; a stale edit is a conflict. */
export default implement('finance-updateAccount', async (ctx, input) => {
  const store = ctx.stores.documents;
  await store.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.bankAccounts, input.id);
    if (!before) throw appError('not-found');
    const record = { ...input.account, updatedBy: ctx.uid };
    return {
      ops: [
        { kind: 'update', collection: COLLECTIONS.bankAccounts, id: input.id, expectedVersion: input.expectedVersion, patch: record },
        financeAudit(ctx, 'finance.updateAccount', COLLECTIONS.bankAccounts, input.id, changedFields(before.data, record)),
      ],
      result: null,
    };
  });
  const after = await store.get(COLLECTIONS.bankAccounts, input.id);
  if (!after) throw appError('not-found');
  return toListed(after);
});
