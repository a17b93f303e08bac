import { useEffect, useRef, useState, type ComponentProps, type KeyboardEvent, type PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import { TASK_PRIORITY_LABELS, TASK_STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '@office/domain/task-labels';
import type { TaskActor, TaskBoard as Board, TaskItem } from '@office/domain/tasks';
import { moveRefusal, stepProgress } from '@office/domain/tasks';
import { recordPath } from '@office/domain/addresses';
import { useMoveTask } from '../../api/tasks';
import { useDirectory } from '../../api/directory';
import { useToast } from '../../components/ui/toast';
import { Badge } from '../../components/ui/primitives';
import { isConflict, messageOf } from '../../lib/error-message';
import { useSession } from '../../lib/session-context';
import { dueWords, neighbourStatus, PRIORITY_TONES } from '../../components/records/tasks/task-words';

/** How far (px) the pointer travels before a press on a title becomes a drag rather than a click. */
const DRAG_THRESHOLD = 6;

/** The column under a point of the screen. */
function columnAt(x: number, y: number): TaskStatus | null {
  const column = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-column]');
  return (column?.dataset.column as TaskStatus | undefined) ?? null;
}

function Card({
  task,
  me,
  canMove,
  onMove,
  drag,
  onKey,
  nameOf,
}: {
  task: TaskItem;
  /** Who looks at the board: its "Mover" menu lists only the columns the review rule lets them move the card to. */
  me: TaskActor | null;
  canMove: boolean;
  onMove: (task: TaskItem, status: TaskStatus) => void;
  /** The pointer handlers that drag the card by its title (from the board). */
  drag: Pick<ComponentProps<'a'>, 'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel' | 'onClick'>;
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
        to={recordPath('tasks', task.id)}
        draggable={false}
        {...(canMove ? drag : {})}
        onKeyDown={(e) => onKey(e, task)}
        aria-describedby={canMove ? 'board-keys' : undefined}
        className="block break-words hyphens-auto text-sm font-medium text-brand-700 outline-none hover:underline dark:text-brand-300"
      >
        {task.title}
      </Link>
      <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs">
        <Badge tone={PRIORITY_TONES[task.priority]}>{TASK_PRIORITY_LABELS[task.priority]}</Badge>
        <span className={due.late ? 'font-semibold text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}>{due.text}</span>
        {steps.total > 0 && <span className="text-slate-600 dark:text-slate-400">{`${steps.done}/${steps.total} passos`}</span>}
      </div>
      {/* Whole, on lines of their own (a narrow column wraps a CNJ number after its dash): cut short, it names no case. */}
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{nameOf(task.assigneeId)}</p>
      {(task.lawsuitLabel ?? task.clientName) && (
        <p className="text-xs tabular-nums text-slate-600 [overflow-wrap:anywhere] dark:text-slate-400">{task.lawsuitLabel ?? task.clientName}</p>
      )}
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
            {/* Short enough for a narrow column: the column already says where the card is. */}
            <option value={task.status}>Mover para…</option>
            {TASK_STATUSES.filter((s) => s !== task.status && me !== null && moveRefusal(task, s, me) === null).map((s) => (
              <option key={s} value={s}>
                {`Mover para ${TASK_STATUS_LABELS[s]}`}
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
export function TaskBoard({
  board,
  canMove,
  moreHref,
  onRefused,
}: {
  board: Board;
  canMove: (task: TaskItem) => boolean;
  moreHref: (status: TaskStatus) => string;
  /** A move the server refused for another reason than a stale card (review rules): the page reads the board again. */
  onRefused?: () => void;
}) {
  const move = useMoveTask();
  const toast = useToast();
  const { me } = useSession();
  const { nameOf } = useDirectory();
  const [announce, setAnnounce] = useState('');
  const [over, setOver] = useState<TaskStatus | null>(null);
  const root = useRef<HTMLDivElement>(null);
  // The card pressed or dragged by its title; a drag ends in a move to the column under the pointer.
  const dragging = useRef<{ task: TaskItem; x: number; y: number; active: boolean } | null>(null);
  const dragged = useRef(false);
  // A card moved by keyboard or menu keeps the focus: it is given to its title once the card is in its new column
  // (the board may redraw after the move's answer, and the card in the old column is gone with the redraw).
  const focusAfterMove = useRef<{ id: string; status: TaskStatus } | null>(null);
  useEffect(() => {
    const pending = focusAfterMove.current;
    const title = pending && root.current?.querySelector<HTMLElement>(`[data-column="${pending.status}"] [data-task="${pending.id}"] a`);
    if (!title) return;
    focusAfterMove.current = null;
    title.focus();
  });

  async function moveTo(task: TaskItem, status: TaskStatus) {
    if (status === task.status || !me) return;
    // A drag or a key to a column the review rule closes is said here, as the server would say it, and not sent.
    const refusal = moveRefusal(task, status, me);
    if (refusal) {
      setAnnounce(`A tarefa não foi movida: ${refusal}`);
      toast.show({ severity: 'error', summary: 'A tarefa não foi movida', detail: refusal });
      return;
    }
    try {
      await move.mutateAsync({ id: task.id, expectedVersion: task.version, status });
      focusAfterMove.current = { id: task.id, status };
      setAnnounce(`Tarefa ${task.title} movida para ${TASK_STATUS_LABELS[status]}.`);
    } catch (failure) {
      setAnnounce(`A tarefa não foi movida: ${messageOf(failure)}`);
      toast.show({ severity: 'error', summary: 'A tarefa não foi movida', detail: messageOf(failure) });
      // A conflict already reads the board again (the mutation's own effect); any other refusal does it here.
      if (!isConflict(failure)) onRefused?.();
    }
  }

  function onKey(event: KeyboardEvent<HTMLElement>, task: TaskItem) {
    if (!event.altKey || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') || !canMove(task)) return;
    event.preventDefault();
    const next = neighbourStatus(task.status, event.key === 'ArrowRight' ? 1 : -1);
    if (next) void moveTo(task, next);
  }

  const dragFor = (task: TaskItem): ComponentProps<typeof Card>['drag'] => ({
    onPointerDown: (e: PointerEvent<HTMLAnchorElement>) => {
      if (e.button !== 0) return;
      dragging.current = { task, x: e.clientX, y: e.clientY, active: false };
      e.currentTarget.setPointerCapture(e.pointerId);
    },
    onPointerMove: (e: PointerEvent<HTMLAnchorElement>) => {
      const d = dragging.current;
      if (!d || (!d.active && Math.hypot(e.clientX - d.x, e.clientY - d.y) < DRAG_THRESHOLD)) return;
      d.active = true;
      setOver(columnAt(e.clientX, e.clientY));
    },
    onPointerUp: (e: PointerEvent<HTMLAnchorElement>) => {
      const d = dragging.current;
      dragging.current = null;
      setOver(null);
      if (!d?.active) return;
      // The press was a drag: the click that follows must not open the task.
      dragged.current = true;
      const status = columnAt(e.clientX, e.clientY);
      if (status) void moveTo(d.task, status);
    },
    onPointerCancel: () => {
      dragging.current = null;
      setOver(null);
    },
    onClick: (e) => {
      if (!dragged.current) return;
      dragged.current = false;
      e.preventDefault();
    },
  });

  return (
    <div ref={root}>
      <p role="status" aria-live="polite" className="sr-only">
        {announce}
      </p>
      <p id="board-keys" className="sr-only">
        Alt e seta para a direita ou para a esquerda mudam a tarefa de coluna.
      </p>
      {/* Side by side on a wide screen; two or three to a row below it, one under another on a phone: never wider than the page. */}
      <div>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-flow-col xl:grid-cols-none xl:auto-cols-[minmax(0,1fr)]">
          {TASK_STATUSES.map((status) => {
            const column = board[status];
            return (
              <section
                key={status}
                aria-label={TASK_STATUS_LABELS[status]}
                data-column={status}
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
                    <Card
                      key={task.id}
                      task={task}
                      me={me}
                      canMove={canMove(task)}
                      onMove={(t, s) => void moveTo(t, s)}
                      drag={dragFor(task)}
                      onKey={onKey}
                      nameOf={nameOf}
                    />
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
