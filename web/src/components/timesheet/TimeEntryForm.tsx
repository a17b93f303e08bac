import { useController } from 'react-hook-form';
import { officeDate } from '@office/domain/dates';
import type { z } from '@office/domain/schema';
import { timeEntryInput, type TimeEntryItem } from '@office/domain/timesheet';
import { useCreateTimeEntry, useUpdateTimeEntry } from '../../api/timesheet';
import { DateField, TimeField } from '../form/DateInput';
import { fieldId, TextField, useFieldError } from '../form/fields';
import { FormActions } from '../form/FormActions';
import { LinkPickers } from '../form/LinkPickers';
import { SaveProblem } from '../form/SaveProblem';
import { useRecordForm } from '../form/use-record-form';
import { Field, TextInput } from '../ui/primitives';
import { call } from '../../lib/callable';
import type { EntryPreset } from './entry-preset';

type EntryValues = z.input<typeof timeEntryInput>;

/** A new entry: today (or the day chosen), an hour, billable, and the links of the page it was opened from. */
const emptyEntry = (preset: EntryPreset): EntryValues => ({
  date: preset.date ?? officeDate(),
  minutes: 60,
  startTime: null,
  endTime: null,
  lawsuitId: preset.lawsuitId ?? null,
  clientId: preset.clientId ?? null,
  taskId: preset.taskId ?? null,
  description: '',
  billable: true,
});

const toValues = (e: TimeEntryItem): EntryValues => ({
  date: e.date,
  minutes: e.minutes,
  startTime: e.startTime,
  endTime: e.endTime,
  lawsuitId: e.lawsuitId,
  clientId: e.clientId,
  taskId: e.taskId,
  description: e.description,
  billable: e.billable,
});

/**
 * Registrar tempo: a manual entry of one's own time (the duration, or a start and an end), linked to a lawsuit
 * (which brings its client), a client or a task; or the edit of one still pending.
 */
export function TimeEntryForm({
  existing,
  preset = {},
  onSaved,
  onCancel,
}: {
  existing?: TimeEntryItem;
  preset?: EntryPreset;
  onSaved: (entry: TimeEntryItem) => void;
  onCancel: () => void;
}) {
  const create = useCreateTimeEntry();
  const update = useUpdateTimeEntry();
  const { form, onSubmit, saving, formError, conflict, loadCurrent } = useRecordForm({
    schema: timeEntryInput,
    existing,
    empty: emptyEntry(preset),
    toValues,
    create: (entry) => create.mutateAsync({ entry }),
    update: (target, entry) => update.mutateAsync({ ...target, entry }),
    fetchCurrent: async (id) => {
      const week = await call('timesheet-week', { date: existing?.date ?? officeDate() });
      const current = week.entries.find((e) => e.id === id);
      if (!current) throw new Error('Este registro não existe mais.');
      return current;
    },
    onSaved,
  });
  const { control, register } = form;
  const bound = { control, register };
  const lawsuit = useController({ control, name: 'lawsuitId' });
  const client = useController({ control, name: 'clientId' });
  const minutesError = useFieldError(control, 'minutes');
  const taskTitle = existing?.taskTitle ?? preset.taskTitle;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <SaveProblem message={formError} conflict={conflict} onReload={() => void loadCurrent()} />
      <TextField {...bound} name="description" label="Descrição" placeholder="O que foi feito" />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField {...bound} name="date" label="Data" max={officeDate()} />
        <Field label="Duração (minutos)" htmlFor={fieldId('minutes')} error={minutesError} hint="Ou informe o início e o fim.">
          <TextInput
            {...register('minutes', { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)) })}
            id={fieldId('minutes')}
            type="number"
            inputMode="numeric"
            min={1}
            invalid={Boolean(minutesError)}
          />
        </Field>
        <TimeField {...bound} name="startTime" label="Início (opcional)" />
        <TimeField {...bound} name="endTime" label="Fim (opcional)" />
        <LinkPickers
          idPrefix="f-time"
          // The schema reads '' as none, so its input type is unknown: the form only ever holds an id or null here.
          lawsuit={{ ...lawsuit.field, value: lawsuit.field.value as string | null, error: lawsuit.fieldState.error?.message }}
          client={{ ...client.field, value: client.field.value as string | null, error: client.fieldState.error?.message }}
          lawsuitLabel={existing?.lawsuitLabel ?? undefined}
        />
      </div>
      {taskTitle && <p className="text-sm text-slate-600 dark:text-slate-400">Tarefa: {taskTitle}</p>}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('billable')} className="size-4 rounded border-slate-300" />
        Faturável (cobrado do cliente por hora)
      </label>
      <FormActions saving={saving} label={existing ? 'Salvar' : 'Registrar tempo'} onCancel={onCancel} />
    </form>
  );
}
