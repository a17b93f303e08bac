import { Link, useNavigate } from 'react-router-dom';
import { transactionCancelInput, type TransactionDetail, type TransactionSaved } from '@office/domain/finance';
import { formatBRL } from '@office/domain/money';
import { useCancelTransaction, useDeleteTransaction } from '../../api/finance';
import { auditHistoryPath } from '../../api/settings';
import { BackLink } from '../../components/ui/detail';
import { useDialog } from '../../components/ui/dialog';
import { Button } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/error-message';
import { useSession } from '../../lib/session-context';
import { savedSummary } from './finance-text';
import { PaymentForm } from './PaymentDialog';
import { ReasonForm } from './ReasonForm';
import { TransactionForm } from './TransactionForm';

const LINK = 'self-center text-sm text-brand-700 hover:underline dark:text-brand-300';

/**
 * The header's actions: back, the audit history for administrators, and for people who write in Financeiro:
 * register a payment, edit, cancel (only while nothing is paid: reverse the payments first) and delete (only
 * while no payment was ever recorded).
 */
export function TransactionActions({ detail, canWrite }: { detail: TransactionDetail; canWrite: boolean }) {
  const t = detail.transaction;
  const { me } = useSession();
  const dialog = useDialog();
  const toast = useToast();
  const navigate = useNavigate();
  const cancellation = useCancelTransaction();
  const deletion = useDeleteTransaction();
  const cancelled = t.settlement === 'cancelado';
  const open = t.settlement === 'aberto' || t.settlement === 'parcial';
  const paid = t.paidAmount > 0;
  const failed = (summary: string) => (failure: unknown) => toast.show({ severity: 'error', summary, detail: errorMessage(failure), life: 10000 });

  async function pay() {
    const done = await dialog.open<TransactionDetail>({
      title: t.type === 'receita' ? 'Registrar recebimento' : 'Registrar pagamento',
      content: (close) => <PaymentForm transaction={t} onSaved={close} onCancel={() => close()} />,
    });
    if (!done) return;
    const rest = done.transaction.openAmount;
    toast.show({ severity: 'success', summary: 'Pagamento registrado.', detail: rest > 0 ? `Ainda em aberto: ${formatBRL(rest)}.` : 'Lançamento quitado.' });
  }

  async function edit() {
    const saved = await dialog.open<TransactionSaved>({
      title: 'Editar lançamento',
      size: 'lg',
      draggable: false,
      content: (close) => <TransactionForm existing={t} onSaved={close} onCancel={() => close()} />,
    });
    if (saved) toast.show({ severity: 'success', ...savedSummary(saved, 'atualizado'), life: saved.skipped > 0 ? 10000 : undefined });
  }

  async function cancel() {
    const done = await dialog.open<TransactionDetail>({
      title: 'Cancelar lançamento',
      content: (close) => (
        <ReasonForm
          schema={transactionCancelInput}
          values={{ id: t.id, expectedVersion: t.version, reason: '' }}
          intro={`“${t.description}” continua no financeiro como cancelado, fora dos totais a receber e a pagar, com o motivo e seu nome. Para um lançamento feito por engano, use Excluir.`}
          label="Cancelar lançamento"
          action={(values) => cancellation.mutateAsync(values)}
          onDone={close}
          onCancel={() => close()}
        />
      ),
    });
    if (done) toast.show({ severity: 'success', summary: 'Lançamento cancelado.' });
  }

  async function remove() {
    const confirmed = await dialog.confirm({
      title: 'Excluir lançamento?',
      message: `Use só para um lançamento feito por engano: “${t.description}” sai do financeiro (o registro da exclusão fica na auditoria). Um lançamento com pagamentos não pode ser excluído: estorne-os ou cancele-o.`,
      confirmLabel: 'Excluir',
      cancelLabel: 'Voltar',
      tone: 'danger',
    });
    if (!confirmed) return;
    await deletion
      .mutateAsync({ id: t.id, expectedVersion: t.version })
      .then(() => {
        toast.show({ severity: 'success', summary: 'Lançamento excluído.' });
        void navigate('/transactions', { replace: true });
      })
      .catch(failed('Não foi possível excluir'));
  }

  return (
    <>
      <BackLink to="/transactions">Financeiro</BackLink>
      {me?.admin && (
        <Link to={auditHistoryPath(t.id)} className={LINK}>
          Histórico de alterações
        </Link>
      )}
      {canWrite && (
        <>
          {open && (
            <Button icon="plus" onClick={() => void pay()}>
              Registrar pagamento
            </Button>
          )}
          {!cancelled && (
            <Button variant="secondary" icon="edit" onClick={() => void edit()}>
              Editar
            </Button>
          )}
          {!cancelled && (
            <Button
              variant="secondary"
              disabled={paid}
              aria-describedby={paid ? 'cancel-blocked' : undefined}
              title={paid ? 'Estorne os pagamentos antes de cancelar.' : undefined}
              onClick={() => void cancel()}
            >
              Cancelar lançamento
            </Button>
          )}
          {/* Payments stay in the books, reversed ones too: such a lançamento is cancelled, not deleted. */}
          {detail.payments.length === 0 && (
            <Button variant="danger" icon="trash" onClick={() => void remove()}>
              Excluir
            </Button>
          )}
          {!cancelled && paid && (
            <p id="cancel-blocked" className="w-full text-right text-xs text-slate-600 dark:text-slate-400">
              Há pagamentos registrados: para cancelar, estorne-os antes.
            </p>
          )}
        </>
      )}
    </>
  );
}
