import { clientStatement, COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { requireLinkable } from '../../platform/link-access';
import { lawsuitLabelsAsSeen } from '../../platform/lawsuit-visibility';
import { clientStatementSources } from './statement-parts/sources';

/** Financeiro: a client's prestação de contas for a period (what it reads: statement-parts/sources.ts). */
export default implement('finance-statement', async (ctx, input) => {
  const store = ctx.stores.documents;
  // A prestação de contas names the client: only for who reads Clientes.
  requireLinkable(ctx, 'clients', 'clientId', input.clientId);
  const client = await store.get(COLLECTIONS.clients, input.clientId);
  if (!client) throw appError('not-found');
  const { transactions, payments } = await clientStatementSources(store, input.clientId);
  // One client's lawsuits, read once: a label from one under segredo that is not the caller's is hidden.
  const asSeen = await lawsuitLabelsAsSeen(ctx, store, transactions);
  return { client: { id: client.id, name: client.data.name }, ...clientStatement(transactions.map(asSeen), payments, input.from, input.to) };
});
