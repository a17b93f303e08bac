import { COLLECTIONS, settle } from '@office/domain';
import { changedFields } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { financeRollupOps } from '../../platform/finance-rollup';
import { currentTransaction, financeAudit, refuse, transactionDetail } from './shared';

/** Financeiro: cancel what will not be charged or paid, with the reason; refused while something is paid. */
export default implement('finance-cancel', async (ctx, input) => {
  const store = ctx.stores.documents;
  await store.transact(async (tx) => {
    const before = await currentTransaction(tx, input.id, input.expectedVersion);
    if (before.data.settlement === 'cancelado') refuse('Este lançamento já está cancelado.');
    if (before.data.paidAmount > 0) refuse('Este lançamento tem pagamentos registrados: estorne-os antes de cancelar.');
    const after = {
      ...before.data,
      ...settle(before.data.amount, 0, true),
      cancellation: { at: new Date().toISOString(), by: ctx.uid, reason: input.reason },
      updatedBy: ctx.uid,
    };
    return {
      ops: [
        { kind: 'update', collection: COLLECTIONS.transactions, id: input.id, expectedVersion: input.expectedVersion, patch: after },
        financeAudit(ctx, 'finance.cancel', COLLECTIONS.transactions, input.id, changedFields(before.data, after)),
        ...(await financeRollupOps(tx, [{ before: before.data, after }])),
      ],
      result: null,
    };
  });
  return transactionDetail(store, input.id);
});
