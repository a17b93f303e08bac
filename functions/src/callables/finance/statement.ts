import { clientStatement, COLLECTIONS, STATEMENT_KINDS, type StatementPayment, type StatementTransaction, type TransactionRecord } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { requireLinkable } from '../../platform/link-access';
import { forEachPage } from '../../platform/pages';
import { lawsuitLabelsAsSeen } from '../../platform/lawsuit-visibility';

/** Most lançamentos one client's statement reads: decades of monthly fees and every case's costs. */
const MAX_CLIENT_TRANSACTIONS = 5000;
/** Values one "in" filter takes (Firestore's limit). */
const IN_BATCH = 30;

/**
 * Financeiro: a client's prestação de contas for a period. The balance before the period needs every earlier
 * movement, so it reads all of the client's lançamentos of the kinds that enter the account, then their
 * payments by lançamento (a payment keeps the client it had when made; the lançamento says whose it is now).
 */
export default implement('finance-statement', async (ctx, input) => {
  const store = ctx.stores.documents;
  // A prestação de contas names the client: only for who reads Clientes.
  requireLinkable(ctx, 'clients', 'clientId', input.clientId);
  const client = await store.get(COLLECTIONS.clients, input.clientId);
  if (!client) throw appError('not-found');
  const transactions: (StatementTransaction & Pick<TransactionRecord, 'lawsuitId'>)[] = [];
  await forEachPage(store, COLLECTIONS.transactions, { where: [{ field: 'clientId', op: '==', value: input.clientId }] }, (docs) => {
    for (const d of docs) if (STATEMENT_KINDS.includes(d.data.kind)) transactions.push({ id: d.id, ...d.data });
    if (transactions.length > MAX_CLIENT_TRANSACTIONS)
      throw appError('invalid-input', {
        fields: { clientId: `Este cliente tem mais de ${MAX_CLIENT_TRANSACTIONS} lançamentos: a prestação de contas não cabe numa página.` },
      });
  });
  // One client's lawsuits, read once: a label from one under segredo that is not the caller's is hidden.
  const asSeen = await lawsuitLabelsAsSeen(ctx, store, transactions);
  // Only these can have payments that count: the others have none, or only reversed ones.
  const paid = transactions.filter((t) => t.settlement === 'parcial' || t.settlement === 'pago').map((t) => t.id);
  const payments: StatementPayment[] = [];
  for (let i = 0; i < paid.length; i += IN_BATCH)
    await forEachPage(store, COLLECTIONS.payments, { where: [{ field: 'transactionId', op: 'in', value: paid.slice(i, i + IN_BATCH) }] }, (docs) =>
      payments.push(...docs.map((d) => ({ id: d.id, ...d.data }))),
    );
  return { client: { id: client.id, name: client.data.name }, ...clientStatement(transactions.map(asSeen), payments, input.from, input.to) };
});
