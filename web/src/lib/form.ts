import { useState } from 'react';
import { fieldErrors, type z } from '@office/domain/schema';
import { CallError } from './callable';

/**
 * Form state validated as the person types by the same schema the callable
 * uses; server refusals land on the field they concern.
 */
export function useSchemaForm<S extends z.ZodType>(schema: S, initial: z.input<S>) {
  const [values, setValues] = useState<z.input<S>>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const parsed = schema.safeParse(values);
  const clientErrors = parsed.success ? {} : fieldErrors(parsed.error);

  return {
    values,
    valid: parsed.success,
    /** The message to show for a field: the server's refusal first, else the schema's once the field was touched. */
    error(path: string): string | undefined {
      return serverErrors[path] ?? (touched[path] ? clientErrors[path] : undefined);
    },
    set(path: string, value: unknown) {
      setValues((current) => setPath(current, path, value) as z.input<S>);
      setTouched((t) => ({ ...t, [path]: true }));
      setServerErrors(({ [path]: _dropped, ...rest }) => rest);
    },
    reset(next: z.input<S>) {
      setValues(next);
      setTouched({});
      setServerErrors({});
      setFormError(null);
    },
    formError,
    /** Validates everything; returns the parsed output or null (marking every field touched). */
    submitValue(): z.output<S> | null {
      setTouched(Object.fromEntries(Object.keys(clientErrors).map((k) => [k, true])));
      return parsed.success ? parsed.data : null;
    },
    /** Shows a callable's refusal: field messages next to fields, the rest above the form. */
    showFailure(error: unknown) {
      if (error instanceof CallError) {
        const prefixed = Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k.replace(/^(profile|client|lawsuit)\./, ''), v]));
        setServerErrors(prefixed);
        setFormError(error.message);
      } else {
        setFormError(error instanceof Error ? error.message : String(error));
      }
    },
  };
}

/** Immutable set of a dotted path; numeric segments index into arrays ("phones.0.number"). */
export function setPath(target: unknown, path: string, value: unknown): unknown {
  const [head = '', ...rest] = path.split('.');
  const next = (current: unknown) => (rest.length ? setPath(current, rest.join('.'), value) : value);
  if (Array.isArray(target) && /^\d+$/.test(head)) {
    const copy = [...target];
    copy[Number(head)] = next(copy[Number(head)]);
    return copy;
  }
  const base = (target && typeof target === 'object' ? target : {}) as Record<string, unknown>;
  return { ...base, [head]: next(base[head]) };
}
