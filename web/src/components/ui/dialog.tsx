import { createContext, Suspense, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { DialogFailure, QUESTION_BUTTON } from './dialog-fallback';
import type * as DialogFrameModule from './dialog-frame';
import { SessionContext } from '../../lib/session-context';
import { isOffline } from '../../lib/use-online';

type FrameModule = typeof DialogFrameModule;
let frameLoad: Promise<FrameModule> | null = null;

/**
 * The frame (and Headless UI behind it) loads with the first dialog, keeping it out of the first page's
 * JavaScript. A failed download is forgotten, so the next attempt downloads again (React.lazy would keep
 * the failure for good).
 */
function loadFrame(): Promise<FrameModule> {
  // Not even tried while the browser knows it is offline: Chromium (150) keeps a failed import() of a URL
  // in its module map, so an attempt made offline would fail again once the connection is back.
  if (isOffline()) return Promise.reject(new Error('offline'));
  frameLoad ??= import('./dialog-frame').catch((error: unknown) => {
    frameLoad = null;
    throw error;
  });
  return frameLoad;
}

export interface DialogOptions {
  title: string;
  /** The body; receives `close` to end the dialog from inside (with an optional result). */
  content: (close: (result?: unknown) => void) => ReactNode;
  /** Shows the close button and lets Escape and a click outside close it (default true). */
  closable?: boolean;
  /** Drag by the title bar, kept inside the viewport (default true). */
  draggable?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

export interface OpenDialog extends DialogOptions {
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

interface DialogStack {
  dialogs: OpenDialog[];
  close: (id: number, result?: unknown) => void;
  closeAll: () => void;
}

// Apart from DialogContext so opening a dialog re-renders only the host, not every useDialog() caller.
const DialogStackContext = createContext<DialogStack | null>(null);

/**
 * The dialog service: mount once above the app; open dialogs from anywhere with useDialog().
 * It renders nothing itself: <DialogHost /> shows the open dialogs where it is mounted.
 */
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
              <button type="button" onClick={() => close(false)} className={QUESTION_BUTTON.secondary}>
                {o.cancelLabel ?? 'Cancelar'}
              </button>
              <button type="button" onClick={() => close(true)} className={QUESTION_BUTTON[o.tone === 'danger' ? 'danger' : 'primary']}>
                {o.confirmLabel ?? 'Confirmar'}
              </button>
            </div>
          </div>
        ),
      })) === true,
    [open],
  );

  const closeAll = useCallback(() => {
    setDialogs((all) => {
      for (const d of all) d.resolve(undefined);
      return [];
    });
  }, []);

  const api = useMemo<DialogApi>(() => ({ open, confirm }), [open, confirm]);
  const stack = useMemo<DialogStack>(() => ({ dialogs, close: closeDialog, closeAll }), [dialogs, closeDialog, closeAll]);
  return (
    <DialogContext value={api}>
      <DialogStackContext value={stack}>{children}</DialogStackContext>
    </DialogContext>
  );
}

/**
 * Shows the open dialogs. Mounted inside the router and the session (in the layouts), because a
 * dialog's content is app content: it may read the session, link to pages or navigate.
 */
export function DialogHost() {
  const stack = use(DialogStackContext);
  if (!stack) throw new Error('DialogHost outside DialogProvider');
  // A dialog belongs to the person who opened it: when the session ends (here or in another tab) or
  // changes hands, no form of theirs may stay open over the next page.
  const uid = use(SessionContext)?.user?.uid ?? null;
  const owner = useRef(uid);
  const { closeAll } = stack;
  useEffect(() => {
    if (owner.current !== null && owner.current !== uid) closeAll();
    owner.current = uid;
  }, [uid, closeAll]);
  const [frame, setFrame] = useState<FrameModule | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const wanted = stack.dialogs.length > 0 && frame === null;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    const load = () =>
      void loadFrame().then(
        (module) => {
          if (!live) return;
          setFailed(false);
          setFrame(module);
        },
        () => {
          if (live) setFailed(true);
        },
      );
    load();
    // Back online: try again without being asked.
    window.addEventListener('online', load);
    return () => {
      live = false;
      window.removeEventListener('online', load);
    };
  }, [wanted, attempt]);

  if (stack.dialogs.length === 0) return null;
  if (!frame) {
    return failed ? (
      <DialogFailure
        message="Sem conexão com o servidor para abrir esta janela. Verifique sua internet; assim que ela voltar, a janela abre."
        onRetry={() => setAttempt((n) => n + 1)}
        onClose={closeAll}
      />
    ) : null;
  }
  const { DialogFrame, DialogBoundary } = frame;
  return stack.dialogs.map((d) => (
    <DialogBoundary key={d.id} onClose={() => stack.close(d.id)}>
      <Suspense fallback={null}>
        <DialogFrame dialog={d} onClose={(result) => stack.close(d.id, result)} />
      </Suspense>
    </DialogBoundary>
  ));
}

export function useDialog(): DialogApi {
  const api = use(DialogContext);
  if (!api) throw new Error('useDialog outside DialogProvider');
  return api;
}
