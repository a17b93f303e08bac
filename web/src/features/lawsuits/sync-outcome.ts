import { RUN_STATUS_LABELS, type LawsuitSyncResult } from '@office/domain/integrations';
import type { ToastMessage } from '../../components/ui/toast';

/** Long enough to read a sentence that explains what to do. */
const READ_LIFE = 10_000;

/** "3 andamentos novos importados do DataJud." (one: "1 andamento novo importado…"). */
export function importedSummary(created: number): string {
  return created === 1 ? '1 andamento novo importado do DataJud.' : `${created.toLocaleString('pt-BR')} andamentos novos importados do DataJud.`;
}

/** What "Atualizar andamentos" tells when the run comes back: what it imported, or why it could not. */
export function syncOutcome({ run, courtData }: LawsuitSyncResult): ToastMessage {
  if (run.stopReason) {
    return { severity: 'error', summary: `Atualização ${RUN_STATUS_LABELS[run.status].toLowerCase()}`, detail: run.stopReason, life: READ_LIFE };
  }
  const firstError = run.errors[0];
  if (firstError) {
    // The run's errors are clauses ("o DataJud falhou (HTTP 503) …"): a sentence here.
    const message = firstError.message.charAt(0).toUpperCase() + firstError.message.slice(1);
    return { severity: 'error', summary: 'Não foi possível consultar o DataJud', detail: /[.!?]$/.test(message) ? message : `${message}.`, life: READ_LIFE };
  }
  if (courtData?.status === 'nao-encontrado') {
    return { severity: 'warn', summary: 'Processo não encontrado no DataJud: confira se o número e o tribunal estão corretos.', life: READ_LIFE };
  }
  if (run.created > 0) return { severity: 'success', summary: importedSummary(run.created) };
  return { severity: 'info', summary: 'Nenhum andamento novo no DataJud.' };
}
