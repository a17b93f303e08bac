import { COLLECTIONS, STATEMENT_KINDS, type StatementPayment, type StatementTransaction, type TransactionRecord } from '@office/domain';
import { appError } from '../../../platform/errors';
import { forEachPage } from '../../../platform/pages';
import type { TypedReader } from '../../../store/typed';

/** Most lançamentos one client's statement reads: decades of monthly fees and every case's costs. */
const MAX_CLIENT_TRANSACTIONS = 5000;
/** Values one "in" filter takes (Firestore's limit). */
const IN_BATCH = 30;

export type StatementSourceTransaction = StatementTransaction & Pick<TransactionRecord, 'lawsuitId'>;

/**
 * What one client's prestação de contas is computed from (Financeiro's statement and the portal's "Sua conta"):
 * all of the client's lançamentos of the kinds that enter the account (the balance before a period needs every
 * earlier movement), then their payments by lançamento (a payment keeps the client it had when made; the
 * lançamento says whose it is now).
 */
export async function clientStatementSources(
  store: TypedReader,
  clientId: string,
): Promise<{ transactions: StatementSourceTransaction[]; payments: StatementPayment[] }> {
  const transactions: StatementSourceTransaction[] = [];
  await forEachPage(store, COLLECTIONS.transactions, { where: [{ field: 'clientId', op: '==', value: clientId }] }, (docs) => {
    for (const d of docs) if (STATEMENT_KINDS.includes(d.data.kind)) transactions.push({ id: d.id, ...d.data });
    if (transactions.length > MAX_CLIENT_TRANSACTIONS)
      throw appError('invalid-input', {
        fields: { clientId: `Este cliente tem mais de ${MAX_CLIENT_TRANSACTIONS} lançamentos: a prestação de contas não cabe numa página.` },
      });
  });
  // Only these can have payments that count: the others have none, or only reversed ones.
  const paid = transactions.filter((t) => t.settlement === 'parcial' || t.settlement === 'pago').map((t) => t.id);
  const payments: StatementPayment[] = [];
  for (let i = 0; i < paid.length; i += IN_BATCH)
    await forEachPage(store, COLLECTIONS.payments, { where: [{ field: 'transactionId', op: 'in', value: paid.slice(i, i + IN_BATCH) }] }, (docs) =>
      payments.push(...docs.map((d) => ({ id: d.id, ...d.data }))),
    );
  return { transactions, payments };
}
