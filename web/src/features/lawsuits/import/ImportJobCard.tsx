import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@office/domain/dates';
import { IMPORT_STATUS_LABELS, importProgress, type ImportJobView } from '@office/domain/imports';
import { importQueries, useAdvanceImport, useUndoImport } from '../../../api/imports';
import { agendaImportQueries, useAdvanceAgendaImport, useUndoAgendaImport } from '../../../api/agenda-imports';
import { useDialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/LoadError';
import { Badge, Button, Card } from '../../../components/ui/primitives';
import { useToast } from '../../../components/ui/toast';
import { messageOf } from '../../../lib/error-message';
import { jobRunning, useKeepJobRunning } from '../../../components/imports/use-keep-job-running';
import { ProblemsTable } from './ImportPreviewCard';

const nf = (n: number) => n.toLocaleString('pt-BR');

function Counts({ job }: { job: ImportJobView }) {
  const c = job.counts;
  const items: [string, number][] =
    job.kind === 'agenda'
      ? [
          ['Linhas no arquivo', c.total],
          ['Importados', c.imported],
          ['Ignorados', c.skipped],
          ...(c.undone ? ([['Compromissos desfeitos', c.undone]] as [string, number][]) : []),
        ]
      : [
          ['Linhas no arquivo', c.total],
          ['Importados', c.imported],
          ['Ignorados', c.skipped],
          ['Encontrados no DataJud', c.enriched],
          ['Não encontrados no DataJud', c.notFound],
          ['Clientes cadastrados', c.clientsCreated],
          ...(c.undone ? ([['Processos desfeitos', c.undone]] as [string, number][]) : []),
        ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
          <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{nf(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What a job of each kind imports, in the page's words. */
const WHAT = {
  lawsuits: { items: 'processo(s)', undone: 'Os {n} processo(s) importados e os clientes cadastrados por ela serão excluídos.' },
  agenda: { items: 'prazo(s) e audiência(s)', undone: 'Os {n} prazo(s) e audiência(s) importados serão excluídos da agenda.' },
  // Financeiro's jobs have a card of their own (features/finance/import); the kind is listed for the type only.
  finance: { items: 'lançamento(s)', undone: 'Os {n} lançamento(s) importados serão excluídos.' },
} as const;

/** An import job (of lawsuits, or of prazos and hearings): its progress bar while it runs, then its report and the undo of the whole batch. */
export function ImportJobCard({ jobId, kind = 'lawsuits' }: { jobId: string; kind?: ImportJobView['kind'] }) {
  const lawsuitJob = useQuery({ ...importQueries.detail(jobId), enabled: kind === 'lawsuits' });
  const agendaJob = useQuery({ ...agendaImportQueries.detail(jobId), enabled: kind === 'agenda' });
  const query = kind === 'agenda' ? agendaJob : lawsuitJob;
  const job = query.data;
  const advanceLawsuits = useAdvanceImport().mutateAsync;
  const advanceAgenda = useAdvanceAgendaImport().mutateAsync;
  useKeepJobRunning(job, job?.kind === 'agenda' ? advanceAgenda : advanceLawsuits);
  const undoLawsuits = useUndoImport();
  const undoAgenda = useUndoAgendaImport();
  const undo = kind === 'agenda' ? undoAgenda : undoLawsuits;
  const what = WHAT[kind];
  const dialog = useDialog();
  const toast = useToast();
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!job) return null;
  const percent = importProgress(job);

  async function undoAll(current: ImportJobView) {
    const ok = await dialog.confirm({
      title: 'Desfazer esta importação?',
      message: `${what.undone.replace('{n}', nf(current.counts.imported))} Só é possível se nada do que ela criou foi alterado depois.`,
      confirmLabel: 'Desfazer importação',
      cancelLabel: 'Voltar',
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await undo.mutateAsync({ id: current.id, expectedVersion: current.version });
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível desfazer', detail: messageOf(failure), life: 15000 });
    }
  }

  return (
    <Card
      title="Importação"
      icon="refresh"
      action={<Badge tone={job.status === 'concluida' ? 'green' : job.status === 'interrompida' ? 'red' : 'blue'}>{IMPORT_STATUS_LABELS[job.status]}</Badge>}
    >
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        {job.fileName ?? 'Lista colada'} · iniciada por {job.createdByName} em {formatDateTime(job.createdAt)}
        {job.finishedAt && ` · terminada em ${formatDateTime(job.finishedAt)}`}
      </p>
      <div className="mb-4">
        <div
          role="progressbar"
          aria-label={job.status === 'desfazendo' || job.status === 'desfeita' ? 'Progresso do desfazimento' : 'Progresso da importação'}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div className="h-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-1 text-sm tabular-nums" aria-live="polite">
          {percent}% · {nf(job.counts.imported)} de {nf(job.counts.planned)} {what.items} importado(s)
          {jobRunning(job) && ' — pode sair desta página: a importação continua no servidor.'}
        </p>
      </div>
      <Counts job={job} />
      {job.stopReason && (
        <p role="status" className="mt-3 text-sm text-amber-800 dark:text-amber-200">
          {job.stopReason}
        </p>
      )}
      {job.skippedRows.length > 0 && !jobRunning(job) && (
        <div className="mt-4">
          <h3 className="mb-1 text-sm font-semibold">Linhas ignoradas</h3>
          <ProblemsTable problems={job.skippedRows} caption="Linhas ignoradas e o motivo" />
        </div>
      )}
      {(job.status === 'concluida' || job.status === 'interrompida') && job.counts.imported > job.counts.undone && (
        <div className="mt-4 flex justify-end">
          <Button variant="danger" onClick={() => void undoAll(job)} disabled={undo.isPending}>
            Desfazer importação
          </Button>
        </div>
      )}
    </Card>
  );
}
