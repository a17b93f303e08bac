import type { ComponentProps } from 'react';
import { Field } from '../ui/primitives';

// min-w-0: a native select is as wide as its longest option, which must not widen the page on a phone.
const BASE = 'min-w-0 rounded-lg border bg-white px-3 py-2 text-slate-900 outline-none focus:ring-2 dark:bg-slate-950 dark:text-slate-100';
const OK = 'border-slate-300 focus:border-brand-600 focus:ring-brand-100 dark:border-slate-600 dark:focus:ring-brand-800';
const BAD = 'border-red-500 focus:ring-red-200';

/** The look of a native select or textarea, shared with the text inputs. */
export const controlClass = (invalid: boolean) => `${BASE} ${invalid ? BAD : OK}`;

export type SelectOption = readonly [value: string, label: string];

/**
 * A labelled native select with its error or hint. Native on purpose: phones show their own picker and
 * the keyboard works as people expect. Accepts `register(...)`'s props (ref included).
 */
export function Select({
  label,
  id,
  error,
  hint,
  options,
  className = '',
  ...select
}: Omit<ComponentProps<'select'>, 'children'> & { label: string; id: string; error?: string; hint?: string; options: readonly SelectOption[] }) {
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      <select
        {...select}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${controlClass(Boolean(error))} ${className}`}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Options whose value is also what the person reads ("1º grau"). */
export const sameLabel = (values: readonly string[]): SelectOption[] => values.map((v) => [v, v] as const);
