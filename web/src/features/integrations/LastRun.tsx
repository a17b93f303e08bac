import { formatDateTime } from '@office/domain/dates';
import type { IntegrationView, RunStatus } from '@office/domain/integrations';
import { CaptureNotice } from '../../components/records/CaptureNotice';
import { Badge } from '../../components/ui/primitives';
import { RunStatusBadge } from './RunHistory';
import { countsSentence } from './run-summary';

/**
 * The integration's last office-wide run, as it went: when, how it ended and what it brought. A run whose
 * claim lapsed without finishing is reported as the history has it (interrompida), not "em andamento" forever.
 * While the source could not be read within its schedule, the card says so in red under it.
 */
export function LastRun({ view }: { view: IntegrationView }) {
  const last = view.lastRun;
  const record = last ? view.runs.find((r) => r.id === last.runId) : undefined;
  let body;
  if (view.running) {
    const since = last?.status === 'em-andamento' ? ` desde ${formatDateTime(last.startedAt)}` : '';
    body = (
      <>
        <Badge tone="blue">
          <span aria-hidden="true" className="mr-1.5 size-2.5 animate-spin rounded-full border-2 border-current border-t-transparent" />
          Em andamento
        </Badge>
        <span>Sincronização em andamento{since}. O resultado aparece aqui quando ela terminar.</span>
      </>
    );
  } else if (last) {
    const status: RunStatus = record?.status ?? (last.status === 'em-andamento' ? 'interrompida' : last.status);
    body = (
      <>
        <span className="font-medium">Última sincronização: {formatDateTime(last.startedAt)}</span>
        <RunStatusBadge status={status} />
        {record && <span className="w-full text-slate-600 sm:w-auto dark:text-slate-400">{capitalize(countsSentence(view.id, record))}.</span>}
      </>
    );
  } else {
    const onlyLawsuits = view.runs.length > 0;
    body = (
      <span className="font-medium">
        {onlyLawsuits ? 'Nenhuma sincronização geral ainda: só atualizações de processos avulsos (veja o histórico).' : 'Nunca sincronizado.'}
      </span>
    );
  }
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-xl bg-slate-50 px-4 py-3 text-sm dark:bg-slate-800/50">{body}</div>
      {/* Not while a run is under way: its outcome is about to say. */}
      {view.capture && !view.running && <CaptureNotice alert={view.capture} />}
    </>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
