import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/session-context';
import { Button } from './primitives';

/** One labelled value of a record's detail card; empty values show a dash. */
export function DetailItem({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  /** The grid cell's own classes (a wider cell). */ className?: string;
}) {
  return (
    <div className={className}>
      <dt className="text-xs uppercase text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5">{children || '—'}</dd>
    </div>
  );
}

/** "← Agenda": the way back from a page to the one it belongs to, in the header's actions. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="self-center text-sm text-brand-700 hover:underline dark:text-brand-300">
      ← {children}
    </Link>
  );
}

/** A detail page's header actions: back to the list, its history for administrators, and Editar/Excluir for people who can write. */
export function RecordActions({
  backTo,
  backLabel,
  canWrite,
  onEdit,
  onDelete,
  history,
}: {
  backTo: string;
  backLabel: string;
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** The record's page in the audit log, shown to administrators. */
  history?: string;
}) {
  const { me } = useSession();
  return (
    <>
      <BackLink to={backTo}>{backLabel}</BackLink>
      {history && me?.admin && (
        <Link to={history} className="self-center text-sm text-brand-700 hover:underline dark:text-brand-300">
          Histórico de alterações
        </Link>
      )}
      {canWrite && (
        <>
          <Button icon="edit" onClick={onEdit}>
            Editar
          </Button>
          <Button variant="danger" icon="trash" onClick={onDelete}>
            Excluir
          </Button>
        </>
      )}
    </>
  );
}
