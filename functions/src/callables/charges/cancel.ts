import { COLLECTIONS } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { transactionWrite, type TransactionChange } from '../../entities/finance/transaction-write';
import { chargeDetail, currentCharge, refuse } from './shared';

/** Financeiro → Cobranças: cancels a charge nothing was paid on, with the reason, and frees its lançamentos. */
export default implement('charges-cancel', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    const before = await currentCharge(tx, input.id, input.expectedVersion);
    const c = before.data;
    if (c.settlement === 'cancelada') refuse('Esta cobrança já está cancelada.');
    if (c.paidAmount > 0) refuse('Esta cobrança tem pagamentos registrados: estorne-os (Estornar pagamento) antes de cancelar.');
    const docs = await tx.getMany(COLLECTIONS.transactions, c.transactionIds);
    // Only the lançamentos still marked with this charge: one deleted meanwhile has nothing to free.
    const freed: TransactionChange[] = docs.flatMap((d) =>
      d && d.data.chargeId === input.id
        ? [{ id: d.id, before: d.data, after: { ...d.data, chargeId: null, updatedBy: ctx.uid }, expectedVersion: d.version }]
        : [],
    );
    const after = {
      ...c,
      settlement: 'cancelada' as const,
      openAmount: 0,
      cancellation: { at: new Date().toISOString(), by: ctx.uid, reason: input.reason },
      updatedBy: ctx.uid,
    };
    return {
      ops: [
        { kind: 'update', collection: COLLECTIONS.charges, id: input.id, expectedVersion: input.expectedVersion, patch: after },
        auditOp(ctx, {
          section: 'finance',
          action: 'charges.cancel',
          entity: COLLECTIONS.charges,
          entityId: input.id,
          changedFields: ['settlement', 'cancellation'],
        }),
        ...(freed.length > 0 ? await transactionWrite(tx, ctx, { action: 'charges.release', changedFields: ['chargeId'] }, { transactions: freed }) : []),
      ],
      result: null,
    };
  });
  return chargeDetail(ctx, input.id);
});
