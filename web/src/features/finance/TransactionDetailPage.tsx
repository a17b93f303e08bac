import { Link, useParams } from 'react-router-dom';
import { formatDate } from '@office/domain/dates';
import type { TransactionDetail, TransactionRecord } from '@office/domain/finance';
import { PAYMENT_METHOD_LABELS, TRANSACTION_KINDS } from '@office/domain/finance-labels';
import { formatBRL, formatPercentBp } from '@office/domain/money';
import { HIDDEN_LAWSUIT_LABEL } from '@office/domain/lawsuit-secrecy';
import { can } from '@office/domain/policy';
import type { Listed } from '@office/domain/lists';
import { listPath, pagePath, recordPath } from '@office/domain/addresses';
import { useAccounts, useTransaction } from '../../api/finance';
import { useDirectory } from '../../api/directory';
import { AttachedFiles } from '../../components/files/AttachedFiles';
import { RecordName } from '../../components/records/RecordLinks';
import { SignedAmount, TransactionStatusBadge } from '../../components/records/TransactionStatus';
import { DetailItem } from '../../components/ui/detail';
import { Card, PageHeader } from '../../components/ui/primitives';
import { RecordPage } from '../../components/record/RecordPage';
import { useSession } from '../../lib/session-context';
import { TYPE_LABELS } from './finance-text';
import { PaymentsTable } from './PaymentsTable';
import { TransactionActions } from './TransactionActions';

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
/** "abril de 2026". */
const competenceLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1] ?? ''} de ${month.slice(0, 4)}`;

/** The series the lançamento belongs to, in order, itself included (not a link). */
function SeriesCard({ detail }: { detail: TransactionDetail }) {
  const t = detail.transaction;
  if (!t.series) return null;
  const members = [...detail.series.filter((s) => s.id !== t.id), t].sort((a, b) => (a.series?.index ?? 0) - (b.series?.index ?? 0));
  const installments = t.series.kind === 'parcelamento';
  const title = installments ? `Parcelamento em ${t.series.count} vezes` : `Recorrência mensal (${t.series.count} meses)`;
  return (
    <Card title={title} icon="calendar" className="lg:col-span-3">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{installments ? 'Parcelas deste parcelamento' : 'Meses desta recorrência'}</caption>
          <thead className="text-xs text-slate-600 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-2 pr-3">
                {installments ? 'Parcela' : 'Mês'}
              </th>
              <th scope="col" className="py-2 pr-3">
                Vencimento
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Valor
              </th>
              <th scope="col" className="hidden py-2 pr-3 text-right sm:table-cell">
                Em aberto
              </th>
              <th scope="col" className="py-2">
                Situação
              </th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => {
              const label = `${m.series?.index ?? '?'}/${m.series?.count ?? '?'}`;
              return (
                <tr key={m.id} className="border-t border-slate-100 dark:border-slate-800" aria-current={m.id === t.id ? 'page' : undefined}>
                  <td className="py-1.5 pr-3 tabular-nums">
                    {m.id === t.id ? (
                      <strong>{label} (este)</strong>
                    ) : (
                      <Link
                        to={recordPath('finance', m.id)}
                        className="text-brand-700 hover:underline dark:text-brand-300"
                        aria-label={`${installments ? 'Parcela' : 'Mês'} ${label}, vencimento ${formatDate(m.dueDate)}`}
                      >
                        {label}
                      </Link>
                    )}
                  </td>
                  <td className="py-1.5 pr-3 tabular-nums">{formatDate(m.dueDate)}</td>
                  <td className="whitespace-nowrap py-1.5 pr-3 text-right tabular-nums">{formatBRL(m.amount)}</td>
                  <td className="hidden whitespace-nowrap py-1.5 pr-3 text-right tabular-nums sm:table-cell">
                    {m.settlement === 'cancelado' ? '—' : formatBRL(m.openAmount)}
                  </td>
                  <td className="py-1.5">
                    <TransactionStatusBadge transaction={m} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function Summary({ t, lastPaidOn }: { t: Listed<TransactionRecord>; lastPaidOn: string | null }) {
  const { me } = useSession();
  const accounts = useAccounts();
  const accountName = t.accountId ? (accounts.data?.find((a) => a.id === t.accountId)?.name ?? '…') : '';
  const canClients = can(me?.scopes, 'clients', 'read');
  const canLawsuits = can(me?.scopes, 'lawsuits', 'read');
  return (
    <Card title="Dados do lançamento" icon="wallet" className="lg:col-span-3">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <DetailItem label="Situação">
          <TransactionStatusBadge transaction={t} />
        </DetailItem>
        <DetailItem label="Tipo">{TYPE_LABELS[t.type]}</DetailItem>
        <DetailItem label="Natureza">{TRANSACTION_KINDS[t.kind].label}</DetailItem>
        <DetailItem label="Categoria">{t.category}</DetailItem>
        <DetailItem label="Valor">
          <span className="tabular-nums">
            <SignedAmount type={t.type} amount={t.amount} />
          </span>
        </DetailItem>
        <DetailItem label={t.type === 'receita' ? 'Recebido' : 'Pago'}>
          <span className="tabular-nums">{formatBRL(t.paidAmount)}</span>
          {lastPaidOn && <span className="text-sm text-slate-600 dark:text-slate-400"> (último em {formatDate(lastPaidOn)})</span>}
        </DetailItem>
        <DetailItem label="Em aberto">
          <span className="tabular-nums">{t.settlement === 'cancelado' ? '—' : formatBRL(t.openAmount)}</span>
        </DetailItem>
        <DetailItem label="Vencimento">{formatDate(t.dueDate)}</DetailItem>
        <DetailItem label="Competência">{competenceLabel(t.competence)}</DetailItem>
        {/* The names copied into the lançamento: no extra call, and a link for those who read the section. */}
        <DetailItem label="Cliente">
          {t.clientId && (
            <>
              <RecordName to={canClients ? recordPath('clients', t.clientId) : null} name={t.clientName ?? 'Cliente vinculado'} />
              {/* The client's account with the office; the way there for people without Clientes too. */}
              <Link to={pagePath('statement', { cliente: t.clientId })} className="block text-sm text-brand-700 hover:underline dark:text-brand-300">
                Prestação de contas
              </Link>
            </>
          )}
        </DetailItem>
        <DetailItem label="Processo">
          {t.lawsuitId && (
            // A lawsuit under segredo de justiça not the person's comes with the hidden label, and no page to open.
            <RecordName
              to={canLawsuits && t.lawsuitLabel !== HIDDEN_LAWSUIT_LABEL ? recordPath('lawsuits', t.lawsuitId) : null}
              name={t.lawsuitLabel ?? 'Processo vinculado'}
            />
          )}
        </DetailItem>
        {t.chargeId && (
          <DetailItem label="Cobrança">
            <Link to={recordPath('charges', t.chargeId)} className="text-brand-700 hover:underline dark:text-brand-300">
              Ver cobrança
            </Link>
          </DetailItem>
        )}
        <DetailItem label="Centro de custo">{t.costCenter}</DetailItem>
        <DetailItem label="Conta prevista">{accountName}</DetailItem>
        <DetailItem label="Forma de pagamento">{t.method ? PAYMENT_METHOD_LABELS[t.method] : ''}</DetailItem>
        <DetailItem label="Nota fiscal">{t.invoice.issued ? `Emitida${t.invoice.number ? ` nº ${t.invoice.number}` : ''}` : 'Não emitida'}</DetailItem>
        {t.successFee && (
          <DetailItem label="Honorários de êxito">
            <span className="tabular-nums">
              {formatPercentBp(t.successFee.percentBp)} % de {formatBRL(t.successFee.baseAmount)}
            </span>
          </DetailItem>
        )}
      </dl>
      {t.notes && (
        <dl className="mt-4">
          <DetailItem label="Observações">
            <span className="whitespace-pre-line">{t.notes}</span>
          </DetailItem>
        </dl>
      )}
    </Card>
  );
}

/** /transactions/:id — a lançamento, its payments and its series, and what can be done to it. */
export function TransactionDetailPage() {
  const { id = '' } = useParams();
  const query = useTransaction(id);
  return (
    <RecordPage query={query} back={{ to: listPath('finance'), label: 'Voltar ao financeiro' }} title={(detail) => detail.transaction.description}>
      {(detail) => <TransactionView detail={detail} />}
    </RecordPage>
  );
}

function TransactionView({ detail }: { detail: TransactionDetail }) {
  const { me } = useSession();
  const { nameOf } = useDirectory();
  const canWrite = can(me?.scopes, 'finance', 'write');
  const t = detail.transaction;
  return (
    <>
      <PageHeader
        title={t.description}
        description={`${TYPE_LABELS[t.type]} · ${TRANSACTION_KINDS[t.kind].label}`}
        actions={<TransactionActions detail={detail} canWrite={canWrite} />}
      />
      {t.cancellation && (
        <div
          role="note"
          className="mb-4 rounded-xl border border-slate-300 bg-slate-50 px-4 py-3 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
        >
          Cancelado em {formatDate(t.cancellation.at)} por {nameOf(t.cancellation.by)}: {t.cancellation.reason}
        </div>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Summary
          t={t}
          lastPaidOn={
            detail.payments
              .filter((p) => !p.reversal)
              .map((p) => p.date)
              .sort()
              .at(-1) ?? null
          }
        />
        <Card title="Pagamentos" icon="clock" className="lg:col-span-3">
          <PaymentsTable detail={detail} canWrite={canWrite} />
        </Card>
        <SeriesCard detail={detail} />
        <div className="min-w-0 lg:col-span-3">
          {/* Receipts, boletos and notas fiscais, through the same files function as a client's documents. */}
          <AttachedFiles folder={`transactions/${t.id}`} canWrite={canWrite} title="Comprovantes e documentos" />
        </div>
      </div>
    </>
  );
}
