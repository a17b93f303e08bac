import type { ButtonHTMLAttributes, ComponentProps, ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';
const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-600 dark:hover:bg-brand-700',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  ghost: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
};

/** A button's look, also for links that act as buttons (an address to open, not an action to run). */
export const buttonClass = (variant: Variant = 'primary') =>
  `inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]}`;

export function Button({
  variant = 'primary',
  icon,
  children,
  className = '',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; icon?: IconName }) {
  return (
    <button type="button" {...rest} className={`${buttonClass(variant)} ${className}`}>
      {icon && <Icon name={icon} className="size-4" />}
      {children}
    </button>
  );
}

export function Card({
  title,
  icon,
  action,
  children,
  className = '',
}: {
  title?: string;
  icon?: IconName;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={`min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${className}`}
      aria-label={title}
    >
      {title && (
        <header className="mb-3 flex items-center justify-between gap-3">
          <h2 className="flex items-center gap-2 font-semibold text-slate-800 dark:text-slate-100">
            {icon && <Icon name={icon} className="size-5 text-brand-600 dark:text-brand-300" />}
            {title}
          </h2>
          {action}
        </header>
      )}
      {children}
    </section>
  );
}

export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description && <p className="mt-1 text-slate-600 dark:text-slate-400">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

export function EmptyState({ icon = 'info', title, children }: { icon?: IconName; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
      <Icon name={icon} className="size-8 text-slate-400" />
      <p className="font-medium">{title}</p>
      {children && <div className="max-w-md text-sm text-slate-600 dark:text-slate-400">{children}</div>}
    </div>
  );
}

export function Badge({ tone = 'slate', children }: { tone?: 'slate' | 'green' | 'amber' | 'red' | 'blue'; children: ReactNode }) {
  const tones = {
    slate: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
    green: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100',
    amber: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
    red: 'bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100',
    blue: 'bg-sky-100 text-sky-800 dark:bg-sky-900 dark:text-sky-100',
  };
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ${tones[tone]}`}>{children}</span>;
}

export function Field({ label, error, hint, children, htmlFor }: { label: string; error?: string; hint?: string; children: ReactNode; htmlFor: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={htmlFor} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${htmlFor}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${htmlFor}-error`} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

// ComponentProps (not InputHTMLAttributes): React 19 passes ref as a prop, so react-hook-form's register() can focus the input.
// min-w-0: a native select is as wide as its longest option (a colleague's name and e-mail), which must not
// widen the page on a phone.
const CONTROL = 'min-w-0 rounded-lg border bg-white px-3 py-2 text-slate-900 outline-none focus:ring-2 dark:bg-slate-950 dark:text-slate-100';
const CONTROL_OK = 'border-slate-300 focus:border-brand-600 focus:ring-brand-100 dark:border-slate-600 dark:focus:ring-brand-800';
const CONTROL_BAD = 'border-red-500 focus:ring-red-200';

/** The look of every form control: text inputs, native selects, textareas and the comboboxes' inputs. */
export const controlClass = (invalid: boolean) => `${CONTROL} ${invalid ? CONTROL_BAD : CONTROL_OK}`;

export function TextInput({ invalid, className = '', ...rest }: ComponentProps<'input'> & { invalid?: boolean }) {
  return (
    <input
      {...rest}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid && rest.id ? `${rest.id}-error` : rest['aria-describedby']}
      className={`${controlClass(Boolean(invalid))} ${className}`}
    />
  );
}
