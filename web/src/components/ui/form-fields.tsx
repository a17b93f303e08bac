import { useEffect, useRef, type InputHTMLAttributes } from 'react';
import { Field, TextInput } from './primitives';

/** The form-level message above a form (a refusal that belongs to no single field). */
export function FormAlert({ message }: { message: string | null | undefined }) {
  const ref = useRef<HTMLParagraphElement>(null);
  // The submit button is at the bottom of long forms: bring the refusal into view.
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [message]);
  if (!message) return null;
  return (
    <p ref={ref} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
      {message}
    </p>
  );
}

/** The slice of useSchemaForm a bound field needs. */
export interface BindableForm {
  error(path: string): string | undefined;
  set(path: string, value: unknown): void;
}

/** A labelled text input bound to a schema form field: value, live error and the server's refusal. */
export function BoundField({
  form,
  path,
  label,
  value,
  hint,
  id = `f-${path.replace(/\./g, '-')}`,
  ...input
}: { form: BindableForm; path: string; label: string; value: string; hint?: string; id?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'form'>) {
  const error = form.error(path);
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      <TextInput {...input} id={id} value={value} invalid={Boolean(error)} onChange={(e) => form.set(path, e.target.value)} />
    </Field>
  );
}
