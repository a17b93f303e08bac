import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { can } from '@office/domain/policy';
import { recordPath } from '@office/domain/addresses';
import { HIDDEN_LAWSUIT_LABEL } from '@office/domain/lawsuit-secrecy';
import { clientQueries } from '../../api/clients';
import { lawsuitQueries } from '../../api/lawsuits';
import { useSession } from '../../lib/session-context';

const LINK = 'text-brand-700 hover:underline dark:text-brand-300';

/** A linked lawsuit by its number (or internal reference), never by its id; plain text without Processos. */
export function LawsuitLink({ id }: { id: string }) {
  const { me } = useSession();
  const allowed = can(me?.scopes, 'lawsuits', 'read');
  const query = useQuery({ ...lawsuitQueries.detail(id), enabled: allowed });
  if (!allowed) return <span>Processo vinculado (sem acesso a Processos)</span>;
  if (query.isPending) return <span>Carregando…</span>;
  // The server answers not-found for a lawsuit under segredo de justiça not the person's, as for a deleted one.
  if (query.isError) return <span>Processo não encontrado ou em segredo de justiça</span>;
  const l = query.data;
  return (
    <Link to={recordPath('lawsuits', id)} className={LINK}>
      {l.cnj ?? l.internalRef ?? l.subject}
    </Link>
  );
}

/** A linked client by name; plain text without Clientes. */
export function ClientLink({ id }: { id: string }) {
  const { me } = useSession();
  const allowed = can(me?.scopes, 'clients', 'read');
  const query = useQuery({ ...clientQueries.detail(id), enabled: allowed });
  if (!allowed) return <span>Cliente vinculado (sem acesso a Clientes)</span>;
  if (query.isPending) return <span>Carregando…</span>;
  if (query.isError) return <span>Cliente não encontrado</span>;
  return (
    <Link to={recordPath('clients', id)} className={LINK}>
      {query.data.name}
    </Link>
  );
}

/** A name a record keeps of another (a lançamento's client or lawsuit): a link for those who read that section. */
export function RecordName({ to, name }: { to: string | null; name: string }) {
  return to ? (
    <Link to={to} className={LINK}>
      {name}
    </Link>
  ) : (
    <span>{name}</span>
  );
}

/**
 * A linked lawsuit as the server named it for the caller (its number, and its parties when given): a link for who
 * reads Processos, plain text for the people on a record without it, who need the case's number but cannot open
 * its page; a lawsuit under segredo de justiça not theirs comes as its hidden label, never linked.
 */
export function NamedLawsuit({ id, label, parties }: { id: string; label: string | null; parties?: string | null }) {
  const { me } = useSession();
  if (!label) return <span>Processo vinculado (sem acesso a Processos)</span>;
  const linked = can(me?.scopes, 'lawsuits', 'read') && label !== HIDDEN_LAWSUIT_LABEL;
  return (
    <>
      {linked ? (
        <Link to={recordPath('lawsuits', id)} className={`${LINK} break-words tabular-nums`}>
          {label}
        </Link>
      ) : (
        <span className="break-words tabular-nums">{label}</span>
      )}
      {parties && <span className="block text-xs text-slate-600 dark:text-slate-400">{parties}</span>}
    </>
  );
}

/** A linked client as the server named it for the caller: a link for who reads Clientes, else its name as text. */
export function NamedClient({ id, name }: { id: string; name: string | null }) {
  const { me } = useSession();
  if (!name) return <span>Cliente vinculado (sem acesso a Clientes)</span>;
  return <RecordName to={can(me?.scopes, 'clients', 'read') ? recordPath('clients', id) : null} name={name} />;
}
