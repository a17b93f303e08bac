import { COLLECTIONS, planSeries } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { toListed } from '../../platform/pages';
import { transactionWrite } from '../../entities/finance/transaction-write';
import { newTransactionRecord, resolveLinks } from './shared';

/**
 * Financeiro: a new lançamento, or a whole series in one commit: N installments whose centavos add up to the
 * total, or the same amount for N months. Every member is audited.
 */
export default implement('finance-create', async (ctx, input) => {
  const members = planSeries(input.transaction, input.plan);
  const seriesId = members.length > 1 ? newId('ser') : null;
  const ids = members.map(() => newId('trn'));
  const [firstId = ''] = ids;
  await ctx.stores.documents.transact(async (tx) => {
    const resolved = await resolveLinks(ctx, input.transaction, tx);
    const records = members.map((member) => {
      const series = seriesId
        ? {
            id: seriesId,
            kind: input.plan.mode === 'parcelado' ? ('parcelamento' as const) : ('recorrencia' as const),
            index: member.index,
            count: member.count,
          }
        : null;
      return newTransactionRecord({ ...resolved, values: { ...member.values, clientId: resolved.values.clientId } }, series, ctx.uid);
    });
    const created = records.map((after, i) => ({ id: ids[i] ?? '', before: null, after }));
    const ops = await transactionWrite(tx, ctx, { action: 'finance.create' }, { transactions: created });
    return { ops, result: null };
  });
  const first = await ctx.stores.documents.get(COLLECTIONS.transactions, firstId);
  // Gone already: deleted by a write that committed right after this one.
  if (!first) throw appError('not-found');
  return { transaction: toListed(first), affected: members.length, skipped: 0 };
});
