import { Link } from 'react-router-dom';
import { formatDate } from '@office/domain/dates';
import { TASK_PRIORITY_LABELS, TASK_STATUS_LABELS, type WorkItem } from '@office/domain/tasks';
import { recordPath } from '@office/domain/addresses';
import { Badge } from '../../ui/primitives';
import { dueWords, PRIORITY_TONES } from './task-words';

/** One line of "Meu trabalho": a task (to do, or to review) or a prazo, with its dates and its lawsuit. */
export function WorkLine({ item }: { item: WorkItem }) {
  if (item.kind === 'prazo') {
    const p = item.prazo;
    return (
      <li className="min-w-0 py-2">
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone="red">Prazo</Badge>
          <Link to={recordPath('agenda', p.id)} className="min-w-0 break-words font-medium text-brand-700 hover:underline dark:text-brand-300">
            {p.title}
          </Link>
        </p>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
          {`Interno ${formatDate(p.internalDate)} · fatal ${formatDate(p.fatalDate)}`}
          {p.lawsuitLabel && <span className="break-words">{` · ${p.lawsuitLabel}`}</span>}
        </p>
      </li>
    );
  }
  const t = item.task;
  const due = dueWords(t);
  return (
    <li className="min-w-0 py-2">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone={item.role === 'reviewer' ? 'amber' : 'blue'}>{item.role === 'reviewer' ? 'Para revisar' : 'Tarefa'}</Badge>
        <Link to={recordPath('tasks', t.id)} className="min-w-0 break-words font-medium text-brand-700 hover:underline dark:text-brand-300">
          {t.title}
        </Link>
      </p>
      <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-slate-600 dark:text-slate-400">
        <span className={due.late ? 'font-semibold text-red-700 dark:text-red-300' : ''}>{due.text}</span>
        <span>{`· ${TASK_STATUS_LABELS[t.status]}`}</span>
        <Badge tone={PRIORITY_TONES[t.priority]}>{TASK_PRIORITY_LABELS[t.priority]}</Badge>
        {t.lawsuitLabel && <span className="min-w-0 break-words">{`· ${t.lawsuitLabel}`}</span>}
      </p>
    </li>
  );
}
