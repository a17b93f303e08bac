import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { createContext, use, useCallback, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { Icon } from './Icon';

export interface DialogOptions {
  title: string;
  /** The body; receives `close` to end the dialog from inside (with an optional result). */
  content: (close: (result?: unknown) => void) => ReactNode;
  /** Shows the close button and lets Escape and a click outside close it (default true). */
  closable?: boolean;
  /** Drag by the title bar, kept inside the viewport (default true). */
  draggable?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

interface OpenDialog extends DialogOptions {
  id: number;
  resolve: (result: unknown) => void;
}

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'default' | 'danger';
}

interface DialogApi {
  /** Opens a dialog; resolves with what `close` was given (undefined when dismissed). */
  open<T = unknown>(options: DialogOptions): Promise<T | undefined>;
  /** A yes/no question; resolves true only when confirmed. */
  confirm(options: ConfirmOptions): Promise<boolean>;
}

const DialogContext = createContext<DialogApi | null>(null);
const SIZES = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' };

/** Keeps a dragged panel fully on screen. */
export function clampOffset(
  offset: { x: number; y: number },
  rect: { left: number; top: number; width: number; height: number },
  viewport: { width: number; height: number },
  start: { x: number; y: number },
) {
  const minX = start.x - rect.left;
  const maxX = start.x + (viewport.width - rect.left - rect.width);
  const minY = start.y - rect.top;
  const maxY = start.y + (viewport.height - rect.top - rect.height);
  return { x: Math.min(Math.max(offset.x, minX), maxX), y: Math.min(Math.max(offset.y, minY), maxY) };
}

function DialogFrame({ dialog, onClose }: { dialog: OpenDialog; onClose: (result?: unknown) => void }) {
  const closable = dialog.closable ?? true;
  const draggable = dialog.draggable ?? true;
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const panelRef = useRef<HTMLDivElement>(null);

  const startDrag = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!draggable || event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    const panel = panelRef.current;
    if (!panel) return;
    const origin = { x: event.clientX, y: event.clientY };
    const start = { ...offset };
    const rect = panel.getBoundingClientRect();
    const move = (e: PointerEvent) => {
      const wanted = { x: start.x + e.clientX - origin.x, y: start.y + e.clientY - origin.y };
      setOffset(clampOffset(wanted, rect, { width: window.innerWidth, height: window.innerHeight }, start));
    };
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', stop);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', stop);
  };

  return (
    <Dialog open onClose={() => closable && onClose()} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40 dark:bg-black/60" aria-hidden="true" />
      {/* Tall dialogs (long forms) scroll inside the overlay instead of running off the screen. */}
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel
            ref={panelRef}
            style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
            className={`w-full ${SIZES[dialog.size ?? 'md']} rounded-2xl bg-white shadow-2xl dark:bg-slate-900`}
          >
            <div
              onPointerDown={startDrag}
              className={`flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-3 dark:border-slate-700 ${draggable ? 'cursor-move select-none' : ''}`}
              data-testid="dialog-title-bar"
            >
              <DialogTitle className="text-lg font-semibold">{dialog.title}</DialogTitle>
              {closable && (
                <button
                  type="button"
                  onClick={() => onClose()}
                  aria-label="Fechar"
                  className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:hover:bg-slate-800 dark:hover:text-slate-100"
                >
                  <Icon name="close" />
                </button>
              )}
            </div>
            <div className="px-5 py-4">{dialog.content(onClose)}</div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}

/** The global dialog host: mount once; open dialogs from anywhere with useDialog(). */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [dialogs, setDialogs] = useState<OpenDialog[]>([]);
  const nextId = useRef(1);

  const open = useCallback(<T,>(options: DialogOptions) => {
    return new Promise<T | undefined>((resolve) => {
      const id = nextId.current++;
      setDialogs((all) => [...all, { ...options, id, resolve: resolve as (r: unknown) => void }]);
    });
  }, []);

  const closeDialog = useCallback((id: number, result?: unknown) => {
    setDialogs((all) => {
      all.find((d) => d.id === id)?.resolve(result);
      return all.filter((d) => d.id !== id);
    });
  }, []);

  const confirm = useCallback(
    async (o: ConfirmOptions) =>
      (await open<boolean>({
        title: o.title,
        size: 'sm',
        content: (close) => (
          <div className="flex flex-col gap-5">
            <div className="text-slate-700 dark:text-slate-300">{o.message}</div>
            <div className="flex justify-end gap-2">
              <button
                type="button"
                onClick={() => close(false)}
                className="rounded-lg border border-slate-300 px-4 py-2 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
              >
                {o.cancelLabel ?? 'Cancelar'}
              </button>
              <button
                type="button"
                onClick={() => close(true)}
                className={`rounded-lg px-4 py-2 font-medium text-white ${o.tone === 'danger' ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-700 hover:bg-brand-800'}`}
              >
                {o.confirmLabel ?? 'Confirmar'}
              </button>
            </div>
          </div>
        ),
      })) === true,
    [open],
  );

  const api = useMemo<DialogApi>(() => ({ open, confirm }), [open, confirm]);
  return (
    <DialogContext value={api}>
      {children}
      {dialogs.map((d) => (
        <DialogFrame key={d.id} dialog={d} onClose={(result) => closeDialog(d.id, result)} />
      ))}
    </DialogContext>
  );
}

export function useDialog(): DialogApi {
  const api = use(DialogContext);
  if (!api) throw new Error('useDialog outside DialogProvider');
  return api;
}
