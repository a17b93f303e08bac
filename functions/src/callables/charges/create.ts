import { COLLECTIONS, type TransactionRecord } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { transactionWrite, type TransactionChange } from '../../entities/finance/transaction-write';
import { newChargeOps } from './issue/new-charge';
import { chargeDetail } from './shared';

const refuseField = (field: string, message: string): never => {
  throw appError('invalid-input', { fields: { [field]: message } });
};

/** Why a lançamento cannot enter a charge of `clientId`, or null when it can. */
function whyNotChargeable(t: TransactionRecord, clientId: string): string | null {
  if (t.clientId !== clientId) return 'Um lançamento marcado é de outro cliente.';
  if (t.type !== 'receita') return 'Só receitas entram numa cobrança.';
  if (t.settlement === 'cancelado') return `O lançamento "${t.description}" está cancelado.`;
  if (t.openAmount <= 0) return `O lançamento "${t.description}" já está pago.`;
  if (t.chargeId) return `O lançamento "${t.description}" já está em outra cobrança aberta.`;
  return null;
}

/**
 * Financeiro → Cobranças: groups a client's open receivables into a charge with a static PIX BR Code for their
 * total. Each lançamento is marked with the charge in the same transaction, on the version read: of two charges
 * made at once over one lançamento, one is stored and the other starts over and is refused.
 */
export default implement('charges-create', async (ctx, input) => {
  const id = newId('cob');
  await ctx.stores.documents.transact(async (tx) => {
    const [client, docs] = await Promise.all([tx.get(COLLECTIONS.clients, input.clientId), tx.getMany(COLLECTIONS.transactions, input.transactionIds)]);
    if (!client) return refuseField('clientId', 'Cliente não encontrado.');
    const found = docs.map((d) => d ?? refuseField('transactionIds', 'Um lançamento marcado não existe mais.'));
    for (const d of found) {
      const why = whyNotChargeable(d.data, input.clientId);
      if (why) refuseField('transactionIds', why);
    }
    const charge = await newChargeOps(tx, ctx, {
      id,
      clientId: input.clientId,
      clientName: client.data.name,
      dueDate: input.dueDate,
      accountId: input.accountId,
      lancamentos: found,
    });
    const marked: TransactionChange[] = found.map((d) => ({
      id: d.id,
      before: d.data,
      after: { ...d.data, chargeId: id, updatedBy: ctx.uid },
      expectedVersion: d.version,
    }));
    return {
      ops: [...charge.ops, ...(await transactionWrite(tx, ctx, { action: 'charges.reserve', changedFields: ['chargeId'] }, { transactions: marked }))],
      result: null,
    };
  });
  return chargeDetail(ctx, id);
});
