import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatDate } from '@office/domain/dates';
import type { LawsuitRecord } from '@office/domain/lawsuits';
import type { Listed } from '@office/domain/lists';
import { relativeDueWords, workflowApplyInput, type WorkflowApplyInput, type WorkflowPlan, type WorkflowRunItem } from '@office/domain/workflows';
import { useApplyWorkflow, workflowQueries } from '../../api/workflows';
import { useDirectory } from '../../api/directory';
import { messageOf } from '../../lib/error-message';
import { useSession } from '../../lib/session-context';
import { SelectField } from '../../components/form/fields';
import { FormActions } from '../../components/form/FormActions';
import type { SelectOption } from '../../components/form/Select';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { FormAlert } from '../../components/ui/form-fields';
import { Spinner } from '../../components/ui/Spinner';
import { Button } from '../../components/ui/primitives';

/**
 * What applying `templateId` from `startPhase` would create today: each task, its phase and its due date on the court
 * calendar; the earlier phases' tasks as not created, and a count already past as due today, with its own date.
 */
function PlanPreview({ templateId, lawsuitId, startPhase }: { templateId: string; lawsuitId: string; startPhase: number }) {
  const plan = useQuery(workflowQueries.plan(templateId, lawsuitId, startPhase));
  if (plan.isPending) return <Spinner />;
  if (plan.isError)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {messageOf(plan.error)}
      </p>
    );
  const p = plan.data;
  const late = p.items.filter((i) => i.countedTo).length;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Dias úteis no calendário de {p.court}
        {p.filedOn ? `, distribuição em ${formatDate(p.filedOn)}` : '; sem data de distribuição, conta-se a partir de hoje'}.
      </p>
      {late > 0 && (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {late === 1 ? '1 tarefa teria' : `${late} tarefas teriam`} entrega em data já passada: {late === 1 ? 'fica' : 'ficam'} para hoje. Se o processo já
          passou dessa fase, escolha a fase em que ele está.
        </p>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Tarefas que o fluxo cria</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-1 pr-3 font-medium">
                Tarefa
              </th>
              <th scope="col" className="py-1 font-medium">
                Entrega
              </th>
            </tr>
          </thead>
          <tbody>
            {p.items.map((i, n) => (
              <tr key={n} className={`border-b border-slate-100 align-top dark:border-slate-800 ${i.skipped ? 'text-slate-500 dark:text-slate-400' : ''}`}>
                <td className="py-1 pr-3">
                  <span className={`block break-words ${i.skipped ? 'line-through' : ''}`}>{i.title}</span>
                  <span className="text-xs text-slate-600 dark:text-slate-400">{i.phase}</span>
                </td>
                <td className="py-1">
                  <DueCell item={i} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function DueCell({ item: i }: { item: WorkflowPlan['items'][number] }) {
  if (i.skipped) return <span>Não criada (fase já passada)</span>;
  if (!i.dueDate) return <span className="text-slate-600 dark:text-slate-400">{relativeDueWords(i)}</span>;
  if (!i.countedTo) return <span>{formatDate(i.dueDate)}</span>;
  return (
    <span>
      <strong>{formatDate(i.dueDate)}</strong>
      <span className="block text-xs text-amber-800 dark:text-amber-300">{`A contagem dava ${formatDate(i.countedTo)}, já passada`}</span>
    </span>
  );
}

/**
 * "Aplicar fluxo" on a lawsuit: the template, who does its tasks (the lawsuit's lawyer by default) and who reviews
 * those the template sends for review; the tasks it would create are listed with their dates before confirming.
 */
export function ApplyWorkflowForm({
  lawsuit,
  appliedIds,
  onSaved,
  onCancel,
}: {
  lawsuit: Listed<LawsuitRecord>;
  /** Templates already applied to this lawsuit (not offered again). */
  appliedIds: readonly string[];
  onSaved: (run: WorkflowRunItem) => void;
  onCancel: () => void;
}) {
  const { me } = useSession();
  const directory = useDirectory();
  const apply = useApplyWorkflow();
  const templates = useQuery(workflowQueries.templates());
  const people = directory.agendaPeople();
  const lawyer = lawsuit.responsibleLawyerIds.find((id) => people.some((p) => p.uid === id));
  const { form, formError, submit } = useSchemaForm<WorkflowApplyInput>(workflowApplyInput, {
    templateId: '',
    lawsuitId: lawsuit.id,
    startPhase: 0,
    assigneeId: lawyer ?? me?.uid ?? '',
    reviewerId: null,
  });
  const bound = { control: form.control, register: form.register };
  const templateId = form.watch('templateId');
  const startPhase = Number(form.watch('startPhase') ?? 0);
  const chosen = templates.data?.find((t) => t.id === templateId);
  // Another template has other phases: start again at its first.
  useEffect(() => form.setValue('startPhase', 0), [templateId, form]);
  const offered = (templates.data ?? []).filter((t) => !appliedIds.includes(t.id));
  const onSubmit = submit(async (values) => onSaved(await apply.mutateAsync(values)));
  const personOptions: SelectOption[] = people.map((p) => [p.uid, directory.labelOf(p.uid)]);
  if (templates.isPending) return <Spinner />;
  if (templates.isError)
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {messageOf(templates.error)}
      </p>
    );
  if (offered.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <p>
          {templates.data.length
            ? 'Todos os fluxos do escritório já foram aplicados a este processo.'
            : 'O escritório ainda não tem fluxos de trabalho. Um administrador os cadastra em Configurações → Fluxos de trabalho.'}
        </p>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onCancel}>
            Fechar
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <FormAlert message={formError} />
      <SelectField {...bound} name="templateId" label="Fluxo" options={[['', 'Escolha um fluxo'], ...offered.map((t): SelectOption => [t.id, t.name])]} />
      {chosen && chosen.phases.length > 1 && (
        <SelectField
          {...bound}
          name="startPhase"
          label="Começar na fase"
          options={chosen.phases.map((p, i): SelectOption => [String(i), `${i + 1}. ${p.name}`])}
          hint="Para um processo já em andamento: as tarefas das fases anteriores não são criadas."
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField {...bound} name="assigneeId" label="Responsável pelas tarefas" options={personOptions} />
        <SelectField
          {...bound}
          name="reviewerId"
          label="Quem revisa (opcional)"
          emptyAsNull
          options={[['', 'Ninguém'], ...personOptions]}
          hint="Revisa as tarefas que o fluxo marca para revisão."
        />
      </div>
      {templateId ? <PlanPreview templateId={templateId} lawsuitId={lawsuit.id} startPhase={startPhase} /> : null}
      <FormActions saving={form.formState.isSubmitting} label="Aplicar fluxo" onCancel={onCancel} />
    </form>
  );
}
