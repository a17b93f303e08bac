import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatDate, formatDateTime, officeDate, officeDayBounds } from '@office/domain/dates';
import { can } from '@office/domain/policy';
import { listPath, recordPath } from '@office/domain/addresses';
import { agendaQueries, type AgendaListParams } from '../../api/agenda';
import { useSession } from '../../lib/session-context';
import { Card } from '../ui/primitives';

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
    ...(typeof params.lawsuitId === 'string' && params.lawsuitId ? { lawsuit: params.lawsuitId } : {}),
    ...(typeof params.clientId === 'string' && params.clientId ? { client: params.clientId } : {}),
  });
  return (
    <Card
      title={title}
      icon="calendar"
      action={
        <Link to={listPath('agenda', all)} className="text-sm text-brand-700 underline dark:text-brand-300">
          Ver todos na agenda
        </Link>
      }
    >
      {query.data?.items.length ? (
        <ul className="flex flex-col gap-2 text-sm">
          {query.data.items.map((e) => (
            <li key={e.id}>
              <Link to={recordPath('agenda', e.id)} className="text-brand-700 hover:underline dark:text-brand-300">
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
