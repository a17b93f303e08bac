import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import { searchKey } from '@office/domain/text';
import type { Choice } from '../form/Combobox';
import { Icon } from '../ui/Icon';
import { Field } from '../ui/primitives';

/** Whether a person matches what was typed: any part of the name or e-mail, accents and case aside. */
function matches(choice: Choice, query: string): boolean {
  const key = searchKey(query);
  return !key || searchKey(`${choice.label} ${choice.detail ?? ''}`).includes(key);
}

/**
 * Several people picked by typing part of a name (the ARIA combobox pattern with a list popup): the chosen
 * ones show as chips, each with its remove button. Keys in the input: ↓/↑ move through the people offered
 * (opening the list), Enter adds the highlighted one and keeps the list open for the next, Escape closes
 * the list (a second Escape reaches the dialog), Backspace in the empty input removes the last chip.
 */
export function RecipientsField({
  id,
  label,
  choices,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  hint,
  max,
  listLabel = 'Pessoas da equipe',
  emptyText,
}: {
  id: string;
  label: string;
  /** Everyone who can be picked (already chosen ones included: they show as chips, not in the list). */
  choices: readonly Choice[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  hint?: string;
  /** How many may be chosen. */
  max?: number;
  listLabel?: string;
  /** What the open list says when nobody is left to offer and nothing was typed (the team still loading). */
  emptyText?: string;
}) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // What a screen reader hears after a chip came or went (the chips themselves are not announced).
  const [announcement, setAnnouncement] = useState('');
  const listId = `${id}-list`;
  const optionId = useId();
  const full = max !== undefined && value.length >= max;
  const offered = full ? [] : choices.filter((c) => !value.includes(c.id) && matches(c, query));
  const highlighted = open && offered.length > 0 ? Math.min(active, offered.length - 1) : -1;
  const chosen = value.map((uid) => choices.find((c) => c.id === uid) ?? { id: uid, label: 'Pessoa fora da equipe' });

  useEffect(() => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- jsdom has no scrollIntoView
    if (highlighted >= 0) document.getElementById(`${optionId}-${highlighted}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [highlighted, optionId]);

  function add(choice: Choice) {
    onChange([...value, choice.id]);
    setQuery('');
    setAnnouncement(`${choice.label} adicionado aos destinatários.`);
  }

  function remove(choice: Choice, refocus: boolean) {
    onChange(value.filter((uid) => uid !== choice.id));
    setAnnouncement(`${choice.label} removido dos destinatários.`);
    // The chip's button is gone: the focus goes back to the input rather than to the page.
    if (refocus) document.getElementById(id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = offered.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!open) {
          setOpen(true);
          setActive(down ? 0 : Math.max(count - 1, 0));
        } else if (count > 0) {
          setActive((highlighted + (down ? 1 : -1) + count) % count);
        }
        break;
      }
      case 'Enter':
        // Never submits the form from here: Enter is how a person is added.
        event.preventDefault();
        if (highlighted >= 0) add(offered[highlighted] as Choice);
        else setOpen(true);
        break;
      case 'Escape':
        if (open || query) {
          // Closes the list (then clears the text), not the dialog around the field.
          event.preventDefault();
          event.stopPropagation();
          if (open) setOpen(false);
          else setQuery('');
        }
        break;
      case 'Backspace': {
        const last = chosen.at(-1);
        if (query === '' && last) {
          event.preventDefault();
          remove(last, false);
        }
        break;
      }
    }
  }

  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      <div className="relative">
        {/* A click on the frame (between the chips) goes to the input, as on an ordinary text field. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the input inside has the keyboard */}
        <div
          onClick={(e) => e.target === e.currentTarget && document.getElementById(id)?.focus()}
          className={`flex min-w-0 cursor-text flex-wrap items-center gap-1.5 rounded-lg border bg-white px-2 py-1.5 focus-within:ring-2 dark:bg-slate-950 ${
            error
              ? 'border-red-500 focus-within:ring-red-200'
              : 'border-slate-300 focus-within:border-brand-600 focus-within:ring-brand-100 dark:border-slate-600 dark:focus-within:ring-brand-800'
          }`}
        >
          {chosen.length > 0 && (
            <ul aria-label={`${label} escolhidos`} className="flex min-w-0 flex-wrap gap-1.5">
              {chosen.map((c) => (
                <li
                  key={c.id}
                  className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-0.5 pl-2.5 pr-1 text-sm text-brand-900 dark:bg-slate-800 dark:text-slate-100"
                >
                  <span className="truncate">{c.label}</span>
                  <button
                    type="button"
                    onClick={() => remove(c, true)}
                    aria-label={`Remover ${c.label}`}
                    className="rounded-full p-0.5 text-brand-800 hover:bg-brand-100 focus-visible:outline-2 dark:text-slate-200 dark:hover:bg-slate-700"
                  >
                    <Icon name="close" className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <input
            id={id}
            ref={inputRef}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={highlighted >= 0 ? `${optionId}-${highlighted}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            placeholder={chosen.length === 0 ? 'Digite um nome' : undefined}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
              setOpen(true);
            }}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setOpen(false);
              onBlur?.();
            }}
            className="min-w-32 flex-1 bg-transparent px-1 py-0.5 text-slate-900 outline-none dark:text-slate-100"
          />
        </div>
        <div
          hidden={!open}
          className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <ul id={listId} role="listbox" aria-label={listLabel} hidden={offered.length === 0} className="max-h-60 overflow-y-auto py-1">
            {offered.map((c, i) => (
              // The keyboard stays in the input (aria-activedescendant): an option takes only the pointer.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={c.id}
                id={`${optionId}-${i}`}
                role="option"
                aria-selected={i === highlighted}
                // The input keeps the focus (and the list stays open) while a person is clicked.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => add(c)}
                onMouseMove={() => i !== highlighted && setActive(i)}
                className={`cursor-pointer px-3 py-1.5 text-sm ${i === highlighted ? 'bg-brand-50 dark:bg-slate-800' : ''}`}
              >
                {c.label}
                {c.detail && <span className="block text-xs text-slate-600 dark:text-slate-400">{c.detail}</span>}
              </li>
            ))}
          </ul>
          {/* Outside the listbox, which may hold options only. */}
          {open && offered.length === 0 && (
            <p role="status" className="px-3 py-2 text-sm text-slate-600 dark:text-slate-400">
              {full
                ? `No máximo ${max} destinatários.`
                : query
                  ? 'Ninguém da equipe com este nome.'
                  : (emptyText ?? (choices.length === 0 ? 'Ninguém da equipe para escolher.' : 'Todos da equipe já foram escolhidos.'))}
            </p>
          )}
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </Field>
  );
}
