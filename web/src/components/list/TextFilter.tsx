import type { ComponentProps } from 'react';
import { Field, TextInput } from '../ui/primitives';
import { useTypedFilter } from './use-address-filters';

/**
 * A text filter kept in the address (a search, a tag): the box answers at once and `onCommit` gets the text,
 * trimmed (null when empty), once typing pauses. Disabled, it shows nothing.
 */
export function TextFilter({
  id,
  label,
  value,
  onCommit,
  pauseMs,
  disabled,
  ...input
}: Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'id'> & {
  id: string;
  label: string;
  /** The filter in the address. */
  value: string | null;
  onCommit: (value: string | null) => void;
  pauseMs?: number;
}) {
  const [text, type] = useTypedFilter(value, onCommit, pauseMs);
  return (
    <Field label={label} htmlFor={id}>
      <TextInput {...input} id={id} disabled={disabled} value={disabled ? '' : text} onChange={(e) => type(e.target.value)} />
    </Field>
  );
}
