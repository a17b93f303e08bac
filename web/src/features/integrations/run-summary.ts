import type { IntegrationId, IntegrationRunRecord, RunStatus } from '@office/domain/integrations';
import { messageOf } from '../../lib/error-message';
import type { ToastMessage } from '../../components/ui/toast';

/** How the page names each integration in running text. */
export const SHORT_NAMES: Record<IntegrationId, string> = { datajud: 'DataJud', djen: 'DJEN' };

export const STATUS_TONES: Record<RunStatus, 'green' | 'amber' | 'red' | 'blue'> = {
  concluida: 'green',
  'com-erros': 'amber',
  falhou: 'red',
  interrompida: 'red',
  'em-andamento': 'blue',
};

type RunCounts = Pick<IntegrationRunRecord, 'status' | 'created' | 'duplicates' | 'notFound' | 'errors' | 'moreErrors' | 'targets' | 'read'>;

/** What a failed run means for the office: it says nothing about what the courts published (the DJEN's: djenWords). */
const NOTHING_READ = { datajud: 'nenhum processo pôde ser consultado' };
const NEWS_UNKNOWN: Record<IntegrationId, string> = {
  djen: 'não sabemos se há intimações novas',
  datajud: 'não sabemos se há andamentos novos',
};

/**
 * What a DJEN run's targets were, from the names its errors give: inscriptions ("OAB/SP 403"), terms
 * ("parte “Construtora Alfa Ltda.”"), or both. A run without errors named is taken as inscriptions (runs before terms).
 */
interface DjenWords {
  unread: [string, string];
  more: string;
  none: string;
  read: [string, string];
  readMany: string;
}

function djenWords(run: Pick<RunCounts, 'errors'>): DjenWords {
  const names = run.errors.map((e) => e.target);
  if (names.every((n) => n.startsWith('OAB/')))
    return {
      unread: ['inscrição não lida', 'inscrições não lidas'],
      more: 'e outras',
      none: 'nenhuma inscrição pôde ser consultada',
      read: ['na inscrição lida', 'inscrições lidas'],
      readMany: 'nas',
    };
  if (names.every((n) => !n.startsWith('OAB/')))
    return {
      unread: ['termo não lido', 'termos não lidos'],
      more: 'e outros',
      none: 'nenhum termo pôde ser consultado',
      read: ['no termo lido', 'termos lidos'],
      readMany: 'nos',
    };
  return {
    unread: ['inscrição ou termo não lido', 'inscrições e termos não lidos'],
    more: 'e outros',
    none: 'nenhuma inscrição ou termo pôde ser consultado',
    read: ['na busca lida', 'inscrições e termos lidos'],
    readMany: 'nas',
  };
}

/** What a run left unread, named: "1 inscrição não lida (OAB/SP 403)", "1 termo não lido (parte “…”)", "3 processos não consultados". */
function unreadPart(integration: IntegrationId, run: RunCounts): string | null {
  if (run.targets === undefined || run.read === undefined || run.read >= run.targets) return null;
  const missing = run.targets - run.read;
  if (integration === 'datajud') return count(missing, 'processo não consultado', 'processos não consultados');
  const words = djenWords(run);
  const names = [...new Set(run.errors.map((e) => e.target))];
  const shown = names.length > 3 ? `${names.slice(0, 3).join(', ')} ${words.more}` : names.join(', ');
  return `${count(missing, ...words.unread)}${shown ? ` (${shown})` : ''}`;
}

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n.toLocaleString('pt-BR')} ${many}`);

/** Errors a run met, the listed ones and those only counted. */
export const errorTotal = (run: Pick<IntegrationRunRecord, 'errors' | 'moreErrors'>) => run.errors.length + run.moreErrors;

/**
 * What a run brought, in words: "12 andamentos novos, 30 já importados, 2 processos não encontrados, com 1 erro".
 * Counts that are zero are left out, except the new items; "nenhuma intimação nova" only when every target was
 * read (a partial run names what it could not read, a failed one says that nothing is known).
 */
export function countsSentence(integration: IntegrationId, run: RunCounts): string {
  if (run.status === 'falhou') return `${integration === 'djen' ? djenWords(run).none : NOTHING_READ.datajud} — ${NEWS_UNKNOWN[integration]}`;
  const unread = unreadPart(integration, run);
  const read = run.read ?? 0;
  const parts =
    integration === 'datajud'
      ? [
          run.created === 0
            ? unread
              ? `nenhum andamento novo ${read === 1 ? 'no processo consultado' : `nos ${read.toLocaleString('pt-BR')} processos consultados`}`
              : 'nenhum andamento novo'
            : count(run.created, 'andamento novo', 'andamentos novos'),
          run.duplicates > 0 ? count(run.duplicates, 'já importado', 'já importados') : null,
          run.notFound > 0 ? count(run.notFound, 'processo não encontrado', 'processos não encontrados') : null,
        ]
      : [
          run.created === 0
            ? unread
              ? `nenhuma intimação nova ${read === 1 ? djenWords(run).read[0] : `${djenWords(run).readMany} ${read.toLocaleString('pt-BR')} ${djenWords(run).read[1]}`}`
              : 'nenhuma intimação nova'
            : count(run.created, 'intimação nova', 'intimações novas'),
          run.duplicates > 0 ? count(run.duplicates, 'já recebida', 'já recebidas') : null,
        ];
  const errors = errorTotal(run);
  const sentence = [...parts, unread].filter((p): p is string => p !== null).join(', ');
  return errors > 0 ? `${sentence}, com ${count(errors, 'erro', 'erros')}` : sentence;
}

/** Long enough to read a reason and what to do about it. */
const READ_LIFE = 10_000;

/** What "Sincronizar agora" says when its run comes back. */
export function runToast(integration: IntegrationId, run: Pick<IntegrationRunRecord, 'status' | 'stopReason'> & RunCounts): ToastMessage {
  const name = SHORT_NAMES[integration];
  const summary = `${name}: ${countsSentence(integration, run)}.`;
  if (run.status === 'falhou') {
    const reason = run.stopReason ?? run.errors[0]?.message ?? '';
    const detail = reason ? `${reason.charAt(0).toUpperCase()}${reason.slice(1)}${/[.!?]$/.test(reason) ? '' : '.'}` : undefined;
    return { severity: 'error', summary: `${name}: a sincronização falhou — ${NEWS_UNKNOWN[integration]}.`, detail, life: READ_LIFE };
  }
  if (run.stopReason) {
    // What it did before stopping, when it did anything.
    const before = run.created + run.duplicates + run.notFound + errorTotal(run) > 0 ? ` Antes de parar: ${countsSentence(integration, run)}.` : '';
    return { severity: 'error', summary: `${name}: sincronização interrompida.`, detail: `${run.stopReason}${before}`, life: READ_LIFE };
  }
  if (errorTotal(run) > 0) return { severity: 'warn', summary, detail: 'Os erros estão listados no histórico de sincronizações.', life: READ_LIFE };
  return { severity: 'success', summary };
}

/** A refused or failed "Sincronizar agora": the server's reason ("Já há uma sincronização em andamento…") when it gave one. */
export function syncFailureToast(integration: IntegrationId, failure: unknown): ToastMessage {
  return { severity: 'error', summary: `Não foi possível sincronizar o ${SHORT_NAMES[integration]}`, detail: messageOf(failure), life: READ_LIFE };
}

/** "menos de 1 s", "45 s", "2 min 5 s", "1 h 3 min". */
export function formatDuration(ms: number): string {
  const seconds = Math.round(Math.max(0, ms) / 1000);
  if (seconds < 1) return 'menos de 1 s';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  return minutes % 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${Math.floor(minutes / 60)} h`;
}
