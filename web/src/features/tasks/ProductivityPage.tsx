import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { formatMonthLabel, monthOf, officeDate } from '@office/domain/dates';
import type { ProductivityRow } from '@office/domain/tasks';
import { listPath } from '@office/domain/addresses';
import { taskQueries } from '../../api/tasks';
import { useSession } from '../../lib/session-context';
import { useRecordTitle } from '../../lib/page-title';
import { Card, PageHeader } from '../../components/ui/primitives';
import { MonthStepper } from '../../components/ui/MonthStepper';
import { Spinner } from '../../components/ui/Spinner';
import { LoadError } from '../../components/ui/LoadError';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The first and last day of a month ("YYYY-MM"). */
const COLUMNS: { key: Exclude<keyof ProductivityRow, 'personId' | 'name'>; label: string; hint: string }[] = [
  { key: 'tasksDone', label: 'Concluídas', hint: 'tarefas concluídas no mês' },
  { key: 'tasksDoneLate', label: 'Com atraso', hint: 'das concluídas, depois da data de entrega' },
  { key: 'tasksOpen', label: 'Em aberto', hint: 'tarefas em aberto hoje' },
  { key: 'tasksOverdue', label: 'Atrasadas', hint: 'das em aberto, com a entrega já passada' },
  { key: 'prazosConcluded', label: 'Prazos concluídos', hint: 'prazos com fatal no mês, concluídos' },
  { key: 'prazosMissed', label: 'Prazos vencidos', hint: 'prazos com fatal no mês já passado, sem conclusão' },
];

const TD = 'whitespace-nowrap px-3 py-2 text-right tabular-nums';

/** Concluded on time and late, per person, as bars; every figure is also in the table. */
function DoneChart({ rows }: { rows: ProductivityRow[] }) {
  const largest = Math.max(1, ...rows.map((r) => r.tasksDone));
  return (
    <ul className="space-y-3" aria-label="Tarefas concluídas no mês, no prazo e com atraso">
      {rows.map((r) => {
        const onTime = r.tasksDone - r.tasksDoneLate;
        return (
          <li key={r.personId} className="min-w-0">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="truncate font-medium">{r.name}</span>
              <span className="shrink-0 tabular-nums text-slate-600 dark:text-slate-400">
                {onTime} no prazo · {r.tasksDoneLate} com atraso
              </span>
            </div>
            <svg
              aria-hidden="true"
              viewBox="0 0 100 1"
              preserveAspectRatio="none"
              className="mt-1 block h-2.5 w-full rounded-full bg-slate-100 dark:bg-slate-800"
            >
              <rect width={(onTime / largest) * 100} height="1" className="fill-emerald-600 dark:fill-emerald-400" />
              <rect x={(onTime / largest) * 100} width={(r.tasksDoneLate / largest) * 100} height="1" className="fill-amber-500 dark:fill-amber-400" />
            </svg>
          </li>
        );
      })}
    </ul>
  );
}

/** `/tasks/productivity`: per person and month, tasks done (on time, late), open (overdue) and prazos met or missed. */
export function ProductivityPage() {
  useRecordTitle('Produtividade');
  const { me } = useSession();
  const [params, setParams] = useSearchParams();
  const latest = officeDate().slice(0, 7);
  const asked = params.get('mes') ?? '';
  const month = MONTH.test(asked) && asked <= latest ? asked : latest;
  const query = useQuery(taskQueries.productivity(monthOf(month)));
  const admin = me?.admin === true;
  return (
    <>
      <PageHeader
        title="Produtividade"
        description={admin ? 'Tarefas e prazos de cada pessoa da equipe no mês.' : 'Suas tarefas e seus prazos no mês.'}
        actions={
          <Link to={listPath('tasks')} className="text-sm font-medium text-brand-700 underline dark:text-brand-300">
            Voltar às tarefas
          </Link>
        }
      />
      <div className="mb-5">
        <MonthStepper month={month} latest={latest} label="Mês" onChange={(next) => setParams(next === latest ? {} : { mes: next })} />
      </div>
      {query.isPending && <Spinner />}
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Card title="Por pessoa" icon="users" className="min-w-0">
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Produtividade de {formatMonthLabel(`${month}-01`)} por pessoa</caption>
                <thead className="text-xs uppercase tracking-wide text-slate-600 dark:text-slate-300">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Pessoa
                    </th>
                    {COLUMNS.map((c) => (
                      <th key={c.key} scope="col" className="px-3 py-2 text-right font-semibold" title={c.hint}>
                        {c.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                  {query.data.map((r) => (
                    <tr key={r.personId}>
                      <th scope="row" className="px-3 py-2 font-medium">
                        <Link to={listPath('tasks', { view: 'lista', personId: r.personId })} className="underline-offset-2 hover:underline">
                          {r.name}
                        </Link>
                      </th>
                      {COLUMNS.map((c) => (
                        <td
                          key={c.key}
                          className={`${TD} ${(c.key === 'tasksOverdue' || c.key === 'prazosMissed') && r[c.key] > 0 ? 'font-semibold text-red-700 dark:text-red-300' : ''}`}
                        >
                          {r[c.key].toLocaleString('pt-BR')}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
              “Em aberto” e “Atrasadas” são de hoje; as demais colunas, do mês escolhido. Prazos contados pelo responsável na agenda.
            </p>
          </Card>
          <Card title="Concluídas no mês" icon="success" className="min-w-0">
            <DoneChart rows={query.data} />
          </Card>
        </div>
      )}
    </>
  );
}
