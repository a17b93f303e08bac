import { COLLECTIONS, documentLawsuitIds, type TransactionRecord } from '@office/domain';
import { chargeTxid, type ChargeItem, type ChargeRecord } from '@office/domain/charges';
import { pixPayload } from '@office/domain/pix';
import { auditOp, changedFields } from '../../../platform/audit';
import type { CallableContext } from '../../../platform/define-callable';
import { appError } from '../../../platform/errors';
import type { TypedTransactionReader, TypedWriteOp } from '../../../store/typed';
import { officeProfile } from '../shared';

const refuseField = (field: string, message: string): never => {
  throw appError('invalid-input', { fields: { [field]: message } });
};

export interface NewCharge {
  id: string;
  clientId: string;
  clientName: string;
  dueDate: string;
  /** The account whose PIX key receives. */
  accountId: string;
  /** The lançamentos it groups, as they will stand in this transaction (marking them is the caller's). */
  lancamentos: readonly { id: string; data: TransactionRecord }[];
}

/**
 * The charge of `lancamentos`, made inside the caller's transaction: the account must be active with a PIX key,
 * the office's data filled in (Sobre). Its items are the lançamentos oldest due first with what is open on each,
 * its BR Code is for their total. Answers the record and its writes (the record and its audit entry).
 */
export async function newChargeOps(tx: TypedTransactionReader, ctx: CallableContext, c: NewCharge, accountField = 'accountId') {
  const [account, office] = await Promise.all([tx.get(COLLECTIONS.bankAccounts, c.accountId), officeProfile(tx)]);
  if (!account) return refuseField(accountField, 'Conta não encontrada.');
  if (!account.data.active) refuseField(accountField, 'Esta conta está inativa.');
  const pixKey = account.data.pixKey;
  if (!pixKey) return refuseField(accountField, 'Esta conta não tem chave PIX: cadastre a chave em Financeiro → Contas.');
  const ordered = [...c.lancamentos].sort((a, b) => a.data.dueDate.localeCompare(b.data.dueDate));
  const items: ChargeItem[] = ordered.map((d) => ({
    transactionId: d.id,
    description: d.data.description,
    lawsuitId: d.data.lawsuitId,
    dueDate: d.data.dueDate,
    amount: d.data.openAmount,
  }));
  const total = items.reduce((sum, i) => sum + i.amount, 0);
  const txid = chargeTxid(c.id);
  const record: ChargeRecord = {
    clientId: c.clientId,
    clientName: c.clientName,
    items,
    transactionIds: items.map((i) => i.transactionId),
    lawsuitIds: documentLawsuitIds(items.map((i) => i.lawsuitId)),
    total,
    paidAmount: 0,
    openAmount: total,
    settlement: 'aberta',
    dueDate: c.dueDate,
    accountId: c.accountId,
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
  const ops: TypedWriteOp[] = [
    { kind: 'create', collection: COLLECTIONS.charges, id: c.id, data: record },
    auditOp(ctx, {
      section: 'finance',
      action: 'charges.create',
      entity: COLLECTIONS.charges,
      entityId: c.id,
      recordId: c.id,
      changedFields: changedFields(null, record),
    }),
  ];
  return { record, ops };
}
