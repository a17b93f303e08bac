import { useDeferredValue, useState, type ReactNode } from 'react';
import { useFormState, useWatch, type Control, type FieldPath, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { Markdown } from '../ui/Markdown';
import { controlClass } from '../ui/primitives';
import { fieldId, useFieldError } from './fields';

const TOGGLE = 'rounded-md px-3 py-1 text-sm font-medium transition-colors';
const TOGGLE_ON = 'bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-slate-50';
const TOGGLE_OFF = 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white';

/**
 * A Markdown text registered with the form, with its formatted preview: side by side on wide screens, one
 * pane at a time behind an Escrever/Pré-visualizar toggle on narrow ones (the FAQ form's editor). A submit
 * brings the writing pane back, so a refused text is shown and focused. `aside` sits by the label (a count,
 * the reading time).
 */
export function MarkdownField<T extends FieldValues>({
  control,
  register,
  name,
  label,
  maxLength,
  rows = 14,
  emptyPreview,
  aside,
  paneHeight = 'lg:max-h-[22rem]',
}: {
  control: Control<T>;
  register: UseFormRegister<T>;
  name: FieldPath<T>;
  label: string;
  maxLength: number;
  rows?: number;
  /** What the preview says while there is no text. */
  emptyPreview: string;
  aside?: ReactNode;
  /** How tall the preview may grow on wide screens before it scrolls. */
  paneHeight?: string;
}) {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const { submitCount } = useFormState({ control });
  const [seenSubmits, setSeenSubmits] = useState(submitCount);
  if (seenSubmits !== submitCount) {
    setSeenSubmits(submitCount);
    setTab('write');
  }
  const source = useDeferredValue(useWatch({ control, name }) ?? '');
  const id = fieldId(name);
  const error = useFieldError(control, name);
  const hintId = `${id}-hint`;

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {label}
          </label>
          {aside}
        </div>
        <div role="group" aria-label={`Modo de edição: ${label}`} className="flex gap-1 rounded-lg bg-slate-100 p-1 lg:hidden dark:bg-slate-800">
          <button
            type="button"
            aria-pressed={tab === 'write'}
            onClick={() => setTab('write')}
            className={`${TOGGLE} ${tab === 'write' ? TOGGLE_ON : TOGGLE_OFF}`}
          >
            Escrever
          </button>
          <button
            type="button"
            aria-pressed={tab === 'preview'}
            onClick={() => setTab('preview')}
            className={`${TOGGLE} ${tab === 'preview' ? TOGGLE_ON : TOGGLE_OFF}`}
          >
            Pré-visualizar
          </button>
        </div>
      </div>
      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <div className={`${tab === 'write' ? 'flex' : 'hidden'} min-w-0 flex-col gap-1 lg:flex`}>
          <textarea
            {...register(name)}
            id={id}
            rows={rows}
            maxLength={maxLength}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error ${hintId}` : hintId}
            className={`${controlClass(Boolean(error))} min-h-48 w-full resize-y font-mono text-sm`}
          />
          {error && (
            <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
          <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
            Markdown: <code className="font-mono">## título</code>, <code className="font-mono">**negrito**</code>, <code className="font-mono">*itálico*</code>
            , <code className="font-mono">[link](https://…)</code>, listas com <code className="font-mono">-</code>
          </p>
        </div>
        <section
          aria-label={`Pré-visualização: ${label}`}
          className={`${tab === 'preview' ? 'block' : 'hidden'} min-h-48 min-w-0 overflow-auto rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-3 lg:block ${paneHeight} dark:border-slate-700 dark:bg-slate-950`}
        >
          <p className="mb-2 text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400" aria-hidden="true">
            Pré-visualização
          </p>
          {source.trim() ? <Markdown source={source} className="text-sm" /> : <p className="text-sm text-slate-500 dark:text-slate-400">{emptyPreview}</p>}
        </section>
      </div>
    </div>
  );
}
