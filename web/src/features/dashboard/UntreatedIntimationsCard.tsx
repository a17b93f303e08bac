import { Link } from 'react-router-dom';
import type { UntreatedIntimations } from '@office/domain/dashboard';
import { formatDate } from '@office/domain/dates';
import { Card } from '../../components/ui/primitives';

const INBOX = '/lawsuits/intimations';
const LINK = 'text-sm text-brand-700 hover:underline dark:text-brand-300';

/**
 * "Intimações a tratar" on the home page: how many wait for someone to record what was done, and the oldest few
 * (by availability on the DJEN), each a link to its page. `mine`: the caller's (forwarded to them or of their
 * lawsuits), which the texts say.
 */
export function UntreatedIntimationsCard({ card, mine = false }: { card: UntreatedIntimations; mine?: boolean }) {
  const count = card.untreated;
  return (
    <Card
      title="Intimações a tratar"
      icon="newspaper"
      action={
        <Link to={`${INBOX}?triage=a-tratar`} className={LINK}>
          Ver intimações
        </Link>
      }
    >
      {count === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {mine ? 'Nenhuma intimação a tratar encaminhada a você ou dos seus processos.' : 'Nenhuma intimação a tratar.'}
        </p>
      ) : (
        <>
          <p className="mb-2">
            <span className="text-2xl font-semibold tabular-nums text-amber-800 dark:text-amber-200">{count.toLocaleString('pt-BR')}</span>{' '}
            <span className="text-sm text-slate-600 dark:text-slate-400">
              {count === 1 ? 'intimação a tratar' : 'intimações a tratar'}
              {mine ? ` (${count === 1 ? 'encaminhada' : 'encaminhadas'} a você ou dos seus processos)` : ''}
            </span>
          </p>
          <p className="text-xs font-medium text-slate-600 dark:text-slate-400">{card.oldest.length === 1 ? 'A mais antiga' : 'As mais antigas'}</p>
          <ul aria-label="Intimações a tratar mais antigas" className="divide-y divide-slate-100 dark:divide-slate-800">
            {card.oldest.map((i) => (
              <li key={i.id} className="flex items-start gap-3 py-2">
                <time dateTime={i.availableOn} className="w-20 shrink-0 text-sm tabular-nums text-slate-600 dark:text-slate-400">
                  {formatDate(i.availableOn)}
                </time>
                <div className="min-w-0">
                  <Link to={`${INBOX}/${i.id}`} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
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
