import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { addMonthsToMonth, officeDate } from '@office/domain/dates';
import { formatBRL } from '@office/domain/money';
import { formatMinutes, PROFITABILITY_GROUP_LABELS, PROFITABILITY_GROUPS, type ProfitabilityGroup, type ProfitabilityRowItem } from '@office/domain/timesheet';
import { timesheetQueries } from '../../api/timesheet';
import { MonthInput } from '../../components/form/DateInput';
import { Select } from '../../components/form/Select';
import { LoadError } from '../../components/ui/LoadError';
import { EmptyState, PageHeader } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { useRecordTitle } from '../../lib/page-title';
import { FinanceTabs } from './FinanceTabs';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const isGroup = (v: string | null): v is ProfitabilityGroup => (PROFITABILITY_GROUPS as readonly (string | null)[]).includes(v);

/**
 * /transactions/profitability — Rentabilidade: per lawsuit, client, person or month, the hours (billable or not),
 * what they are worth at the rates per hour, the fees charged and received, and the result (received less the
 * value of the hours). From the monthly rollups, never every entry.
 */
export function ProfitabilityPage() {
  useRecordTitle('Rentabilidade');
  const [params, setParams] = useSearchParams();
  const thisMonth = officeDate().slice(0, 7);
  const from = MONTH.test(params.get('de') ?? '') ? (params.get('de') ?? '') : addMonthsToMonth(thisMonth, -2);
  const to = MONTH.test(params.get('ate') ?? '') ? (params.get('ate') ?? '') : thisMonth;
  const asked = params.get('por');
  const groupBy: ProfitabilityGroup = isGroup(asked) ? asked : 'lawsuit';
  const set = (change: Record<string, string>) => setParams({ de: from, ate: to, por: groupBy, ...change }, { replace: true });
  const query = useQuery({ ...timesheetQueries.profitability({ from, to, groupBy }), enabled: from <= to });
  const report = query.data;
  return (
    <>
      <FinanceTabs />
      <PageHeader
        title="Rentabilidade"
        description="Horas trabalhadas, o valor delas pelos valores por hora, os honorários lançados e recebidos, e o resultado (recebido menos o valor das horas)."
      />
      <div className="mb-4 grid gap-4 sm:grid-cols-3">
        <MonthInput id="prof-from" label="De" value={from} onChange={(v) => MONTH.test(v) && set({ de: v })} />
        <MonthInput
          id="prof-to"
          label="Até"
          value={to}
          onChange={(v) => MONTH.test(v) && set({ ate: v })}
          error={from > to ? 'O fim do período vem antes do início' : undefined}
        />
        <Select
          id="prof-group"
          label="Agrupar"
          value={groupBy}
          onChange={(e) => set({ por: e.target.value })}
          options={PROFITABILITY_GROUPS.map((g) => [g, PROFITABILITY_GROUP_LABELS[g]] as [string, string])}
        />
      </div>
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {query.isLoading && <Spinner label="Calculando…" />}
      {report?.rows.length === 0 && <EmptyState icon="clock" title="Nenhuma hora registrada no período." />}
      {report && report.rows.length > 0 && <ProfitabilityTable rows={report.rows} totals={report.totals} group={PROFITABILITY_GROUP_LABELS[groupBy]} />}
    </>
  );
}

const money = (v: number | null) => (v === null ? '—' : formatBRL(v));
// On a phone: the row, its billable hours and the result; the value of the hours and the fees from 640 px.

function ProfitabilityTable({
  rows,
  totals,
  group,
}: {
  rows: ProfitabilityRowItem[];
  totals: { billableMinutes: number; nonBillableMinutes: number; hoursValue: number };
  group: string;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Rentabilidade {group.toLowerCase()}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {group.replace(/^Por /, '')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Horas faturáveis
            </th>
            <th scope="col" className="hidden px-4 py-3 text-right font-semibold md:table-cell">
              Não faturáveis
            </th>
            <th scope="col" className="hidden px-4 py-3 text-right font-semibold sm:table-cell">
              Valor das horas
            </th>
            <th scope="col" className="hidden px-4 py-3 text-right font-semibold sm:table-cell">
              Honorários lançados
            </th>
            <th scope="col" className="hidden px-4 py-3 text-right font-semibold sm:table-cell">
              Recebidos
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Resultado
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((r) => (
            <tr key={r.key ?? '-'}>
              <th scope="row" className="max-w-64 break-words px-4 py-3 text-left font-medium first-letter:uppercase">
                {r.label}
              </th>
              <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{formatMinutes(r.billableMinutes)}</td>
              <td className="hidden whitespace-nowrap px-4 py-3 text-right tabular-nums md:table-cell">{formatMinutes(r.nonBillableMinutes)}</td>
              <td className="hidden whitespace-nowrap px-4 py-3 text-right tabular-nums sm:table-cell">{formatBRL(r.hoursValue)}</td>
              <td className="hidden whitespace-nowrap px-4 py-3 text-right tabular-nums sm:table-cell">{money(r.fees?.billed ?? null)}</td>
              <td className="hidden whitespace-nowrap px-4 py-3 text-right tabular-nums sm:table-cell">{money(r.fees?.received ?? null)}</td>
              <td
                className={`whitespace-nowrap px-4 py-3 text-right tabular-nums ${r.result !== null && r.result < 0 ? 'text-red-700 dark:text-red-300' : ''}`}
              >
                {money(r.result)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-200 font-semibold dark:border-slate-700">
            <th scope="row" className="px-4 py-3 text-left">
              Total do período
            </th>
            <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{formatMinutes(totals.billableMinutes)}</td>
            <td className="hidden whitespace-nowrap px-4 py-3 text-right tabular-nums md:table-cell">{formatMinutes(totals.nonBillableMinutes)}</td>
            <td className="hidden whitespace-nowrap px-4 py-3 text-right tabular-nums sm:table-cell">{formatBRL(totals.hoursValue)}</td>
            <td className="hidden sm:table-cell" />
            <td className="hidden sm:table-cell" />
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
