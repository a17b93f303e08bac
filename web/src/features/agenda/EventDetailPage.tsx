import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { formatDate, formatTime } from '@office/domain/dates';
import { agendaQueries } from '../../api/agenda';
import { Badge, Card, PageHeader } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { EVENT_KIND, EVENT_TONE } from './events';
import { useRecordTitle } from '../../app/page-title';
import { ClientLink, LawsuitLink } from '../../components/records/RecordLinks';

/** /events/:id and /appointment/:id: one agenda entry. */
export function EventDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(agendaQueries.detail(id));
  useRecordTitle(query.data?.title);
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
        {query.error.message}{' '}
        <Link to="/events" className="underline">
          Voltar à agenda
        </Link>
      </div>
    );
  const e = query.data;
  return (
    <>
      <PageHeader
        title={e.title}
        description={`${formatDate(e.startsAt)}, ${formatTime(e.startsAt)}${e.endsAt !== e.startsAt ? ` às ${formatTime(e.endsAt)}` : ''}`}
        actions={
          <Link to="/events" className="text-sm text-brand-700 hover:underline dark:text-brand-300">
            ← Agenda
          </Link>
        }
      />
      <Card>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-xs uppercase text-slate-500 dark:text-slate-400">Tipo</dt>
            <dd>
              <Badge tone={EVENT_TONE[e.kind]}>{EVENT_KIND[e.kind]}</Badge>
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase text-slate-500 dark:text-slate-400">Local</dt>
            <dd>{e.location || '—'}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase text-slate-500 dark:text-slate-400">Processo</dt>
            <dd>{e.lawsuitId ? <LawsuitLink id={e.lawsuitId} /> : '—'}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase text-slate-500 dark:text-slate-400">Cliente</dt>
            <dd>{e.clientId ? <ClientLink id={e.clientId} /> : '—'}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase text-slate-500 dark:text-slate-400">Situação</dt>
            <dd>{e.done ? 'Concluído' : 'Pendente'}</dd>
          </div>
          {e.notes && (
            <div className="sm:col-span-2">
              <dt className="text-xs uppercase text-slate-500 dark:text-slate-400">Observações</dt>
              <dd>{e.notes}</dd>
            </div>
          )}
        </dl>
      </Card>
    </>
  );
}
