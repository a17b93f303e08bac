import { formatDate } from '@office/domain/dates';
import type { EventDetail } from '@office/domain/office-calendar';
import { useRecalculateEvent } from '../../api/agenda';
import { useDialog } from '../../components/ui/dialog';
import { Button } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { messageOf } from '../../lib/error-message';

/**
 * "Recalcular": the court calendar changed under a computed prazo (Configurações → Calendário forense). The
 * stored and the new last day side by side; nothing moves until a person applies the new computation.
 */
export function PrazoReviewNotice({ event, canWrite }: { event: EventDetail; canWrite: boolean }) {
  const review = event.review;
  const recalculate = useRecalculateEvent();
  const dialog = useDialog();
  const toast = useToast();
  if (!review) return null;
  const later = review.newLastDay > review.storedLastDay;

  async function apply() {
    if (!review) return;
    const confirmed = await dialog.confirm({
      title: 'Aplicar o novo cálculo?',
      message: `O cálculo guardado passa a ser o do calendário atual (último dia ${formatDate(review.newLastDay)}). O prazo fatal e o interno acompanham, e o histórico registra a mudança.`,
      confirmLabel: 'Aplicar novo cálculo',
      cancelLabel: 'Voltar',
    });
    if (!confirmed) return;
    try {
      const saved = await recalculate.mutateAsync({ id: event.id, expectedVersion: event.version });
      toast.show({ severity: 'success', summary: 'Prazo recalculado', detail: `Prazo fatal: ${formatDate(saved.event.date)}` });
    } catch (failure) {
      toast.show({
        severity: 'error',
        summary: 'Não foi possível recalcular',
        detail: messageOf(failure),
        life: 10000,
      });
    }
  }

  return (
    <section
      aria-labelledby="review-title"
      className="mb-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <h2 id="review-title" className="font-semibold">
        Recalcular: o calendário forense mudou
      </h2>
      <p className="mt-1 text-sm">
        Um fechamento incluído, alterado ou excluído em Configurações muda a contagem deste prazo.{' '}
        {later ? 'Pelo calendário atual o prazo vence depois.' : 'Pelo calendário atual o prazo vence antes: confira com urgência.'}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:max-w-md">
        <div>
          <dt className="text-amber-800 dark:text-amber-300">Cálculo guardado</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatDate(review.storedLastDay)}</dd>
        </div>
        <div>
          <dt className="text-amber-800 dark:text-amber-300">Pelo calendário atual</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatDate(review.newLastDay)}</dd>
        </div>
      </dl>
      {canWrite && event.status === 'aberto' && (
        <Button className="mt-3" icon="refresh" onClick={() => void apply()} disabled={recalculate.isPending}>
          {recalculate.isPending ? 'Recalculando…' : 'Aplicar novo cálculo'}
        </Button>
      )}
    </section>
  );
}
