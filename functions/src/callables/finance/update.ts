import { COLLECTIONS, formatBRL, seriesBaseDescription, settle, transactionSearchWords, type TransactionRecord } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';
import { transactionWrite, type TransactionChange } from '../../entities/finance/transaction-write';
import { currentTransaction, refuse, resolveLinks } from './shared';
import { refuseWhileCharged } from '../charges/shared';
import { lawsuitLabelsAsSeen } from '../../platform/lawsuit-visibility';

/**
 * Financeiro: edit a lançamento; with "este e os seguintes", also the following months of its recurrence that
 * nothing was paid on yet and no charge holds (their dates stay; everything else takes the new values). A stale
 * edit is a conflict.
 */
export default implement('finance-update', async (ctx, input) => {
  const store = ctx.stores.documents;
  const answer = await store.transact(async (tx) => {
    const before = await currentTransaction(tx, input.id, input.expectedVersion);
    const old = before.data;
    if (old.settlement === 'cancelado') refuse('Lançamento cancelado não pode ser editado.');
    if (input.transaction.amount !== old.amount || input.transaction.clientId !== old.clientId) refuseWhileCharged(old, 'mudar o valor ou o cliente');
    if (input.transaction.amount < old.paidAmount)
      throw appError('invalid-input', { fields: { 'transaction.amount': `O valor não pode ser menor que o já pago (${formatBRL(old.paidAmount)}).` } });
    if (input.transaction.type !== old.type && old.paidAmount > 0)
      throw appError('invalid-input', { fields: { 'transaction.type': 'Estorne os pagamentos antes de trocar entre receita e despesa.' } });
    if (input.scope === 'seguintes' && old.series?.kind !== 'recorrencia')
      throw appError('invalid-input', { fields: { scope: '“Este e os seguintes” vale só para lançamentos mensais recorrentes.' } });
    const resolved = await resolveLinks(ctx, input.transaction, tx, {
      category: input.transaction.type === old.type ? old.category : null,
      clientId: old.clientId,
      lawsuitId: old.lawsuitId,
    });
    const apply = (data: TransactionRecord, values: typeof resolved.values): TransactionRecord => ({
      ...data,
      ...values,
      clientName: resolved.clientName,
      lawsuitLabel: resolved.lawsuitLabel,
      ...settle(values.amount, data.paidAmount, false),
      searchWords: transactionSearchWords(values),
      updatedBy: ctx.uid,
    });
    const changes: TransactionChange[] = [{ id: input.id, before: old, after: apply(old, resolved.values), expectedVersion: input.expectedVersion }];
    let skipped = 0;
    if (input.scope === 'seguintes' && old.series) {
      const members = await tx.list(COLLECTIONS.transactions, {
        where: [{ field: 'seriesId', op: '==', value: old.series.id }],
        orderBy: [{ field: 'dueDate' }],
        limit: old.series.count,
      });
      for (const member of members.docs) {
        const index = member.data.series?.index ?? 0;
        if (member.id === input.id || index <= old.series.index) continue;
        // A month already in a charge keeps what the charge copied of it (its PIX code is for that amount).
        if (member.data.settlement !== 'aberto' || member.data.chargeId) {
          skipped += 1;
          continue;
        }
        const values = {
          ...resolved.values,
          description: `${seriesBaseDescription(resolved.values.description)} (${index}/${old.series.count})`,
          dueDate: member.data.dueDate,
          competence: member.data.competence,
        };
        changes.push({ id: member.id, before: member.data, after: apply(member.data, values), expectedVersion: member.version });
      }
    }
    return { ops: await transactionWrite(tx, ctx, { action: 'finance.update' }, { transactions: changes }), result: { affected: changes.length, skipped } };
  });
  const after = await store.get(COLLECTIONS.transactions, input.id);
  if (!after) throw appError('not-found');
  // The link an edit kept may be to a lawsuit under segredo the caller does not see.
  const asSeen = await lawsuitLabelsAsSeen(ctx, store, [after.data]);
  return { transaction: asSeen(toListed(after)), ...answer };
});
