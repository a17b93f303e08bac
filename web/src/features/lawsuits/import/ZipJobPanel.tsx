import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@office/domain/dates';
import { FILE_IMPORT_STATUS_LABELS, fileImportProgress, type FileImportView } from '@office/domain/file-imports';
import { fileImportQueries, useAdvanceFileImport, useUndoFileImport } from '../../../api/file-imports';
import { useDialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/LoadError';
import { Badge, Button } from '../../../components/ui/primitives';
import { useToast } from '../../../components/ui/toast';
import { messageOf } from '../../../lib/error-message';
import { jobRunning, useKeepJobRunning } from '../../../components/imports/use-keep-job-running';
import { ZipMatchedList, ZipProblems } from './ZipProblems';

const nf = (n: number) => n.toLocaleString('pt-BR');

function Counts({ job }: { job: FileImportView }) {
  const c = job.counts;
  const items: [string, number][] = [
    ['Arquivos no ZIP', c.files],
    ['A importar', c.planned],
    ['Importados', c.imported],
    ['Recusados', c.refused],
    ...(c.undone ? ([['Desfeitos', c.undone]] as [string, number][]) : []),
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
          <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{nf(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A ZIP import after it started: its progress bar, then its report (folders, refusals) and the undo of the batch. */
export function ZipJobPanel({ jobId }: { jobId: string }) {
  const query = useQuery(fileImportQueries.detail(jobId));
  const job = query.data;
  useKeepJobRunning(job, useAdvanceFileImport().mutateAsync);
  const undo = useUndoFileImport();
  const dialog = useDialog();
  const toast = useToast();
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!job) return null;
  const percent = fileImportProgress(job);

  async function undoAll(current: FileImportView) {
    const ok = await dialog.confirm({
      title: 'Desfazer esta importação de arquivos?',
      message: `Os ${nf(current.counts.imported)} arquivo(s) importados serão excluídos dos processos e clientes. Só é possível se nenhum deles foi alterado depois.`,
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
    <div>
      <p className="mb-3 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Badge tone={job.status === 'concluida' ? 'green' : job.status === 'interrompida' ? 'red' : 'blue'}>{FILE_IMPORT_STATUS_LABELS[job.status]}</Badge>
        <span className="wrap-anywhere">
          {job.fileName} · iniciada por {job.createdByName} em {formatDateTime(job.createdAt)}
          {job.finishedAt && ` · terminada em ${formatDateTime(job.finishedAt)}`}
        </span>
      </p>
      <div className="mb-4">
        <div
          role="progressbar"
          aria-label={job.status === 'desfazendo' || job.status === 'desfeita' ? 'Progresso do desfazimento' : 'Progresso da importação de arquivos'}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div className="h-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-1 text-sm tabular-nums" aria-live="polite">
          {percent}% · {nf(job.counts.imported)} de {nf(job.counts.planned)} arquivo(s) importado(s)
          {jobRunning(job) && ' — pode sair desta página: a importação continua no servidor.'}
        </p>
      </div>
      <Counts job={job} />
      {job.stopReason && (
        <p role="status" className="mt-3 text-sm text-amber-800 dark:text-amber-200">
          {job.stopReason}
        </p>
      )}
      <div className="mt-4">
        <h3 className="mb-1 text-sm font-semibold">Pastas importadas</h3>
        <ZipMatchedList matched={job.matched} />
      </div>
      {!jobRunning(job) && <ZipProblems unmatched={job.unmatched} refused={job.refused} />}
      {(job.status === 'concluida' || job.status === 'interrompida') && job.counts.imported > job.counts.undone && (
        <div className="mt-4 flex justify-end">
          <Button variant="danger" onClick={() => void undoAll(job)} disabled={undo.isPending}>
            Desfazer importação
          </Button>
        </div>
      )}
    </div>
  );
}
