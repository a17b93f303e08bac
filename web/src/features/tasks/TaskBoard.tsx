import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { TASK_PRIORITY_LABELS, TASK_STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '@office/domain/task-labels';
import type { TaskBoard as Board, TaskItem } from '@office/domain/tasks';
import { stepProgress } from '@office/domain/tasks';
import { useMoveTask } from '../../api/tasks';
import { useDirectory } from '../../api/directory';
import { useToast } from '../../components/ui/toast';
import { Badge } from '../../components/ui/primitives';
import { messageOf } from '../../lib/error-message';
import { dueWords, neighbourStatus, PRIORITY_TONES } from './task-view';

const DRAG_TYPE = 'application/x-office-task';

function Card({
  task,
  canMove,
  onMove,
  onKey,
  nameOf,
}: {
  task: TaskItem;
  canMove: boolean;
  onMove: (task: TaskItem, status: TaskStatus) => void;
  onKey: (event: KeyboardEvent<HTMLElement>, task: TaskItem) => void;
  nameOf: (uid: string) => string;
}) {
  const due = dueWords(task);
  const steps = stepProgress(task.steps);
  const moveId = `move-${task.id}`;
  return (
    <li
      data-task={task.id}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 shadow-sm focus-within:ring-2 focus-within:ring-brand-600 dark:border-slate-700 dark:bg-slate-900"
    >
      {/* The title is the card's handle: Enter opens it, Alt+←/→ moves it, and it is what a mouse drags. */}
      <Link
        to={`/tasks/${task.id}`}
        draggable={canMove}
        onDragStart={(e) => {
          e.dataTransfer.setData(DRAG_TYPE, task.id);
          e.dataTransfer.effectAllowed = 'move';
        }}
        onKeyDown={(e) => onKey(e, task)}
        aria-describedby={canMove ? 'board-keys' : undefined}
        className="block break-words font-medium text-brand-700 outline-none hover:underline dark:text-brand-300"
      >
        {task.title}
      </Link>
      <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs">
        <Badge tone={PRIORITY_TONES[task.priority]}>{TASK_PRIORITY_LABELS[task.priority]}</Badge>
        <span className={due.late ? 'font-semibold text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}>{due.text}</span>
        {steps.total > 0 && <span className="text-slate-600 dark:text-slate-400">{`${steps.done}/${steps.total} passos`}</span>}
      </div>
      <p className="mt-1 truncate text-xs text-slate-600 dark:text-slate-400">
        {nameOf(task.assigneeId)}
        {task.lawsuitLabel ? ` · ${task.lawsuitLabel}` : task.clientName ? ` · ${task.clientName}` : ''}
      </p>
      {canMove && (
        <div className="mt-2">
          <label htmlFor={moveId} className="sr-only">
            Mover tarefa {task.title}
          </label>
          <select
            id={moveId}
            value={task.status}
            onChange={(e) => onMove(task, e.target.value as TaskStatus)}
            className="w-full rounded-lg border border-slate-300 bg-white px-2 py-1 text-xs dark:border-slate-600 dark:bg-slate-800"
          >
            {TASK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s === task.status ? `Em: ${TASK_STATUS_LABELS[s]}` : `Mover para ${TASK_STATUS_LABELS[s]}`}
              </option>
            ))}
          </select>
        </div>
      )}
    </li>
  );
}

/**
 * The board: a column per status, each the first page the server gave. A card moves by dragging it to another
 * column, by its "Mover" menu, or with Alt+← / Alt+→ when it has focus; the move names the version the card shows,
 * so a card someone else moved meanwhile is refused (the board reloads) and the refusal is said.
 */
export function TaskBoard({ board, canMove, moreHref }: { board: Board; canMove: (task: TaskItem) => boolean; moreHref: (status: TaskStatus) => string }) {
  const move = useMoveTask();
  const toast = useToast();
  const { nameOf } = useDirectory();
  const [announce, setAnnounce] = useState('');
  const [over, setOver] = useState<TaskStatus | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const all = TASK_STATUSES.flatMap((s) => board[s].items);

  async function moveTo(task: TaskItem, status: TaskStatus) {
    if (status === task.status) return;
    try {
      await move.mutateAsync({ id: task.id, expectedVersion: task.version, status });
      setAnnounce(`Tarefa ${task.title} movida para ${TASK_STATUS_LABELS[status]}.`);
      // Focus follows the card to its new column, once the board has it there.
      requestAnimationFrame(() => root.current?.querySelector<HTMLElement>(`[data-task="${task.id}"] a`)?.focus());
    } catch (failure) {
      setAnnounce(`A tarefa não foi movida: ${messageOf(failure)}`);
      toast.show({ severity: 'error', summary: 'A tarefa não foi movida', detail: messageOf(failure) });
    }
  }

  function onKey(event: KeyboardEvent<HTMLElement>, task: TaskItem) {
    if (!event.altKey || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') || !canMove(task)) return;
    event.preventDefault();
    const next = neighbourStatus(task.status, event.key === 'ArrowRight' ? 1 : -1);
    if (next) void moveTo(task, next);
  }

  function onDrop(event: DragEvent<HTMLElement>, status: TaskStatus) {
    event.preventDefault();
    setOver(null);
    const task = all.find((t) => t.id === event.dataTransfer.getData(DRAG_TYPE));
    if (task && canMove(task)) void moveTo(task, status);
  }

  return (
    <div ref={root}>
      <p role="status" aria-live="polite" className="sr-only">
        {announce}
      </p>
      <p id="board-keys" className="sr-only">
        Alt e seta para a direita ou para a esquerda mudam a tarefa de coluna.
      </p>
      {/* Phones scroll the columns sideways inside the board; the page itself never grows wider than the screen. */}
      <div className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
        <div className="grid auto-cols-[minmax(15rem,1fr)] grid-flow-col gap-4">
          {TASK_STATUSES.map((status) => {
            const column = board[status];
            return (
              <section
                key={status}
                aria-labelledby={`col-${status}`}
                onDragOver={(e) => {
                  if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
                  e.preventDefault();
                  setOver(status);
                }}
                onDragLeave={() => setOver((o) => (o === status ? null : o))}
                onDrop={(e) => onDrop(e, status)}
                className={`min-w-0 rounded-2xl border p-3 ${over === status ? 'border-brand-600 bg-brand-50 dark:bg-slate-800' : 'border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60'}`}
              >
                <h2 id={`col-${status}`} className="mb-2 flex items-center justify-between text-sm font-semibold">
                  {TASK_STATUS_LABELS[status]}
                  <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
                    {column.more ? `${column.items.length}+` : column.items.length}
                  </span>
                </h2>
                <ul aria-labelledby={`col-${status}`} className="flex min-h-16 flex-col gap-2">
                  {column.items.map((task) => (
                    <Card key={task.id} task={task} canMove={canMove(task)} onMove={(t, s) => void moveTo(t, s)} onKey={onKey} nameOf={nameOf} />
                  ))}
                </ul>
                {column.items.length === 0 && <p className="text-xs text-slate-600 dark:text-slate-400">Nenhuma tarefa.</p>}
                {column.more && (
                  <Link to={moreHref(status)} className="mt-2 block text-xs font-medium text-brand-700 underline dark:text-brand-300">
                    Mais tarefas: ver na lista
                  </Link>
                )}
              </section>
            );
          })}
        </div>
      </div>
    </div>
  );
}
