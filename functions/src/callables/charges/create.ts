import { COLLECTIONS, type TransactionRecord } from '@office/domain';
import { chargeTxid, type ChargeItem, type ChargeRecord } from '@office/domain/charges';
import { pixPayload } from '@office/domain/pix';
import { auditOp, changedFields } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { transactionWrite, type TransactionChange } from '../../entities/finance/transaction-write';
import { chargeDetail, officeProfile } from './shared';

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
    const [account, client, office, docs] = await Promise.all([
      tx.get(COLLECTIONS.bankAccounts, input.accountId),
      tx.get(COLLECTIONS.clients, input.clientId),
      officeProfile(tx),
      tx.getMany(COLLECTIONS.transactions, input.transactionIds),
    ]);
    if (!client) return refuseField('clientId', 'Cliente não encontrado.');
    if (!account) return refuseField('accountId', 'Conta não encontrada.');
    if (!account.data.active) refuseField('accountId', 'Esta conta está inativa.');
    const pixKey = account.data.pixKey;
    if (!pixKey) return refuseField('accountId', 'Esta conta não tem chave PIX: cadastre a chave em Financeiro → Contas.');
    const found = docs.map((d) => d ?? refuseField('transactionIds', 'Um lançamento marcado não existe mais.'));
    for (const d of found) {
      const why = whyNotChargeable(d.data, input.clientId);
      if (why) refuseField('transactionIds', why);
    }
    const ordered = [...found].sort((a, b) => a.data.dueDate.localeCompare(b.data.dueDate));
    const items: ChargeItem[] = ordered.map((d) => ({
      transactionId: d.id,
      description: d.data.description,
      lawsuitId: d.data.lawsuitId,
      dueDate: d.data.dueDate,
      amount: d.data.openAmount,
    }));
    const total = items.reduce((sum, i) => sum + i.amount, 0);
    const txid = chargeTxid(id);
    const record: ChargeRecord = {
      clientId: input.clientId,
      clientName: client.data.name,
      items,
      transactionIds: items.map((i) => i.transactionId),
      total,
      paidAmount: 0,
      openAmount: total,
      settlement: 'aberta',
      dueDate: input.dueDate,
      accountId: input.accountId,
      txid,
      // Manual de Padrões para Iniciação do Pix: a static code with the amount and the txid that names the charge.
      brCode: pixPayload({
        key: pixKey,
        name: account.data.pixName ?? office.name,
        city: account.data.pixCity ?? office.address.city,
        amount: total,
        txid,
      }),
      cancellation: null,
      sends: [],
      payments: [],
      createdBy: ctx.uid,
      updatedBy: ctx.uid,
    };
    const marked: TransactionChange[] = ordered.map((d) => ({
      id: d.id,
      before: d.data,
      after: { ...d.data, chargeId: id, updatedBy: ctx.uid },
      expectedVersion: d.version,
    }));
    return {
      ops: [
        { kind: 'create', collection: COLLECTIONS.charges, id, data: record },
        auditOp(ctx, {
          section: 'finance',
          action: 'charges.create',
          entity: COLLECTIONS.charges,
          entityId: id,
          recordId: id,
          changedFields: changedFields(null, record),
        }),
        ...(await transactionWrite(tx, ctx, { action: 'charges.reserve', changedFields: ['chargeId'] }, { transactions: marked })),
      ],
      result: null,
    };
  });
  return chargeDetail(ctx, id);
});
