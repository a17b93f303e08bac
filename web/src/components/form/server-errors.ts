import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { CallError } from '../../lib/callable';
import { messageOf } from '../../lib/error-message';

/**
 * The form's own path for a server field key. A callable names fields by their place in the request
 * body (`client.document` for `{ client: {...} }`), a form by its own values (`document`): when the
 * key's first segment is not one of the form's fields, it is the body's wrapper and is dropped.
 */
export function formPath(key: string, values: object): string {
  const [head = '', ...rest] = key.split('.');
  return head in values || rest.length === 0 ? key : rest.join('.');
}

/** The line above a form whose fields carry the messages: says how many, not the messages again. */
export function fieldsSummary(count: number): string {
  return count === 1 ? 'Corrija o campo destacado abaixo.' : `Corrija os ${count} campos destacados abaixo.`;
}

/** How many field messages an error tree from react-hook-form holds. */
export function countFieldErrors(tree: unknown): number {
  if (!tree || typeof tree !== 'object') return 0;
  if (typeof (tree as { message?: unknown }).message === 'string') return 1;
  return Object.entries(tree).reduce((n, [key, node]) => (key === 'ref' ? n : n + countFieldErrors(node)), 0);
}

/**
 * Shows a failed save: each field message next to its field (focusing the first), and returns the
 * message for above the form: a count when the fields say it all (the same words twice help nobody),
 * the refusal's message otherwise. Field keys the form does not have join the form-level message.
 */
export function showServerErrors<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>, error: unknown): string {
  if (!(error instanceof CallError)) return messageOf(error);
  const values = form.getValues();
  const unplaced: string[] = [];
  let first = true;
  for (const [key, message] of Object.entries(error.fields)) {
    const path = formPath(key, values);
    if (path === '_' || !((path.split('.')[0] ?? '') in values)) {
      unplaced.push(message);
      continue;
    }
    form.setError(path as FieldPath<T>, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  const placed = Object.keys(error.fields).length - unplaced.length;
  return [placed > 0 ? fieldsSummary(placed) : error.message, ...unplaced].join(' ');
}
