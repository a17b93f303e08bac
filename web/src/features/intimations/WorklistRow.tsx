import { Link } from 'react-router-dom';
import { PROPOSAL_KIND_LABELS, triageOf, type IntimationRow, type ProposalKind } from '@office/domain';
import { formatDate } from '@office/domain/dates';
import { recordPath } from '@office/domain/addresses';
import { Badge } from '../../components/ui/primitives';
import { TriageBadge } from './TriageBadge';
import { ageLabel, leadIn, newLawsuitLink, partiesLine, proposalHeadline, rowTitle } from './worklist-view';

const LINK = 'text-brand-700 underline hover:text-brand-900 dark:text-brand-300 dark:hover:text-brand-200';
const KIND_TONE: Record<ProposalKind, 'amber' | 'blue' | 'red' | 'slate'> = {
  prazo: 'amber',
  audiencia: 'blue',
  pericia: 'blue',
  'audiencia-cancelada': 'red',
  'sem-providencia': 'slate',
};

export interface WorklistRowProps {
  item: IntimationRow;
  /** Where the detail goes back to (the list with its filters). */
  back: { back: string };
  nameOf: (uid: string) => string;
  selected: boolean;
  focused: boolean;
  onToggle: (item: IntimationRow) => void;
  onFocus: (id: string) => void;
  today: string;
  /** Whether the person may act on it (a checkbox to select it). */
  selectable: boolean;
}

/** The first lines of the text, with the sentence that gives a deadline highlighted. */
function Excerpt({ excerpt }: { excerpt: IntimationRow['excerpt'] }) {
  return (
    <p className="line-clamp-3 text-sm text-slate-700 wrap-anywhere dark:text-slate-300">
      {leadIn(excerpt.before, Boolean(excerpt.highlight))}
      {excerpt.highlight && <mark className="rounded bg-amber-100 px-0.5 text-slate-900 dark:bg-amber-400/25 dark:text-amber-50">{excerpt.highlight}</mark>}
      {excerpt.after}
    </p>
  );
}

/** The proposed action: its kind and the line to accept ("Réplica · 15 dias úteis · vence 18/12/2026"). */
function Proposal({ item, today }: { item: IntimationRow; today: string }) {
  const head = proposalHeadline(item.proposal);
  if (!item.proposal) return <p className="text-sm text-slate-600 italic dark:text-slate-400">Sem leitura do texto ainda</p>;
  if (!head) return <p className="text-sm text-slate-600 dark:text-slate-400">Nenhuma ação encontrada no texto</p>;
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="flex flex-wrap items-center gap-1">
        <Badge tone={KIND_TONE[head.action.kind]}>{PROPOSAL_KIND_LABELS[head.action.kind]}</Badge>
        {!item.proposal.complete && <Badge>A completar</Badge>}
        {head.action.kind === 'prazo' && triageOf(item).state === 'a-tratar' && (item.proposal.dates[0] ?? today) < today && <Badge tone="red">Vencido</Badge>}
      </span>
      <p className="text-sm font-medium wrap-anywhere">
        {head.line}
        {head.more > 0 && <span className="font-normal whitespace-nowrap"> · mais {head.more}</span>}
      </p>
    </div>
  );
}

/**
 * One intimação of the worklist: who it is about, the deadline sentence, what the text proposes and whose it is.
 * The whole row opens it; the checkbox and the other links sit above that. A row on a phone is a card.
 */
export function WorklistRow({ item: i, back, nameOf, selected, focused, onToggle, onFocus, today, selectable }: WorklistRowProps) {
  const unread = !i.read;
  const title = rowTitle(i);
  const parties = partiesLine(i);
  const owners = (i.owners ?? []).map(nameOf).filter((n) => n !== '—');
  return (
    <li
      tabIndex={-1}
      data-id={i.id}
      aria-current={focused || undefined}
      onFocus={() => onFocus(i.id)}
      className={`relative px-4 py-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset dark:focus-visible:ring-brand-300 ${
        selected ? 'bg-brand-50 dark:bg-brand-900/70' : unread ? 'bg-sky-50/60 dark:bg-sky-950/30' : ''
      } ${focused ? 'ring-2 ring-brand-600 ring-inset dark:ring-brand-300' : 'hover:bg-slate-50 dark:hover:bg-slate-800/50'}`}
    >
      {unread && <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1 bg-brand-700 dark:bg-brand-300" />}
      <div className="flex gap-3">
        {selectable && (
          <input
            type="checkbox"
            checked={selected}
            onChange={() => onToggle(i)}
            aria-label={`Selecionar: ${title}, ${formatDate(i.availableOn)}`}
            className="relative z-10 mt-1 size-5 shrink-0 accent-brand-700 dark:accent-brand-300"
          />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-2 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,18rem)] lg:gap-4">
          <div className="flex min-w-0 flex-col gap-1">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <Link
                to={recordPath('intimations', i.id)}
                state={back}
                className={`text-brand-700 after:absolute after:inset-0 hover:underline dark:text-brand-300 ${unread ? 'font-bold' : 'font-semibold'}`}
              >
                {title}
                <span className="sr-only">
                  {' '}
                  — {i.kind} de {formatDate(i.availableOn)}
                </span>
              </Link>
              {i.lawsuit?.clientRole && <span className="text-sm text-slate-600 dark:text-slate-400">({i.lawsuit.clientRole})</span>}
              <TriageBadge intimation={i} nameOf={nameOf} />
              {unread && <Badge tone="blue">Não lida</Badge>}
              {i.cancelled && <Badge tone="red">Cancelada</Badge>}
            </p>
            {i.lawsuit && parties && parties !== title && <p className="text-sm text-slate-600 wrap-anywhere dark:text-slate-400">{parties}</p>}
            <Excerpt excerpt={i.excerpt} />
            <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-600 dark:text-slate-400">
              <span>
                {i.tribunal} · {i.kind}
              </span>
              <span className="font-mono wrap-anywhere">{i.cnj ?? 'sem número CNJ'}</span>
              <time dateTime={i.availableOn} title={formatDate(i.availableOn)}>
                {ageLabel(i.availableOn, today)}
              </time>
            </p>
          </div>
          <div className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-100 p-2 text-sm lg:border-0 lg:p-0 dark:border-slate-800">
            <Proposal item={i} today={today} />
            <p className="text-xs text-slate-600 dark:text-slate-400">{owners.length ? `De ${owners.join(', ')}` : 'Sem responsável'}</p>
            {i.newLawsuit && (
              <Link to={newLawsuitLink(i.id)} state={back} className={`relative z-10 self-start text-sm ${LINK}`}>
                Novo processo?
              </Link>
            )}
          </div>
        </div>
      </div>
    </li>
  );
}
