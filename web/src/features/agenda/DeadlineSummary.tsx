import { COUNTING_LABELS, DOUBLING_LABELS, TRIGGER_LABELS, type DeadlineInput } from '@office/domain';
import { formatDate } from '@office/domain/dates';
import { pagePath } from '@office/domain/addresses';
import { Link } from 'react-router-dom';

/** The calculator's address parameters for these inputs (what /events/deadline reads back). */
export function deadlineParams(input: DeadlineInput, lawsuitId?: string | null): URLSearchParams {
  const next = new URLSearchParams(lawsuitId ? { lawsuit: lawsuitId } : {});
  next.set('trigger', input.trigger);
  next.set('date', input.triggerDate);
  next.set('days', String(input.days));
  next.set('counting', input.counting);
  if (input.doubling) next.set('doubling', input.doubling);
  if (!input.electronic) next.set('electronic', 'nao');
  if (input.juizado) next.set('juizado', 'sim');
  next.set('tribunal', input.tribunal);
  if (input.comarca) next.set('comarca', input.comarca);
  return next;
}

/** The calculator's page for these inputs: it counts them again and explains each day. */
export function deadlinePath(input: DeadlineInput, lawsuitId?: string | null): string {
  return pagePath('deadline', deadlineParams(input, lawsuitId));
}

/** One line saying how a prazo was computed ("Disponibilização no DJEN em 30/03/2026 · 5 dias úteis · TJSP"), with the way to its explanation. */
export function DeadlineSummary({ input, lawsuitId }: { input: DeadlineInput; lawsuitId?: string | null }) {
  const counting = COUNTING_LABELS[input.counting].split(' (')[0]?.toLowerCase();
  return (
    <p>
      Calculado: {TRIGGER_LABELS[input.trigger]} em {formatDate(input.triggerDate)} · {input.days} {counting}
      {input.doubling ? ` em dobro (${DOUBLING_LABELS[input.doubling]})` : ''}
      {input.juizado ? ' · Juizado Especial' : ''} · {input.tribunal}
      {input.comarca ? ` · ${input.comarca}` : ''}.{' '}
      <Link to={deadlinePath(input, lawsuitId)} className="text-brand-700 underline dark:text-brand-300">
        Ver a contagem no calculador
      </Link>
    </p>
  );
}
