import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { isCalendarDate, officeDate } from '@office/domain/dates';
import { statementCsvRows } from '@office/domain/finance-statement';
import { can } from '@office/domain/policy';
import { searchKey } from '@office/domain/text';
import { clientQueries } from '../../api/clients';
import { financeQueries } from '../../api/finance';
import { publicQueries } from '../../api/public';
import { useRecordTitle } from '../../lib/page-title';
import { DateInput } from '../../components/form/DateInput';
import { ClientPicker } from '../../components/form/pickers';
import { Button, EmptyState, PageHeader } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/toast';
import { downloadText } from '../../lib/download';
import { messageOf } from '../../lib/error-message';
import { useSession } from '../../lib/session-context';
import { date, id } from './finance-list';
import { FinanceTabs } from './FinanceTabs';
import { StatementReport, type Statement } from './StatementReport';
import { LoadError } from '../../components/ui/LoadError';

/** The address's client and period; the period defaults to this year up to today. */
export function readStatementParams(params: URLSearchParams, today: string = officeDate()) {
  return { clientId: id(params.get('cliente')), from: date(params.get('de')) ?? `${today.slice(0, 4)}-01-01`, to: date(params.get('ate')) ?? today };
}

/** "prestacao-de-contas-ana-lima-2026-01-01-2026-11-25.csv". */
export function statementFileName(s: Pick<Statement, 'client' | 'from' | 'to'>): string {
  const slug =
    searchKey(s.client.name)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'cliente';
  return `prestacao-de-contas-${slug}-${s.from}-${s.to}.csv`;
}

/**
 * /transactions/statement — a client's prestação de contas (EAOAB art. 25-A and 34, XXI) for a period, to read,
 * print on A4 or export as CSV. People without Clientes reach it from a lançamento of the client.
 */
export function StatementPage() {
  useRecordTitle('Prestação de contas');
  const { me } = useSession();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const { clientId, from, to } = readStatementParams(params);
  const canClients = can(me?.scopes, 'clients', 'read');
  const badPeriod = from > to;
  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  const query = useQuery({ ...financeQueries.statement({ clientId: clientId ?? '', from, to }), enabled: Boolean(clientId) && !badPeriod });
  const clientName = useQuery({ ...clientQueries.detail(clientId ?? ''), enabled: canClients && Boolean(clientId) }).data?.name;
  // The office's name heads the printed page; the public details are readable by anyone signed in.
  const office = useQuery(publicQueries.office());
  const statement = query.data;

  async function exportCsv(s: Statement) {
    try {
      // The CSV writer (Papa Parse) loads only when someone exports.
      const { toCsv } = await import('@office/domain/csv');
      downloadText(toCsv(statementCsvRows(s)), statementFileName(s));
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível exportar', detail: messageOf(failure) });
    }
  }

  return (
    <>
      <FinanceTabs />
      <div className="print:hidden">
        <PageHeader
          title="Prestação de contas"
          description="Valores recebidos em nome do cliente, adiantamentos, despesas, honorários e repasses, com o saldo a cada movimento."
          actions={
            statement && (
              <>
                <Button variant="secondary" onClick={() => window.print()}>
                  Imprimir
                </Button>
                <Button variant="secondary" icon="download" onClick={() => void exportCsv(statement)}>
                  Exportar CSV
                </Button>
              </>
            )
          }
        />
        <div className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <div className="sm:col-span-2">
            {canClients ? (
              <ClientPicker
                id="stmt-client"
                label="Cliente"
                value={clientId ?? ''}
                valueLabel={clientName ?? statement?.client.name}
                onChange={(id) => set({ cliente: id || null })}
                hint={clientId ? undefined : 'Digite ao menos 2 letras do nome.'}
              />
            ) : (
              // Without Clientes there is no client search: the client comes in the address, from a lançamento's page.
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {clientId
                  ? `Cliente: ${statement?.client.name ?? '…'}`
                  : 'Abra a prestação de contas pela página de um lançamento do cliente: escolher o cliente aqui requer acesso a Clientes.'}
              </p>
            )}
          </div>
          {/* Whole dates only: a half-typed one stays in its box, the period unchanged. */}
          <DateInput
            id="stmt-from"
            label="De"
            value={from}
            error={badPeriod ? 'A data inicial vem depois da final.' : undefined}
            onChange={(v) => isCalendarDate(v) && set({ de: v })}
          />
          <DateInput id="stmt-to" label="Até" value={to} onChange={(v) => isCalendarDate(v) && set({ ate: v })} />
        </div>
      </div>
      {!clientId && <EmptyState icon="users" title="Escolha um cliente para ver a prestação de contas." />}
      {clientId && query.isLoading && <Spinner />}
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {statement && (
        <div className="statement-print rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900 print:rounded-none print:border-0 print:p-0">
          <StatementReport statement={statement} officeName={office.data?.name ?? null} />
        </div>
      )}
    </>
  );
}
