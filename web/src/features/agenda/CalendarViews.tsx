import { Link } from 'react-router-dom';
import type { EventRecord, Listed } from '@office/domain';
import { formatDate, formatLongDate, formatTime, officeDate, type CalendarDate } from '@office/domain/dates';
import { EVENT_STATUS_LABELS } from '@office/domain/agenda-labels';
import { isPastDeadline } from '@office/domain/overdue';
import { recordPath } from '@office/domain/addresses';
import { daysBetween, visibleDays } from './agenda-view';
import { EVENT_KIND } from './events';

type Entry = Listed<EventRecord>;

/** Each kind's short mark, written on every chip: kinds never told apart by colour alone. */
const KIND_MARK: Record<EventRecord['kind'], string> = { audiencia: 'AUD', prazo: 'PRZ', reuniao: 'REU', diligencia: 'DIL', tarefa: 'TAR', atendimento: 'ATD' };
const KIND_EDGE: Record<EventRecord['kind'], string> = {
  audiencia: 'border-l-blue-600',
  prazo: 'border-l-red-600',
  reuniao: 'border-l-green-600',
  diligencia: 'border-l-amber-500',
  tarefa: 'border-l-slate-500',
  atendimento: 'border-l-teal-600',
};
const WEEKDAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];
const WEEKDAY_NAMES = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];

/** Entries by office day, in start order (all-day first). */
export function byDay(entries: readonly Entry[]): Map<CalendarDate, Entry[]> {
  const map = new Map<CalendarDate, Entry[]>();
  for (const e of entries) map.set(e.date, [...(map.get(e.date) ?? []), e]);
  for (const list of map.values()) list.sort((a, b) => Number(b.allDay) - Number(a.allDay) || a.startsAt.localeCompare(b.startsAt));
  return map;
}

/** One entry as a link: its kind's mark and edge, its time, title; late prazos in red, concluded ones muted, cancelled ones struck through. */
export function EntryChip({ entry: e, now, wide = false }: { entry: Entry; now: Date; wide?: boolean }) {
  const overdue = isPastDeadline(e, now);
  // Read as "Audiência, 14:00 Audiência de conciliação, concluído": the kind and state in words, the rest as shown.
  // `relative`: the sr-only spans are absolutely positioned; without a containing block here they sit past the
  // truncated chip, outside its clipping, and widen the page.
  return (
    <Link
      to={recordPath('agenda', e.id)}
      title={`${EVENT_KIND[e.kind]} · ${e.title}`}
      className={`relative block rounded border-l-4 px-1.5 py-0.5 text-xs ${wide ? 'break-words' : 'truncate'} hover:bg-slate-100 focus-visible:outline-2 dark:hover:bg-slate-800 ${KIND_EDGE[e.kind]} ${
        overdue ? 'bg-red-50 font-semibold text-red-800 dark:bg-red-950 dark:text-red-200' : 'bg-slate-50 dark:bg-slate-800/60'
      } ${e.status === 'concluido' ? 'text-slate-500 dark:text-slate-400' : e.status === 'cancelado' ? 'text-slate-500 line-through dark:text-slate-400' : ''} ${
        wide ? 'py-1.5' : ''
      }`}
    >
      <span className="sr-only">{EVENT_KIND[e.kind]}, </span>
      <span className="mr-1 font-mono text-[10px] font-semibold tracking-tight" aria-hidden="true">
        {KIND_MARK[e.kind]}
      </span>
      {e.allDay ? (
        <span className="sr-only">dia inteiro, </span>
      ) : (
        <span className={`mr-1 tabular-nums ${wide ? 'block' : ''}`}>
          {formatTime(e.startsAt)}
          {wide ? `–${formatTime(e.endsAt)}` : ''}{' '}
        </span>
      )}
      {e.title}
      {overdue ? (
        <>
          <span className="sr-only">, prazo vencido</span>
          <span className="ml-1" aria-hidden="true">
            · vencido
          </span>
        </>
      ) : (
        e.status !== 'aberto' && <span className="sr-only">, {EVENT_STATUS_LABELS[e.status].toLowerCase()}</span>
      )}
    </Link>
  );
}

/** Most chips a month cell shows before "+N": the day view has them all. */
const CELL_CHIPS = 3;

/** A month grid, Sunday to Saturday; each day's number opens that day, each chip its entry. */
export function MonthGrid({ date, entries, now, dayHref }: { date: CalendarDate; entries: readonly Entry[]; now: Date; dayHref: (d: CalendarDate) => string }) {
  const { first, last } = visibleDays('month', date);
  const days = daysBetween(first, last);
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  const grouped = byDay(entries);
  const month = date.slice(0, 7);
  const today = officeDate(now);
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">Agenda do mês, de domingo a sábado</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((w, i) => (
            <th key={w} scope="col" abbr={WEEKDAY_NAMES[i]} className="py-2 text-xs font-medium uppercase text-slate-600 dark:text-slate-400">
              {w}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((d) => {
              const list = grouped.get(d) ?? [];
              const outside = d.slice(0, 7) !== month;
              return (
                <td key={d} className={`h-28 border border-slate-200 p-1 align-top dark:border-slate-800 ${outside ? 'bg-slate-50 dark:bg-slate-900/40' : ''}`}>
                  <Link
                    to={dayHref(d)}
                    aria-label={`${formatLongDate(d)}${list.length ? `, ${list.length} ${list.length === 1 ? 'compromisso' : 'compromissos'}` : ''}`}
                    aria-current={d === today ? 'date' : undefined}
                    className={`mb-1 inline-flex size-7 items-center justify-center rounded-full text-xs tabular-nums hover:bg-slate-200 dark:hover:bg-slate-700 ${
                      d === today ? 'bg-brand-700 font-semibold text-white hover:bg-brand-800' : outside ? 'text-slate-500 dark:text-slate-400' : ''
                    }`}
                  >
                    {Number(d.slice(8))}
                  </Link>
                  {/* Phones: the count only; the day opens the list. */}
                  {list.length > 0 && (
                    <span className="ml-1 text-xs text-slate-600 sm:hidden dark:text-slate-400" aria-hidden="true">
                      {list.length}
                    </span>
                  )}
                  <div className="hidden flex-col gap-0.5 sm:flex">
                    {list.slice(0, CELL_CHIPS).map((e) => (
                      <EntryChip key={e.id} entry={e} now={now} />
                    ))}
                    {list.length > CELL_CHIPS && (
                      <Link to={dayHref(d)} className="px-1 text-xs text-brand-700 underline dark:text-brand-300">
                        +{list.length - CELL_CHIPS} mais
                      </Link>
                    )}
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Days as sections, each with its entries (the week view, and the day view with one day). */
export function DayColumns({
  first,
  last,
  entries,
  now,
  dayHref,
}: {
  first: CalendarDate;
  last: CalendarDate;
  entries: readonly Entry[];
  now: Date;
  dayHref?: (d: CalendarDate) => string;
}) {
  const grouped = byDay(entries);
  const days = daysBetween(first, last);
  const today = officeDate(now);
  return (
    <div className={`grid gap-3 ${days.length > 1 ? 'md:grid-cols-7' : ''}`}>
      {days.map((d) => {
        const list = grouped.get(d) ?? [];
        const weekday = new Date(`${d}T12:00:00Z`).getUTCDay();
        const title = `${WEEKDAY_NAMES[weekday]}, ${formatDate(d)}`;
        // A week's columns are narrow: "ter 24/11" on screen, the whole day for screen readers (the section's label).
        const shown = days.length > 1 ? `${WEEKDAYS[weekday]} ${formatDate(d).slice(0, 5)}` : title;
        return (
          <section
            key={d}
            aria-label={title}
            className={`min-w-0 rounded-lg border p-2 ${d === today ? 'border-brand-600 dark:border-brand-300' : 'border-slate-200 dark:border-slate-800'}`}
          >
            <h3 className="mb-2 text-xs font-semibold uppercase text-slate-600 dark:text-slate-400">
              {dayHref && days.length > 1 ? (
                <Link to={dayHref(d)} className="hover:underline" aria-current={d === today ? 'date' : undefined}>
                  {shown}
                </Link>
              ) : (
                shown
              )}
            </h3>
            {list.length === 0 ? (
              <p className="text-xs text-slate-500 dark:text-slate-400">Nada marcado.</p>
            ) : (
              <ul className="flex flex-col gap-1">
                {list.map((e) => (
                  <li key={e.id}>
                    <EntryChip entry={e} now={now} wide />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
