import { useState } from 'react';
import { useController, useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { TASK_PRIORITIES, TASK_PRIORITY_LABELS } from '@office/domain/task-labels';
import {
  MAX_WORKFLOW_DAYS,
  MAX_WORKFLOW_PHASES,
  MAX_WORKFLOW_STEPS,
  MAX_WORKFLOW_TASKS,
  newWorkflowTask,
  WORKFLOW_ANCHOR_LABELS,
  WORKFLOW_ANCHORS,
  workflowTemplateInput,
  type WorkflowTemplateInput,
  type WorkflowTemplateItem,
} from '@office/domain/workflows';
import { useQueryClient } from '@tanstack/react-query';
import { useCreateWorkflow, useUpdateWorkflow, workflowQueries } from '../../api/workflows';
import { fieldId, SelectField, TextareaField, TextField, useFieldError } from '../../components/form/fields';
import { FormActions } from '../../components/form/FormActions';
import type { SelectOption } from '../../components/form/Select';
import { SaveProblem } from '../../components/form/SaveProblem';
import { useRecordForm } from '../../components/form/use-record-form';
import { Button, Field, TextInput } from '../../components/ui/primitives';

const ANCHOR_OPTIONS: SelectOption[] = WORKFLOW_ANCHORS.map((a) => [a, WORKFLOW_ANCHOR_LABELS[a]]);
const PRIORITY_OPTIONS: SelectOption[] = TASK_PRIORITIES.map((p) => [p, TASK_PRIORITY_LABELS[p]]);

type Bound = { control: Control<WorkflowTemplateInput>; register: UseFormRegister<WorkflowTemplateInput> };
type TaskPath = `phases.${number}.tasks.${number}`;

/** The steps, one per line; the form holds the lines that have text (the text is kept as typed). */
function StepsField({ control, name }: { control: Control<WorkflowTemplateInput>; name: `${TaskPath}.steps` }) {
  const {
    field: { ref, value: steps, onChange, onBlur },
  } = useController({ control, name });
  const [text, setText] = useState(steps.join('\n'));
  const lines = (t: string) =>
    t
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean);
  // A reset from outside (the current data after a conflict) replaces the text.
  if (lines(text).join('\n') !== steps.join('\n')) setText(steps.join('\n'));
  const error = useFieldError(control, name);
  const id = fieldId(name);
  return (
    <Field
      label="Passos (um por linha, opcional)"
      htmlFor={id}
      error={error}
      hint={`Até ${MAX_WORKFLOW_STEPS} passos: viram a lista de verificação da tarefa.`}
    >
      <textarea
        ref={ref}
        id={id}
        rows={3}
        value={text}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
        onChange={(e) => {
          setText(e.target.value);
          onChange(lines(e.target.value));
        }}
        onBlur={onBlur}
      />
    </Field>
  );
}

/** One task of a phase: what it is, when it is due (business days after what), and whether it goes to review. */
function TaskFields({
  bound,
  path,
  label,
  onRemove,
  onUp,
  onDown,
}: {
  bound: Bound;
  path: TaskPath;
  label: string;
  onRemove: () => void;
  onUp: (() => void) | null;
  onDown: (() => void) | null;
}) {
  const daysError = useFieldError(bound.control, `${path}.days`);
  const daysId = fieldId(`${path}.days`);
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <TextField {...bound} name={`${path}.title`} label="Título da tarefa" />
      <div className="grid gap-3 sm:grid-cols-[7rem_minmax(0,1fr)_9rem]">
        <Field label="Dias úteis" htmlFor={daysId} error={daysError}>
          <TextInput
            {...bound.register(`${path}.days`, { valueAsNumber: true })}
            id={daysId}
            type="number"
            min={0}
            max={MAX_WORKFLOW_DAYS}
            inputMode="numeric"
            invalid={Boolean(daysError)}
          />
        </Field>
        <SelectField {...bound} name={`${path}.anchor`} label="Contados" options={ANCHOR_OPTIONS} />
        <SelectField {...bound} name={`${path}.priority`} label="Prioridade" options={PRIORITY_OPTIONS} />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...bound.register(`${path}.review`)} />
        Passa por revisão (de quem for escolhido ao aplicar o modelo)
      </label>
      <TextareaField {...bound} name={`${path}.description`} label="Descrição (opcional)" rows={2} />
      <StepsField control={bound.control} name={`${path}.steps`} />
      <div className="flex flex-wrap gap-2">
        {onUp && (
          <Button variant="secondary" onClick={onUp} aria-label={`Subir ${label}`}>
            Subir
          </Button>
        )}
        {onDown && (
          <Button variant="secondary" onClick={onDown} aria-label={`Descer ${label}`}>
            Descer
          </Button>
        )}
        <Button variant="secondary" icon="trash" onClick={onRemove} aria-label={`Remover ${label}`}>
          Remover tarefa
        </Button>
      </div>
    </fieldset>
  );
}

/** A phase: its name and its tasks, in order. */
function PhaseFields({ bound, index, onRemove }: { bound: Bound; index: number; onRemove: (() => void) | null }) {
  const tasks = useFieldArray({ control: bound.control, name: `phases.${index}.tasks` });
  const tasksError = useFieldError(bound.control, `phases.${index}.tasks`);
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-300 p-3 sm:p-4 dark:border-slate-600">
      <legend className="px-1 font-semibold">Fase {index + 1}</legend>
      <TextField {...bound} name={`phases.${index}.name`} label="Nome da fase" />
      {tasks.fields.map((f, t) => (
        <TaskFields
          key={f.id}
          bound={bound}
          path={`phases.${index}.tasks.${t}`}
          label={`Tarefa ${t + 1} da fase ${index + 1}`}
          onRemove={() => tasks.remove(t)}
          onUp={t > 0 ? () => tasks.move(t, t - 1) : null}
          onDown={t < tasks.fields.length - 1 ? () => tasks.move(t, t + 1) : null}
        />
      ))}
      {tasksError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {tasksError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" icon="plus" onClick={() => tasks.append(newWorkflowTask())}>
          Adicionar tarefa à fase {index + 1}
        </Button>
        {onRemove && (
          <Button variant="secondary" icon="trash" onClick={onRemove}>
            Remover fase {index + 1}
          </Button>
        )}
      </div>
    </fieldset>
  );
}

function toValues(t: WorkflowTemplateItem | undefined): WorkflowTemplateInput {
  if (!t) return { name: '', description: '', phases: [{ name: '', tasks: [newWorkflowTask('aplicacao')] }] };
  return { name: t.name, description: t.description ?? '', phases: t.phases };
}

/**
 * "Novo fluxo" and "Editar fluxo": the template's name, the kind of case it serves, and its phases of tasks, each
 * due some business days after the distribuição, the application, or the conclusion of the task before it.
 */
export function WorkflowForm({
  existing,
  onSaved,
  onCancel,
}: {
  existing?: WorkflowTemplateItem;
  onSaved: (saved: WorkflowTemplateItem) => void;
  onCancel: () => void;
}) {
  const client = useQueryClient();
  const create = useCreateWorkflow();
  const update = useUpdateWorkflow();
  const { form, onSubmit, saving, formError, conflict, loadCurrent } = useRecordForm({
    schema: workflowTemplateInput,
    existing,
    empty: toValues(undefined),
    toValues,
    create: (template) => create.mutateAsync({ template }),
    update: (target, template) => update.mutateAsync({ ...target, template }),
    fetchCurrent: async (id) => {
      const all = await client.query({ ...workflowQueries.templates(), staleTime: 0 });
      const current = all.find((t) => t.id === id);
      if (!current) throw new Error('Este fluxo foi excluído por outra pessoa.');
      return current;
    },
    onSaved,
  });
  const bound: Bound = { control: form.control, register: form.register };
  const phases = useFieldArray({ control: form.control, name: 'phases' });
  const phasesError = useFieldError(form.control, 'phases');
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <SaveProblem message={formError} conflict={conflict} onReload={() => void loadCurrent()} />
      <TextField {...bound} name="name" label="Nome do modelo" hint="Como aparece em “Aplicar fluxo” no processo, por exemplo: Ação de cobrança." />
      <TextField {...bound} name="description" label="Tipo de caso (opcional)" hint="Por exemplo: procedimento comum, pelo autor." />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Os dias são úteis, contados no calendário do tribunal e da comarca do processo, sem contar o próprio dia. As tarefas “após concluir a tarefa anterior”
        são criadas quando a tarefa de antes é concluída. Até {MAX_WORKFLOW_PHASES} fases e {MAX_WORKFLOW_TASKS} tarefas.
      </p>
      {phases.fields.map((f, i) => (
        <PhaseFields key={f.id} bound={bound} index={i} onRemove={phases.fields.length > 1 ? () => phases.remove(i) : null} />
      ))}
      {phasesError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {phasesError}
        </p>
      )}
      <div>
        <Button variant="secondary" icon="plus" onClick={() => phases.append({ name: '', tasks: [newWorkflowTask()] })}>
          Adicionar fase
        </Button>
      </div>
      <FormActions saving={saving} label={existing ? 'Salvar' : 'Incluir fluxo'} onCancel={onCancel} />
    </form>
  );
}
