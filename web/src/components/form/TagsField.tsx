import { useState, type KeyboardEvent } from 'react';
import { useController, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Icon } from '../ui/Icon';
import { fieldId } from './fields';
import { addTags, typeTags, type TagRules } from './tags';

/** The list's own message or the first of its items' (the server names `tags.0`). */
function useTagsError<T extends FieldValues>(control: Control<T>, name: FieldPath<T>): string | undefined {
  const { errors } = useFormState({ control, name });
  let node: unknown = errors;
  for (const key of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  if (!node || typeof node !== 'object') return undefined;
  const own = (node as { message?: unknown }).message;
  if (typeof own === 'string') return own;
  const item = Object.values(node).find((v): v is { message: string } => typeof (v as { message?: unknown } | undefined)?.message === 'string');
  return item?.message;
}

/**
 * Tags as chips: typing then Enter or a comma adds one (lower-case), leaving the field adds what was typed,
 * Backspace in the empty input removes the last, each chip has its own remove button.
 */
export function TagsField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  rules,
  placeholder,
  listLabel = `${label}: escolhidas`,
  id = fieldId(name),
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  rules: TagRules;
  placeholder?: string;
  /** What a screen reader calls the chips (not the input's label, which names the input). */
  listLabel?: string;
  id?: string;
}) {
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ control, name });
  const tags = (value ?? []) as string[];
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const formError = useTagsError(control, name);
  const error = problem ?? formError;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const set = (next: string[]) => {
    if (next.length !== tags.length || next.some((t, i) => t !== tags[i])) onChange(next);
  };
  const commit = () => {
    const added = addTags(tags, draft, rules);
    set(added.tags);
    setDraft(added.rest);
    setProblem(added.problem);
  };
  const remove = (tag: string) => {
    set(tags.filter((t) => t !== tag));
    setProblem(null);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      // Enter adds the tag; it does not submit the form.
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      event.preventDefault();
      remove(tags[tags.length - 1] ?? '');
    }
  }

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <div
        className={`flex min-w-0 flex-wrap items-center gap-1.5 rounded-lg border bg-white px-2 py-1.5 focus-within:ring-2 dark:bg-slate-950 ${
          error
            ? 'border-red-500 focus-within:ring-red-200'
            : 'border-slate-300 focus-within:border-brand-600 focus-within:ring-brand-100 dark:border-slate-600 dark:focus-within:ring-brand-800'
        }`}
      >
        {tags.length > 0 && (
          <ul aria-label={listLabel} className="contents">
            {tags.map((tag) => (
              <li
                key={tag}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-0.5 pl-2.5 pr-1 text-sm text-brand-900 dark:bg-brand-900/60 dark:text-brand-100"
              >
                <span className="min-w-0 truncate">{tag}</span>
                <button
                  type="button"
                  aria-label={`Remover etiqueta ${tag}`}
                  onClick={() => remove(tag)}
                  className="rounded-full p-0.5 text-brand-700 hover:bg-brand-100 hover:text-brand-900 dark:text-brand-200 dark:hover:bg-brand-800"
                >
                  <Icon name="close" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={ref}
          id={id}
          value={draft}
          placeholder={tags.length === 0 ? placeholder : undefined}
          autoComplete="off"
          enterKeyHint="enter"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(e) => {
            const typed = typeTags(tags, e.target.value, rules);
            set(typed.tags);
            setDraft(typed.draft);
            setProblem(typed.problem);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            commit();
            onBlur();
          }}
          className="min-w-32 flex-1 border-0 bg-transparent px-1 py-0.5 text-slate-900 outline-none dark:text-slate-100"
        />
      </div>
      <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
        {hint ?? 'Enter ou vírgula separa as etiquetas.'} {tags.length > 0 && `${tags.length} de ${rules.max}.`}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
