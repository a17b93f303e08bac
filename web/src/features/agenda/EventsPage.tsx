import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { EVENT_KIND_LABELS, EVENT_KINDS, EVENT_STATUS_LABELS, EVENT_STATUSES } from '@office/domain/agenda-labels';
import { formatDate, formatTime, officeDate } from '@office/domain/dates';
import { isPastDeadline } from '@office/domain/overdue';
import { can } from '@office/domain/policy';
import { pagePath, recordPath } from '@office/domain/addresses';
import { agendaQueries } from '../../api/agenda';
import { useDirectory } from '../../api/directory';
import { Select, type SelectOption } from '../../components/form/Select';
import { ListPage } from '../../components/list/ListPage';
import { useAddressFilters } from '../../components/list/use-address-filters';
import { LawsuitLink, ClientLink } from '../../components/records/RecordLinks';
import { CursorTable } from '../../components/ui/CursorTable';
import { Badge, Button, Card } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { NEW_EVENT_PARAM } from '../../lib/new-event';
import { useSession } from '../../lib/session-context';
import {
  AGENDA_FILTERS,
  AGENDA_VIEWS,
  agendaDefaults,
  listFilters,
  rangeLabel,
  stepDate,
  VIEW_LABELS,
  visibleDays,
  type AgendaFilters,
  type AgendaState,
} from './agenda-view';
import { DayColumns, MonthGrid } from './CalendarViews';
import { EVENT_KIND, EVENT_TONE, STATUS_TONE } from './events';
import { useNewEvent } from './use-new-event';

const PHONE = '(max-width: 639px)';
function useNarrow(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(PHONE);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}

const KIND_OPTIONS: SelectOption[] = [['', 'Todos os tipos'], ...EVENT_KINDS.map((k): SelectOption => [k, EVENT_KIND_LABELS[k]])];
const STATUS_OPTIONS: SelectOption[] = [['', 'Todas as situações'], ...EVENT_STATUSES.map((s): SelectOption => [s, EVENT_STATUS_LABELS[s]])];

/** /events — the agenda: month, week, day or list, with "hoje" and filters kept in the address. */
export function EventsPage() {
  const navigate = useNavigate();
  const { me } = useSession();
  const directory = useDirectory();
  const narrow = useNarrow();
  // Every change adds an entry to the history: Back steps through the views and days seen.
  const { filters: state, set, href, control } = useAddressFilters(AGENDA_FILTERS, { defaults: agendaDefaults(narrow), history: 'push' });
  const dayHref = (d: string) => href({ view: 'day', date: d });
  const filters = listFilters(state, me?.uid);
  const now = new Date();

  const newEvent = useNewEvent();
  const create = () => newEvent(state.view === 'day' ? { date: state.date } : undefined);
  const canWrite = can(me?.scopes, 'agenda', 'write');
  // A lawsuit's "Novo compromisso" lands here with its id: the form opens once for it, and the address forgets it.
  const [params, setParams] = useSearchParams();
  const forLawsuit = params.get(NEW_EVENT_PARAM);
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!forLawsuit || !canWrite || opened.current === forLawsuit) return;
    opened.current = forLawsuit;
    setParams(
      (p) => {
        p.delete(NEW_EVENT_PARAM);
        return p;
      },
      { replace: true },
    );
    void newEvent({ lawsuitId: forLawsuit });
  }, [forLawsuit, canWrite, newEvent, setParams]);

  const personOptions: SelectOption[] = [
    ['', 'Todo o escritório'],
    ['me', 'Minha agenda'],
    ...directory
      .agendaPeople()
      .filter((e) => e.uid !== me?.uid)
      .map((e): SelectOption => [e.uid, directory.labelOf(e.uid)]),
  ];
  const { first, last } = visibleDays(state.view, state.date);

  return (
    <ListPage
      title="Agenda"
      description="Audiências, prazos, reuniões, diligências, tarefas e atendimentos do escritório."
      actions={
        <>
          <Link to={pagePath('timesheet')} className="self-center text-sm text-brand-700 hover:underline dark:text-brand-300">
            Minhas horas
          </Link>
          <Link to={pagePath('deadline')} className="self-center text-sm text-brand-700 hover:underline dark:text-brand-300">
            Calcular prazo
          </Link>
          {canWrite && (
            <Button icon="plus" onClick={() => void create()}>
              Novo compromisso
            </Button>
          )}
        </>
      }
      toolbar={
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <nav aria-label="Visualização" className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-600">
            {AGENDA_VIEWS.map((v) => (
              <Link
                key={v}
                to={href({ view: v })}
                aria-current={state.view === v ? 'page' : undefined}
                className={`rounded-md px-3 py-1.5 text-sm ${state.view === v ? 'bg-brand-700 text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
              >
                {VIEW_LABELS[v]}
              </Link>
            ))}
          </nav>
          <div className="flex items-center gap-1">
            <Button variant="secondary" icon="chevronLeft" aria-label="Anterior" onClick={() => set({ date: stepDate(state.view, state.date, -1) })} />
            <Button variant="secondary" icon="chevronRight" aria-label="Próximo" onClick={() => set({ date: stepDate(state.view, state.date, 1) })} />
            <Button variant="ghost" onClick={() => set({ date: officeDate() })} disabled={state.date === officeDate()}>
              Hoje
            </Button>
          </div>
          <h2 className="min-w-40 font-semibold first-letter:uppercase" aria-live="polite">
            {rangeLabel(state.view, state.date)}
          </h2>
        </div>
      }
      filters={{
        columns: 'sm:grid-cols-3',
        controls: (
          <>
            <Select
              id="agenda-person"
              label="Pessoa"
              value={state.personId ?? ''}
              options={personOptions}
              // One person, or one lawsuit's or client's entries: choosing a person drops the other two.
              onChange={(e) => set({ personId: e.target.value || null, lawsuitId: null, clientId: null })}
            />
            <Select id="agenda-kind" label="Tipo" options={KIND_OPTIONS} {...control('kind')} />
            <Select id="agenda-status" label="Situação" options={STATUS_OPTIONS} {...control('status')} />
          </>
        ),
      }}
    >
      {(filters.lawsuitId || filters.clientId) && (
        <p className="mb-4 flex flex-wrap items-center gap-2 text-sm">
          Só os compromissos {filters.lawsuitId ? 'do processo' : 'do cliente'}{' '}
          {filters.lawsuitId ? <LawsuitLink id={filters.lawsuitId} /> : filters.clientId && <ClientLink id={filters.clientId} />}
          <Button variant="ghost" onClick={() => set({ lawsuitId: null, clientId: null })}>
            Ver todos
          </Button>
        </p>
      )}
      {state.view === 'list' ? (
        <CursorTable
          key={JSON.stringify(filters)}
          query={(page) => agendaQueries.list({ ...filters, ...page })}
          caption={filters.from ? `Compromissos de ${rangeLabel('list', state.date)}` : 'Todos os compromissos, do mais antigo ao mais recente'}
          empty="Nenhum compromisso nestes dias com estes filtros."
          emptyIcon="calendar"
          pageSize={50}
          onRowClick={(e) => void navigate(recordPath('agenda', e.id))}
          columns={[
            { header: 'Compromisso', cell: (e) => e.title },
            { header: 'Data', cell: (e) => <span className="tabular-nums">{formatDate(e.date)}</span> },
            { header: 'Hora', cell: (e) => <span className="tabular-nums">{e.allDay ? 'dia inteiro' : formatTime(e.startsAt)}</span> },
            { header: 'Tipo', cell: (e) => <Badge tone={EVENT_TONE[e.kind]}>{EVENT_KIND[e.kind]}</Badge> },
            { header: 'Responsável', cell: (e) => directory.nameOf(e.ownerId) },
            {
              header: 'Situação',
              cell: (e) =>
                isPastDeadline(e, now) ? <Badge tone="red">prazo vencido</Badge> : <Badge tone={STATUS_TONE[e.status]}>{EVENT_STATUS_LABELS[e.status]}</Badge>,
            },
          ]}
        />
      ) : (
        <RangeView state={state} filters={filters} now={now} dayHref={dayHref} first={first} last={last} />
      )}
    </ListPage>
  );
}

/** Month, week or day: every entry of the visible range in one call. */
function RangeView({
  state,
  filters,
  now,
  dayHref,
  first,
  last,
}: {
  state: AgendaState;
  filters: AgendaFilters;
  now: Date;
  dayHref: (d: string) => string;
  first: string;
  last: string;
}) {
  const query = useQuery(agendaQueries.range(filters));
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <p role="alert" className="text-red-800 dark:text-red-200">
        {query.error.message}
      </p>
    );
  const entries = query.data.items;
  return (
    <Card>
      {query.data.nextCursor && (
        <p role="note" className="mb-3 rounded-lg bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          Há mais compromissos neste período do que cabem na tela: filtre por pessoa ou tipo, ou veja a semana.
        </p>
      )}
      {state.view === 'month' ? (
        <MonthGrid date={state.date} entries={entries} now={now} dayHref={dayHref} />
      ) : (
        <DayColumns first={first} last={last} entries={entries} now={now} dayHref={dayHref} />
      )}
    </Card>
  );
}
