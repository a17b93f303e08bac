import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { can } from '@office/domain/policy';
import { DUE_PERIOD_LABELS, DUE_PERIODS, TASK_PRIORITY_LABELS, TASK_STATUS_LABELS, TASK_STATUSES, type TaskItem } from '@office/domain/tasks';
import { pagePath, recordPath } from '@office/domain/addresses';
import { clientQueries } from '../../api/clients';
import { taskQueries } from '../../api/tasks';
import { useDirectory } from '../../api/directory';
import { ClientPicker } from '../../components/form/pickers';
import { Select, type SelectOption } from '../../components/form/Select';
import { ListPage } from '../../components/list/ListPage';
import { useAddressFilters } from '../../components/list/use-address-filters';
import { ClientLink, LawsuitLink } from '../../components/records/RecordLinks';
import { CursorTable } from '../../components/ui/CursorTable';
import { LoadError } from '../../components/ui/LoadError';
import { Badge, Button } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { useRecordTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session-context';
import { TaskBoard } from './TaskBoard';
import { dueWords, PRIORITY_TONES } from '../../components/records/tasks/task-words';
import { TASK_FILTERS } from './task-filters';
import { useNewTask } from '../../components/records/tasks/use-new-task';

const STATUS_OPTIONS: SelectOption[] = [['', 'Todas'], ...TASK_STATUSES.map((s): SelectOption => [s, TASK_STATUS_LABELS[s]])];
const DUE_OPTIONS: SelectOption[] = [['', 'Qualquer data'], ...DUE_PERIODS.map((p): SelectOption => [p, DUE_PERIOD_LABELS[p]])];

/** `/tasks`: the office's tasks on a board (by status) or in a list, filtered in the address. */
export function TasksPage() {
  useRecordTitle('Tarefas');
  const { me } = useSession();
  const directory = useDirectory();
  const navigate = useNavigate();
  const newTask = useNewTask();
  const address = useAddressFilters(TASK_FILTERS, { defaults: { view: 'quadro' } });
  const { filters, set, control, inUse, clear, href } = address;
  const list = filters.view === 'lista';
  const { personId, lawsuitId, clientId, due, status } = filters;
  const boardFilters = { personId, lawsuitId, clientId, due };
  const board = useQuery({ ...taskQueries.board(boardFilters), enabled: !list });
  const canWrite = can(me?.scopes, 'agenda', 'write');
  // The client is chosen here by who reads Clientes (as Financeiro does); the lawsuit comes from its page's link.
  const canClients = can(me?.scopes, 'clients', 'read');
  const clientName = useQuery({ ...clientQueries.detail(clientId ?? ''), enabled: canClients && Boolean(clientId) }).data?.name;
  // Who only reads the agenda still moves the tasks that are theirs (the server checks the same).
  const canMove = (t: TaskItem) => canWrite || (me ? t.people.includes(me.uid) : false);
  const personOptions: SelectOption[] = [
    ['', 'Todo o escritório'],
    ...(me ? [[me.uid, 'Minhas tarefas'] as SelectOption] : []),
    ...directory
      .agendaPeople()
      .filter((e) => e.uid !== me?.uid)
      .map((e): SelectOption => [e.uid, directory.labelOf(e.uid)]),
  ];
  const filtersInUse = inUse.filter((k) => k !== 'view');

  return (
    <ListPage
      title="Tarefas"
      description="O trabalho do escritório: quem faz o quê, até quando, e o que espera revisão."
      actions={
        <>
          <Link to={pagePath('productivity')} className="self-center text-sm text-brand-700 hover:underline dark:text-brand-300">
            Produtividade
          </Link>
          <div role="group" aria-label="Visualização" className="flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-700">
            {(['quadro', 'lista'] as const).map((v) => (
              <Button
                key={v}
                variant={filters.view === v ? 'primary' : 'ghost'}
                icon={v === 'quadro' ? 'columns' : 'menu'}
                aria-pressed={filters.view === v}
                onClick={() => set({ view: v })}
              >
                {v === 'quadro' ? 'Quadro' : 'Lista'}
              </Button>
            ))}
          </div>
          {canWrite && (
            <Button icon="plus" onClick={() => void newTask(filters.lawsuitId ? { lawsuitId: filters.lawsuitId } : undefined)}>
              Nova tarefa
            </Button>
          )}
        </>
      }
      filters={{
        // Pessoa and Entrega, Situação on the list, Cliente for who reads Clientes.
        columns: list && canClients ? 'sm:grid-cols-2 lg:grid-cols-4' : list || canClients ? 'sm:grid-cols-3' : 'sm:grid-cols-2',
        collapsed: { id: 'task-filters', active: filtersInUse.length },
        controls: (
          <>
            <Select id="task-person" label="Pessoa" options={personOptions} {...control('personId')} />
            {list && <Select id="task-status" label="Situação" options={STATUS_OPTIONS} {...control('status')} />}
            <Select id="task-due" label="Entrega" options={DUE_OPTIONS} {...control('due')} />
            {canClients && (
              <ClientPicker
                id="task-client"
                label="Cliente"
                value={clientId ?? ''}
                valueLabel={clientName}
                onChange={(id) => set({ clientId: id || null })}
                hint={clientId ? undefined : 'Digite ao menos 2 letras do nome.'}
              />
            )}
          </>
        ),
      }}
      clear={filtersInUse.length > 0 && { onClear: () => (list ? set({ personId: null, lawsuitId: null, clientId: null, status: null, due: null }) : clear()) }}
    >
      {/* A lawsuit (from its page's link), or a client for who has no picker for it, is said here and can be dropped. */}
      {(lawsuitId || (clientId && !canClients)) && (
        <p className="mb-4 flex flex-wrap items-center gap-2 text-sm">
          Só as tarefas {lawsuitId ? 'do processo' : 'do cliente'} {lawsuitId ? <LawsuitLink id={lawsuitId} /> : clientId && <ClientLink id={clientId} />}
          <Button variant="ghost" onClick={() => set(lawsuitId ? { lawsuitId: null } : { clientId: null })}>
            Ver todas
          </Button>
        </p>
      )}
      {list ? (
        <CursorTable
          key={JSON.stringify(filters)}
          query={(page) =>
            taskQueries.list({ personId: filters.personId, lawsuitId: filters.lawsuitId, clientId: filters.clientId, status, due: filters.due, ...page })
          }
          caption="Tarefas, pela data de entrega"
          empty="Nenhuma tarefa com estes filtros."
          emptyIcon="checklist"
          onRowClick={(t) => void navigate(recordPath('tasks', t.id))}
          columns={[
            { header: 'Tarefa', cell: (t) => t.title },
            { header: 'Responsável', cell: (t) => directory.nameOf(t.assigneeId) },
            { header: 'Processo ou cliente', cell: (t) => t.lawsuitLabel ?? t.clientName ?? '' },
            {
              header: 'Entrega',
              cell: (t) => {
                const due = dueWords(t);
                return <span className={due.late ? 'font-semibold text-red-700 dark:text-red-300' : ''}>{due.text}</span>;
              },
            },
            { header: 'Prioridade', cell: (t) => <Badge tone={PRIORITY_TONES[t.priority]}>{TASK_PRIORITY_LABELS[t.priority]}</Badge> },
            { header: 'Situação', cell: (t) => TASK_STATUS_LABELS[t.status] },
          ]}
        />
      ) : board.isPending ? (
        <Spinner />
      ) : board.isError ? (
        <LoadError error={board.error} onRetry={() => void board.refetch()} />
      ) : (
        <TaskBoard board={board.data} canMove={canMove} moreHref={(s) => href({ view: 'lista', status: s })} onRefused={() => void board.refetch()} />
      )}
    </ListPage>
  );
}
