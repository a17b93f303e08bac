import {
  agreementLawsuitIds,
  baixaRecord,
  COLLECTIONS,
  COMPENSABLE_KINDS,
  DEFAULT_CATEGORY,
  formatBRL,
  planAgreement,
  RECEIPT_ORIGIN_LABELS,
  repasseSplit,
  settle,
  transactionSearchWords,
  type CallParsed,
  type TransactionRecord,
} from '@office/domain';
import type { CallableContext } from '../../platform/define-callable';
import { implement } from '../../platform/define-callable';
import { auditOp } from '../../platform/audit';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { TypedTransactionReader, TypedWriteOp } from '../../store/typed';
import { agreementTransaction } from '../../entities/finance/agreement-generation';
import { transactionWrite, type PaymentChange, type TransactionChange } from '../../entities/finance/transaction-write';
import { resolveLinks } from '../finance/shared';
import { currentAgreement, refuse } from './shared';

type Input = CallParsed<'feeAgreements-receiveForClient'>;

const paid = (t: TransactionRecord): TransactionRecord => ({ ...t, ...settle(t.amount, t.amount, false) });

/**
 * The fee kept from the money: the agreement's success percentage of it (recorded as a result on the
 * agreement, its lançamento made as generation would make it), or an open contractual installment whole.
 */
async function keptFee(tx: TypedTransactionReader, ctx: CallableContext, input: Input, link: { clientName: string; lawsuitLabel: string | null }) {
  const fee = input.fee;
  if (fee.mode === 'nenhum') return { changes: [] as TransactionChange[], amount: 0, id: null, ops: [] as TypedWriteOp[] };
  if (fee.mode === 'parcela') {
    const doc = await tx.get(COLLECTIONS.transactions, fee.transactionId);
    if (!doc) throw appError('invalid-input', { fields: { 'fee.transactionId': 'Parcela não encontrada.' } });
    if (doc.version !== fee.expectedVersion) throw appError('conflict', { currentVersion: doc.version });
    const t = doc.data;
    if (!COMPENSABLE_KINDS.includes(t.kind) || t.clientId !== input.clientId)
      throw appError('invalid-input', { fields: { 'fee.transactionId': 'Só honorários contratuais deste cliente podem ser descontados.' } });
    if (t.settlement !== 'aberto') throw appError('invalid-input', { fields: { 'fee.transactionId': 'Esta parcela não está em aberto.' } });
    return {
      changes: [{ id: doc.id, before: t, after: { ...paid(t), updatedBy: ctx.uid }, expectedVersion: doc.version }],
      amount: t.amount,
      id: doc.id,
      ops: [],
    };
  }
  const agreement = await currentAgreement(tx, fee.agreementId, fee.expectedVersion);
  const a = agreement.data;
  if (a.clientId !== input.clientId) throw appError('invalid-input', { fields: { 'fee.agreementId': 'Este contrato é de outro cliente.' } });
  if (a.status !== 'vigente') refuse('Contrato encerrado: o êxito não pode mais ser descontado por ele.');
  const clause = a.clauses.find((c) => c.id === fee.clauseId);
  if (clause?.kind !== 'exito') throw appError('invalid-input', { fields: { 'fee.clauseId': 'Escolha uma cláusula de êxito deste contrato.' } });
  if (!clause.bases.includes(fee.base)) throw appError('invalid-input', { fields: { 'fee.base': 'A cláusula de êxito não incide sobre esta base.' } });
  const reference = input.reference ? ` nº ${input.reference}` : '';
  const success = {
    id: newId('exi'),
    clauseId: clause.id,
    base: fee.base,
    baseAmount: input.amount,
    date: input.date,
    description: `${RECEIPT_ORIGIN_LABELS[input.origin]}${reference}`,
    by: ctx.uid,
  };
  const [planned] = planAgreement(
    { title: a.title, clauses: [clause], successes: [success], acts: [], ending: null },
    { through: input.date, today: input.date, indexes: [], offDay: () => false },
  ).planned;
  if (!planned) throw new Error('A success fee plans one lançamento');
  const id = newId('trn');
  const record = paid(
    agreementTransaction(
      planned,
      agreement.id,
      { ...a, lawsuitId: input.lawsuitId ?? a.lawsuitId, lawsuitLabel: input.lawsuitId ? link.lawsuitLabel : a.lawsuitLabel },
      ctx.uid,
    ),
  );
  const successes = [...a.successes, success];
  const after = { ...a, successes, lawsuitIds: agreementLawsuitIds({ lawsuitId: a.lawsuitId, successes }), updatedBy: ctx.uid };
  const ops: TypedWriteOp[] = [
    { kind: 'update', collection: COLLECTIONS.feeAgreements, id: agreement.id, expectedVersion: agreement.version, patch: after },
    auditOp(ctx, {
      section: 'finance',
      action: 'feeAgreements.receiveForClient',
      entity: COLLECTIONS.feeAgreements,
      entityId: agreement.id,
      changedFields: ['successes'],
    }),
  ];
  return { changes: [{ id, before: null, after: record }] as TransactionChange[], amount: record.amount, id, ops };
}

/**
 * Financeiro: money received on the client's behalf, in one commit: the receipt paid into the account, the fee
 * the agreement lets the office keep paid by compensação ("descontado de valor do cliente"), and the repasse of
 * the rest, open or paid, each linked to the lawsuit (EAOAB art. 25-A; CED arts. 12 and 48).
 */
export default implement('feeAgreements-receiveForClient', async (ctx, input) => {
  return ctx.stores.documents.transact(async (tx) => {
    const origin = RECEIPT_ORIGIN_LABELS[input.origin];
    const reference = input.reference ? ` nº ${input.reference}` : '';
    const base = {
      clientId: input.clientId,
      lawsuitId: input.lawsuitId,
      costCenter: null,
      invoice: { issued: false, number: null },
      successFee: null,
      notes: '',
      competence: input.date.slice(0, 7),
    };
    const receivedValues = {
      ...base,
      type: 'receita' as const,
      kind: 'valor-cliente' as const,
      description: `${origin}${reference} recebido em nome do cliente`,
      amount: input.amount,
      dueDate: input.date,
      category: DEFAULT_CATEGORY['valor-cliente'],
      accountId: input.accountId,
      method: null,
    };
    const links = await resolveLinks(ctx, receivedValues, tx);
    const account = await tx.get(COLLECTIONS.bankAccounts, input.accountId);
    if (!account?.data.active) throw appError('invalid-input', { fields: { accountId: 'Escolha uma conta ativa.' } });
    const fee = await keptFee(tx, ctx, input, { clientName: links.clientName ?? '', lawsuitLabel: links.lawsuitLabel });
    const split = repasseSplit(input.amount, [fee.amount]);
    if ('exceeds' in split)
      throw appError('invalid-input', {
        fields: { amount: `Os honorários descontados (${formatBRL(fee.amount)}) passam do valor recebido (${formatBRL(input.amount)}).` },
      });
    if (input.repasse.paid && input.repasse.accountId) {
      const from = await tx.get(COLLECTIONS.bankAccounts, input.repasse.accountId);
      if (!from?.data.active) throw appError('invalid-input', { fields: { 'repasse.accountId': 'Escolha uma conta ativa.' } });
    }
    const repasseValues = () => ({
      ...base,
      type: 'despesa' as const,
      kind: 'repasse' as const,
      description: `Repasse ao cliente: ${origin.toLowerCase()}${reference}`,
      amount: split.repasse,
      dueDate: input.repasse.date,
      category: DEFAULT_CATEGORY.repasse,
      accountId: input.repasse.accountId,
      method: input.repasse.method,
    });
    const record = (values: typeof receivedValues | ReturnType<typeof repasseValues>): TransactionRecord => ({
      ...values,
      clientId: links.values.clientId,
      clientName: links.clientName,
      lawsuitLabel: links.lawsuitLabel,
      series: null,
      seriesId: null,
      ...settle(values.amount, 0, false),
      cancellation: null,
      searchWords: transactionSearchWords(values),
      createdBy: ctx.uid,
      updatedBy: ctx.uid,
    });
    const receivedId = newId('trn');
    const received = paid(record(receivedValues));
    const transactions: TransactionChange[] = [{ id: receivedId, before: null, after: received }, ...fee.changes];
    const payments: PaymentChange[] = [
      {
        id: newId('pag'),
        before: null,
        after: baixaRecord(receivedId, received, { date: input.date, amount: received.amount, method: input.method, accountId: input.accountId }, ctx.uid),
      },
    ];
    for (const c of fee.changes)
      payments.push({
        id: newId('pag'),
        before: null,
        after: baixaRecord(c.id, recordOf(c), { date: input.date, amount: recordOf(c).amount, method: 'compensacao', accountId: null }, ctx.uid),
      });
    let repasseId: string | null = null;
    if (split.repasse > 0) {
      repasseId = newId('trn');
      const open = record(repasseValues());
      const repasse = input.repasse.paid ? paid(open) : open;
      transactions.push({ id: repasseId, before: null, after: repasse });
      if (input.repasse.paid)
        payments.push({
          id: newId('pag'),
          before: null,
          after: baixaRecord(
            repasseId,
            repasse,
            { date: input.repasse.date, amount: repasse.amount, method: input.repasse.method, accountId: input.repasse.accountId },
            ctx.uid,
          ),
        });
    }
    const ops = [...fee.ops, ...(await transactionWrite(tx, ctx, { action: 'feeAgreements.receiveForClient' }, { transactions, payments }))];
    return { ops, result: { receivedId, feeId: fee.id, repasseId, received: input.amount, fee: fee.amount, repasse: split.repasse } };
  });
});

/** The lançamento as the change leaves it (a created one's `after`). */
function recordOf(c: TransactionChange): TransactionRecord {
  if (!c.after) throw new Error('A kept fee is paid, never deleted');
  return c.after;
}
