import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@office/domain/dates';
import { agendaQueries } from '../../api/agenda';
import { Spinner } from '../../components/ui/Spinner';
import { scheduleLabel } from './events';
import { messageOf } from '../../lib/error-message';

/** An entry's history from the audit trail, newest first; a move says from when to when. */
export function EventHistory({ id }: { id: string }) {
  const query = useQuery(agendaQueries.history(id));
  if (query.isPending) return <Spinner />;
  if (query.isError) return <p role="alert">{messageOf(query.error)}</p>;
  if (query.data.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">Nenhuma alteração registrada.</p>;
  return (
    <ol className="flex flex-col gap-3 text-sm" aria-label="Histórico do compromisso">
      {query.data.map((h) => (
        <li key={`${h.at}-${h.action}`} className="border-l-2 border-slate-200 pl-3 dark:border-slate-700">
          <p className="font-medium">{h.action}</p>
          {h.moved && (
            <p>
              de {scheduleLabel(h.moved.from)} para <strong>{scheduleLabel(h.moved.to)}</strong>
            </p>
          )}
          {h.fields.length > 0 && <p className="text-slate-700 dark:text-slate-300">Alterou: {h.fields.join(', ')}</p>}
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {h.actorName} · {formatDateTime(h.at)}
          </p>
        </li>
      ))}
    </ol>
  );
}
