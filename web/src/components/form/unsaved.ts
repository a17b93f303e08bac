import { createContext, use, useCallback, useEffect, useRef } from 'react';
import { useBlocker } from '../../lib/app-history';
import { useDialog } from '../ui/dialog';

/**
 * What a dialog offers the form inside it: to be told whether there are unsaved changes, and to ask the
 * discard question inside itself (a second, sibling dialog would sit behind the first one's focus trap).
 */
export interface DialogGuard {
  setDirty: (dirty: boolean) => void;
  /**
   * A field just changed, before the form's render says whether it is dirty: an Escape pressed in that instant
   * must still ask (the next setDirty settles it).
   */
  changed: () => void;
  confirmDiscard: () => Promise<boolean>;
}

export const DialogGuardContext = createContext<DialogGuard | null>(null);

export const DISCARD_CONFIRM = {
  title: 'Descartar alterações?',
  message: 'Há alterações que ainda não foram salvas. Se sair agora, elas serão perdidas.',
  confirmLabel: 'Descartar',
  cancelLabel: 'Continuar editando',
  tone: 'danger',
} as const;

/**
 * Asks before unsaved changes are lost: leaving the page in the app (links, Back), reloading or closing
 * the tab, and — inside a dialog — Escape, a click outside or Cancelar. `pause` while a save is under way
 * (a save may navigate), `resume` when it failed, `saved` when it succeeded (clean until the next edit); `changed`
 * as a field changes, so a question is not skipped in the instant before the form has rendered the change.
 */
export function useUnsavedChanges(dirty: boolean): { pause: () => void; resume: () => void; saved: () => void; changed: () => void } {
  const paused = useRef(false);
  const dirtyNow = useRef(dirty);
  const guard = use(DialogGuardContext);
  const dialog = useDialog();

  useEffect(() => {
    dirtyNow.current = dirty;
    guard?.setDirty(dirty);
  }, [dirty, guard]);
  useEffect(() => () => guard?.setDirty(false), [guard]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (paused.current) return;
      event.preventDefault();
      // Deprecated, but Chrome before 119 and Safari show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  // Going to /auth/* is the session ending (here or in another tab): that is never held up by a form.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyNow.current && !paused.current && currentLocation.pathname !== nextLocation.pathname && !nextLocation.pathname.startsWith('/auth/'),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const ask = guard ? guard.confirmDiscard() : dialog.confirm(DISCARD_CONFIRM);
    void ask.then((discard) => (discard ? blocker.proceed() : blocker.reset()));
  }, [blocker, dialog, guard]);

  const pause = useCallback(() => {
    paused.current = true;
  }, []);
  const resume = useCallback(() => {
    paused.current = false;
  }, []);
  const saved = useCallback(() => {
    dirtyNow.current = false;
    paused.current = false;
    guard?.setDirty(false);
  }, [guard]);
  // Called as the person types, ahead of the render that computes `dirty` (see DialogGuard.changed).
  const changed = useCallback(() => {
    dirtyNow.current = true;
    guard?.changed();
  }, [guard]);
  return { pause, resume, saved, changed };
}
