import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@office/domain/dates';
import { relativeDueWords, type WorkflowTemplateItem } from '@office/domain/workflows';
import { useDeleteWorkflow, workflowQueries } from '../../api/workflows';
import { useConfirmDelete, useFormDialog } from '../../components/record/record-dialogs';
import { ManagedListPage, RowActions, RowList } from '../../components/list/ManagedListPage';
import { useRecordTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session-context';
import { WorkflowForm } from './WorkflowForm';

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** One template: its phases and tasks in order, each with when it falls due, and its actions. */
function WorkflowRow({ t, onEdit, onDelete }: { t: WorkflowTemplateItem; onEdit: () => void; onDelete: () => void }) {
  const tasks = t.phases.reduce((n, p) => n + p.tasks.length, 0);
  return (
    <li className="flex flex-col gap-3 py-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-medium">{t.name}</h3>
          {t.description && <p className="text-sm text-slate-700 dark:text-slate-300">{t.description}</p>}
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {count(t.phases.length, 'fase', 'fases')} · {count(tasks, 'tarefa', 'tarefas')} · atualizado em {formatDateTime(t.updatedAt)}
          </p>
        </div>
        <RowActions editLabel={`Editar ${t.name}`} deleteLabel={`Excluir ${t.name}`} onEdit={onEdit} onDelete={onDelete} />
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-brand-700 dark:text-brand-300">Ver fases e tarefas</summary>
        <ol className="mt-2 flex flex-col gap-2">
          {t.phases.map((p, i) => (
            <li key={i}>
              <p className="font-medium">
                {i + 1}. {p.name}
              </p>
              <ul className="ml-5 list-disc text-slate-700 dark:text-slate-300">
                {p.tasks.map((task, j) => (
                  <li key={j} className="break-words">
                    {task.title} <span className="text-slate-600 dark:text-slate-400">— {relativeDueWords(task)}</span>
                    {task.review && <span className="text-slate-600 dark:text-slate-400"> · passa por revisão</span>}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}

/**
 * Configurações → Fluxos de trabalho (administrators): the office's templates per kind of case. From a lawsuit's
 * page, whoever edits the Agenda applies one, and its tasks are created with due dates on the lawsuit's court calendar.
 */
export function WorkflowTemplatesPage() {
  const { me } = useSession();
  const openForm = useFormDialog();
  const confirmDelete = useConfirmDelete(useDeleteWorkflow());
  const templates = useQuery({ ...workflowQueries.templates(), enabled: Boolean(me?.admin) });
  useRecordTitle('Fluxos de trabalho');

  const edit = (existing?: WorkflowTemplateItem) =>
    openForm<WorkflowTemplateItem>({
      title: existing ? `Editar ${existing.name}` : 'Novo fluxo de trabalho',
      size: 'lg',
      form: (close) => <WorkflowForm existing={existing} {...close} />,
      done: (saved) => ({ summary: existing ? 'Fluxo salvo' : 'Fluxo incluído', detail: saved.name }),
    });

  const remove = (t: WorkflowTemplateItem) =>
    confirmDelete(
      { id: t.id, expectedVersion: t.version },
      {
        title: 'Excluir fluxo de trabalho?',
        message: `“${t.name}” deixa de aparecer nos processos. Onde já foi aplicado, as tarefas e o andamento do fluxo continuam.`,
        done: { summary: 'Fluxo excluído', detail: t.name },
      },
    );

  return (
    <ManagedListPage
      header={{
        title: 'Fluxos de trabalho',
        description: 'Modelos por tipo de caso: fases e tarefas com prazos em dias úteis, aplicados a um processo a partir da página dele.',
        backToSettings: true,
        create: me?.admin === true && { label: 'Novo fluxo', onClick: () => void edit() },
      }}
      onlyAdmins={{
        admin: me?.admin === true,
        text: 'Os fluxos de trabalho são mantidos pelos administradores do escritório. Para aplicar um fluxo, abra a página do processo.',
      }}
      query={templates}
      card={{ title: 'Fluxos do escritório', icon: 'columns' }}
      empty={{
        when: (list) => list.length === 0,
        icon: 'columns',
        title: 'Nenhum fluxo incluído',
        text: 'Inclua um fluxo com as fases e as tarefas de um tipo de caso, como uma ação de cobrança.',
      }}
    >
      {(list) => (
        <RowList>
          {list.map((t) => (
            <WorkflowRow key={t.id} t={t} onEdit={() => void edit(t)} onDelete={() => void remove(t)} />
          ))}
        </RowList>
      )}
    </ManagedListPage>
  );
}
