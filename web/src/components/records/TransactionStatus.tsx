import { formatBRL } from '@office/domain/money';
import { TRANSACTION_STATUS_LABELS, transactionStatus, type Settlement, type TransactionStatus, type TransactionType } from '@office/domain/finance-labels';
import { Badge } from '../ui/primitives';

/** The colours of a lançamento's status, the same on the list, its page, the dashboard and related cards. */
export const TRANSACTION_STATUS_TONE = {
  pendente: 'amber',
  vencido: 'red',
  parcial: 'blue',
  pago: 'green',
  cancelado: 'slate',
} as const satisfies Record<TransactionStatus, string>;

/** "Pendente", "Vencido"…, derived from what was paid and the due date (office calendar). */
export function TransactionStatusBadge({ transaction }: { transaction: { settlement: Settlement; dueDate: string } }) {
  const status = transactionStatus(transaction);
  return <Badge tone={TRANSACTION_STATUS_TONE[status]}>{TRANSACTION_STATUS_LABELS[status]}</Badge>;
}

/** A balance or a result: red when negative (an overdrawn account, a month that paid out more than it took in). */
export function Balance({ amount }: { amount: number }) {
  return <span className={amount < 0 ? 'text-red-700 dark:text-red-300' : ''}>{formatBRL(amount)}</span>;
}

/** A receita as it is, a despesa in red with a minus: money leaving the office. */
export function SignedAmount({ type, amount }: { type: TransactionType; amount: number }) {
  return (
    <span className={`whitespace-nowrap tabular-nums ${type === 'despesa' ? 'text-red-700 dark:text-red-300' : ''}`}>
      {formatBRL(type === 'despesa' ? -amount : amount)}
    </span>
  );
}
