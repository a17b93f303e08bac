import { Link, useParams } from 'react-router-dom';
import { listPath, recordPath } from '@office/domain/addresses';
import { chargeCancelInput, chargeReversePaymentInput, type ChargeDetail, type ChargePayment } from '@office/domain/charges';
import { formatDate, formatDateTime } from '@office/domain/dates';
import { PAYMENT_METHOD_LABELS } from '@office/domain/finance-labels';
import { formatBRL } from '@office/domain/money';
import { can } from '@office/domain/policy';
import { downloadChargePdf, downloadChargeReceipt, useCancelCharge, useCharge, useReverseChargePayment, useSendCharge } from '../../api/charges';
import { useDirectory } from '../../api/directory';
import { useFormDialog } from '../../components/record/record-dialogs';
import { RecordPage } from '../../components/record/RecordPage';
import { BackLink, DetailItem } from '../../components/ui/detail';
import { Button, Card, PageHeader } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/error-message';
import { useSession } from '../../lib/session-context';
import { ChargeStatusBadge, CopyAndPaste, PixQrCode } from './charge-parts';
import { ChargePaymentForm } from './ChargePaymentForm';
import { ReasonForm } from './ReasonForm';

/** /transactions/charges/:id — a charge: its PIX, its lançamentos, its payments and sendings, and what can be done to it. */
export function ChargeDetailPage() {
  const { id = '' } = useParams();
  const query = useCharge(id);
  return (
    <RecordPage query={query} back={{ to: listPath('charges'), label: 'Voltar às cobranças' }} title={(d) => `Cobrança de ${d.charge.clientName}`}>
      {(detail) => <ChargeView detail={detail} />}
    </RecordPage>
  );
}

function ChargeActions({ detail }: { detail: ChargeDetail }) {
  const c = detail.charge;
  const { me } = useSession();
  const toast = useToast();
  const openForm = useFormDialog();
  const send = useSendCharge();
  const cancellation = useCancelCharge();
  const canWrite = can(me?.scopes, 'finance', 'write');
  const open = c.status !== 'paga' && c.status !== 'cancelada';
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.show({ severity: 'success', summary: done });
    } catch (failure) {
      toast.show({ severity: 'error', summary: errorMessage(failure) });
    }
  };
  const pay = () =>
    openForm<ChargeDetail>({
      title: 'Registrar pagamento',
      size: 'md',
      form: (close) => <ChargePaymentForm charge={c} {...close} />,
      done: (d) => ({
        summary: 'Pagamento registrado.',
        detail: d.charge.openAmount > 0 ? `Ainda em aberto: ${formatBRL(d.charge.openAmount)}.` : 'Cobrança quitada.',
      }),
    });
  const cancel = () =>
    openForm<ChargeDetail>({
      title: 'Cancelar cobrança',
      size: 'md',
      form: ({ onSaved, onCancel }) => (
        <ReasonForm
          schema={chargeCancelInput}
          values={{ id: c.id, expectedVersion: c.version, reason: '' }}
          intro="A cobrança fica registrada como cancelada, com o motivo e seu nome, e os lançamentos voltam a poder entrar em outra cobrança."
          label="Cancelar cobrança"
          action={(values) => cancellation.mutateAsync(values)}
          onDone={onSaved}
          onCancel={onCancel}
        />
      ),
      done: { summary: 'Cobrança cancelada.' },
    });
  return (
    <>
      <BackLink to={listPath('charges')}>Cobranças</BackLink>
      <Button variant="secondary" icon="download" onClick={() => void run(() => downloadChargePdf(c.id), 'PDF da cobrança baixado.')}>
        Baixar PDF
      </Button>
      {canWrite && open && (
        <>
          <Button variant="secondary" disabled={send.isPending} onClick={() => void run(() => send.mutateAsync({ id: c.id }), 'Cobrança enviada por e-mail.')}>
            {send.isPending ? 'Enviando…' : 'Enviar por e-mail'}
          </Button>
          <Button icon="plus" onClick={() => void pay()}>
            Registrar pagamento
          </Button>
          {c.paidAmount === 0 && (
            <Button variant="secondary" onClick={() => void cancel()}>
              Cancelar cobrança
            </Button>
          )}
        </>
      )}
    </>
  );
}

function ChargeView({ detail }: { detail: ChargeDetail }) {
  const c = detail.charge;
  const { nameOf } = useDirectory();
  const amount = formatBRL(c.total);
  return (
    <>
      <PageHeader title={`Cobrança de ${c.clientName}`} description={`Identificador PIX ${c.txid}`} actions={<ChargeActions detail={detail} />} />
      {c.cancellation && (
        <div role="note" className="mb-4 rounded-xl border border-slate-300 bg-slate-50 px-4 py-3 dark:border-slate-700 dark:bg-slate-900">
          Cancelada em {formatDate(c.cancellation.at)} por {nameOf(c.cancellation.by)}: {c.cancellation.reason}
        </div>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card title="Dados da cobrança" icon="wallet" className="lg:col-span-3">
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <DetailItem label="Situação">
              <ChargeStatusBadge status={c.status} />
            </DetailItem>
            <DetailItem label="Total">
              <span className="tabular-nums">{amount}</span>
            </DetailItem>
            <DetailItem label="Pago">
              <span className="tabular-nums">{formatBRL(c.paidAmount)}</span>
            </DetailItem>
            <DetailItem label="Em aberto">
              <span className="tabular-nums">{c.status === 'cancelada' ? '—' : formatBRL(c.openAmount)}</span>
            </DetailItem>
            <DetailItem label="Vencimento">{formatDate(c.dueDate)}</DetailItem>
            <DetailItem label="Conta">{detail.account.name}</DetailItem>
            <DetailItem label="Chave PIX">{detail.account.pixKey ?? '—'}</DetailItem>
          </dl>
        </Card>
        <Card title="Pagar com PIX" icon="wallet" className="lg:col-span-3">
          <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
            <PixQrCode qr={detail.qr} amount={amount} />
            <CopyAndPaste code={c.brCode} />
          </div>
        </Card>
        <Card title="Lançamentos" icon="checklist" className="lg:col-span-3">
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {detail.items.map((i) => (
              <li key={i.transactionId} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                <span>
                  <Link to={recordPath('finance', i.transactionId)} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                    {i.description}
                  </Link>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    Vencimento {formatDate(i.dueDate)}
                    {i.lawsuitLabel && ` · Processo ${i.lawsuitLabel}`}
                  </span>
                </span>
                <span className="whitespace-nowrap tabular-nums">{formatBRL(i.amount)}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card title="Pagamentos" icon="clock" className="lg:col-span-2">
          {c.payments.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum pagamento registrado.</p>
          ) : (
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {c.payments.map((p) => (
                <PaymentRow key={p.id} detail={detail} payment={p} />
              ))}
            </ul>
          )}
        </Card>
        <Card title="Envios por e-mail" icon="mail">
          {c.sends.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">Ainda não enviada.</p>
          ) : (
            <ul className="text-sm">
              {c.sends.map((s) => (
                <li key={s.at}>
                  {formatDateTime(s.at)} para {s.to} ({nameOf(s.by)})
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}

/** One payment of the charge: its receipt, or how it was reversed; "Estornar" for Financeiro's writers. */
function PaymentRow({ detail, payment: p }: { detail: ChargeDetail; payment: ChargePayment }) {
  const c = detail.charge;
  const { me } = useSession();
  const { nameOf } = useDirectory();
  const openForm = useFormDialog();
  const reversal = useReverseChargePayment();
  const canWrite = can(me?.scopes, 'finance', 'write');
  const reverse = () =>
    openForm<ChargeDetail>({
      title: 'Estornar pagamento',
      size: 'md',
      form: ({ onSaved, onCancel }) => (
        <ReasonForm
          schema={chargeReversePaymentInput}
          values={{ id: c.id, expectedVersion: c.version, paymentId: p.id, reason: '' }}
          intro={`O pagamento de ${formatBRL(p.amount)} em ${formatDate(p.date)} fica no histórico como estornado, com o motivo e seu nome; os lançamentos e a cobrança voltam a dever esse valor.`}
          label="Estornar pagamento"
          action={(values) => reversal.mutateAsync(values)}
          onDone={onSaved}
          onCancel={onCancel}
        />
      ),
      done: (d) => ({ summary: 'Pagamento estornado.', detail: `Em aberto: ${formatBRL(d.charge.openAmount)}.` }),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span>
        <span className={p.reversal ? 'tabular-nums line-through' : 'tabular-nums'}>{formatBRL(p.amount)}</span> em {formatDate(p.date)} ·{' '}
        {PAYMENT_METHOD_LABELS[p.method]}
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          Registrado por {nameOf(p.by)}
          {p.reversal && ` · Estornado em ${formatDate(p.reversal.at)} por ${nameOf(p.reversal.by)}: ${p.reversal.reason}`}
        </span>
      </span>
      {!p.reversal && (
        <span className="flex gap-2">
          <Button variant="ghost" icon="download" onClick={() => void downloadChargeReceipt(c.id, p.id)}>
            Recibo
          </Button>
          {canWrite && (
            <Button variant="ghost" onClick={() => void reverse()}>
              Estornar
            </Button>
          )}
        </span>
      )}
    </li>
  );
}
