import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Component, useCallback, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { AlertPanel, DialogFailure } from './dialog-fallback';
import { QueryProvider } from '../../lib/query-client';
import { isOffline } from '../../lib/use-online';
import { DialogGuardContext, DISCARD_CONFIRM, type DialogGuard } from '../form/unsaved';
import type { OpenDialog } from './dialog';
import { Icon } from './Icon';

const SIZES = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-5xl' };

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
  // A form inside reports unsaved changes here; dismissing (Escape, outside, ×, Cancelar) then asks first,
  // inside this dialog.
  // Refs, not state: Escape may come between the form's report and this frame's next render, and must see it.
  const dirty = useRef(false);
  // A change typed an instant ago, which the form has not yet rendered as dirty (or clean): counts as dirty.
  const changedNow = useRef(false);
  const [asking, setAsking] = useState<((discard: boolean) => void) | null>(null);
  const confirmDiscard = useCallback(() => new Promise<boolean>((resolve) => setAsking(() => resolve)), []);
  const guard = useMemo<DialogGuard>(
    () => ({
      setDirty: (value: boolean) => {
        dirty.current = value;
        changedNow.current = false;
      },
      changed: () => {
        changedNow.current = true;
      },
      confirmDiscard,
    }),
    [confirmDiscard],
  );
  const answer = (discard: boolean) => {
    asking?.(discard);
    setAsking(null);
  };
  const close = useCallback(
    async (result?: unknown) => {
      if (result === undefined && (dirty.current || changedNow.current) && !(await confirmDiscard())) return;
      onClose(result);
    },
    [onClose, confirmDiscard],
  );

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
    <Dialog
      open
      // Escape or a click outside while the discard question is up means "keep editing".
      onClose={() => (asking ? answer(false) : closable && void close())}
      className="relative z-50"
    >
      <div className="fixed inset-0 bg-slate-900/40 dark:bg-black/60" aria-hidden="true" />
      {/* Tall dialogs (long forms) scroll inside the overlay instead of running off the screen. */}
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel
            ref={panelRef}
            style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
            className={`relative w-full ${SIZES[dialog.size ?? 'md']} rounded-2xl bg-white shadow-2xl dark:bg-slate-900`}
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
                  onClick={() => void close()}
                  aria-label="Fechar"
                  className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:hover:bg-slate-800 dark:hover:text-slate-100"
                >
                  <Icon name="close" />
                </button>
              )}
            </div>
            <div className="px-5 py-4">
              {/* A dialog's form reads and writes through the app's query cache wherever it was opened. */}
              <QueryProvider>
                <DialogGuardContext value={guard}>{dialog.content((result) => void close(result))}</DialogGuardContext>
              </QueryProvider>
            </div>
            {asking && (
              // Over the dialog's own content, inside its focus trap; keeping the work comes first.
              <AlertPanel
                id="discard"
                over="dialog"
                title={DISCARD_CONFIRM.title}
                message={DISCARD_CONFIRM.message}
                actions={[
                  { label: DISCARD_CONFIRM.cancelLabel, onClick: () => answer(false), tone: 'secondary' },
                  { label: DISCARD_CONFIRM.confirmLabel, onClick: () => answer(true), tone: 'danger' },
                ]}
              />
            )}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}

/** Keeps a dialog's failure inside the dialog: the page behind it stays as it was. In the frame's chunk: only an open dialog needs it. */
export class DialogBoundary extends Component<{ children: ReactNode; onClose: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <DialogFailure
        message={
          isOffline()
            ? 'Sem conexão com a internet. Quando ela voltar, abra de novo.'
            : 'Esta janela encontrou um erro e foi fechada sem salvar nada. Tente abrir de novo.'
        }
        onClose={this.props.onClose}
      />
    );
  }
}
