import { formatDate } from '@office/domain/dates';
import { paymentReverseInput, PAYMENT_METHOD_LABELS, type PaymentRecord, type TransactionDetail } from '@office/domain/finance';
import type { Listed } from '@office/domain/lists';
import { formatBRL } from '@office/domain/money';
import { useAccounts, useReversePayment } from '../../api/finance';
import { useDialog } from '../../components/ui/dialog';
import { Button } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { ReasonForm } from './ReasonForm';

/** A lançamento's baixas, newest first; reversed ones stay listed, struck through, with when and why. */
export function PaymentsTable({ detail, canWrite }: { detail: TransactionDetail; canWrite: boolean }) {
  const t = detail.transaction;
  const accounts = useAccounts();
  const dialog = useDialog();
  const toast = useToast();
  const reverse = useReversePayment();
  // A compensação names no account: the fee was kept from the client's money.
  const accountName = (id: string | null) => (id ? (accounts.data?.find((a) => a.id === id)?.name ?? '…') : 'nenhuma (descontado de valor do cliente)');

  async function reverseOne(p: Listed<PaymentRecord>) {
    const done = await dialog.open<TransactionDetail>({
      title: 'Estornar pagamento',
      content: (close) => (
        <ReasonForm
          schema={paymentReverseInput}
          values={{ paymentId: p.id, expectedVersion: t.version, reason: '' }}
          intro={`O pagamento de ${formatBRL(p.amount)} em ${formatDate(p.date)} deixa de contar: o valor volta a ficar em aberto e sai do saldo da conta ${accountName(p.accountId)}. O registro fica, marcado como estornado.`}
          label="Estornar"
          action={(values) => reverse.mutateAsync(values)}
          onDone={close}
          onCancel={() => close()}
        />
      ),
    });
    if (done) toast.show({ severity: 'success', summary: 'Pagamento estornado.' });
  }

  if (detail.payments.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum pagamento registrado.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Pagamentos deste lançamento, do mais recente ao mais antigo</caption>
        <thead className="text-xs text-slate-600 dark:text-slate-400">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Data
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Valor
            </th>
            <th scope="col" className="py-2 pr-3">
              Conta
            </th>
            <th scope="col" className="hidden py-2 pr-3 sm:table-cell">
              Forma
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">Estorno</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {detail.payments.map((p) => (
            <tr key={p.id} className="border-t border-slate-100 align-top dark:border-slate-800">
              <td className="py-2 pr-3 tabular-nums">
                {formatDate(p.date)}
                {/* Phones drop the Forma column: the method goes under the date. */}
                <span className="block text-xs text-slate-600 sm:hidden dark:text-slate-400">{p.method ? PAYMENT_METHOD_LABELS[p.method] : ''}</span>
              </td>
              <td className={`whitespace-nowrap py-2 pr-3 text-right tabular-nums ${p.reversal ? 'line-through' : ''}`}>{formatBRL(p.amount)}</td>
              <td className="py-2 pr-3">{accountName(p.accountId)}</td>
              <td className="hidden py-2 pr-3 sm:table-cell">{p.method ? PAYMENT_METHOD_LABELS[p.method] : '—'}</td>
              <td className="py-2">
                {p.reversal ? (
                  <span className="text-slate-700 dark:text-slate-300">
                    Estornado em {formatDate(p.reversal.at)}: {p.reversal.reason}
                  </span>
                ) : (
                  canWrite &&
                  p.kind === 'baixa' && (
                    <Button
                      variant="secondary"
                      aria-label={`Estornar o pagamento de ${formatBRL(p.amount)} em ${formatDate(p.date)}`}
                      onClick={() => void reverseOne(p)}
                    >
                      Estornar
                    </Button>
                  )
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
