import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { listPath, pagePath, recordPath } from '@office/domain/addresses';
import { formatDate, formatDateTime, formatMonthLabel } from '@office/domain/dates';
import { clauseInWords } from '@office/domain/fee-agreement-words';
import { AGREEMENT_STATUS_LABELS, SUCCESS_BASE_LABELS, type AgreementDetail, type AgreementSaved } from '@office/domain/fee-agreements';
import { TRANSACTION_STATUS_LABELS, transactionStatus, type Settlement, type TransactionStatus } from '@office/domain/finance-labels';
import { formatBRL } from '@office/domain/money';
import { can } from '@office/domain/policy';
import { feeAgreementQueries, useGenerateAgreement } from '../../api/fee-agreements';
import { auditHistoryPath } from '../../api/settings';
import { RecordPage } from '../../components/record/RecordPage';
import { useFormDialog } from '../../components/record/record-dialogs';
import { Badge, Button, Card, PageHeader, buttonClass } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { messageOf } from '../../lib/error-message';
import { useSession } from '../../lib/session-context';
import { EndAgreementForm, RecordSuccessForm } from './AgreementDialogs';

/** /transactions/agreements/:id — a fee agreement: its clauses in words, its lançamentos, results and versions. */
export function AgreementPage() {
  const { id = '' } = useParams();
  const query = useQuery(feeAgreementQueries.detail(id));
  return (
    <RecordPage query={query} back={{ to: listPath('finance'), label: 'Voltar ao financeiro' }} title={(a) => a.title}>
      {(a) => <AgreementView agreement={a} />}
    </RecordPage>
  );
}

const summaryText = (s: AgreementSaved['summary']) =>
  `${s.created} lançamento(s) criado(s), ${s.updated} atualizado(s), ${s.cancelled} cancelado(s); ${s.kept} pago(s) ou cancelado(s) mantido(s).`;

function AgreementView({ agreement: a }: { agreement: AgreementDetail }) {
  const { me } = useSession();
  const openForm = useFormDialog();
  const toast = useToast();
  const generate = useGenerateAgreement();
  const canWrite = can(me?.scopes, 'finance', 'write') && a.status === 'vigente';
  const canClients = can(me?.scopes, 'clients', 'read');
  const hasSuccess = a.clauses.some((c) => c.kind === 'exito');

  const recordSuccess = () =>
    openForm<AgreementSaved>({
      title: 'Registrar êxito',
      size: 'md',
      form: (close) => <RecordSuccessForm agreement={a} {...close} />,
      done: (s) => ({ summary: 'Êxito registrado', detail: summaryText(s.summary) }),
    });
  const end = () =>
    openForm<AgreementSaved>({
      title: 'Encerrar contrato',
      size: 'md',
      form: (close) => <EndAgreementForm agreement={a} {...close} />,
      done: (s) => ({ summary: 'Contrato encerrado', detail: summaryText(s.summary) }),
    });
  async function regenerate(): Promise<void> {
    try {
      const saved = await generate.mutateAsync({ id: a.id, expectedVersion: a.version });
      toast.show({ severity: 'success', summary: 'Lançamentos atualizados', detail: summaryText(saved.summary) });
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Nada foi gerado', detail: messageOf(failure) });
    }
  }

  return (
    <>
      <PageHeader
        title={a.title}
        description={
          <>
            {canClients ? <Link to={recordPath('clients', a.clientId)}>{a.clientName}</Link> : a.clientName}
            {a.lawsuitLabel ? ` · Processo ${a.lawsuitLabel}` : a.scope ? ` · ${a.scope}` : ''} · versão {a.termsVersion}, assinado em {formatDate(a.signedOn)}
          </>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <Badge tone={a.status === 'vigente' ? 'green' : 'slate'}>{AGREEMENT_STATUS_LABELS[a.status]}</Badge>
            {canWrite && (
              <>
                <Link to={pagePath('agreementForm', { id: a.id })} className={buttonClass('secondary')}>
                  Editar
                </Link>
                {hasSuccess && (
                  <Button variant="secondary" onClick={() => void recordSuccess()}>
                    Registrar êxito
                  </Button>
                )}
                <Button variant="secondary" icon="refresh" disabled={generate.isPending} onClick={() => void regenerate()}>
                  Gerar lançamentos
                </Button>
                <Button variant="danger" onClick={() => void end()}>
                  Encerrar
                </Button>
              </>
            )}
            <Link to={auditHistoryPath(a.id)} className={buttonClass('ghost')}>
              Histórico
            </Link>
          </div>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card title="Cláusulas" icon="book" className="lg:col-span-2">
          <ol className="list-decimal space-y-2 pl-5 text-sm">
            {a.clauses.map((c) => (
              <li key={c.id}>{clauseInWords(c)}</li>
            ))}
          </ol>
          {a.ending && (
            <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
              Encerrado em {formatDate(a.ending.date)}: {a.ending.reason}
            </p>
          )}
          <GeneratedThrough agreement={a} />
        </Card>
        <Card title="Êxitos registrados" icon="success">
          {a.successes.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum resultado registrado.</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {a.successes.map((s) => (
                <li key={s.id}>
                  {SUCCESS_BASE_LABELS[s.base]} de {formatDate(s.date)}: {formatBRL(s.baseAmount)}
                  {s.description ? ` (${s.description})` : ''}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={`Lançamentos (${a.transactions.length})`} icon="wallet" className="lg:col-span-3">
          <AgreementTransactions agreement={a} />
        </Card>
        <Card title="Versões anteriores" icon="clock" className="lg:col-span-3">
          {a.history.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">Esta é a primeira versão.</p>
          ) : (
            <ul className="space-y-4 text-sm">
              {a.history.map((v) => (
                <li key={v.termsVersion}>
                  <p className="font-medium">
                    Versão {v.termsVersion} (substituída em {formatDateTime(v.savedAt)})
                  </p>
                  <ol className="list-decimal pl-5 text-slate-700 dark:text-slate-300">
                    {v.terms.clauses.map((c) => (
                      <li key={c.id}>{clauseInWords(c)}</li>
                    ))}
                  </ol>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}

const STATUS_TONE: Record<TransactionStatus, 'slate' | 'green' | 'amber' | 'red' | 'blue'> = {
  pendente: 'blue',
  vencido: 'red',
  parcial: 'amber',
  pago: 'green',
  cancelado: 'slate',
};

function AgreementTransactions({ agreement: a }: { agreement: AgreementDetail }) {
  if (a.transactions.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum lançamento gerado ainda.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Lançamentos do contrato</caption>
        <thead>
          <tr className="text-slate-600 dark:text-slate-400">
            <th scope="col" className="py-2 pr-4">
              Vencimento
            </th>
            <th scope="col" className="py-2 pr-4">
              Descrição
            </th>
            <th scope="col" className="py-2 pr-4 text-right">
              Valor
            </th>
            <th scope="col" className="py-2">
              Situação
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {a.transactions.map((t) => (
            <tr key={t.id}>
              <td className="py-2 pr-4 whitespace-nowrap">{formatDate(t.dueDate)}</td>
              <td className="py-2 pr-4">
                <Link to={recordPath('finance', t.id)} className="text-brand-700 hover:underline dark:text-brand-300">
                  {t.description}
                </Link>
              </td>
              <td className="py-2 pr-4 text-right whitespace-nowrap tabular-nums">{formatBRL(t.amount)}</td>
              <td className="py-2">
                <StatusBadge status={transactionStatus({ settlement: t.settlement as Settlement, dueDate: t.dueDate })} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const StatusBadge = ({ status }: { status: TransactionStatus }) => <Badge tone={STATUS_TONE[status]}>{TRANSACTION_STATUS_LABELS[status]}</Badge>;

/**
 * How far the monthly fees go. The daily extension's block (horizonCheck) is shown while the agreement is still
 * short of what it aimed for: where the plan stops and the index months the table lacks.
 */
function GeneratedThrough({ agreement: a }: { agreement: AgreementDetail }) {
  const check = a.horizonCheck;
  if (check && check.through > (a.generatedThrough ?? '')) {
    const lastMonthly = a.transactions.filter((t) => t.key.startsWith('mensal:')).at(-1);
    return (
      <p role="status" className="mt-4 text-sm text-amber-800 dark:text-amber-300">
        {lastMonthly ? `Honorários mensais gerados até ${formatDate(lastMonthly.dueDate)}. ` : ''}
        Param antes do reajuste de {formatMonthLabel(`${check.anniversary}-01`)}: faltam na tabela de índices {check.reason}. Cadastre-os em Configurações →
        Índices econômicos e gere os lançamentos.
      </p>
    );
  }
  if (!a.generatedThrough) return null;
  return <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">Honorários mensais gerados até {formatDate(a.generatedThrough)}.</p>;
}
