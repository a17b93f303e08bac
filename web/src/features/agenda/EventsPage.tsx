import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatDate, formatTime } from '@office/domain/dates';
import { agendaQueries } from '../../api/agenda';
import { CursorTable } from '../../components/ui/CursorTable';
import { Badge, Button, PageHeader } from '../../components/ui/primitives';
import { EVENT_KIND, EVENT_TONE, monthRange, overlapWarning, STATUS_TONE } from './events';
import { EventForm, type EventFormResult } from './EventForm';
import { can } from '@office/domain/policy';
import { useDirectory } from '../../api/directory';
import { useDialog } from '../../components/ui/dialog';
import { useToast } from '../../components/ui/toast';
import { useSession } from '../../lib/session-context';
import { EVENT_STATUS_LABELS } from '@office/domain/agenda-labels';
import { isPastDeadline } from '@office/domain/overdue';

/** Agenda: the month's hearings, deadlines, meetings and errands in time order. */
export function EventsPage() {
  const navigate = useNavigate();
  const { me } = useSession();
  const dialog = useDialog();
  const toast = useToast();
  const directory = useDirectory();

  async function create() {
    const result = await dialog.open<EventFormResult>({
      title: 'Novo compromisso',
      size: 'lg',
      draggable: false,
      content: (close) => <EventForm onSaved={close} onCancel={() => close()} />,
    });
    if (!result) return;
    toast.show({ severity: 'success', summary: 'Compromisso criado', detail: result.event.title });
    if (result.overlaps.length > 0) {
      toast.show({ severity: 'warn', summary: 'Audiências no mesmo horário', detail: overlapWarning(result.overlaps, directory.nameOf), life: 15000 });
    }
    navigate(`/events/${result.event.id}`);
  }

  const [offset, setOffset] = useState(0);
  const month = monthRange(new Date(), offset);
  return (
    <>
      <PageHeader
        title="Agenda"
        description="Audiências, prazos, reuniões, diligências, tarefas e atendimentos do escritório."
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <Link to="/events/deadline" className="mr-2 text-sm text-brand-700 hover:underline dark:text-brand-300">
              Calcular prazo
            </Link>
            {can(me?.scopes, 'agenda', 'write') && (
              <Button icon="plus" onClick={() => void create()}>
                Novo compromisso
              </Button>
            )}
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
          { header: 'Data', cell: (e) => <span className="tabular-nums">{formatDate(e.date)}</span> },
          { header: 'Hora', cell: (e) => <span className="tabular-nums">{e.allDay ? 'dia inteiro' : formatTime(e.startsAt)}</span> },
          { header: 'Tipo', cell: (e) => <Badge tone={EVENT_TONE[e.kind]}>{EVENT_KIND[e.kind]}</Badge> },
          { header: 'Local', cell: (e) => e.location || '—' },
          {
            header: 'Situação',
            cell: (e) =>
              isPastDeadline(e) ? <Badge tone="red">prazo vencido</Badge> : <Badge tone={STATUS_TONE[e.status]}>{EVENT_STATUS_LABELS[e.status]}</Badge>,
          },
        ]}
      />
    </>
  );
}
