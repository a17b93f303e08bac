import { COLLECTIONS, isCash, type PaymentRecord, type TransactionRecord } from '@office/domain';
import type { TypedWriteOp } from '../../store/typed';
import type { CallableContext } from '../../platform/define-callable';
import { financeRollupOps, type CashChange } from './finance-rollup';
import { changeAuditOp, recordOf, recordOp, type AuditNote, type RecordChange, type WriteOwner } from '../record-change';

export type TransactionChange = RecordChange<TransactionRecord>;
export type PaymentChange = RecordChange<PaymentRecord>;

/** What one Financeiro write changes: lançamentos (a series counts many), and payments (a baixa, its estorno, a transfer's legs). */
export interface FinanceChanges {
  transactions?: readonly TransactionChange[];
  payments?: readonly PaymentChange[];
}

/** What a payment puts in its month's cash: a baixa that moves an account (not a compensação), while not reversed. */
const cashOf = (p: PaymentRecord | null): number => (p && isCash(p) && !p.reversal ? p.amount : 0);

function cashChanges(payments: readonly PaymentChange[]): CashChange[] {
  return payments.flatMap((c) => {
    const amount = cashOf(c.after) - cashOf(c.before);
    const p = recordOf(c);
    return amount ? [{ date: p.date, type: p.type, amount }] : [];
  });
}

/**
 * The audit entries: a write that moves money is audited as its payments, each in its lançamento's history (a
 * transfer's leg in its account's); any other write as its lançamentos, one entry each (every member of a series).
 */
function auditOps(ctx: CallableContext, note: AuditNote, transactions: readonly TransactionChange[], payments: readonly PaymentChange[]): TypedWriteOp[] {
  if (payments.length === 0) return transactions.map((c) => changeAuditOp(ctx, 'finance', COLLECTIONS.transactions, c, note));
  return payments.map((c) => {
    const p = recordOf(c);
    return changeAuditOp(ctx, 'finance', COLLECTIONS.payments, c, note, p.transactionId ?? p.accountId ?? c.id);
  });
}

/**
 * The one owner of lançamento writes: every op of a Financeiro change, read in its transaction: the payments and
 * lançamentos, their audit entries, and the monthly rollups (each lançamento's share of its month, the cash of
 * each payment's), read and written once for the whole change so that writes meeting on a month start over.
 */
export const transactionWrite: WriteOwner<FinanceChanges> = async (tx, ctx, note, changes) => {
  const { transactions = [], payments = [] } = changes;
  const shares = transactions.map((c) => ({ before: c.before, after: c.after }));
  const cash = cashChanges(payments);
  return [
    ...payments.map((c) => recordOp(COLLECTIONS.payments, c)),
    ...transactions.map((c) => recordOp(COLLECTIONS.transactions, c)),
    ...auditOps(ctx, note, transactions, payments),
    ...(shares.length > 0 || cash.length > 0 ? await financeRollupOps(tx, shares, cash) : []),
  ];
};
