/**
 * Shown instead of a dialog that could not open: its code did not download (no connection) or it broke.
 * Plain markup on purpose: it must work when the dialog frame's own chunk is what failed.
 */
export function DialogFailure({ message, onRetry, onClose }: { message: string; onRetry?: () => void; onClose: () => void }) {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-slate-900/50 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="dialog-failure-title"
        aria-describedby="dialog-failure-text"
        className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900"
      >
        <h2 id="dialog-failure-title" className="text-lg font-semibold">
          Não foi possível abrir
        </h2>
        <p id="dialog-failure-text" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {message}
        </p>
        <div className="mt-5 flex justify-end gap-2">
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg border border-slate-300 px-4 py-2 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            Fechar
          </button>
          {onRetry && (
            <button type="button" onClick={onRetry} className="rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
              Tentar de novo
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
