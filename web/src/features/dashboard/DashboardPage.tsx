import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate, formatDateTime, formatTime, officeDate } from '@office/domain/dates';
import { can } from '@office/domain/policy';
import { transactionStatus } from '@office/domain/finance-labels';
import { formatBRL } from '@office/domain/money';
import { prazoUrgency, type DashboardScope } from '@office/domain/dashboard';
import type { EventRecord, Listed, PrazoReviewRecord } from '@office/domain';
import { EVENT_KIND_LABELS as EVENT_KIND } from '@office/domain/agenda-labels';
import { listPath, pagePath, recordPath } from '@office/domain/addresses';
import { dashboardQueries } from '../../api/dashboard';
import { CaptureNotice } from '../../components/records/CaptureNotice';
import { Badge, Card, PageHeader } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { UntreatedIntimationsCard } from './UntreatedIntimationsCard';
import { MyWorkCard } from '../../components/records/tasks/MyWorkCard';
import { useSession } from '../../lib/session-context';
import { messageOf } from '../../lib/error-message';

const STATUS_LABEL = { ativo: 'Ativos', suspenso: 'Suspensos', arquivado: 'Arquivados', encerrado: 'Encerrados' } as const;

/** Entries with their time of day, or (`dated`: prazos past their day) their date. */
function EventList({ events, empty, dated = false }: { events: Listed<EventRecord>[]; empty: string; dated?: boolean }) {
  if (events.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
      {events.map((e) => (
        <li key={e.id} className="flex items-start gap-3 py-2">
          <span className="w-20 shrink-0 text-sm tabular-nums text-slate-600 dark:text-slate-400">
            {dated ? formatDate(e.date) : e.allDay ? 'dia todo' : formatTime(e.startsAt)}
          </span>
          <div className="min-w-0">
            <Link to={recordPath('agenda', e.id)} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
              {e.title}
            </Link>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {EVENT_KIND[e.kind]}
              {e.location ? ` · ${e.location}` : ''}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Próximos prazos by urgency: a passed internal date or a fatal date today on top with its flag, then by the
 * internal date the office works to. The date column is always the fatal date, as in the overdue box and the
 * agenda; the line under the title gives both.
 */
function UrgentPrazos({ prazos, today }: { prazos: Listed<EventRecord>[]; today: string }) {
  if (prazos.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum prazo pela frente.</p>;
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
      {prazos.map((e) => {
        const urgency = prazoUrgency(e, today);
        const internal = e.prazo && e.prazo.internalDate < e.date ? e.prazo.internalDate : null;
        return (
          <li key={e.id} className="flex items-start gap-3 py-2">
            <span className="w-20 shrink-0 text-sm tabular-nums text-slate-600 dark:text-slate-400">
              <span className="sr-only">Fatal em </span>
              {formatDate(e.date)}
            </span>
            <div className="min-w-0">
              <Link to={recordPath('agenda', e.id)} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                {e.title}
              </Link>
              {urgency.flag && (
                <p className="mt-0.5">
                  <Badge tone="red">{urgency.flag}</Badge>
                </p>
              )}
              <p className="text-xs tabular-nums text-slate-600 dark:text-slate-400">
                {internal ? `interno ${formatDate(internal)} · fatal ${formatDate(e.date)}` : `fatal ${formatDate(e.date)}`}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** "Meus" / "Escritório": whose agenda and prazos the page shows, kept in the address. */
function ScopeSwitch({ scope, onChange }: { scope: DashboardScope; onChange: (scope: DashboardScope) => void }) {
  const option = (value: DashboardScope, label: string) => (
    <button
      type="button"
      aria-pressed={scope === value}
      onClick={() => onChange(value)}
      className={`rounded-md px-3 py-1.5 text-sm font-medium ${scope === value ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-slate-100' : 'text-slate-700 hover:text-slate-900 dark:text-slate-300'}`}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="Mostrar" className="inline-flex rounded-lg bg-slate-100 p-0.5 dark:bg-slate-800">
      {option('meus', 'Meus')}
      {option('escritorio', 'Escritório')}
    </div>
  );
}

/** A card's way to its section ("Ver agenda"). */
function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-sm text-brand-700 hover:underline dark:text-brand-300">
      {children}
    </Link>
  );
}

const NOTICE_TONES = {
  red: { box: 'border-red-200 bg-red-50 dark:border-red-900 dark:bg-red-950/40', heading: 'text-red-800 dark:text-red-200' },
  amber: { box: 'border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40', heading: 'text-amber-900 dark:text-amber-200' },
};

/** A framed warning above the next prazos: what needs attention, then the entries themselves. */
function Notice({ tone, heading, children }: { tone: keyof typeof NOTICE_TONES; heading: string; children: ReactNode }) {
  return (
    <div className={`mb-3 rounded-xl border px-3 py-2 ${NOTICE_TONES[tone].box}`}>
      <p className={`text-sm font-semibold ${NOTICE_TONES[tone].heading}`}>{heading}</p>
      {children}
    </div>
  );
}

/** Prazos the court calendar changed: both last days, each a link to the entry where the new computation is applied. */
function ReviewList({ reviews }: { reviews: Listed<PrazoReviewRecord>[] }) {
  return (
    <ul className="mt-1 flex flex-col gap-1">
      {reviews.map((r) => (
        <li key={r.id}>
          <Link to={recordPath('agenda', r.id)} className="block text-sm hover:underline">
            <span className="block">{r.title}</span>
            <span className="block text-xs tabular-nums text-amber-900 dark:text-amber-200">
              Último dia {formatDate(r.storedLastDay)} → <strong>{formatDate(r.newLastDay)}</strong>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** `/`: what the person can see today, one card per readable section; theirs by default, the office's on request. */
export function DashboardPage() {
  const { me, user } = useSession();
  const [params, setParams] = useSearchParams();
  const scope: DashboardScope = params.get('visao') === 'escritorio' ? 'escritorio' : 'meus';
  const query = useQuery(dashboardQueries.summary(scope, user?.uid));
  const first = (me?.name ?? '').split(' ')[0];
  const today = officeDate();
  const overdue = query.data?.overdueDeadlines;
  const reviews = query.data?.prazoReviews;
  // "Meus" narrows the Agenda's and Processos' cards: without either, there is nothing to switch.
  const scoped = can(me?.scopes, 'agenda', 'read') || can(me?.scopes, 'lawsuits', 'read');
  const description = !scoped
    ? 'Resumo do seu dia.'
    : scope === 'meus'
      ? 'Resumo do seu dia: seus compromissos e os prazos dos seus processos.'
      : 'Resumo do dia de todo o escritório.';

  return (
    <>
      <PageHeader
        title={`Olá, ${first}`}
        description={description}
        actions={scoped && <ScopeSwitch scope={scope} onChange={(next) => setParams(next === 'meus' ? {} : { visao: next })} />}
      />
      {query.isPending && <Spinner />}
      {query.isError && <p role="alert">{messageOf(query.error)}</p>}
      {query.data?.capture?.map((alert) => (
        <div key={alert.integration} className="mb-5">
          <CaptureNotice alert={alert}>
            <Link to={alert.integration === 'djen' ? listPath('intimations') : listPath('integrations')} className="font-medium underline">
              {alert.integration === 'djen' ? 'Abrir Intimações' : 'Abrir Integrações'}
            </Link>
          </CaptureNotice>
        </div>
      ))}
      {query.data && (
        <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {query.data.agendaToday && (
            <Card title="Agenda de hoje" icon="calendar" action={<CardLink to={listPath('agenda')}>Ver agenda</CardLink>}>
              <EventList events={query.data.agendaToday} empty={scope === 'meus' ? 'Nenhum compromisso seu hoje.' : 'Nenhum compromisso hoje.'} />
            </Card>
          )}
          {query.data.prazos && (
            <Card title="Próximos prazos" icon="clock" action={<CardLink to={listPath('agenda')}>Ver agenda</CardLink>}>
              {overdue && overdue.count > 0 && (
                <Notice tone="red" heading={overdue.count === 1 ? '1 prazo vencido sem conclusão' : `${overdue.count} prazos vencidos sem conclusão`}>
                  <EventList events={overdue.latest} empty="" dated />
                </Notice>
              )}
              {reviews && reviews.count > 0 && (
                <Notice
                  tone="amber"
                  heading={`${reviews.count === 1 ? '1 prazo a recalcular' : `${reviews.count} prazos a recalcular`}: o calendário forense mudou`}
                >
                  <ReviewList reviews={reviews.latest} />
                </Notice>
              )}
              <UrgentPrazos prazos={query.data.prazos.next} today={today} />
              {query.data.prazos.open > query.data.prazos.next.length && (
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                  {`Mais ${(query.data.prazos.open - query.data.prazos.next.length).toLocaleString('pt-BR')} em aberto na agenda.`}
                </p>
              )}
            </Card>
          )}
          {/* "Meu trabalho": one's own tasks, reviews and prazos; the summary brings them (MyWorkCard reads its cache). */}
          {query.data.agendaToday && scope === 'meus' && <MyWorkCard />}
          {query.data.untreatedIntimations && (
            <UntreatedIntimationsCard
              card={query.data.untreatedIntimations}
              mine={query.data.untreatedIntimations.mine}
              // The banner's own alert: the card says the same thing, never "nenhuma" under it.
              capture={query.data.capture?.find((a) => a.integration === 'djen') ?? null}
            />
          )}
          {query.data.lawsuits && (
            <Card title="Processos" icon="scale" action={<CardLink to={listPath('lawsuits')}>Ver processos</CardLink>}>
              <ul className="grid grid-cols-2 gap-3">
                {(Object.keys(STATUS_LABEL) as (keyof typeof STATUS_LABEL)[]).map((s) => (
                  <li key={s}>
                    <Link
                      to={listPath('lawsuits', { status: s })}
                      className="block rounded-xl bg-slate-50 px-3 py-2 hover:bg-brand-50 focus-visible:outline-2 dark:bg-slate-800/60 dark:hover:bg-slate-800"
                    >
                      <span className="block text-xs text-slate-600 dark:text-slate-400">{STATUS_LABEL[s]}</span>
                      <span className="block text-2xl font-semibold tabular-nums text-slate-900 dark:text-slate-100">
                        {query.data.lawsuits?.byStatus[s] ?? 0}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              {query.data.lawsuits.withoutOpenPrazo !== null && (
                <Link
                  to={listPath('lawsuits', { semPrazo: 1 })}
                  className="mt-3 flex items-center justify-between rounded-xl px-3 py-2 text-sm hover:bg-brand-50 focus-visible:outline-2 dark:hover:bg-slate-800"
                >
                  <span>Ativos sem prazo aberto</span>
                  <span className="font-semibold tabular-nums">{query.data.lawsuits.withoutOpenPrazo}</span>
                </Link>
              )}
            </Card>
          )}
          {query.data.receivables && (
            <Card title="Contas a receber" icon="wallet" action={<CardLink to={listPath('finance')}>Ver financeiro</CardLink>}>
              <p className="text-2xl font-semibold tabular-nums">{formatBRL(query.data.receivables.totalCentavos)}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {query.data.receivables.count} em aberto, vencidos ou a vencer em 30 dias{' '}
                {query.data.receivables.overdue > 0 && (
                  <Link to={listPath('finance', { type: 'receita', status: 'vencido' })} className="rounded-full focus-visible:outline-2">
                    <Badge tone="red">{query.data.receivables.overdue} vencido(s)</Badge>
                  </Link>
                )}
              </p>
              <ul className="mt-3 divide-y divide-slate-100 text-sm dark:divide-slate-800">
                {query.data.receivables.next.map((t) => (
                  <li key={t.id} className="flex justify-between gap-3 py-1.5">
                    {/* The whole description, wrapped: a cut one cannot tell which fee is overdue. */}
                    <span className="min-w-0 break-words">
                      {transactionStatus(t, today) === 'vencido' && <Badge tone="red">vencido</Badge>} {formatDate(t.dueDate)} ·{' '}
                      <Link to={recordPath('finance', t.id)} className="text-brand-700 hover:underline dark:text-brand-300">
                        {t.description}
                      </Link>
                    </span>
                    {/* What is still to receive: a partly paid fee shows its remainder. */}
                    <span className="whitespace-nowrap tabular-nums">{formatBRL(t.openAmount)}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-3 flex flex-wrap items-baseline justify-between gap-x-3 border-t border-slate-100 pt-2 text-sm dark:border-slate-800">
                <span>
                  Este mês: recebido <span className="font-semibold tabular-nums">{formatBRL(query.data.receivables.thisMonth.received)}</span>, pago{' '}
                  <span className="font-semibold tabular-nums">{formatBRL(query.data.receivables.thisMonth.paid)}</span>
                </span>
                <Link to={pagePath('cashFlow')} className="text-brand-700 hover:underline dark:text-brand-300">
                  Fluxo de caixa
                </Link>
              </p>
            </Card>
          )}
          <Card title="Mensagens" icon="mail" action={<CardLink to={listPath('messages')}>Abrir caixa</CardLink>}>
            <p className="mb-2 text-sm">
              {query.data.messages.unread > 0 ? (
                <Link to={listPath('messages')} className="rounded-full focus-visible:outline-2">
                  <Badge tone="blue">
                    {query.data.messages.unread} {query.data.messages.unread === 1 ? 'não lida' : 'não lidas'}
                  </Badge>
                </Link>
              ) : (
                'Nenhuma mensagem nova.'
              )}
            </p>
            <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
              {query.data.messages.latest.map((m) => (
                <li key={m.id} className="py-1.5">
                  <Link
                    to={recordPath('messages', m.threadId)}
                    className={`text-brand-700 hover:underline dark:text-brand-300 ${m.unread ? 'font-semibold' : ''}`}
                  >
                    {m.subject}
                    {m.unread && <span className="sr-only"> (não lida)</span>}
                  </Link>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {m.lastFromName} · {formatDateTime(m.lastAt)}
                  </span>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      )}
    </>
  );
}
