import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { ArticleStatus } from '@office/domain/articles';
import { formatDateTime } from '@office/domain/dates';
import { DateInput, TimeInput } from '../../components/form/DateInput';
import { fieldId, useFieldError } from '../../components/form/fields';
import { defaultSchedule, scheduleInstant, scheduleParts, type ArticleForm, type ScheduleParts } from './article-view';

interface Choice {
  status: ArticleStatus;
  label: string;
  hint: string;
}

/**
 * Situação: Rascunho, Publicar agora (or "Publicado" for an article that already is) or Agendar with a date
 * and a time in São Paulo. The form holds the status and, for a schedule, its instant (`publishAt`); the
 * date and time typed are kept here and turned into that instant as they change.
 */
export function PublicationFields({
  control,
  publishedSince,
  keptSchedule,
}: {
  control: Control<ArticleForm>;
  /** When the saved article went public, if it is public now (publishing again keeps that date). */
  publishedSince: string | null;
  /** The saved schedule, which the server accepts unchanged even once its time has passed. */
  keptSchedule: string | null;
}) {
  const {
    field: { ref: statusRef, value: status, onChange: setStatus, onBlur: onStatusBlur },
  } = useController({ control, name: 'status' });
  const {
    field: { ref: scheduleRef, value: publishAt, onChange: setPublishAt, onBlur: onScheduleBlur },
  } = useController({ control, name: 'publishAt' });
  const instant = publishAt ?? null;
  const [parts, setParts] = useState<ScheduleParts>(() => (instant ? scheduleParts(instant) : defaultSchedule()));
  // The form reset from outside (the current data after a conflict): the inputs show its schedule.
  if (instant && scheduleInstant(parts) !== instant) setParts(scheduleParts(instant));
  const error = useFieldError(control, 'publishAt');
  const statusError = useFieldError(control, 'status');
  const scheduled = status === 'agendado';
  const past = scheduled && instant !== null && instant !== keptSchedule && instant <= new Date().toISOString();

  const choices: Choice[] = [
    {
      status: 'rascunho',
      label: 'Rascunho',
      hint: publishedSince ? 'Sai do site; só a equipe vê.' : 'Só a equipe vê.',
    },
    publishedSince
      ? { status: 'publicado', label: 'Publicado', hint: `No site desde ${formatDateTime(publishedSince)}.` }
      : { status: 'publicado', label: 'Publicar agora', hint: 'Aparece no site assim que for salvo.' },
    { status: 'agendado', label: 'Agendar', hint: 'Aparece no site na data e hora escolhidas.' },
  ];

  function choose(next: ArticleStatus) {
    setStatus(next);
    setPublishAt(next === 'agendado' ? scheduleInstant(parts) : null);
  }

  function edit(patch: Partial<ScheduleParts>) {
    const next = { ...parts, ...patch };
    setParts(next);
    setPublishAt(scheduleInstant(next));
  }

  const dateId = fieldId('publishAt');
  const timeId = `${dateId}-time`;
  // The pair's message is the schedule's, below both; each input's own ("Data incompleta") is under it.
  const pairErrorId = `${dateId}-schedule-error`;
  const describedBy = `${dateId}-zone${error ? ` ${pairErrorId}` : ''}`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">Situação</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {choices.map((c) => (
          <label
            key={c.status}
            className={`grid cursor-pointer grid-cols-[auto_1fr] items-start gap-x-2 rounded-lg border px-3 py-2 text-sm ${
              status === c.status
                ? 'border-brand-600 bg-brand-50 dark:border-brand-300 dark:bg-brand-900/40'
                : 'border-slate-200 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800'
            }`}
          >
            <input
              ref={c.status === 'rascunho' ? statusRef : undefined}
              type="radio"
              name="status"
              value={c.status}
              checked={status === c.status}
              onChange={() => choose(c.status)}
              onBlur={onStatusBlur}
              className="mt-0.5 size-4 accent-brand-700"
            />
            <span className="font-medium">{c.label}</span>
            <span className="col-start-2 text-xs text-slate-600 dark:text-slate-400">{c.hint}</span>
          </label>
        ))}
      </div>
      {statusError && <p className="text-sm text-red-700 dark:text-red-300">{statusError}</p>}
      {scheduled && (
        <div className="flex flex-col gap-1">
          {/* One message below both names the pair: each input is only marked invalid by it. */}
          <div className="grid max-w-md grid-cols-[1fr_7rem] gap-3">
            <DateInput
              id={dateId}
              label="Data da publicação"
              inputRef={scheduleRef}
              value={parts.date}
              invalid={Boolean(error)}
              aria-describedby={describedBy}
              onChange={(date) => edit({ date })}
              onBlur={onScheduleBlur}
            />
            <TimeInput
              id={timeId}
              label="Hora"
              value={parts.time}
              invalid={Boolean(error)}
              aria-describedby={describedBy}
              onChange={(time) => edit({ time })}
              onBlur={onScheduleBlur}
            />
          </div>
          <p id={`${dateId}-zone`} className="text-xs text-slate-500 dark:text-slate-400">
            Horário de Brasília.
            {instant && !past && ` Vai ao ar em ${formatDateTime(instant)}.`}
          </p>
          {past && !error && <p className="text-sm text-amber-800 dark:text-amber-200">Este horário já passou: escolha um horário futuro ou publique agora.</p>}
          {error && (
            <p id={pairErrorId} className="text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
