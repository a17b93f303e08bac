import { formatDate, officeDate } from '@office/domain/dates';
import { isOverdueTransaction } from '@office/domain/overdue';
import { formatBRL } from '@office/domain/money';
import { financeQueries } from '../../api/finance';
import { CursorTable } from '../../components/ui/CursorTable';
import { Badge, PageHeader } from '../../components/ui/primitives';

const STATUS_TONE = { pendente: 'amber', pago: 'green', cancelado: 'slate' } as const;

/** Financeiro: receipts and expenses, latest due date first. */
export function TransactionsPage() {
  const today = officeDate();
  return (
    <>
      <PageHeader title="Financeiro" description="Honorários a receber, custas e despesas do escritório." />
      <CursorTable
        query={(page) => financeQueries.list(page)}
        caption="Lançamentos financeiros"
        empty="Nenhum lançamento ainda."
        emptyIcon="wallet"
        columns={[
          { header: 'Vencimento', cell: (t) => <span className="tabular-nums">{formatDate(t.dueDate)}</span> },
          { header: 'Descrição', cell: (t) => t.description },
          { header: 'Categoria', cell: (t) => t.category },
          {
            header: 'Valor',
            align: 'right',
            cell: (t) => (
              <span className={t.kind === 'despesa' ? 'text-red-700 dark:text-red-300' : ''}>{formatBRL(t.kind === 'despesa' ? -t.amount : t.amount)}</span>
            ),
          },
          {
            header: 'Situação',
            cell: (t) => (isOverdueTransaction(t, today) ? <Badge tone="red">vencido</Badge> : <Badge tone={STATUS_TONE[t.status]}>{t.status}</Badge>),
          },
        ]}
      />
    </>
  );
}
