import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { pagePath, recordPath } from '@office/domain/addresses';
import { formatDate } from '@office/domain/dates';
import { AGREEMENT_STATUS_LABELS } from '@office/domain/fee-agreements';
import { can } from '@office/domain/policy';
import { feeAgreementQueries } from '../../api/fee-agreements';
import { useSession } from '../../lib/session-context';
import { Badge, Card, buttonClass } from '../ui/primitives';
import { ReceiveForClientButton } from './ReceiveForClientButton';

/** The list, mounted only for people who read Financeiro, so nobody else triggers its call. */
function AgreementList({ clientId }: { clientId: string }) {
  const list = useQuery(feeAgreementQueries.list({ clientId }));
  if (!list.data)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{list.isError ? 'Não foi possível carregar os contratos.' : 'Carregando…'}</p>;
  if (list.data.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum contrato de honorários cadastrado.</p>;
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {list.data.map((a) => (
        <li key={a.id} className="flex flex-wrap items-center justify-between gap-2">
          <Link to={recordPath('feeAgreements', a.id)} className="text-brand-700 underline dark:text-brand-300">
            {a.title}
          </Link>
          <span className="flex items-center gap-2 text-slate-600 dark:text-slate-400">
            desde {formatDate(a.signedOn)} <Badge tone={a.status === 'vigente' ? 'green' : 'slate'}>{AGREEMENT_STATUS_LABELS[a.status]}</Badge>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A client's "Contratos de honorários" (Financeiro readers): the agreements, a new one, and money received on the client's behalf. */
export function FeeAgreementsCard({ clientId, lawsuitId = null }: { clientId: string; lawsuitId?: string | null }) {
  const { me } = useSession();
  if (!can(me?.scopes, 'finance', 'read')) return null;
  const canWrite = can(me?.scopes, 'finance', 'write');
  return (
    <Card
      title="Contratos de honorários"
      icon="book"
      action={
        canWrite && (
          <Link to={pagePath('agreementForm', { client: clientId })} className={buttonClass('secondary')}>
            Novo contrato
          </Link>
        )
      }
    >
      <AgreementList clientId={clientId} />
      {canWrite && (
        <div className="mt-4">
          <ReceiveForClientButton clientId={clientId} lawsuitId={lawsuitId} />
        </div>
      )}
    </Card>
  );
}
