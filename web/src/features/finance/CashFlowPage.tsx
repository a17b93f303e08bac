import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { officeDate } from '@office/domain/dates';
import { formatBRL } from '@office/domain/money';
import { financeQueries } from '../../api/finance';
import { useRecordTitle } from '../../lib/page-title';
import { Card, PageHeader } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { CashFlowChart } from './CashFlowChart';
import { CashFlowTable } from './CashFlowTable';
import { CategoryBreakdown } from './CategoryBreakdown';
import { cashFlowView, longMonth, shiftMonth, shortMonth, type CashFlowView } from './cash-flow';
import { month as monthValue } from './finance-list';
import { FinanceTabs } from './FinanceTabs';
import { MonthStepper } from '../../components/ui/MonthStepper';
import { LoadError } from '../../components/ui/LoadError';

const monthParam = (params: URLSearchParams, key: string) => monthValue(params.get(key));

function Figure({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className={`text-xl font-semibold tabular-nums ${value < 0 ? 'text-red-700 dark:text-red-300' : ''}`}>{formatBRL(value)}</dd>
      {hint && <dd className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">{hint}</dd>}
    </div>
  );
}

/** What the chart says in words; the table below holds every figure. */
function chartSummary(view: CashFlowView): string {
  const first = view.rows[0]?.month ?? '';
  const last = view.rows.at(-1)?.month ?? '';
  const projected = view.rows.filter((r) => r.projected).length;
  return (
    `Gráfico de barras das receitas e despesas por mês, de ${shortMonth(first)} a ${shortMonth(last)}` +
    `${projected ? `; os ${projected} últimos meses são previstos` : ''}. ` +
    `Recebido no período: ${formatBRL(view.totals.received)}; pago: ${formatBRL(view.totals.paid)}. Os valores estão na tabela a seguir.`
  );
}

/** /transactions/cash-flow — 12 months received and paid, 3 projected, the balance expected, and the categories. */
export function CashFlowPage() {
  useRecordTitle('Fluxo de caixa');
  const [params, setParams] = useSearchParams();
  const thisMonth = officeDate().slice(0, 7);
  // The realised window ends this month at the latest: later months have nothing received or paid yet.
  const asked = monthParam(params, 'mes');
  const month = asked && asked < thisMonth ? asked : thisMonth;
  const catTo = monthParam(params, 'ate') ?? thisMonth;
  const catFrom = monthParam(params, 'de') ?? shiftMonth(catTo, -11);
  const set = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) next.set(k, v);
    setParams(next, { replace: true });
  };
  // This month is asked for as null, so the default page and the one stepped back to it share a cache entry.
  const query = useQuery(financeQueries.cashFlow(month === thisMonth ? null : month));
  const view = query.data ? cashFlowView(query.data, thisMonth) : null;

  return (
    <>
      <FinanceTabs />
      <PageHeader title="Fluxo de caixa" description="O que entrou e saiu das contas a cada mês, e o que está previsto para os próximos." />
      <div className="mb-4">
        <MonthStepper month={month} latest={thisMonth} label="Último mês realizado" onChange={(m) => set({ mes: m })} />
      </div>
      {query.isPending && <Spinner />}
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} className="mb-4" />}
      {view && query.data && (
        <div className="flex flex-col gap-6">
          <dl className="grid gap-3 sm:grid-cols-3">
            <Figure label="Saldo em contas hoje" value={query.data.balance} hint="Soma dos saldos de todas as contas, inativas incluídas." />
            <Figure label="Resultado no período" value={view.totals.result} hint="Recebido menos pago nos meses da tabela." />
            {view.projectedBalance && (
              <Figure
                label={`Saldo previsto ao fim de ${longMonth(view.projectedBalance.month)}`}
                value={view.projectedBalance.amount}
                hint="Saldo de hoje mais o que está em aberto deste mês em diante; sem os vencidos de meses anteriores."
              />
            )}
          </dl>
          <Card title="Receitas e despesas por mês" icon="wallet">
            <CashFlowChart rows={view.rows} thisMonth={thisMonth} summary={chartSummary(view)} />
          </Card>
          <CashFlowTable view={view} />
          <CategoryBreakdown from={catFrom} to={catTo} onChange={(de, ate) => set({ de, ate })} />
        </div>
      )}
    </>
  );
}
