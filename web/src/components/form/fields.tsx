import { useState, type ComponentProps } from 'react';
import { useController, useFormState, type Control, type FieldPath, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { controlClass, Field, TextInput } from '../ui/primitives';
import { Select, type SelectOptions } from './Select';

/** The id a form field gets from its path (`phones.0.number` → `f-phones-0-number`). */
export const fieldId = (name: string) => `f-${name.replace(/\./g, '-')}`;

/** A field's message: the server's refusal or the schema's, once react-hook-form shows it. */
export function useFieldError<T extends FieldValues>(control: Control<T>, name: FieldPath<T>): string | undefined {
  const { errors, touchedFields, isSubmitted } = useFormState({ control, name });
  const node = at(errors, name) as { message?: unknown; type?: unknown } | undefined;
  if (typeof node?.message !== 'string') return undefined;
  // Field-array actions validate the whole array: a row just added is not wrong until it was left.
  return node.type === 'server' || isSubmitted || at(touchedFields, name) ? node.message : undefined;
}

function at(tree: unknown, path: string): unknown {
  let node = tree;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return node;
}

/** What a field bound to the form by name takes. */
export interface Bound<T extends FieldValues> {
  control: Control<T>;
  register: UseFormRegister<T>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  id?: string;
}

/** A labelled text input registered with the form. */
export function TextField<T extends FieldValues>({
  control,
  register,
  name,
  label,
  hint,
  id = fieldId(name),
  ...input
}: Bound<T> & Omit<ComponentProps<'input'>, 'name' | 'id' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'>) {
  const error = useFieldError(control, name);
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      <TextInput {...input} {...register(name)} id={id} invalid={Boolean(error)} />
    </Field>
  );
}

/**
 * A labelled native select bound to the form. Controlled, not registered: options that arrive after the form
 * (the team's names still loading) would otherwise leave the browser showing the first option while the
 * form holds another value, so what is saved would not be what the person sees.
 */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  id = fieldId(name),
  options,
  emptyAsNull = false,
}: Bound<T> & { options: SelectOptions; /** The "—" option stores null. */ emptyAsNull?: boolean }) {
  const error = useFieldError(control, name);
  const {
    field: { ref, value, onChange, onBlur, disabled },
  } = useController({ control, name });
  return (
    <Select
      ref={ref}
      name={name}
      value={value ?? ''}
      onBlur={onBlur}
      onChange={(e) => onChange(emptyAsNull && e.target.value === '' ? null : e.target.value)}
      disabled={disabled}
      id={id}
      label={label}
      hint={hint}
      error={error}
      options={options}
    />
  );
}

const splitList = (text: string) => text.split(/[,;\s]+/).filter(Boolean);
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * A list of short values typed in one input, separated by commas or spaces (e-mails, tags). The text
 * is kept as typed, so a trailing comma survives until the next value; the form holds the list.
 */
export function ListField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  id = fieldId(name),
  ...input
}: Omit<Bound<T>, 'register'> & Omit<ComponentProps<'input'>, 'name' | 'id' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'>) {
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ control, name });
  const list = (value ?? []) as string[];
  const [text, setText] = useState(list.join(', '));
  // A reset from outside (the current data after a conflict) replaces the text.
  if (!sameList(splitList(text), list)) setText(list.join(', '));
  const error = useListError(control, name);
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      <TextInput
        {...input}
        ref={ref}
        id={id}
        value={text}
        invalid={Boolean(error)}
        onChange={(e) => {
          setText(e.target.value);
          onChange(splitList(e.target.value));
        }}
        onBlur={onBlur}
      />
    </Field>
  );
}

/** The list's own message or the first of its items' ("E-mail inválido"). */
function useListError<T extends FieldValues>(control: Control<T>, name: FieldPath<T>): string | undefined {
  const { errors } = useFormState({ control, name });
  let node: unknown = errors;
  for (const key of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  if (!node || typeof node !== 'object') return undefined;
  const own = (node as { message?: unknown }).message;
  if (typeof own === 'string') return own;
  const item = Object.values(node).find((v): v is { message: string } => typeof (v as { message?: unknown } | undefined)?.message === 'string');
  return item?.message;
}

/** A labelled textarea registered with the form. */
export function TextareaField<T extends FieldValues>({ control, register, name, label, hint, id = fieldId(name), rows = 3 }: Bound<T> & { rows?: number }) {
  const error = useFieldError(control, name);
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      <textarea
        {...register(name)}
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass(Boolean(error))}
      />
    </Field>
  );
}
