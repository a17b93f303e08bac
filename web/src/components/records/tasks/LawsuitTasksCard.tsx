import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { can } from '@office/domain/policy';
import { TASK_STATUS_LABELS } from '@office/domain/tasks';
import { listPath, recordPath } from '@office/domain/addresses';
import { taskQueries } from '../../../api/tasks';
import { useDirectory } from '../../../api/directory';
import { Button, Card } from '../../ui/primitives';
import { Spinner } from '../../ui/Spinner';
import { useSession } from '../../../lib/session-context';
import { dueWords } from './task-words';
import { useNewTask } from './use-new-task';

/** A lawsuit's open tasks (the ten due first), with "Nova tarefa" for it; only for who reads the Agenda. */
export function LawsuitTasksCard({ lawsuitId }: { lawsuitId: string }) {
  const { me } = useSession();
  const allowed = can(me?.scopes, 'agenda', 'read');
  const canWrite = can(me?.scopes, 'agenda', 'write');
  const newTask = useNewTask();
  const { nameOf } = useDirectory();
  // The board's open columns hold the lawsuit's open tasks, due first (one call, a page per column).
  const query = useQuery({ ...taskQueries.board({ lawsuitId }), enabled: allowed });
  if (!allowed) return null;
  const open = query.data ? [...query.data.a_fazer.items, ...query.data.em_andamento.items, ...query.data.aguardando_revisao.items] : [];
  const shown = open.sort((a, b) => (a.dueSort < b.dueSort ? -1 : a.dueSort > b.dueSort ? 1 : 0)).slice(0, 10);
  return (
    <Card
      title="Tarefas"
      icon="checklist"
      action={
        <Link to={listPath('tasks', { view: 'lista', lawsuitId })} className="text-sm text-brand-700 underline dark:text-brand-300">
          Ver todas
        </Link>
      }
    >
      {query.isPending && <Spinner />}
      {query.data && shown.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">Nenhuma tarefa em aberto.</p>}
      {shown.length > 0 && (
        <ul aria-label="Tarefas em aberto do processo" className="mb-3 divide-y divide-slate-100 dark:divide-slate-800">
          {shown.map((t) => {
            const due = dueWords(t);
            return (
              <li key={t.id} className="min-w-0 py-2 text-sm">
                <Link to={recordPath('tasks', t.id)} className="break-words font-medium text-brand-700 hover:underline dark:text-brand-300">
                  {t.title}
                </Link>
                <span className="block text-slate-600 dark:text-slate-400">
                  {`${nameOf(t.assigneeId)} · ${TASK_STATUS_LABELS[t.status]} · `}
                  <span className={due.late ? 'font-semibold text-red-700 dark:text-red-300' : ''}>{due.text}</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {canWrite && (
        <Button variant="secondary" icon="plus" onClick={() => void newTask({ lawsuitId })}>
          Nova tarefa
        </Button>
      )}
    </Card>
  );
}
