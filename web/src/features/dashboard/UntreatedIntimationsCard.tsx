import { Link } from 'react-router-dom';
import type { CaptureAlert } from '@office/domain/capture';
import type { UntreatedIntimations } from '@office/domain/dashboard';
import { formatDate, formatDateTime } from '@office/domain/dates';
import { listPath, recordPath } from '@office/domain/addresses';
import { Icon } from '../../components/ui/Icon';
import { Card } from '../../components/ui/primitives';

const LINK = 'text-sm text-brand-700 hover:underline dark:text-brand-300';

/**
 * What the count rests on while the DJEN cannot be trusted (the same alert as the red banner above the cards):
 * "até 26/11/2026 07:00 — o DJEN não é consultado desde então".
 */
export function knownUntil(capture: CaptureAlert): { until: string | null; why: string } {
  const failing = capture.reason !== null;
  if (!capture.since) return { until: null, why: failing ? 'ainda não foi possível consultar o DJEN' : 'o DJEN ainda não foi consultado' };
  return {
    until: `até ${formatDateTime(capture.since)}`,
    why: failing ? 'não foi possível consultar o DJEN desde então' : 'o DJEN não é consultado desde então',
  };
}

/**
 * "Intimações a tratar" on the home page: how many wait for someone to record what was done, and the oldest few
 * (by availability on the DJEN), each a link to its page. `mine`: the caller's (they are responsible for it, as the
 * worklist's "Responsável" filter says, or it was forwarded to them), which the texts say. `capture`: the DJEN's
 * alert, when its reads fail or are late: the card then says what it knows and since when, never a bare "nenhuma"
 * under the banner.
 */
export function UntreatedIntimationsCard({
  card,
  mine = false,
  capture = null,
}: {
  card: UntreatedIntimations;
  mine?: boolean;
  capture?: CaptureAlert | null;
}) {
  const count = card.untreated;
  // The card's own answer says it; the banner's alert (the same reading) stands in for an older answer.
  const alert = card.capture ?? capture;
  const known = alert ? knownUntil(alert) : null;
  return (
    <Card
      title="Intimações a tratar"
      icon="newspaper"
      action={
        <Link to={listPath('intimations', { triage: 'a-tratar' })} className={LINK}>
          Ver intimações
        </Link>
      }
    >
      {count === 0 && known ? (
        <p className="flex gap-2 text-sm text-red-900 dark:text-red-100">
          <Icon name="warn" className="mt-0.5 size-4 shrink-0 text-red-700 dark:text-red-300" />
          <span>
            {mine ? 'Nenhuma intimação a tratar sob sua responsabilidade ou encaminhada a você,' : 'Nenhuma intimação a tratar'}{' '}
            {known.until ?? 'entre as recebidas'} — {known.why}.
          </span>
        </p>
      ) : count === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {mine ? 'Nenhuma intimação a tratar sob sua responsabilidade ou encaminhada a você.' : 'Nenhuma intimação a tratar.'}
        </p>
      ) : (
        <>
          <p className="mb-2">
            <span className="text-2xl font-semibold tabular-nums text-amber-800 dark:text-amber-200">{count.toLocaleString('pt-BR')}</span>{' '}
            <span className="text-sm text-slate-600 dark:text-slate-400">
              {count === 1 ? 'intimação a tratar' : 'intimações a tratar'}
              {mine ? ` (sob sua responsabilidade ou ${count === 1 ? 'encaminhada' : 'encaminhadas'} a você)` : ''}
            </span>
          </p>
          {known && (
            <p className="mb-2 flex gap-2 text-sm text-red-900 dark:text-red-100">
              <Icon name="warn" className="mt-0.5 size-4 shrink-0 text-red-700 dark:text-red-300" />
              <span>
                {known.until ? `Recebidas ${known.until}` : 'Contam só as já recebidas'} — {known.why}: pode haver outras.
              </span>
            </p>
          )}
          <p className="text-xs font-medium text-slate-600 dark:text-slate-400">{card.oldest.length === 1 ? 'A mais antiga' : 'As mais antigas'}</p>
          <ul aria-label="Intimações a tratar mais antigas" className="divide-y divide-slate-100 dark:divide-slate-800">
            {card.oldest.map((i) => (
              <li key={i.id} className="flex items-start gap-3 py-2">
                <time dateTime={i.availableOn} className="w-20 shrink-0 text-sm tabular-nums text-slate-600 dark:text-slate-400">
                  {formatDate(i.availableOn)}
                </time>
                <div className="min-w-0">
                  <Link to={recordPath('intimations', i.id)} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                    {i.kind} · {i.tribunal}
                    <span className="sr-only"> de {formatDate(i.availableOn)}</span>
                  </Link>
                  <p className="text-xs text-slate-600 wrap-anywhere dark:text-slate-400">
                    {i.cnj ?? 'sem número CNJ'}
                    {i.assignee ? ' · encaminhada' : ''}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
