import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@office/domain/dates';
import { IMPORT_STATUS_LABELS, importProgress, type ImportJobView } from '@office/domain/imports';
import { financeImportQueries, useAdvanceFinanceImport, useUndoFinanceImport } from '../../../api/finance-imports';
import { useDialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/LoadError';
import { Badge, Button, Card } from '../../../components/ui/primitives';
import { useToast } from '../../../components/ui/toast';
import { messageOf } from '../../../lib/error-message';
import { jobRunning, useKeepJobRunning } from '../../../components/imports/use-keep-job-running';
import { FinanceProblemsTable } from './FinancePreviewCard';

const nf = (n: number) => n.toLocaleString('pt-BR');

/** An import of lançamentos: its progress bar while it runs, then its report and the undo of the whole batch. */
export function FinanceImportJobCard({ jobId }: { jobId: string }) {
  const query = useQuery(financeImportQueries.detail(jobId));
  const job = query.data;
  useKeepJobRunning(job, useAdvanceFinanceImport().mutateAsync);
  const undo = useUndoFinanceImport();
  const dialog = useDialog();
  const toast = useToast();
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!job) return null;
  const percent = importProgress(job);
  const c = job.counts;

  async function undoAll(current: ImportJobView) {
    const ok = await dialog.confirm({
      title: 'Desfazer esta importação?',
      message: `Os ${nf(current.counts.imported)} lançamento(s) importados e seus pagamentos serão excluídos. Só é possível se nenhum foi alterado, pago ou cobrado depois.`,
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

  const items: [string, number][] = [
    ['Linhas no arquivo', c.total],
    ['Importados', c.imported],
    ['Ignorados', c.skipped],
    ...(c.undone ? ([['Lançamentos desfeitos', c.undone]] as [string, number][]) : []),
  ];
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
          {percent}% · {nf(c.imported)} de {nf(c.planned)} lançamento(s) importado(s)
          {jobRunning(job) && ' — pode sair desta página: a importação continua no servidor.'}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
            <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{nf(value)}</dd>
          </div>
        ))}
      </dl>
      {job.stopReason && (
        <p role="status" className="mt-3 text-sm text-amber-800 dark:text-amber-200">
          {job.stopReason}
        </p>
      )}
      {job.skippedRows.length > 0 && !jobRunning(job) && (
        <div className="mt-4">
          <h3 className="mb-1 text-sm font-semibold">Linhas ignoradas</h3>
          <FinanceProblemsTable problems={job.skippedRows} caption="Linhas ignoradas e o motivo" />
        </div>
      )}
      {(job.status === 'concluida' || job.status === 'interrompida') && c.imported > c.undone && (
        <div className="mt-4 flex justify-end">
          <Button variant="danger" onClick={() => void undoAll(job)} disabled={undo.isPending}>
            Desfazer importação
          </Button>
        </div>
      )}
    </Card>
  );
}
