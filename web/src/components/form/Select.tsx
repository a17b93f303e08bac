import type { ComponentProps } from 'react';
import { controlClass, Field } from '../ui/primitives';

export type SelectOption = readonly [value: string, label: string];
/** Options under a heading (an `<optgroup>`): the courts by branch of the judiciary. */
export interface SelectGroup {
  group: string;
  options: readonly SelectOption[];
}
export type SelectOptions = readonly (SelectOption | SelectGroup)[];

const optionOf = ([value, text]: SelectOption) => (
  <option key={value} value={value}>
    {text}
  </option>
);

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
}: Omit<ComponentProps<'select'>, 'children'> & { label: string; id: string; error?: string; hint?: string; options: SelectOptions }) {
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      <select
        {...select}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={`${controlClass(Boolean(error))} ${className}`}
      >
        {options.map((o) =>
          'group' in o ? (
            <optgroup key={o.group} label={o.group}>
              {o.options.map(optionOf)}
            </optgroup>
          ) : (
            optionOf(o)
          ),
        )}
      </select>
    </Field>
  );
}

/** Options whose value is also what the person reads ("1º grau"). */
export const sameLabel = (values: readonly string[]): SelectOption[] => values.map((v) => [v, v] as const);
