import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatDate, formatDateTime, officeDate, officeDayBounds } from '@office/domain/dates';
import { formatBRL } from '@office/domain/money';
import { can } from '@office/domain/policy';
import { agendaQueries, type AgendaListParams } from '../../api/agenda';
import { financeQueries, type FinanceListParams } from '../../api/finance';
import { useSession } from '../../lib/session-context';
import { Card } from '../ui/primitives';
import { SignedAmount, TransactionStatusBadge } from './TransactionStatus';

function Empty({ pending, text }: { pending: boolean; text: string }) {
  return <p className="text-sm text-slate-600 dark:text-slate-400">{pending ? 'Carregando…' : text}</p>;
}

/**
 * A record's next agenda entries (by clientId or lawsuitId), from today on, with the way to all of them in the
 * agenda's list; nothing for people without Agenda.
 */
export function RelatedEvents({
  params,
  title,
  empty,
  withTime = false,
  limit = 10,
}: {
  params: Omit<AgendaListParams, 'limit'>;
  title: string;
  empty: string;
  withTime?: boolean;
  limit?: number;
}) {
  const { me } = useSession();
  const allowed = can(me?.scopes, 'agenda', 'read');
  const query = useQuery({ ...agendaQueries.list({ ...params, from: officeDayBounds(officeDate()).start, limit }), enabled: allowed });
  if (!allowed) return null;
  const all = new URLSearchParams({
    view: 'list',
    ...(params.lawsuitId ? { lawsuit: String(params.lawsuitId) } : {}),
    ...(params.clientId ? { client: String(params.clientId) } : {}),
  });
  return (
    <Card
      title={title}
      icon="calendar"
      action={
        <Link to={`/events?${all.toString()}`} className="text-sm text-brand-700 underline dark:text-brand-300">
          Ver todos na agenda
        </Link>
      }
    >
      {query.data?.items.length ? (
        <ul className="flex flex-col gap-2 text-sm">
          {query.data.items.map((e) => (
            <li key={e.id}>
              <Link to={`/events/${e.id}`} className="text-brand-700 hover:underline dark:text-brand-300">
                {withTime && !e.allDay ? formatDateTime(e.startsAt) : formatDate(e.date)} · {e.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <Empty pending={query.isPending} text={empty} />
      )}
    </Card>
  );
}

/**
 * Lançamentos linked to a record (by clientId or lawsuitId): what is still to receive, how much of it is past due,
 * the latest ones with their status, and the way to all of them in Financeiro; nothing for people without it.
 */
export function RelatedTransactions({
  params,
  title,
  empty,
  withDueDate = false,
}: {
  params: Omit<FinanceListParams, 'limit'>;
  title: string;
  empty: string;
  withDueDate?: boolean;
}) {
  const { me } = useSession();
  const allowed = can(me?.scopes, 'finance', 'read');
  const query = useQuery({ ...financeQueries.list({ ...params, limit: 10 }), enabled: allowed });
  if (!allowed) return null;
  const all = new URLSearchParams({
    ...(params.lawsuitId ? { lawsuit: String(params.lawsuitId) } : {}),
    ...(params.clientId ? { client: String(params.clientId) } : {}),
  });
  const totals = query.data?.totals;
  return (
    <Card
      title={title}
      icon="wallet"
      action={
        <Link to={`/transactions?${all.toString()}`} className="text-sm text-brand-700 underline dark:text-brand-300">
          Ver todos no financeiro
        </Link>
      }
    >
      {totals && (totals.toReceive > 0 || totals.toPay > 0) && (
        <p className="mb-2 text-sm">
          A receber <strong className="tabular-nums">{formatBRL(totals.toReceive)}</strong>
          {totals.overdueReceivable > 0 && <span className="text-red-700 dark:text-red-300"> (vencido {formatBRL(totals.overdueReceivable)})</span>}
          {totals.toPay > 0 && (
            <>
              {' · '}A pagar <strong className="tabular-nums">{formatBRL(totals.toPay)}</strong>
            </>
          )}
        </p>
      )}
      {query.data?.items.length ? (
        <ul className="flex flex-col gap-1.5 text-sm">
          {query.data.items.map((t) => (
            <li key={t.id} className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                {withDueDate ? `${formatDate(t.dueDate)} · ` : ''}
                <Link to={`/transactions/${t.id}`} className="text-brand-700 hover:underline dark:text-brand-300">
                  {t.description}
                </Link>{' '}
                <TransactionStatusBadge transaction={t} />
              </span>
              <span className="whitespace-nowrap tabular-nums">
                <SignedAmount type={t.type} amount={t.amount} />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <Empty pending={query.isPending} text={empty} />
      )}
    </Card>
  );
}
