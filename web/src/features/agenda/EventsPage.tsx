import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatDate, formatTime } from '@office/domain/dates';
import { agendaQueries } from '../../api/agenda';
import { CursorTable } from '../../components/ui/CursorTable';
import { Badge, Button, PageHeader } from '../../components/ui/primitives';
import { EVENT_KIND, EVENT_TONE, monthRange } from './events';
import { isPastDeadline } from '@office/domain/overdue';

/** Agenda: the month's hearings, deadlines, meetings and errands in time order. */
export function EventsPage() {
  const navigate = useNavigate();
  const [offset, setOffset] = useState(0);
  const month = monthRange(new Date(), offset);
  return (
    <>
      <PageHeader
        title="Agenda"
        description="Audiências, prazos, reuniões e diligências do escritório."
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <Link to="/events/deadline" className="mr-2 text-sm text-brand-700 hover:underline dark:text-brand-300">
              Calcular prazo
            </Link>
            <Button variant="secondary" icon="chevronLeft" aria-label="Mês anterior" onClick={() => setOffset((o) => o - 1)} />
            <span className="min-w-40 text-center font-medium" aria-live="polite">
              {month.label}
            </span>
            <Button variant="secondary" icon="chevronRight" aria-label="Próximo mês" onClick={() => setOffset((o) => o + 1)} />
            {offset !== 0 && (
              <Button variant="ghost" onClick={() => setOffset(0)}>
                Hoje
              </Button>
            )}
          </div>
        }
      />
      <CursorTable
        key={month.from}
        query={(page) => agendaQueries.list({ from: month.from, to: month.to, ...page })}
        caption={`Compromissos de ${month.label}`}
        empty="Nenhum compromisso neste mês."
        emptyIcon="calendar"
        pageSize={50}
        onRowClick={(e) => navigate(`/events/${e.id}`)}
        columns={[
          { header: 'Compromisso', cell: (e) => e.title },
          { header: 'Data', cell: (e) => <span className="tabular-nums">{formatDate(e.startsAt)}</span> },
          { header: 'Hora', cell: (e) => <span className="tabular-nums">{formatTime(e.startsAt)}</span> },
          { header: 'Tipo', cell: (e) => <Badge tone={EVENT_TONE[e.kind]}>{EVENT_KIND[e.kind]}</Badge> },
          { header: 'Local', cell: (e) => e.location || '—' },
          {
            header: 'Situação',
            cell: (e) => (e.done ? <Badge tone="green">concluído</Badge> : isPastDeadline(e) ? <Badge tone="red">prazo vencido</Badge> : 'pendente'),
          },
        ]}
      />
    </>
  );
}
