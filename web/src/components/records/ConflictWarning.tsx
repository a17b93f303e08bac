import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { ConflictHit } from '@office/domain';
import { documentKind } from '@office/domain/documents';
import { recordPath } from '@office/domain/addresses';
import { clientQueries, type ConflictCheck, type ConflictCheckParams } from '../../api/clients';
import { messageOf } from '../../lib/error-message';
import { useDebounced } from '../../lib/use-debounced';
import { Icon } from '../ui/Icon';

type CheckedParty = ConflictCheckParams['parties'][number];

/** How long a form's parties stay unchanged before they are checked. */
const PAUSE_MS = 600;
const NOTHING: ConflictCheckParams = { parties: [] };

/**
 * The conflict-of-interest check of a form's parties once they stop changing (null: nothing worth checking yet).
 * The answer is a warning only: the form saves either way.
 */
export function useConflictCheck(params: ConflictCheckParams | null): { check: ConflictCheck | undefined; error: unknown } {
  // Compared as text: the form builds new objects on every render.
  const settled = useDebounced(params ? JSON.stringify(params) : '', PAUSE_MS);
  const asked = useMemo(() => (settled ? (JSON.parse(settled) as ConflictCheckParams) : null), [settled]);
  const query = useQuery({ ...clientQueries.conflicts(asked ?? NOTHING), enabled: asked !== null });
  return asked ? { check: query.data, error: query.error } : { check: undefined, error: null };
}

/** Whether an answer has anything to warn about. */
export const hasConflicts = (check: ConflictCheck) => check.hits.length > 0 || check.hidden > 0;

function matchText(hit: ConflictHit, party: CheckedParty | undefined): string {
  if (hit.match === 'nome') return 'mesmo nome — pode ser homônimo';
  const kind = party?.document ? documentKind(party.document) : null;
  return `${kind === 'cpf' ? 'CPF' : kind === 'cnpj' ? 'CNPJ' : 'CPF/CNPJ'} igual`;
}

const LINK = 'font-medium underline';

/** A link of the warning: in a form, in a new tab (what was typed stays); in the check dialog, here, closing it. */
function HitLink({ to, children, onFollow }: { to: string; children: string; onFollow?: () => void }) {
  if (onFollow)
    return (
      <Link to={to} className={LINK} onClick={onFollow}>
        {children}
      </Link>
    );
  return (
    <Link to={to} target="_blank" rel="noopener" className={LINK}>
      {children}
      <span className="sr-only"> (abre em nova aba)</span>
    </Link>
  );
}

/** One line: who was found, how sure the match is, and where (a client of the office, or a party against it). */
function HitLine({ hit, party, onFollow }: { hit: ConflictHit; party: CheckedParty | undefined; onFollow?: () => void }) {
  const how = matchText(hit, party);
  const typed = party?.name.trim();
  if (hit.found === 'cliente' && hit.client)
    return (
      <>
        {typed || hit.client.name} ({how}) é cliente do escritório:{' '}
        <HitLink to={recordPath('clients', hit.client.id)} onFollow={onFollow}>
          {hit.client.name}
        </HitLink>
      </>
    );
  if (hit.lawsuit)
    return (
      <>
        {hit.lawsuit.name || typed} ({how}) aparece como parte contrária ({hit.lawsuit.role}) no processo{' '}
        <HitLink to={recordPath('lawsuits', hit.lawsuit.id)} onFollow={onFollow}>
          {hit.lawsuit.label}
        </HitLink>
        {hit.lawsuit.subject && ` — ${hit.lawsuit.subject}`}
      </>
    );
  return (
    <>
      {typed} ({how})
    </>
  );
}

/**
 * "Possível conflito de interesses" (Código de Ética e Disciplina da OAB): the same person on the other side of
 * another of the office's cases, or already its client. A warning, never a refusal; matches on records the
 * person cannot open are only counted. Nothing shows while there is nothing to warn about; a failed check
 * says so (no warning must not read as "no conflict").
 */
export function ConflictWarning({
  check,
  error,
  note,
  onFollow,
}: {
  check: ConflictCheck | undefined;
  error?: unknown;
  /** A line under the title ("the form saves anyway"). */
  note?: string;
  /** Links open here and call this (a dialog closes); without it they open in a new tab. */
  onFollow?: () => void;
}) {
  const titleId = useId();
  if (error && !check)
    return <p className="text-sm text-slate-600 dark:text-slate-400">Não foi possível verificar conflito de interesses agora: {messageOf(error)}</p>;
  if (!check || !hasConflicts(check)) return null;
  return (
    <section
      role="status"
      aria-labelledby={titleId}
      className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <h3 id={titleId} className="flex items-center gap-2 font-semibold">
        <Icon name="warn" className="size-5 shrink-0" />
        Possível conflito de interesses
      </h3>
      {note && <p className="mt-1">{note}</p>}
      {check.hits.length > 0 && (
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
          {check.hits.map((hit, i) => (
            <li key={`${i}-${hit.lawsuit?.id ?? hit.client?.id ?? ''}`} className="break-words">
              <HitLine hit={hit} party={check.checked[hit.party]} onFollow={onFollow} />
            </li>
          ))}
        </ul>
      )}
      {check.hidden > 0 && (
        <p className="mt-2">
          {check.hits.length > 0 ? '+ ' : ''}
          {check.hidden} ocorrência(s) em registros que você não pode abrir.
        </p>
      )}
    </section>
  );
}
