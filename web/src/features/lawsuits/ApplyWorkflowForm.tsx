import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@office/domain/dates';
import type { LawsuitRecord } from '@office/domain/lawsuits';
import type { Listed } from '@office/domain/lists';
import { relativeDueWords, workflowApplyInput, type WorkflowApplyInput, type WorkflowRunItem } from '@office/domain/workflows';
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

/** What applying `templateId` would create today: each task, its phase and its due date on the court calendar. */
function PlanPreview({ templateId, lawsuitId }: { templateId: string; lawsuitId: string }) {
  const plan = useQuery(workflowQueries.plan(templateId, lawsuitId));
  if (plan.isPending) return <Spinner />;
  if (plan.isError)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {messageOf(plan.error)}
      </p>
    );
  const p = plan.data;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Dias úteis no calendário de {p.court}
        {p.filedOn ? `, distribuição em ${formatDate(p.filedOn)}` : '; sem data de distribuição, conta-se a partir de hoje'}.
      </p>
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
              <tr key={n} className="border-b border-slate-100 align-top dark:border-slate-800">
                <td className="py-1 pr-3">
                  <span className="block break-words">{i.title}</span>
                  <span className="text-xs text-slate-600 dark:text-slate-400">{i.phase}</span>
                </td>
                <td className="py-1">
                  {i.dueDate ? formatDate(i.dueDate) : <span className="text-slate-600 dark:text-slate-400">{relativeDueWords(i)}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
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
    assigneeId: lawyer ?? me?.uid ?? '',
    reviewerId: null,
  });
  const bound = { control: form.control, register: form.register };
  const templateId = form.watch('templateId');
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
      {templateId ? <PlanPreview templateId={templateId} lawsuitId={lawsuit.id} /> : null}
      <FormActions saving={form.formState.isSubmitting} label="Aplicar fluxo" onCancel={onCancel} />
    </form>
  );
}
