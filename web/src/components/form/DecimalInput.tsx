import { useState, type Ref } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { formatBRL, formatPercentBp, parseBRL } from '@office/domain/money';
import { Field, TextInput } from '../ui/primitives';
import { fieldId, useFieldError } from './fields';

/** The value a text stands for: null when empty, NaN when it is no number (the schema says why). */
function valueOf(text: string, allowNegative: boolean): number | null {
  if (!text.trim()) return null;
  const value = parseBRL(text);
  return value === null || (!allowNegative && value < 0) ? Number.NaN : value;
}

interface DecimalInputProps {
  id: string;
  label: string;
  /** Hundredths (centavos, basis points); null when empty, NaN when what was typed is no number. */
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  hint?: string;
  readOnly?: boolean;
  allowNegative?: boolean;
  /** How a value is written back when the field is left ("R$ 1.234,56", "30,00"). */
  format: (value: number) => string;
  /** What the person is told when the text is no number. */
  invalidMessage: string;
}

/**
 * A number with two decimals typed the Brazilian way ("1.234,56"), held as an integer of hundredths. The text
 * stays as typed while the person types; leaving the field writes it in the standard form. A value set from
 * outside (a reset, a computed amount) replaces the text.
 */
function DecimalInput({
  id,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  hint,
  readOnly,
  allowNegative = false,
  format,
  invalidMessage,
}: DecimalInputProps) {
  const show = (v: number | null) => (v === null || Number.isNaN(v) ? '' : format(v));
  const [text, setText] = useState(() => show(value));
  // The value this text stands for; another value came from outside.
  const [held, setHeld] = useState<number | null>(value);
  if (!Object.is(held, value)) {
    setHeld(value);
    setText(show(value));
  }
  const typed = valueOf(text, allowNegative);
  const typedWrong = typed !== null && Number.isNaN(typed);
  const message = error ?? (typedWrong ? invalidMessage : undefined);
  return (
    <Field label={label} htmlFor={id} error={message} hint={hint}>
      <TextInput
        id={id}
        ref={inputRef}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        readOnly={readOnly}
        invalid={Boolean(message)}
        onChange={(e) => {
          const next = valueOf(e.target.value, allowNegative);
          setText(e.target.value);
          setHeld(next);
          onChange(next);
        }}
        onBlur={() => {
          if (held !== null && !Number.isNaN(held)) setText(format(held));
          onBlur?.();
        }}
      />
    </Field>
  );
}

type Props = Omit<DecimalInputProps, 'format' | 'invalidMessage'>;

/** An amount in reais, held in centavos. */
export function MoneyInput(props: Props) {
  return <DecimalInput {...props} format={formatBRL} invalidMessage="Valor inválido, ex.: R$ 1.234,56" />;
}

/** A percentage with two decimals ("30,00"), held in basis points (3000). */
export function PercentInput(props: Props) {
  return <DecimalInput {...props} format={formatPercentBp} invalidMessage="Percentual inválido, ex.: 30,00" />;
}

/** A money field bound to the form by name: its value, its touch and its message (the schema's or the server's). */
export function MoneyField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  readOnly,
  allowNegative,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  readOnly?: boolean;
  allowNegative?: boolean;
}) {
  const { field } = useController({ control, name });
  const error = useFieldError(control, name);
  return (
    <MoneyInput
      id={fieldId(name)}
      label={label}
      hint={hint}
      value={field.value}
      // An empty field is no amount: NaN makes the schema say so, where null would read as "none".
      onChange={(v) => field.onChange(v ?? Number.NaN)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      readOnly={readOnly}
      allowNegative={allowNegative}
      error={error}
    />
  );
}
