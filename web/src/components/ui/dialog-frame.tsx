import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { OpenDialog } from './dialog';
import { Icon } from './Icon';

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

export function DialogFrame({ dialog, onClose }: { dialog: OpenDialog; onClose: (result?: unknown) => void }) {
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
