import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { Icon } from '../ui/Icon';
import { controlClass, Field } from '../ui/primitives';
import { maskText, placeholderOf, readText, textOf, type DateTextKind, type Limits } from './date-text';
import { fieldId, useFieldError, type Bound } from './fields';

interface DateTextProps {
  id: string;
  label: string;
  /** The ISO value ('' or null for none); while a text is incomplete, what onChange handed out for it. */
  value: string | null | undefined;
  /**
   * The ISO value once the text is a whole valid one, '' once it is empty, otherwise the text as typed
   * ("30/11"), which no date schema accepts: a half-typed date is never taken for another one.
   */
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  /** The form's message (the schema's, the server's); a problem with the text itself is said first. */
  error?: string | undefined;
  hint?: string | undefined;
  /** Marked invalid by a message shown elsewhere (one message below a date and a time). */
  invalid?: boolean;
  'aria-describedby'?: string;
  disabled?: boolean | undefined;
  readOnly?: boolean;
}

/** The native input whose picker the button opens; times have none (a browser in English would offer AM/PM). */
const PICKER: Record<DateTextKind, 'date' | 'month' | null> = { date: 'date', month: 'month', time: null };

function canPick(type: 'date' | 'month' | null): boolean {
  if (!type) return false;
  const probe = document.createElement('input');
  probe.type = type;
  // A browser without the type makes it a text box (Firefox's month), which has no picker to open.
  return probe.type === type && typeof (probe as Partial<HTMLInputElement>).showPicker === 'function';
}

/**
 * A date, time or month typed as digits, the separators coming by themselves ("30112026" shows 30/11/2026),
 * always in the Brazilian form whatever the browser's language: a native date input follows the browser's, and
 * Chromium ignores `lang` on it. The text stays as typed while it is incomplete; a value from outside (a reset,
 * a computed date, a filter cleared) replaces it.
 */
function DateTextInput({
  kind,
  id,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  error,
  hint,
  invalid = false,
  'aria-describedby': describedBy,
  disabled,
  readOnly,
  min,
  max,
}: DateTextProps & Limits & { kind: DateTextKind }) {
  const limits = { min, max };
  const [text, setText] = useState(() => textOf(kind, value));
  const [seen, setSeen] = useState(value);
  const [left, setLeft] = useState(false);
  const [pickerType] = useState(() => (canPick(PICKER[kind]) ? PICKER[kind] : null));
  const own = useRef<HTMLInputElement>(null);
  useImperativeHandle(inputRef, () => own.current as HTMLInputElement, []);
  const typed = readText(kind, text, limits);
  // Only a change of the value replaces the text: what was handed out for it comes back the same, and a
  // caller that ignores a half-typed value (a filter) keeps the old one, which must not erase the typing.
  if (value !== seen) {
    setSeen(value);
    if ((value ?? '') !== typed.value) setText(textOf(kind, value));
  }
  const placeholder = placeholderOf(kind);
  // Half-typed is no mistake until the field is left; a whole text that is no valid value is one at once.
  const problem = typed.problem && (left || text.length >= placeholder.length || error) ? typed.problem : undefined;
  const message = problem ?? error;
  const describedByIds = [message ? `${id}-error` : hint ? `${id}-hint` : undefined, describedBy].filter(Boolean).join(' ');

  function change(next: string) {
    setText(next);
    const nextValue = readText(kind, next, limits).value;
    if (nextValue !== typed.value) onChange(nextValue);
  }

  return (
    <Field label={label} htmlFor={id} error={message} hint={hint}>
      <div className="relative min-w-0">
        <input
          ref={own}
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          maxLength={placeholder.length}
          value={text}
          disabled={disabled}
          readOnly={readOnly}
          aria-invalid={Boolean(message) || invalid || undefined}
          aria-describedby={describedByIds || undefined}
          onChange={(e) => change(maskText(kind, e.target.value))}
          onBlur={() => {
            setLeft(true);
            // "1/2/2026" is written out in full once left.
            if (typed.value && !typed.problem) setText(textOf(kind, typed.value));
            onBlur?.();
          }}
          className={`${controlClass(Boolean(message) || invalid)} w-full tabular-nums ${pickerType ? 'pr-10' : ''}`}
        />
        {pickerType && !disabled && !readOnly && (
          <CalendarButton
            type={pickerType}
            value={typed.problem ? '' : typed.value}
            min={min}
            max={max}
            onPick={(iso) => {
              change(textOf(kind, iso));
              own.current?.focus();
            }}
          />
        )}
      </div>
    </Field>
  );
}

/**
 * "Abrir calendário": the browser's own calendar, from a native input that only hands over the day picked. That
 * input is out of sight, of the tab order and of the accessibility tree; the text field is the one with the label.
 */
function CalendarButton({ type, value, min, max, onPick }: { type: 'date' | 'month'; value: string; onPick: (iso: string) => void } & Limits) {
  const native = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        aria-label="Abrir calendário"
        title="Abrir calendário"
        onClick={() => {
          try {
            native.current?.showPicker();
          } catch {
            // Refused (a cross-origin frame, no user gesture): the date can still be typed.
          }
        }}
        className="absolute inset-y-0 right-0 flex items-center rounded-r-lg px-2.5 text-slate-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-400 dark:hover:text-brand-300"
      >
        <Icon name="calendar" className="size-5" />
      </button>
      <input
        ref={native}
        type={type}
        tabIndex={-1}
        aria-hidden="true"
        value={value}
        min={min}
        max={max}
        onChange={(e) => e.target.value && onPick(e.target.value)}
        // Rendered (a picker opens beside its input), 1px at the field's bottom-left, so the calendar opens below it.
        className="pointer-events-none absolute bottom-0 left-0 h-px w-px opacity-0"
      />
    </>
  );
}

type InputProps = Omit<DateTextProps, 'kind'>;

/** A date shown DD/MM/AAAA and held as YYYY-MM-DD; `min`/`max` (YYYY-MM-DD) narrow the app's 1900–2100. */
export function DateInput(props: InputProps & Limits) {
  return <DateTextInput kind="date" {...props} />;
}

/** A time shown and held as HH:mm, 24 hours. */
export function TimeInput(props: InputProps) {
  return <DateTextInput kind="time" {...props} />;
}

/** A month shown MM/AAAA and held as YYYY-MM; `min`/`max` are YYYY-MM. */
export function MonthInput(props: InputProps & Limits) {
  return <DateTextInput kind="month" {...props} />;
}

type BoundProps<T extends FieldValues> = Bound<T> & {
  /** Called after the form holds a new value (what another field follows). */
  onValueChange?: (value: string) => void;
};

/** One of the inputs above bound to the form by name: its value, its touch and its message. `register` is unused. */
function BoundDateText<T extends FieldValues>({
  kind,
  control,
  name,
  label,
  hint,
  id = fieldId(name),
  min,
  max,
  onValueChange,
}: BoundProps<T> & Limits & { kind: DateTextKind }) {
  const { field } = useController({ control, name });
  const error = useFieldError(control, name);
  return (
    <DateTextInput
      kind={kind}
      id={id}
      name={field.name}
      label={label}
      hint={hint}
      error={error}
      value={field.value}
      onChange={(v) => {
        field.onChange(v);
        onValueChange?.(v);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={field.disabled}
      min={min}
      max={max}
    />
  );
}

/** A date field of the form (DD/MM/AAAA on screen, YYYY-MM-DD in the form). */
export function DateField<T extends FieldValues>(props: BoundProps<T> & Limits) {
  return <BoundDateText kind="date" {...props} />;
}

/** A time field of the form (HH:mm, 24 hours). */
export function TimeField<T extends FieldValues>(props: BoundProps<T>) {
  return <BoundDateText kind="time" {...props} />;
}

/** A month field of the form (MM/AAAA on screen, YYYY-MM in the form). */
export function MonthField<T extends FieldValues>(props: BoundProps<T> & Limits) {
  return <BoundDateText kind="month" {...props} />;
}
