import type { DragEvent } from 'react';
import { formatDate } from '@office/domain/dates';
import type { FaqEntry } from '../../api/faq';
import { Icon } from '../../components/ui/Icon';
import { Markdown } from '../../components/ui/Markdown';
import { Badge, Button, buttonClass } from '../../components/ui/primitives';
import { moveButtonKey, type Direction } from './use-faq-reorder';

/** How the card may be reordered: not at all (readers), disabled (a filtered list), or live. */
export interface EntryOrdering {
  /** Reordering is possible on this list (false: the buttons show, disabled, described by `hintId`). */
  enabled: boolean;
  hintId?: string;
  /** A reorder is under way: dragging waits for it (the arrows queue their presses). */
  busy: boolean;
  /** Its place in its category (0-based) and the category's size: the ends disable a direction. */
  index: number;
  count: number;
  onMove: (direction: Direction) => void;
  buttonRef: (key: string) => (element: HTMLButtonElement | null) => void;
  /** Drag and drop, within the category. */
  dragging: boolean;
  dropMark: 'before' | 'after' | null;
  onDragStart: (event: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
  onDragOver: (event: DragEvent<HTMLLIElement>) => void;
  onDrop: (event: DragEvent<HTMLLIElement>) => void;
}

export interface EntryActions {
  onEdit: () => void;
  onTogglePublished: () => void;
  onDelete: () => void;
  /** Publishing or deleting this entry is under way. */
  pending: boolean;
}

/** Six dots: the drag handle's grip. */
function Grip() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
      {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
    </svg>
  );
}

/** One FAQ entry: its question as a disclosure over the answer, its status, and for writers its actions. */
export function FaqEntryCard({
  entry,
  expanded,
  onToggle,
  ordering,
  actions,
}: {
  entry: FaqEntry;
  expanded: boolean;
  onToggle: () => void;
  /** Absent for readers. */
  ordering?: EntryOrdering;
  /** Absent for readers. */
  actions?: EntryActions;
}) {
  const panelId = `faq-answer-${entry.id}`;
  const q = entry.question;
  const moveButton = (direction: Direction) =>
    ordering && (
      <MoveButton
        label={`${direction < 0 ? 'Mover para cima' : 'Mover para baixo'}: ${q}`}
        direction={direction}
        atEnd={direction < 0 ? ordering.index === 0 : ordering.index === ordering.count - 1}
        enabled={ordering.enabled}
        hintId={ordering.hintId}
        onMove={() => ordering.onMove(direction)}
        buttonRef={ordering.buttonRef(moveButtonKey('entry', entry.id, direction))}
      />
    );
  const draggable = Boolean(ordering?.enabled && ordering.count > 1 && !ordering.busy);

  return (
    <li
      data-faq-entry={entry.id}
      onDragOver={ordering?.onDragOver}
      onDrop={ordering?.onDrop}
      className={`relative min-w-0 rounded-2xl border border-slate-200 bg-white shadow-sm transition-opacity dark:border-slate-800 dark:bg-slate-900 ${ordering?.dragging ? 'opacity-50' : ''}`}
    >
      {ordering?.dropMark && (
        <span
          aria-hidden="true"
          className={`absolute inset-x-3 h-1 rounded-full bg-brand-600 dark:bg-brand-300 ${ordering.dropMark === 'before' ? '-top-2' : '-bottom-2'}`}
        />
      )}
      <div className="flex flex-wrap items-start gap-x-2 gap-y-1 px-3 py-3 sm:px-4">
        {ordering && (
          // The mouse's way to reorder; the keyboard's are the arrow buttons, so the handle is not a control.
          <span
            draggable={draggable}
            onDragStart={ordering.onDragStart}
            onDragEnd={ordering.onDragEnd}
            title={draggable ? 'Arraste para reordenar' : undefined}
            aria-hidden="true"
            className={`mt-0.5 hidden shrink-0 rounded p-0.5 text-slate-400 sm:block ${draggable ? 'cursor-grab hover:bg-slate-100 hover:text-slate-700 active:cursor-grabbing dark:hover:bg-slate-800 dark:hover:text-slate-200' : 'opacity-40'}`}
          >
            <Grip />
          </span>
        )}
        <h3 className="min-w-0 flex-1 basis-48">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={onToggle}
            className="flex w-full items-start gap-2 rounded-md text-left font-medium text-slate-900 hover:text-brand-700 dark:text-slate-100 dark:hover:text-brand-300"
          >
            <Icon name="chevronRight" className={`mt-0.5 size-5 shrink-0 text-slate-500 transition-transform ${expanded ? 'rotate-90' : ''}`} />
            <span className="min-w-0">{q}</span>
          </button>
        </h3>
        <span className="mt-0.5 shrink-0">{entry.published ? <Badge tone="green">Publicada</Badge> : <Badge tone="amber">Não publicada</Badge>}</span>
        {ordering && actions && (
          // Phones: a row of its own under the question, the arrows at one end and the rest at the other.
          <div className="-my-1 flex w-full items-center justify-between gap-0.5 sm:w-auto sm:justify-end">
            <div className="flex items-center gap-0.5">
              {moveButton(-1)}
              {moveButton(1)}
            </div>
            <span className="mx-1 hidden h-5 w-px bg-slate-200 sm:block dark:bg-slate-700" aria-hidden="true" />
            <div className="flex items-center gap-0.5">
              <Button variant="ghost" icon="edit" aria-label={`Editar: ${q}`} title="Editar" onClick={actions.onEdit} />
              <Button
                variant="ghost"
                // As wide either way, so the arrows of every card line up.
                className="min-w-[7.75rem]"
                aria-label={`${entry.published ? 'Despublicar' : 'Publicar'}: ${q}`}
                disabled={actions.pending}
                onClick={actions.onTogglePublished}
              >
                {entry.published ? 'Despublicar' : 'Publicar'}
              </Button>
              <Button variant="ghost" icon="trash" aria-label={`Excluir: ${q}`} title="Excluir" disabled={actions.pending} onClick={actions.onDelete} />
            </div>
          </div>
        )}
      </div>
      <div id={panelId} hidden={!expanded} className="border-t border-slate-100 px-4 py-4 sm:pl-11 dark:border-slate-800">
        {expanded && (
          <>
            <Markdown source={entry.answer} />
            <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">Atualizada em {formatDate(entry.updatedAt)}</p>
          </>
        )}
      </div>
    </li>
  );
}

/**
 * An arrow that moves an entry or a category. At an end of its list it stays focusable but does nothing
 * (aria-disabled): a keyboard press that brought it there keeps the focus where it was, so pressing on
 * does not bounce the focus (and the entry) elsewhere. While the list cannot be reordered at all (a filter
 * by status) it is disabled outright, described by the hint that says why.
 */
export function MoveButton({
  label,
  direction,
  atEnd,
  enabled,
  hintId,
  onMove,
  buttonRef,
}: {
  /** The accessible name: the action and what it moves ("Mover para cima: <pergunta>"). */
  label: string;
  direction: Direction;
  atEnd: boolean;
  enabled: boolean;
  hintId?: string;
  onMove: () => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
}) {
  const action = label.slice(0, label.indexOf(':'));
  return (
    // A native button for the ref: focus comes back to it after the list moved.
    <button
      type="button"
      ref={buttonRef}
      className={`${buttonClass('ghost')} aria-disabled:cursor-not-allowed`}
      aria-label={label}
      title={atEnd ? undefined : action}
      disabled={!enabled}
      aria-disabled={(enabled && atEnd) || undefined}
      aria-describedby={enabled ? undefined : hintId}
      onClick={() => !atEnd && onMove()}
    >
      {/* Faded on the icon: the button's own disabled look is too faint a difference for an arrow. */}
      <Icon name="chevronDown" className={`size-4 ${direction < 0 ? 'rotate-180' : ''} ${atEnd ? 'opacity-30' : !enabled ? 'opacity-50' : ''}`} />
    </button>
  );
}
