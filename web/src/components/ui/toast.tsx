import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

/** The spec's severities; info is the default. */
export type Severity = 'info' | 'warn' | 'error' | 'success' | 'secondary' | 'contrast';

export interface ToastMessage {
  severity?: Severity;
  summary: string;
  detail?: string;
  /** Milliseconds until it closes by itself; 0 keeps it until closed. */
  life?: number;
  /** Shows the close button (default true). */
  closable?: boolean;
  action?: { label: string; onClick: () => void };
}

interface ShownToast extends Required<Pick<ToastMessage, 'severity' | 'summary' | 'life' | 'closable'>> {
  id: number;
  detail?: string;
  action?: ToastMessage['action'];
}

export const DEFAULT_TOAST_LIFE = 5000;

const STYLES: Record<Severity, { box: string; icon: IconName }> = {
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100', icon: 'info' },
  warn: { box: 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100', icon: 'warn' },
  error: { box: 'border-red-200 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100', icon: 'error' },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100', icon: 'success' },
  secondary: { box: 'border-slate-200 bg-white text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100', icon: 'info' },
  contrast: { box: 'border-slate-900 bg-slate-900 text-white dark:border-white dark:bg-white dark:text-slate-900', icon: 'info' },
};

interface ToastApi {
  show(message: ToastMessage): number;
  close(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

function ToastItem({ toast, onClose }: { toast: ShownToast; onClose: (id: number) => void }) {
  useEffect(() => {
    if (toast.life <= 0) return;
    const timer = setTimeout(() => onClose(toast.id), toast.life);
    return () => clearTimeout(timer);
  }, [toast.life, toast.id, onClose]);
  const style = STYLES[toast.severity];
  return (
    <div
      role={toast.severity === 'error' ? 'alert' : 'status'}
      className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border px-4 py-3 shadow-lg ${style.box}`}
    >
      <Icon name={style.icon} className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{toast.summary}</p>
        {toast.detail && <p className="mt-0.5 text-sm opacity-90">{toast.detail}</p>}
        {toast.action && (
          <button
            type="button"
            onClick={toast.action.onClick}
            className="mt-2 rounded-md bg-black/10 px-2.5 py-1 text-sm font-medium hover:bg-black/15 dark:bg-white/15"
          >
            {toast.action.label}
          </button>
        )}
      </div>
      {toast.closable && (
        <button type="button" onClick={() => onClose(toast.id)} aria-label="Fechar aviso" className="rounded p-0.5 opacity-70 hover:opacity-100">
          <Icon name="close" className="size-4" />
        </button>
      )}
    </div>
  );
}

/** The toast area, top-centre of the screen, and the API to show toasts from anywhere. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);
  const close = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback((message: ToastMessage) => {
    const id = nextId.current++;
    const toast: ShownToast = {
      id,
      severity: message.severity ?? 'info',
      summary: message.summary,
      detail: message.detail,
      life: message.life ?? DEFAULT_TOAST_LIFE,
      closable: message.closable ?? true,
      action: message.action,
    };
    setToasts((all) => [...all.slice(-4), toast]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, close }), [show, close]);
  return (
    <ToastContext value={api}>
      {children}
      <div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex flex-col items-center gap-2 px-3" data-testid="toast-area">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} onClose={close} />
        ))}
      </div>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast outside ToastProvider');
  return api;
}
