import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, formatDateTime, formatTime, officeDate } from '@office/domain/dates';
import { transactionStatus } from '@office/domain/finance-labels';
import { formatBRL } from '@office/domain/money';
import type { EventRecord, Listed, PrazoReviewRecord } from '@office/domain';
import { EVENT_KIND_LABELS as EVENT_KIND } from '@office/domain/agenda-labels';
import { dashboardQueries } from '../../api/dashboard';
import { Badge, Card, PageHeader } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { useSession } from '../../lib/session-context';

const STATUS_LABEL = { ativo: 'Ativos', suspenso: 'Suspensos', arquivado: 'Arquivados', encerrado: 'Encerrados' } as const;

/** Which of a prazo's dates a list is ordered by and shows first. */
type PrazoDate = 'fatal' | 'interno';

function EventList({ events, empty, by }: { events: Listed<EventRecord>[]; empty: string; by?: PrazoDate }) {
  if (events.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
      {events.map((e) => {
        const internal = e.prazo && e.prazo.internalDate < e.prazo.fatalDate ? e.prazo.internalDate : null;
        const shown = by === 'interno' && internal ? internal : e.date;
        const other =
          by === 'interno' ? (internal ? `fatal ${formatDate(e.date)}` : 'interno no dia fatal') : internal ? `interno ${formatDate(internal)}` : '';
        return (
          <li key={e.id} className="flex items-start gap-3 py-2">
            <span className="w-20 shrink-0 text-sm tabular-nums text-slate-600 dark:text-slate-400">
              {by ? formatDate(shown) : e.allDay ? 'dia todo' : formatTime(e.startsAt)}
            </span>
            <div className="min-w-0">
              <Link to={`/events/${e.id}`} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                {e.title}
              </Link>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {EVENT_KIND[e.kind]}
                {other ? ` · ${other}` : ''}
                {e.location ? ` · ${e.location}` : ''}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Próximos prazos, by the internal date the office works to (the default) or by the fatal date. */
function NextDeadlines({ byFatal, byInternal }: { byFatal: Listed<EventRecord>[]; byInternal: Listed<EventRecord>[] }) {
  const [by, setBy] = useState<PrazoDate>('interno');
  const option = (value: PrazoDate, label: string) => (
    <button
      type="button"
      aria-pressed={by === value}
      onClick={() => setBy(value)}
      className={`rounded-md px-3 py-1 text-xs font-medium ${by === value ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-slate-100' : 'text-slate-700 hover:text-slate-900 dark:text-slate-300'}`}
    >
      {label}
    </button>
  );
  return (
    <>
      <div role="group" aria-label="Ordenar os prazos pelo" className="mb-2 inline-flex rounded-lg bg-slate-100 p-0.5 dark:bg-slate-800">
        {option('interno', 'Prazo interno')}
        {option('fatal', 'Prazo fatal')}
      </div>
      <EventList events={by === 'interno' ? byInternal : byFatal} empty="Nenhum prazo pela frente." by={by} />
    </>
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
          <Link to={`/events/${r.id}`} className="block text-sm hover:underline">
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

/** `/`: what the person can see today, one card per readable section. */
export function DashboardPage() {
  const { me } = useSession();
  const query = useQuery(dashboardQueries.summary());
  const first = (me?.name ?? '').split(' ')[0];
  const today = officeDate();
  const overdue = query.data?.overdueDeadlines;
  const reviews = query.data?.prazoReviews;

  return (
    <>
      <PageHeader title={`Olá, ${first}`} description="Resumo do dia no escritório." />
      {query.isPending && <Spinner />}
      {query.isError && <p role="alert">{query.error.message}</p>}
      {query.data && (
        <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {query.data.agendaToday && (
            <Card
              title="Agenda de hoje"
              icon="calendar"
              action={
                <Link to="/events" className="text-sm text-brand-700 hover:underline dark:text-brand-300">
                  Ver agenda
                </Link>
              }
            >
              <EventList events={query.data.agendaToday} empty="Nenhum compromisso hoje." />
            </Card>
          )}
          {query.data.deadlines && (
            <Card title="Próximos prazos" icon="clock">
              {overdue && overdue.count > 0 && (
                <Notice tone="red" heading={overdue.count === 1 ? '1 prazo vencido sem conclusão' : `${overdue.count} prazos vencidos sem conclusão`}>
                  <EventList events={overdue.latest} empty="" by="fatal" />
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
              <NextDeadlines byFatal={query.data.deadlines} byInternal={query.data.internalDeadlines ?? []} />
            </Card>
          )}
          {query.data.lawsuits && (
            <Card
              title="Processos"
              icon="scale"
              action={
                <Link to="/lawsuits" className="text-sm text-brand-700 hover:underline dark:text-brand-300">
                  Ver processos
                </Link>
              }
            >
              <ul className="grid grid-cols-2 gap-3">
                {(Object.keys(STATUS_LABEL) as (keyof typeof STATUS_LABEL)[]).map((s) => (
                  <li key={s}>
                    <Link
                      to={`/lawsuits?status=${s}`}
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
                  to="/lawsuits?semPrazo=1"
                  className="mt-3 flex items-center justify-between rounded-xl px-3 py-2 text-sm hover:bg-brand-50 focus-visible:outline-2 dark:hover:bg-slate-800"
                >
                  <span>Ativos sem prazo aberto</span>
                  <span className="font-semibold tabular-nums">{query.data.lawsuits.withoutOpenPrazo}</span>
                </Link>
              )}
            </Card>
          )}
          {query.data.receivables && (
            <Card
              title="Contas a receber"
              icon="wallet"
              action={
                <Link to="/transactions" className="text-sm text-brand-700 hover:underline dark:text-brand-300">
                  Ver financeiro
                </Link>
              }
            >
              <p className="text-2xl font-semibold tabular-nums">{formatBRL(query.data.receivables.totalCentavos)}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {query.data.receivables.count} em aberto, vencidos ou a vencer em 30 dias{' '}
                {query.data.receivables.overdue > 0 && (
                  <Link to="/transactions?type=receita&status=vencido" className="rounded-full focus-visible:outline-2">
                    <Badge tone="red">{query.data.receivables.overdue} vencido(s)</Badge>
                  </Link>
                )}
              </p>
              <ul className="mt-3 divide-y divide-slate-100 text-sm dark:divide-slate-800">
                {query.data.receivables.next.map((t) => (
                  <li key={t.id} className="flex justify-between gap-3 py-1.5">
                    <span className="min-w-0 truncate">
                      {transactionStatus(t, today) === 'vencido' && <Badge tone="red">vencido</Badge>} {formatDate(t.dueDate)} ·{' '}
                      <Link to={`/transactions/${t.id}`} className="text-brand-700 hover:underline dark:text-brand-300">
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
                <Link to="/transactions/cash-flow" className="text-brand-700 hover:underline dark:text-brand-300">
                  Fluxo de caixa
                </Link>
              </p>
            </Card>
          )}
          <Card
            title="Mensagens"
            icon="mail"
            action={
              <Link to="/messages" className="text-sm text-brand-700 hover:underline dark:text-brand-300">
                Abrir caixa
              </Link>
            }
          >
            <p className="mb-2 text-sm">
              {query.data.messages.unread > 0 ? (
                <Link to="/messages" className="rounded-full focus-visible:outline-2">
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
                  <Link to={`/messages/${m.threadId}`} className={`text-brand-700 hover:underline dark:text-brand-300 ${m.unread ? 'font-semibold' : ''}`}>
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
