import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useState, type Ref } from 'react';
import { controlClass, Field } from '../ui/primitives';

export interface Choice {
  id: string;
  label: string;
  /** A second line (the document, the client's name). */
  detail?: string;
}

export interface RecordComboboxProps {
  id: string;
  label: string;
  /** The chosen record's id, '' when none: text typed without choosing is not a value. */
  value: string;
  /** How to show `value` before any choice was made here (the current client's name in edit mode). */
  valueLabel?: string;
  onChange: (id: string) => void;
  /** The record chosen, with its name (null when un-chosen): for a form that also needs the name. */
  onChoose?: (choice: Choice | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  hint?: string;
  /** What was typed, for the parent's search. */
  onQueryChange: (query: string) => void;
  choices: readonly Choice[];
  /** Typed too little to search yet: the list stays closed. */
  tooShort?: boolean;
  loading?: boolean;
  /** Accessible name of the list ("Clientes encontrados"). */
  listLabel: string;
  emptyText: string;
}

/**
 * Picks one record by typing part of its name: Headless UI's combobox (arrow keys, Enter, Escape,
 * aria-activedescendant) around a search the parent runs. Leaving the field without choosing puts the
 * chosen record's name back, and editing the text after a choice clears it, so the input never shows text the
 * form does not hold.
 */
export function RecordCombobox({
  id,
  label,
  value,
  valueLabel = '',
  onChange,
  onChoose,
  onBlur,
  inputRef,
  error,
  hint,
  onQueryChange,
  choices,
  tooShort = false,
  loading = false,
  listLabel,
  emptyText,
}: RecordComboboxProps) {
  // Names of records chosen here, so the input can show one after the search moved on.
  const [known, setKnown] = useState<Record<string, string>>({});
  const selected: Choice | null = value ? { id: value, label: known[value] ?? valueLabel } : null;

  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      <Combobox
        value={selected}
        by="id"
        onChange={(choice: Choice | null) => {
          if (choice) setKnown((k) => ({ ...k, [choice.id]: choice.label }));
          onChange(choice?.id ?? '');
          onChoose?.(choice);
        }}
        onClose={() => onQueryChange('')}
      >
        <ComboboxInput
          id={id}
          ref={inputRef}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`w-full ${controlClass(Boolean(error))}`}
          displayValue={(choice: Choice | null) => choice?.label ?? ''}
          onChange={(e) => {
            onQueryChange(e.target.value);
            // Editing the text un-chooses the record: the form never holds a client the field no longer names.
            if (selected && e.target.value !== selected.label) {
              onChange('');
              onChoose?.(null);
            }
          }}
          onBlur={onBlur}
        />
        {!tooShort && (
          <ComboboxOptions
            anchor="bottom start"
            // Not modal: the rest of the form stays usable (and scrollable) while the list is open.
            modal={false}
            aria-label={listLabel}
            className="z-50 max-h-60 w-(--input-width) overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg [--anchor-gap:4px] empty:invisible dark:border-slate-700 dark:bg-slate-900"
          >
            {choices.map((choice) => (
              <ComboboxOption
                key={choice.id}
                value={choice}
                className="cursor-pointer px-3 py-1.5 text-sm data-focus:bg-brand-50 data-selected:font-semibold dark:data-focus:bg-slate-800"
              >
                {choice.label}
                {choice.detail && <span className="block text-xs text-slate-600 dark:text-slate-400">{choice.detail}</span>}
              </ComboboxOption>
            ))}
            {choices.length === 0 && (
              <div role="status" className="px-3 py-1.5 text-sm text-slate-600 dark:text-slate-400">
                {loading ? 'Buscando…' : emptyText}
              </div>
            )}
          </ComboboxOptions>
        )}
      </Combobox>
    </Field>
  );
}
