import { useQuery, type FetchStatus, type InfiniteData, type QueryKey, type UseInfiniteQueryResult, type UseQueryOptions } from '@tanstack/react-query';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import type { Listed, Page } from '@office/domain';
import { Button, EmptyState } from './primitives';
import { Spinner } from './Spinner';
import type { IconName } from './Icon';
import { LoadError } from './LoadError';
import { LoadMoreButton } from './LoadMoreButton';
import { useMediaQuery, WIDE_LAYOUT } from '../../lib/use-media-query';

export interface Column<T> {
  header: string;
  cell: (row: Listed<T>) => ReactNode;
  align?: 'right';
}

/**
 * The first column of a clickable row, as a button for the keyboard. The click stops here: the row's own
 * click handler would open the record a second time.
 */
function RowOpener({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="text-left font-medium text-brand-700 hover:underline dark:text-brand-300"
      onClick={(event) => {
        event.stopPropagation();
        onOpen();
      }}
    >
      {children}
    </button>
  );
}

/** TanStack Query holds requests while the browser is offline: say so rather than spin. */
function offline(status: FetchStatus): ReactNode {
  return (
    status === 'paused' && (
      <p
        role="status"
        className="mb-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      >
        Sem conexão com a internet. A lista aparece assim que a conexão voltar.
      </p>
    )
  );
}

/** The page a table asks its query factory for. */
export interface PageParams {
  limit: number;
  after: string | null;
}

/**
 * A section list: one callable page at a time (cursor pagination), the total
 * from the server's count, the previous page kept on screen while the next loads.
 */
/** The record type of a page's rows. */
type RowOf<P> = P extends Page<infer T> ? T : never;

export function CursorTable<P extends Page<unknown>, K extends QueryKey>({
  query: queryFor,
  columns,
  caption,
  empty,
  emptyIcon,
  pageSize = 25,
  onRowClick,
  onPage,
}: {
  /** The list's query-option factory for one page, e.g. `(page) => clientQueries.list({ ...filters, ...page })`. */
  query: (page: PageParams) => UseQueryOptions<P, Error, P, K>;
  columns: Column<RowOf<P>>[];
  caption: string;
  empty: string;
  emptyIcon?: IconName;
  pageSize?: number;
  onRowClick?: (row: Listed<RowOf<P>>) => void;
  /** Receives each page the server returns (for extra figures it carries, such as counts). */
  onPage?: (page: P) => void;
}) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors.at(-1) ?? null;
  const query = useQuery(queryFor({ limit: pageSize, after }));
  // One layout at a time: rendering both and hiding one with CSS doubled every row (and every image in it).
  const wide = useMediaQuery(WIDE_LAYOUT);
  useEffect(() => {
    if (query.data) onPage?.(query.data);
  }, [query.data, onPage]);

  const waitingForNetwork = offline(query.fetchStatus);
  if (query.isPending) return waitingForNetwork || <Spinner />;
  if (query.isError) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const { total, nextCursor } = query.data;
  // P is a Page of RowOf<P> by construction; TypeScript cannot narrow `items` through the conditional type.
  const items = query.data.items as Listed<RowOf<P>>[];
  if (total === 0) return <EmptyState icon={emptyIcon} title={empty} />;
  const first = (cursors.length - 1) * pageSize + 1;

  return (
    <>
      {waitingForNetwork}
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        {/* Phones: one card per row, every column labelled, nothing pushed off-screen. */}
        {!wide ? (
          <ul aria-label={caption} className={`divide-y divide-slate-100 dark:divide-slate-800 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
            {items.map((row) => (
              <li key={row.id} className="px-4 py-3 text-sm">
                {onRowClick ? (
                  <RowOpener onOpen={() => onRowClick(row)}>{columns[0]?.cell(row)}</RowOpener>
                ) : (
                  <p className="font-medium">{columns[0]?.cell(row)}</p>
                )}
                <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  {columns.slice(1).map((c) => (
                    <div key={c.header} className="contents">
                      <dt className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">{c.header}</dt>
                      <dd className={`min-w-0 ${c.align === 'right' ? 'whitespace-nowrap tabular-nums' : ''}`}>{c.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{caption}</caption>
              <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
                <tr>
                  {columns.map((c) => (
                    <th key={c.header} scope="col" className={`px-4 py-3 font-semibold ${c.align === 'right' ? 'text-right' : ''}`}>
                      {c.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className={`divide-y divide-slate-100 dark:divide-slate-800 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
                {items.map((row) => (
                  <tr
                    key={row.id}
                    className={onRowClick ? 'cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-800/50' : undefined}
                    onClick={onRowClick ? () => onRowClick(row) : undefined}
                  >
                    {columns.map((c, i) => (
                      <td key={c.header} className={`density-row px-4 py-3 align-top ${c.align === 'right' ? 'text-right tabular-nums' : ''}`}>
                        {i === 0 && onRowClick ? <RowOpener onOpen={() => onRowClick(row)}>{c.cell(row)}</RowOpener> : c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <nav aria-label="Paginação" className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm dark:border-slate-800">
          <p className="text-slate-600 dark:text-slate-400">
            {first.toLocaleString('pt-BR')}–{(first + items.length - 1).toLocaleString('pt-BR')} de {total.toLocaleString('pt-BR')}
          </p>
          <div className="flex gap-2">
            <Button variant="secondary" icon="chevronLeft" disabled={cursors.length === 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
              Anterior
            </Button>
            <Button variant="secondary" disabled={!nextCursor || query.isPlaceholderData} onClick={() => nextCursor && setCursors((c) => [...c, nextCursor])}>
              Próxima
            </Button>
          </div>
        </nav>
      </div>
    </>
  );
}

/**
 * The "Carregar mais" mode, for lists read page after page (an infinite query): the pages read so far, one
 * row each (`children` renders a row, an `<li>`), with how many are shown, the button for the next page, and
 * the same waiting, offline, error and empty states as the table. The previous filter's rows stay on screen,
 * dimmed, while a new filter loads.
 */
export function MoreList<P extends { items: { id: string }[] }>({
  query,
  label,
  empty,
  count,
  children: row,
}: {
  query: UseInfiniteQueryResult<InfiniteData<P>>;
  /** The list's accessible name. */
  label: string;
  /** What shows when there is nothing to list. */
  empty: ReactNode;
  /** "3 de 4 intimações": how many rows are shown, beside the button. */
  count?: (shown: number, first: P) => string;
  children: (item: P['items'][number]) => ReactNode;
}) {
  const waitingForNetwork = offline(query.fetchStatus);
  const first = query.data?.pages[0];
  if (query.isPending) return waitingForNetwork || <Spinner />;
  if (!first) return <LoadError error={query.error ?? new Error('A lista não carregou.')} onRetry={() => void query.refetch()} />;
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (items.length === 0) return empty;
  return (
    <>
      {waitingForNetwork}
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <ul
          aria-label={label}
          aria-busy={query.isPlaceholderData || undefined}
          className={`divide-y divide-slate-100 dark:divide-slate-800 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {items.map((item) => (
            <Fragment key={item.id}>{row(item)}</Fragment>
          ))}
        </ul>
        {query.isFetchNextPageError && <LoadError className="m-3" error={query.error} onRetry={() => void query.fetchNextPage()} />}
        {(count || query.hasNextPage) && (
          <div
            className={`flex flex-wrap items-center gap-3 border-t border-slate-200 px-4 py-3 text-sm dark:border-slate-800 ${count ? 'justify-between' : 'justify-center'}`}
          >
            {count && (
              <p className="text-slate-600 dark:text-slate-400" aria-live="polite">
                {count(items.length, first)}
              </p>
            )}
            {query.hasNextPage && <LoadMoreButton query={query} />}
          </div>
        )}
      </div>
    </>
  );
}
