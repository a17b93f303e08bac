import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isNotFound } from '../../lib/error-message';
import { useRecordTitle } from '../../lib/page-title';
import { LoadError } from '../ui/LoadError';
import { Spinner } from '../ui/Spinner';

/** Names the loaded record in the browser tab while it is shown. */
function RecordTitle({ name }: { name: string | null | undefined }) {
  useRecordTitle(name);
  return null;
}

/**
 * A record (detail) page's frame over the record's query: a spinner while it loads; when it does not, the
 * reason with the way back to the list ("Voltar aos clientes") and, unless the record is gone, "Tentar
 * novamente"; once loaded, the tab names the record (`title`) and `children` render it.
 */
export function RecordPage<T>({
  query,
  back,
  notFound,
  title,
  children,
}: {
  query: UseQueryResult<T>;
  /** The list the record belongs to, and the link's words. */
  back: { to: string; label: string };
  /** What the page says of a record that is not there, instead of the server's words. */
  notFound?: string;
  /** The record's name in the browser tab. */
  title?: (record: T) => string | null | undefined;
  children: (record: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    const gone = isNotFound(query.error);
    return (
      <LoadError error={query.error} message={gone ? notFound : undefined} onRetry={gone ? undefined : () => void query.refetch()}>
        {' '}
        <Link to={back.to} className="underline">
          {back.label}
        </Link>
      </LoadError>
    );
  }
  return (
    <>
      {title && <RecordTitle name={title(query.data)} />}
      {children(query.data)}
    </>
  );
}
