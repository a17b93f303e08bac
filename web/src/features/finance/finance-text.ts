import type { TransactionSaved } from '@office/domain/finance';
import type { TransactionType } from '@office/domain/finance-labels';

export const TYPE_LABELS: Record<TransactionType, string> = { receita: 'Receita', despesa: 'Despesa' };

/** A baixa in the words of its side: money in is a recebimento, money out a pagamento (button, dialog and toast alike). */
export const SETTLE_WORDS: Record<TransactionType, { action: string; done: string }> = {
  receita: { action: 'Registrar recebimento', done: 'Recebimento registrado.' },
  despesa: { action: 'Registrar pagamento', done: 'Pagamento registrado.' },
};

/**
 * The toast after a save: "Lançamento salvo.", "3 lançamentos criados." or "4 lançamentos atualizados.", and
 * the following ones left as they were (already paid, partly paid or cancelled).
 */
export function savedSummary(saved: TransactionSaved, action: 'criado' | 'atualizado'): { summary: string; detail?: string } {
  const summary = saved.affected > 1 ? `${saved.affected} lançamentos ${action}s.` : 'Lançamento salvo.';
  if (saved.skipped <= 0) return { summary };
  const detail =
    saved.skipped === 1
      ? '1 lançamento seguinte ficou como estava: já tem pagamento, está numa cobrança ou foi cancelado.'
      : `${saved.skipped} lançamentos seguintes ficaram como estavam: já têm pagamento, estão numa cobrança ou foram cancelados.`;
  return { summary, detail };
}
