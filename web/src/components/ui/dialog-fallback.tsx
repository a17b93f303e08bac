import { useEffect, useRef } from 'react';

/** The buttons of the dialog service's questions (plain classes: the Button component is not needed here). */
export const QUESTION_BUTTON = {
  secondary: 'rounded-lg border border-slate-300 px-4 py-2 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800',
  primary: 'rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800',
  danger: 'rounded-lg bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800',
} as const;

export interface AlertAction {
  label: string;
  onClick: () => void;
  tone: keyof typeof QUESTION_BUTTON;
}

/**
 * A short question or notice over what it interrupts, as an alertdialog: over the whole screen, or over
 * one dialog's own content (inside that dialog's focus trap). The first action takes the focus: it is
 * always the safe one. Plain markup on purpose: it must work when a dialog's own chunk is what failed.
 */
export function AlertPanel({
  id,
  title,
  message,
  actions,
  over,
}: {
  id: string;
  title: string;
  message: string;
  actions: readonly AlertAction[];
  over: 'screen' | 'dialog';
}) {
  const safe = useRef<HTMLButtonElement>(null);
  useEffect(() => safe.current?.focus(), []);
  return (
    <div
      className={
        over === 'screen'
          ? 'fixed inset-0 z-50 grid place-items-center bg-slate-900/50 p-4'
          : 'absolute inset-0 grid place-items-center rounded-2xl bg-slate-900/40 p-4'
      }
    >
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900"
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <p id={`${id}-text`} className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {message}
        </p>
        <div className="mt-5 flex justify-end gap-2">
          {actions.map((a, i) => (
            <button key={a.label} ref={i === 0 ? safe : undefined} type="button" onClick={a.onClick} className={QUESTION_BUTTON[a.tone]}>
              {a.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

/** Shown instead of a dialog that could not open: its code did not download (no connection) or it broke. */
export function DialogFailure({ message, onRetry, onClose }: { message: string; onRetry?: () => void; onClose: () => void }) {
  return (
    <AlertPanel
      id="dialog-failure"
      over="screen"
      title="Não foi possível abrir"
      message={message}
      actions={[
        { label: 'Fechar', onClick: onClose, tone: 'secondary' },
        ...(onRetry ? [{ label: 'Tentar de novo', onClick: onRetry, tone: 'primary' as const }] : []),
      ]}
    />
  );
}
