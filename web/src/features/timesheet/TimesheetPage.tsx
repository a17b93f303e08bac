import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { listPath } from '@office/domain/addresses';
import { addDays, formatDate, officeDate } from '@office/domain/dates';
import { can } from '@office/domain/policy';
import { formatMinutes, TIME_ENTRY_STATUS_LABELS, weekDays, weekStart, type TimeEntryItem } from '@office/domain/timesheet';
import { useDirectory } from '../../api/directory';
import { timesheetQueries, useDeleteTimeEntry } from '../../api/timesheet';
import { Select, type SelectOption } from '../../components/form/Select';
import { useConfirmDelete } from '../../components/record/record-dialogs';
import { useTimeDialogs } from '../../components/timesheet/time-dialogs';
import { BackLink } from '../../components/ui/detail';
import { LoadError } from '../../components/ui/LoadError';
import { Badge, Button, PageHeader } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { useRecordTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session-context';

const WEEKDAYS = ['Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado', 'Domingo'];
const STATUS_TONE = { pendente: 'amber', aprovado: 'blue', faturado: 'green' } as const;

/**
 * /timesheet — one's week of time: each day's entries and total, the week's total; add, edit and delete pending
 * ones. Who reads Financeiro also picks a colleague (?pessoa=) and reads their week, never editing it.
 */
export function TimesheetPage() {
  const { me } = useSession();
  const directory = useDirectory();
  const [params, setParams] = useSearchParams();
  const asked = params.get('semana');
  const monday = weekStart(asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : officeDate());
  const readsFinance = can(me?.scopes, 'finance', 'read');
  const picked = readsFinance ? params.get('pessoa') : null;
  const colleague = picked && picked !== me?.uid ? picked : null;
  const query = useQuery(timesheetQueries.week(colleague ? { date: monday, personId: colleague } : { date: monday }));
  const dialogs = useTimeDialogs();
  const canWrite = can(me?.scopes, 'agenda', 'write') && !colleague;
  const show = (date: string, person: string | null) =>
    setParams({ ...(date === weekStart(officeDate()) ? {} : { semana: date }), ...(person ? { pessoa: person } : {}) });
  const goTo = (date: string) => show(date, colleague);
  const week = query.data;
  const days = weekDays(monday);
  const title = colleague ? `Horas de ${directory.nameOf(colleague)}` : 'Minhas horas';
  useRecordTitle(title);
  const people: SelectOption[] = [
    ['', 'Minhas horas'],
    ...directory
      .agendaPeople(colleague ? [colleague] : [])
      .filter((e) => e.uid !== me?.uid)
      .map((e): SelectOption => [e.uid, directory.labelOf(e.uid)]),
  ];

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={title}
        description={
          colleague
            ? 'O tempo registrado na semana, por dia. Só quem registrou pode alterar seus registros.'
            : 'O tempo que você registrou na semana, por dia. Registros aprovados ou faturados não podem mais ser alterados.'
        }
        actions={
          <>
            <BackLink to={listPath('agenda')}>Agenda</BackLink>
            {canWrite && (
              <Button icon="plus" onClick={() => void dialogs.record()}>
                Registrar tempo
              </Button>
            )}
          </>
        }
      />
      {readsFinance && (
        <div className="max-w-xs">
          <Select id="timesheet-person" label="Pessoa" value={colleague ?? ''} options={people} onChange={(e) => show(monday, e.target.value || null)} />
        </div>
      )}
      <nav aria-label="Semana" className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" icon="chevronLeft" onClick={() => goTo(addDays(monday, -7))}>
          Semana anterior
        </Button>
        <p className="text-sm font-medium" aria-live="polite">
          {formatDate(monday)} a {formatDate(addDays(monday, 6))}
        </p>
        <Button variant="secondary" onClick={() => goTo(addDays(monday, 7))}>
          Próxima semana
        </Button>
      </nav>
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {query.isPending && <Spinner label="Carregando a semana…" />}
      {week && (
        <>
          <p className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm dark:border-slate-800 dark:bg-slate-900">
            Total da semana: <strong className="tabular-nums">{formatMinutes(week.totals.total)}</strong>
            {' · '}faturáveis: <strong className="tabular-nums">{formatMinutes(week.totals.billable)}</strong>
          </p>
          <ol className="flex flex-col gap-3">
            {days.map((day, i) => (
              <DaySection
                key={day}
                day={day}
                weekday={WEEKDAYS[i] ?? ''}
                total={week.totals.days[i] ?? 0}
                entries={week.entries.filter((e) => e.date === day)}
                canWrite={canWrite && week.personId === me?.uid}
                onAdd={() => void dialogs.record({ date: day })}
              />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

function DaySection(props: { day: string; weekday: string; total: number; entries: TimeEntryItem[]; canWrite: boolean; onAdd: () => void }) {
  const { day, weekday, total, entries, canWrite, onAdd } = props;
  const future = day > officeDate();
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">
          {weekday}, {formatDate(day)}
        </h2>
        <div className="flex items-center gap-2">
          <span className="text-sm tabular-nums text-slate-700 dark:text-slate-300">Total do dia: {formatMinutes(total)}</span>
          {canWrite && !future && <Button variant="ghost" icon="plus" aria-label={`Registrar tempo em ${formatDate(day)}`} onClick={onAdd} />}
        </div>
      </div>
      {entries.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
          {entries.map((e) => (
            <EntryRow key={e.id} entry={e} canWrite={canWrite} />
          ))}
        </ul>
      )}
    </li>
  );
}

function EntryRow({ entry, canWrite }: { entry: TimeEntryItem; canWrite: boolean }) {
  const dialogs = useTimeDialogs();
  const confirmDelete = useConfirmDelete(useDeleteTimeEntry());
  const editable = canWrite && entry.status === 'pendente';
  const links = [entry.lawsuitLabel, entry.clientName, entry.taskTitle].filter(Boolean).join(' · ');
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
      <span className="w-14 font-semibold tabular-nums">{formatMinutes(entry.minutes)}</span>
      <span className="min-w-0 flex-1">
        <span className="block">{entry.description}</span>
        {(links || entry.startTime) && (
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {entry.startTime && entry.endTime ? `${entry.startTime}–${entry.endTime}` : ''}
            {entry.startTime && links ? ' · ' : ''}
            {links}
          </span>
        )}
      </span>
      {!entry.billable && <Badge>não faturável</Badge>}
      <Badge tone={STATUS_TONE[entry.status]}>{TIME_ENTRY_STATUS_LABELS[entry.status]}</Badge>
      {editable && (
        <span className="flex gap-1">
          <Button variant="ghost" icon="edit" aria-label={`Editar ${entry.description}`} onClick={() => void dialogs.record({}, entry)} />
          <Button
            variant="ghost"
            icon="trash"
            aria-label={`Excluir ${entry.description}`}
            onClick={() =>
              void confirmDelete(
                { id: entry.id, expectedVersion: entry.version },
                {
                  title: 'Excluir registro de tempo?',
                  message: `${formatMinutes(entry.minutes)} — ${entry.description}`,
                  done: { summary: 'Registro excluído.' },
                },
              )
            }
          />
        </span>
      )}
    </li>
  );
}
