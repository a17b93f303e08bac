import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, formatDateTime, formatTime } from '@office/domain/dates';
import { RUN_STATUS_LABELS, RUN_TRIGGER_LABELS, type IntegrationId, type IntegrationRunRecord, type RunStatus } from '@office/domain/integrations';
import type { Listed } from '@office/domain/lists';
import { recordPath } from '@office/domain/addresses';
import { integrationQueries } from '../../api/integrations';
import { Icon } from '../../components/ui/Icon';
import { LoadError } from '../../components/ui/LoadError';
import { Badge, Button } from '../../components/ui/primitives';
import { errorTotal, formatDuration, SHORT_NAMES, STATUS_TONES } from './run-summary';

type Run = Listed<IntegrationRunRecord>;

/** How many runs the overview brings (the server's RECENT_RUNS): with that many there may be more. */
export const RECENT_RUNS = 8;

const num = (n: number) => n.toLocaleString('pt-BR');

export function RunStatusBadge({ status }: { status: RunStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{RUN_STATUS_LABELS[status]}</Badge>;
}

/** "2 min 5 s" and when it ended; "em andamento" while it runs. */
function Duration({ run }: { run: Run }) {
  if (!run.finishedAt) return <span className="text-slate-500 dark:text-slate-400">{run.status === 'em-andamento' ? 'em andamento' : '—'}</span>;
  const sameDay = formatDate(run.finishedAt) === formatDate(run.startedAt);
  return (
    <>
      <span className="whitespace-nowrap">{formatDuration(Date.parse(run.finishedAt) - Date.parse(run.startedAt))}</span>
      <span className="block whitespace-nowrap text-xs text-slate-500 dark:text-slate-400">
        até {sameDay ? formatTime(run.finishedAt) : formatDateTime(run.finishedAt)}
      </span>
    </>
  );
}

function Origin({ run, canOpenLawsuits }: { run: Run; canOpenLawsuits: boolean }) {
  const label = RUN_TRIGGER_LABELS[run.trigger];
  // One lawsuit's update names its lawsuit: the label leads to it.
  if (run.trigger === 'processo' && run.lawsuitId && canOpenLawsuits) {
    return (
      <Link to={recordPath('lawsuits', run.lawsuitId)} title="Abrir o processo" className="text-brand-700 hover:underline dark:text-brand-300">
        {label}
      </Link>
    );
  }
  return <>{label}</>;
}

/** Why a run stopped, and its errors one by one ("alvo: mensagem"), folded. */
function RunNotes({ run }: { run: Run }) {
  const errors = errorTotal(run);
  if (!run.stopReason && errors === 0) return null;
  return (
    <div className="flex flex-col gap-2 text-sm">
      {run.stopReason && (
        <p className="flex items-start gap-2 text-red-800 dark:text-red-200">
          <Icon name="warn" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0">{run.stopReason}</span>
        </p>
      )}
      {run.errors.length > 0 && (
        <details className="rounded-lg bg-amber-50 px-3 py-2 text-amber-950 dark:bg-amber-950/60 dark:text-amber-100">
          <summary className="cursor-pointer font-medium">{errors === 1 ? 'Ver o erro' : `Ver os ${num(errors)} erros`}</summary>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
            {run.errors.map((e, i) => (
              <li key={i} className="break-words">
                <span className="font-medium">{e.target}</span>: {e.message}
              </li>
            ))}
            {run.moreErrors > 0 && <li className="list-none italic">e mais {num(run.moreErrors)}</li>}
          </ul>
        </details>
      )}
    </div>
  );
}

interface Column {
  header: string;
  cell: (run: Run) => ReactNode;
  numeric?: boolean;
}

function columnsFor(integration: IntegrationId, canOpenLawsuits: boolean): Column[] {
  const columns: (Column | null)[] = [
    { header: 'Início', cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.startedAt)}</span> },
    { header: 'Duração', cell: (r) => <Duration run={r} /> },
    { header: 'Origem', cell: (r) => <Origin run={r} canOpenLawsuits={canOpenLawsuits} /> },
    {
      header: 'Situação',
      cell: (r) => (
        <span className="whitespace-nowrap">
          <RunStatusBadge status={r.status} />
        </span>
      ),
    },
    { header: 'Consultas', cell: (r) => num(r.requests), numeric: true },
    { header: 'Lidos', cell: (r) => num(r.fetched), numeric: true },
    { header: 'Novos', cell: (r) => num(r.created), numeric: true },
    { header: 'Já existentes', cell: (r) => num(r.duplicates), numeric: true },
    integration === 'datajud' ? { header: 'Não encontrados', cell: (r) => num(r.notFound), numeric: true } : null,
    {
      header: 'Erros',
      cell: (r) => <span className={errorTotal(r) > 0 ? 'font-semibold text-red-700 dark:text-red-300' : ''}>{num(errorTotal(r))}</span>,
      numeric: true,
    },
  ];
  return columns.filter((c): c is Column => c !== null);
}

/**
 * From which card width the runs show as a table: DataJud's ten columns need about 64rem (beside the menu at
 * 1280 px its card is narrower, and the last column would scroll out of sight), the DJEN's eight fit in 48rem.
 */
const TABLE_FROM: Record<IntegrationId, { list: string; table: string }> = {
  datajud: { list: '@5xl:hidden', table: '@5xl:block' },
  djen: { list: '@3xl:hidden', table: '@3xl:block' },
};

/** The card's "Histórico de sincronizações": its heading and the runs. */
export function RunHistorySection(props: { integration: IntegrationId; recent: Run[]; canOpenLawsuits: boolean }) {
  const headingId = `${props.integration}-history`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold text-slate-800 dark:text-slate-100">
        Histórico de sincronizações
      </h3>
      <RunHistory {...props} />
    </section>
  );
}

/**
 * An integration's runs as they really went: the newest from the overview, then the whole history a page at
 * a time. A table where the card is wide enough; narrower (a phone), one card per run, every figure labelled.
 */
export function RunHistory({ integration, recent, canOpenLawsuits }: { integration: IntegrationId; recent: Run[]; canOpenLawsuits: boolean }) {
  const [full, setFull] = useState(false);
  const pages = useInfiniteQuery({ ...integrationQueries.runPages(integration), enabled: full });
  const runs = full && pages.data ? pages.data.pages.flatMap((p) => p.items) : recent;
  const total = pages.data?.pages[0]?.total;
  const columns = columnsFor(integration, canOpenLawsuits);
  const caption = `Histórico de sincronizações do ${SHORT_NAMES[integration]}`;

  if (runs.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">O histórico aparece aqui depois da primeira sincronização.</p>;

  return (
    <div className="flex flex-col gap-3">
      <div className="@container overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">
        <ul aria-label={caption} className={`divide-y divide-slate-100 dark:divide-slate-800 ${TABLE_FROM[integration].list}`}>
          {runs.map((run) => (
            <li key={run.id} className="flex flex-col gap-2 px-4 py-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{formatDateTime(run.startedAt)}</span>
                <RunStatusBadge status={run.status} />
              </div>
              <dl className="flex flex-col gap-1">
                {columns
                  .filter((c) => c.header === 'Origem' || c.header === 'Duração')
                  .map((c) => (
                    <div key={c.header} className="flex gap-3">
                      <dt className="w-20 shrink-0 text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">{c.header}</dt>
                      <dd className="min-w-0">{c.cell(run)}</dd>
                    </div>
                  ))}
              </dl>
              {/* The counts side by side, three to a row: one under the other they made each run a screen tall. */}
              <dl className="grid grid-cols-3 gap-2">
                {columns
                  .filter((c) => c.numeric)
                  .map((c) => (
                    <div key={c.header} className="flex flex-col justify-between rounded-lg bg-slate-50 px-2 py-1.5 dark:bg-slate-800/60">
                      <dt className="text-[11px] leading-4 text-slate-500 dark:text-slate-400">{c.header}</dt>
                      <dd className="font-medium tabular-nums">{c.cell(run)}</dd>
                    </div>
                  ))}
              </dl>
              <RunNotes run={run} />
            </li>
          ))}
        </ul>
        <div className={`hidden overflow-x-auto ${TABLE_FROM[integration].table}`}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            {/* Ten columns in a card beside the menu: headers in sentence case (the numbers are short, the uppercase headers were not). */}
            <thead className="bg-slate-50 text-xs text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col" className={`px-2 py-2.5 align-bottom font-semibold first:pl-3 last:pr-3 ${c.numeric ? 'text-right' : ''}`}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            {runs.map((run) => (
              <tbody key={run.id} className="border-t border-slate-100 first-of-type:border-t-0 dark:border-slate-800">
                <tr>
                  {columns.map((c) => (
                    <td key={c.header} className={`px-2 py-2.5 align-top first:pl-3 last:pr-3 ${c.numeric ? 'text-right tabular-nums' : ''}`}>
                      {c.cell(run)}
                    </td>
                  ))}
                </tr>
                {(run.stopReason || errorTotal(run) > 0) && (
                  <tr>
                    <td colSpan={columns.length} className="px-3 pb-3 pt-0">
                      <RunNotes run={run} />
                    </td>
                  </tr>
                )}
              </tbody>
            ))}
          </table>
        </div>
      </div>
      {pages.isError && <LoadError error={pages.error} onRetry={() => void pages.refetch()} />}
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {full && total !== undefined && (
          <p className="text-slate-600 dark:text-slate-400">
            {num(runs.length)} de {total === 1 ? '1 sincronização' : `${num(total)} sincronizações`}
          </p>
        )}
        {!full && recent.length >= RECENT_RUNS && (
          <Button variant="secondary" onClick={() => setFull(true)}>
            Ver histórico completo
          </Button>
        )}
        {full && (pages.isPending || pages.hasNextPage) && (
          <Button variant="secondary" disabled={pages.isFetching} onClick={() => void pages.fetchNextPage()}>
            {pages.isFetching ? 'Carregando…' : 'Carregar mais'}
          </Button>
        )}
      </div>
    </div>
  );
}
