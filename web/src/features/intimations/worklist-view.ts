/**
 * The worklist's words, without React: the proposed action in one line ("Réplica · 15 dias úteis · vence
 * 18/12/2026"), how old an intimação is ("há 3 dias", office days), the parties a row names, and the address of
 * "Novo processo?".
 */
import type { IntimationBulkAction, IntimationBulkResult, IntimationProposal, IntimationRow, ProposedAction } from '@office/domain';
import { daysBetween, formatDate, officeDate, type CalendarDate } from '@office/domain/dates';
import { recordPath } from '@office/domain/addresses';

const COUNTING_SHORT = { uteis: 'úteis', corridos: 'corridos' } as const;

/** One proposed action in a line, with its date when the calculator gave one. */
export function actionLine(action: ProposedAction, date: CalendarDate | null): string {
  switch (action.kind) {
    case 'prazo': {
      const parts = [action.act];
      if (action.days !== null) {
        const days = action.doubled ? action.days * 2 : action.days;
        parts.push(
          `${days} ${days === 1 ? 'dia' : 'dias'}${action.counting ? ` ${COUNTING_SHORT[action.counting]}` : ''}${action.doubled ? ' (em dobro)' : ''}`,
        );
      } else parts.push('prazo a conferir');
      if (date) parts.push(`vence ${formatDate(date)}`);
      return parts.join(' · ');
    }
    case 'audiencia':
    case 'pericia':
    case 'audiencia-cancelada': {
      const day = action.hearingDate ?? date;
      const when = day ? `${formatDate(day)}${action.hearingTime ? ` ${action.hearingTime}` : ''}` : 'data a conferir';
      return `${action.act} · ${when}`;
    }
    case 'sem-providencia':
      return action.act;
  }
}

/** The proposal's first action (the row shows one) and how many more. */
export function proposalHeadline(proposal: IntimationProposal | null | undefined): { action: ProposedAction; line: string; more: number } | null {
  const action = proposal?.actions[0];
  if (!proposal || !action) return null;
  return { action, line: actionLine(action, proposal.dates[0] ?? null), more: proposal.actions.length - 1 };
}

/** "hoje", "ontem", "há 3 dias": since its availability on the DJEN, in office days. */
export function ageLabel(availableOn: CalendarDate, today: CalendarDate = officeDate()): string {
  const days = daysBetween(availableOn, today);
  if (days <= 0) return 'hoje';
  if (days === 1) return 'ontem';
  return `há ${days} dias`;
}

/** Who the communication is about: the parties the DJEN names (polo ativo × polo passivo), else the lawsuit's label. */
export function partiesLine(row: Pick<IntimationRow, 'lawsuit' | 'recipients' | 'cnj'>): string {
  const active = row.recipients.filter((r) => r.pole.trim().toUpperCase() === 'A').map((r) => r.name);
  const passive = row.recipients.filter((r) => r.pole.trim().toUpperCase() === 'P').map((r) => r.name);
  if (active.length && passive.length) return `${active.join(', ')} × ${passive.join(', ')}`;
  if (row.recipients.length) return row.recipients.map((r) => r.name).join(', ');
  // A label that is only the number says nothing the row does not say already.
  return row.lawsuit && row.lawsuit.label !== row.cnj ? row.lawsuit.label : '';
}

/**
 * The text before the deadline sentence, cut to its last words so the sentence shows within the row's few lines
 * (the header of a despacho — órgão, número, polos — is what the row already says).
 */
export function leadIn(before: string, highlighted: boolean, max = 110): string {
  if (!highlighted || before.length <= max) return before;
  const tail = before.slice(-max);
  const space = tail.indexOf(' ');
  return `…${space > 0 && space < 30 ? tail.slice(space) : tail}`;
}

/** The row's heading: the client and our side when the lawsuit is the office's, else the parties. */
export function rowTitle(row: Pick<IntimationRow, 'lawsuit' | 'recipients' | 'kind' | 'cnj'>): string {
  if (row.lawsuit) return row.lawsuit.clientName;
  return partiesLine(row) || row.kind;
}

/**
 * "Novo processo?": the intimação's page opening "Cadastrar processo" at once, with its number, órgão and class
 * filled in (the parties stay to be placed: only the person knows which one is the client).
 */
export const newLawsuitLink = (id: string) => recordPath('intimations', id, { cadastrar: 1 });

const DONE_WORDS: Record<IntimationBulkAction, [one: string, many: string]> = {
  ciente: ['intimação marcada como ciente', 'intimações marcadas como cientes'],
  encaminhar: ['intimação encaminhada', 'intimações encaminhadas'],
  aceitar: ['proposta aceita', 'propostas aceitas'],
};

/**
 * A bulk action's outcome in one line, for the toast: "12 intimações marcadas como cientes; 1 não pôde: …"
 * (the first refusal's reason; the others are as many more). `skipped`: rows not sent (an incomplete proposal).
 */
export function bulkSummary(action: IntimationBulkAction, result: IntimationBulkResult, skipped = 0): { summary: string; detail?: string } {
  const n = result.done.length;
  const [one, many] = DONE_WORDS[action];
  const done = n === 0 ? `Nenhuma ${one}` : `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;
  const refused = result.refused.length;
  const parts = [done];
  const firstRefusal = result.refused[0];
  if (firstRefusal) {
    const first = firstRefusal.reason.replace(/\.$/, '');
    parts.push(`${refused.toLocaleString('pt-BR')} não ${refused === 1 ? 'pôde' : 'puderam'}: ${first}${refused > 1 ? ' (e outras)' : ''}`);
  }
  const detail =
    skipped > 0
      ? `${skipped.toLocaleString('pt-BR')} ${skipped === 1 ? 'ficou de fora' : 'ficaram de fora'}: proposta incompleta, aceite na página da intimação.`
      : undefined;
  return { summary: parts.join('; '), ...(detail ? { detail } : {}) };
}
