import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { can } from '@office/domain/policy';
import { formatDate } from '@office/domain/dates';
import type { LawsuitRecord } from '@office/domain/lawsuits';
import type { Listed } from '@office/domain/lists';
import { RUN_ITEM_STATE_LABELS, runProgress, type RunItemState, type WorkflowRunItem } from '@office/domain/workflows';
import { recordPath } from '@office/domain/addresses';
import { workflowQueries } from '../../api/workflows';
import { useDirectory } from '../../api/directory';
import { useFormDialog } from '../../components/record/record-dialogs';
import { Badge, Button, Card } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { messageOf } from '../../lib/error-message';
import { useSession } from '../../lib/session-context';
import { ApplyWorkflowForm } from './ApplyWorkflowForm';

const STATE_TONES: Record<RunItemState, 'slate' | 'green' | 'amber' | 'blue'> = {
  pendente: 'slate',
  aberta: 'blue',
  concluida: 'green',
  cancelada: 'amber',
  dispensada: 'slate',
};

/** One applied template: its current phase, how far it is, and each task by phase (opened from here). */
function RunView({ run }: { run: WorkflowRunItem }) {
  const { nameOf } = useDirectory();
  const progress = runProgress(run);
  const label = `Andamento do fluxo ${run.templateName}`;
  return (
    <li className="flex min-w-0 flex-col gap-2 py-3">
      <p className="break-words font-medium">{run.templateName}</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {progress.phase ? (
          <>
            Fase atual: <strong>{progress.phase}</strong>
          </>
        ) : (
          <strong>Fluxo concluído</strong>
        )}
        {` · ${progress.done} de ${progress.total} tarefas encerradas`}
      </p>
      <progress className="h-2 w-full accent-brand-700" value={progress.done} max={progress.total} aria-label={label} />
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Aplicado em {formatDate(run.appliedOn)}
        {run.startPhase ? ` a partir da fase ${run.phases[run.startPhase] ?? ''}` : ''} · tarefas de {nameOf(run.assigneeId)}
        {run.reviewerId ? `, revisão de ${nameOf(run.reviewerId)}` : ''}
      </p>
      <details className="text-sm">
        <summary className="cursor-pointer text-brand-700 dark:text-brand-300">Ver as tarefas do fluxo</summary>
        <ol className="mt-2 flex flex-col gap-3">
          {run.phases.map((phase, p) => (
            <li key={p}>
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{phase}</p>
              <ul className="mt-1 flex flex-col gap-1.5">
                {run.items
                  .filter((i) => i.phase === p)
                  .map((i, n) => (
                    <li key={n} className="flex min-w-0 flex-wrap items-center gap-x-2">
                      {i.taskId ? (
                        <Link to={recordPath('tasks', i.taskId)} className="min-w-0 break-words text-brand-700 hover:underline dark:text-brand-300">
                          {i.title}
                        </Link>
                      ) : (
                        <span className="min-w-0 break-words">{i.title}</span>
                      )}
                      <Badge tone={STATE_TONES[i.state]}>{RUN_ITEM_STATE_LABELS[i.state]}</Badge>
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
 * A lawsuit's workflows: each template applied to it with its phase and progress, and "Aplicar fluxo" for who
 * edits the Agenda (the tasks are created with due dates on the lawsuit's court calendar). For who reads the Agenda.
 */
export function WorkflowCard({ lawsuit }: { lawsuit: Listed<LawsuitRecord> }) {
  const { me } = useSession();
  const allowed = can(me?.scopes, 'agenda', 'read');
  const canApply = can(me?.scopes, 'agenda', 'write');
  const openForm = useFormDialog();
  const runs = useQuery({ ...workflowQueries.runs(lawsuit.id), enabled: allowed });
  if (!allowed) return null;
  const apply = () =>
    openForm<WorkflowRunItem>({
      title: 'Aplicar fluxo de trabalho',
      size: 'lg',
      form: (close) => <ApplyWorkflowForm lawsuit={lawsuit} appliedIds={(runs.data ?? []).map((r) => r.templateId)} {...close} />,
      done: (run) => ({
        summary: 'Fluxo aplicado',
        detail: `${run.templateName}: ${run.items.filter((i) => i.taskId).length} tarefas criadas.`,
      }),
    });
  return (
    <Card title="Fluxo de trabalho" icon="columns">
      {runs.isPending && <Spinner />}
      {runs.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {messageOf(runs.error)}
        </p>
      )}
      {runs.data && runs.data.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum fluxo aplicado. Um fluxo cria as tarefas de cada fase do caso.</p>
      )}
      {runs.data && runs.data.length > 0 && (
        <ul aria-label="Fluxos aplicados ao processo" className="mb-2 divide-y divide-slate-100 dark:divide-slate-800">
          {runs.data.map((r) => (
            <RunView key={r.id} run={r} />
          ))}
        </ul>
      )}
      {canApply && (
        <Button variant="secondary" icon="plus" onClick={() => void apply()}>
          Aplicar fluxo
        </Button>
      )}
    </Card>
  );
}
