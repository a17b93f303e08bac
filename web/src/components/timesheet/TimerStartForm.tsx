import { timerStartInput, type TimerState } from '@office/domain/timesheet';
import type { z } from '@office/domain/schema';
import { useStartTimer } from '../../api/timesheet';
import { TextField } from '../form/fields';
import { FormActions } from '../form/FormActions';
import { SaveProblem } from '../form/SaveProblem';
import { useSchemaForm } from '../form/use-schema-form';
import type { EntryPreset } from './entry-preset';

type StartValues = z.input<typeof timerStartInput>;

/**
 * Iniciar cronômetro: what the time is for, and the lawsuit, client or task of the page it was started from. A timer
 * already running is stopped and its time saved first (one per person).
 */
export function TimerStartForm({
  preset = {},
  running,
  onSaved,
  onCancel,
}: {
  preset?: EntryPreset;
  running: boolean;
  onSaved: (state: TimerState) => void;
  onCancel: () => void;
}) {
  const start = useStartTimer();
  const initial: StartValues = {
    description: '',
    lawsuitId: preset.lawsuitId ?? null,
    clientId: preset.clientId ?? null,
    taskId: preset.taskId ?? null,
    billable: true,
  };
  const { form, formError, submit } = useSchemaForm(timerStartInput, initial);
  const { control, register } = form;
  const onSubmit = submit(async (values) => {
    onSaved(await start.mutateAsync(values));
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <SaveProblem message={formError} conflict={false} onReload={() => undefined} />
      {running && <p className="text-sm text-amber-800 dark:text-amber-200">O cronômetro em andamento será parado e o tempo dele, registrado.</p>}
      <TextField control={control} register={register} name="description" label="Descrição" placeholder="O que você vai fazer" />
      {preset.taskTitle && <p className="text-sm text-slate-600 dark:text-slate-400">Tarefa: {preset.taskTitle}</p>}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('billable')} className="size-4 rounded border-slate-300" />
        Faturável (cobrado do cliente por hora)
      </label>
      <FormActions saving={form.formState.isSubmitting} label="Iniciar" onCancel={onCancel} />
    </form>
  );
}
