import { useQueryClient } from '@tanstack/react-query';
import { useController, useFieldArray } from 'react-hook-form';
import {
  MAX_TASK_STEPS,
  REVIEWERS_LOCKED_MESSAGE,
  reviewersLocked,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  taskInput,
  type TaskInput,
  type TaskItem,
} from '@office/domain/tasks';
import { taskQueries, useCreateTask, useUpdateTask } from '../../../api/tasks';
import { useDirectory } from '../../../api/directory';
import { DateField } from '../../form/DateInput';
import { SelectField, TextField, useFieldError } from '../../form/fields';
import { MarkdownField } from '../../form/MarkdownField';
import { LinkPickers } from '../../form/LinkPickers';
import { SaveProblem } from '../../form/SaveProblem';
import type { SelectOption } from '../../form/Select';
import { useRecordForm } from '../../form/use-record-form';
import { FormActions } from '../../form/FormActions';
import { Button } from '../../ui/primitives';
import { useSession } from '../../../lib/session-context';

const PRIORITY_OPTIONS: SelectOption[] = TASK_PRIORITIES.map((p) => [p, TASK_PRIORITY_LABELS[p]]);

/** A new task for `assigneeId`, due in no day in particular, or what the caller fills in (a lawsuit's, a prazo's). */
export function newTaskValues(assigneeId: string, preset: Partial<TaskInput> = {}): TaskInput {
  return {
    title: '',
    description: '',
    lawsuitId: null,
    clientId: null,
    assigneeId,
    reviewerIds: [],
    dueDate: '',
    prazoEventId: null,
    priority: 'normal',
    steps: [],
    ...preset,
  };
}

export function toTaskInput(t: TaskItem): TaskInput {
  return {
    title: t.title,
    description: t.description,
    lawsuitId: t.lawsuitId,
    clientId: t.clientId,
    assigneeId: t.assigneeId,
    reviewerIds: t.reviewerIds,
    dueDate: t.dueDate ?? '',
    prazoEventId: t.prazoEventId,
    priority: t.priority,
    steps: t.steps.map((s) => ({ id: s.id, text: s.text })),
  };
}

/**
 * Create or edit a task: what to do, for which lawsuit or client, who does it and who reviews it, when it is due,
 * how urgent, and its steps. An edit names the version it started from; a saved step keeps its "feito".
 */
export function TaskForm({
  existing,
  preset,
  onSaved,
  onCancel,
}: {
  existing?: TaskItem;
  preset?: Partial<TaskInput>;
  onSaved: (task: TaskItem) => void;
  onCancel: () => void;
}) {
  const { me } = useSession();
  const directory = useDirectory();
  const create = useCreateTask();
  const update = useUpdateTask();
  const queryClient = useQueryClient();
  const { form, base, onSubmit, saving, formError, conflict, loadCurrent } = useRecordForm({
    schema: taskInput,
    existing,
    empty: newTaskValues(me?.uid ?? '', preset),
    toValues: toTaskInput,
    create: (task) => create.mutateAsync({ task }),
    update: (target, task) => update.mutateAsync({ ...target, task }),
    fetchCurrent: async (id) => (await queryClient.query({ ...taskQueries.detail(id), staleTime: 0 })).task,
    onSaved,
  });
  const { control, register } = form;
  const bound = { control, register };
  const lawsuit = useController({ control, name: 'lawsuitId' });
  const client = useController({ control, name: 'clientId' });
  const reviewers = useController({ control, name: 'reviewerIds' });
  const prazo = useController({ control, name: 'prazoEventId' });
  const assigneeId = useController({ control, name: 'assigneeId' }).field.value;
  const steps = useFieldArray({ control, name: 'steps', keyName: 'key' });
  const reviewersError = useFieldError(control, 'reviewerIds');
  const stepsError = useFieldError(control, 'steps');
  const prazoError = useFieldError(control, 'prazoEventId');
  const onTask = directory.agendaPeople(existing?.people);
  // Who does the task does not change who reviews it (the server refuses it: reviewEditRefusal).
  const locked = existing !== undefined && me !== null && reviewersLocked(existing, me);
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
      <SaveProblem message={formError} conflict={conflict} onReload={() => void loadCurrent()} />
      <TextField {...bound} name="title" label="Título" placeholder="Protocolar contestação" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField {...bound} name="assigneeId" label="Responsável" options={onTask.map((e): SelectOption => [e.uid, directory.labelOf(e.uid)])} />
        <DateField {...bound} name="dueDate" label="Data de entrega" hint="Opcional. Com um prazo vinculado, não passa do prazo fatal." />
        <SelectField {...bound} name="priority" label="Prioridade" options={PRIORITY_OPTIONS} />
        <LinkPickers
          idPrefix="f-task"
          lawsuit={{ ...lawsuit.field, error: lawsuit.fieldState.error?.message }}
          client={{ ...client.field, error: client.fieldState.error?.message }}
          lawsuitLabel={existing?.lawsuitLabel ?? undefined}
        />
      </div>
      {/* A task made for a prazo keeps it unless unlinked here; its refusals (another lawsuit, no lawsuit) show beside it. */}
      {prazo.field.value && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="min-w-0">Vinculada a um prazo da agenda: a entrega não passa do prazo fatal.</span>
          <Button variant="ghost" onClick={() => prazo.field.onChange(null)}>
            Desvincular prazo
          </Button>
          {prazoError && (
            <p role="alert" className="w-full text-red-700 dark:text-red-300">
              {prazoError}
            </p>
          )}
        </div>
      )}
      <fieldset>
        <legend className="mb-1 text-sm font-medium">Quem revisa</legend>
        <p className="mb-2 text-xs text-slate-600 dark:text-slate-400">
          {locked ? REVIEWERS_LOCKED_MESSAGE : 'Com revisores, a tarefa passa por “Aguardando revisão” e só quem revisa a conclui.'}
        </p>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {onTask
            .filter((e) => e.uid !== assigneeId)
            .map((e) => (
              <label key={e.uid} className="flex min-w-0 max-w-full items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 shrink-0"
                  checked={reviewers.field.value.includes(e.uid)}
                  disabled={locked}
                  onChange={(ev) =>
                    reviewers.field.onChange(ev.target.checked ? [...reviewers.field.value, e.uid] : reviewers.field.value.filter((u) => u !== e.uid))
                  }
                  onBlur={reviewers.field.onBlur}
                />
                <span className="min-w-0 wrap-anywhere">{directory.labelOf(e.uid)}</span>
              </label>
            ))}
        </div>
        {reviewersError && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{reviewersError}</p>}
      </fieldset>
      <MarkdownField {...bound} name="description" label="Descrição" maxLength={8000} emptyPreview="A descrição formatada aparece aqui." />
      <fieldset>
        <legend className="mb-1 text-sm font-medium">Passos</legend>
        <ol className="flex flex-col gap-2">
          {steps.fields.map((step, i) => (
            <li key={step.key} className="flex items-end gap-2">
              <div className="min-w-0 flex-1">
                <TextField {...bound} name={`steps.${i}.text`} label={`Passo ${i + 1}`} />
              </div>
              <Button variant="ghost" icon="trash" aria-label={`Remover o passo ${i + 1}`} onClick={() => steps.remove(i)}>
                <span className="sr-only">Remover o passo {i + 1}</span>
              </Button>
            </li>
          ))}
        </ol>
        {stepsError && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{stepsError}</p>}
        {steps.fields.length < MAX_TASK_STEPS && (
          <Button
            variant="secondary"
            icon="plus"
            className="mt-2"
            onClick={() => steps.append({ id: null, text: '' }, { focusName: `steps.${steps.fields.length}.text` })}
          >
            Adicionar passo
          </Button>
        )}
      </fieldset>
      <FormActions saving={saving} label={base ? 'Salvar alterações' : 'Criar tarefa'} onCancel={onCancel} />
    </form>
  );
}
