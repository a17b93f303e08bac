import { Link } from 'react-router-dom';
import { transactionCancelInput, type TransactionDetail, type TransactionSaved } from '@office/domain/finance';
import { formatBRL } from '@office/domain/money';
import { listPath } from '@office/domain/addresses';
import { useCancelTransaction, useDeleteTransaction } from '../../api/finance';
import { auditHistoryPath } from '../../api/settings';
import { BackLink } from '../../components/ui/detail';
import { useConfirmDelete, useFormDialog } from '../../components/record/record-dialogs';
import { Button } from '../../components/ui/primitives';
import { useSession } from '../../lib/session-context';
import { savedSummary, SETTLE_WORDS } from './finance-text';
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
  const openForm = useFormDialog();
  const confirmDelete = useConfirmDelete(useDeleteTransaction(), listPath('finance'));
  const cancellation = useCancelTransaction();
  const cancelled = t.settlement === 'cancelado';
  const open = t.settlement === 'aberto' || t.settlement === 'parcial';
  const paid = t.paidAmount > 0;

  const pay = () =>
    openForm<TransactionDetail>({
      title: SETTLE_WORDS[t.type].action,
      size: 'md',
      form: (close) => <PaymentForm transaction={t} {...close} />,
      done: (done) => {
        const rest = done.transaction.openAmount;
        return { summary: SETTLE_WORDS[t.type].done, detail: rest > 0 ? `Ainda em aberto: ${formatBRL(rest)}.` : 'Lançamento quitado.' };
      },
    });

  const edit = () =>
    openForm<TransactionSaved>({
      title: 'Editar lançamento',
      form: (close) => <TransactionForm existing={t} {...close} />,
      done: (saved) => ({ ...savedSummary(saved, 'atualizado'), life: saved.skipped > 0 ? 10000 : undefined }),
    });

  const cancel = () =>
    openForm<TransactionDetail>({
      title: 'Cancelar lançamento',
      size: 'md',
      form: ({ onSaved, onCancel }) => (
        <ReasonForm
          schema={transactionCancelInput}
          values={{ id: t.id, expectedVersion: t.version, reason: '' }}
          intro={`“${t.description}” continua no financeiro como cancelado, fora dos totais a receber e a pagar, com o motivo e seu nome. Para um lançamento feito por engano, use Excluir.`}
          label="Cancelar lançamento"
          action={(values) => cancellation.mutateAsync(values)}
          onDone={onSaved}
          onCancel={onCancel}
        />
      ),
      done: { summary: 'Lançamento cancelado.' },
    });

  const remove = () =>
    confirmDelete(
      { id: t.id, expectedVersion: t.version },
      {
        title: 'Excluir lançamento?',
        message: `Use só para um lançamento feito por engano: “${t.description}” sai do financeiro (o registro da exclusão fica na auditoria). Um lançamento com pagamentos não pode ser excluído: estorne-os ou cancele-o.`,
        cancelLabel: 'Voltar',
        done: { summary: 'Lançamento excluído.' },
      },
    );

  return (
    <>
      <BackLink to={listPath('finance')}>Financeiro</BackLink>
      {me?.admin && (
        <Link to={auditHistoryPath(t.id)} className={LINK}>
          Histórico de alterações
        </Link>
      )}
      {canWrite && (
        <>
          {open && (
            <Button icon="plus" onClick={() => void pay()}>
              {SETTLE_WORDS[t.type].action}
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
