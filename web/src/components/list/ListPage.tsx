import { useState, type ReactNode } from 'react';
import { Button, PageHeader } from '../ui/primitives';

export interface ListFilters {
  /** The filter controls. */
  controls: ReactNode;
  /** The grid's columns from `sm` on, e.g. `sm:grid-cols-2 lg:grid-cols-4`. */
  columns: string;
  /**
   * Phones keep the filters behind one button, "Filtros (n)" with how many are in use (`active`), so the list
   * starts on the first screen; `id` names their grid for the button. Without it they always show.
   */
  collapsed?: { id: string; active: number };
}

/** The filters bar: a grid of controls, behind "Filtros" on a phone when `collapsed`. */
function FiltersBar({ controls, columns, collapsed }: ListFilters) {
  const [open, setOpen] = useState(false);
  if (!collapsed) return <div className={`mb-4 grid gap-3 ${columns}`}>{controls}</div>;
  return (
    <>
      <Button variant="secondary" className="mb-3 md:hidden" aria-expanded={open} aria-controls={collapsed.id} onClick={() => setOpen((o) => !o)}>
        {open ? 'Ocultar filtros' : collapsed.active ? `Filtros (${collapsed.active})` : 'Filtros'}
      </Button>
      <div id={collapsed.id} className={`mb-4 gap-3 md:grid ${columns} ${open ? 'grid' : 'hidden'}`}>
        {controls}
      </div>
    </>
  );
}

/**
 * A list page: the section's tabs, the title with its actions, what steps the view, the filters, "Limpar filtros" with what the
 * address narrows the list to, and the list itself (a `CursorTable`, or a `MoreList` read page after page),
 * which brings its own waiting, error and empty states.
 */
export function ListPage({
  tabs,
  title,
  description,
  actions,
  toolbar,
  filters,
  clear,
  children,
}: {
  tabs?: ReactNode;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** What steps or switches the view, above the filters (a period, a calendar's views). */
  toolbar?: ReactNode;
  filters?: ListFilters | false;
  /** "Limpar filtros", shown when given, after `note` (what the address narrows the list to, in words). */
  clear?: { onClear: () => void; note?: ReactNode } | false;
  /** Notes and figures above the list, then the list. */
  children: ReactNode;
}) {
  return (
    <>
      {tabs}
      <PageHeader title={title} description={description} actions={actions} />
      {toolbar}
      {filters && <FiltersBar {...filters} />}
      {clear && (
        <div className="mb-4 flex flex-wrap items-center gap-2 text-sm">
          {clear.note}
          <Button variant="ghost" onClick={clear.onClear}>
            Limpar filtros
          </Button>
        </div>
      )}
      {children}
    </>
  );
}
