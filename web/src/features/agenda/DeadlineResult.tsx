import type { ReactNode } from 'react';
import type { DeadlineComputation, ExplainedDay } from '@office/domain';
import { formatDate, formatLongDate } from '@office/domain/dates';
import { DetailItem } from '../../components/ui/detail';
import { Card } from '../../components/ui/primitives';

const ROW_STYLE: Record<ExplainedDay['role'], string> = {
  marco: 'bg-slate-50 dark:bg-slate-800/60',
  publicacao: 'bg-slate-50 dark:bg-slate-800/60',
  contado: '',
  'nao-contado': 'text-slate-500 dark:text-slate-400',
  vencimento: 'bg-brand-100 font-semibold dark:bg-brand-800',
};

/** A table row: one day, or a run of consecutive days skipped for the same reason (a month of suspension is one row). */
interface Row {
  first: ExplainedDay;
  last: ExplainedDay;
  days: number;
}

function rowsOf(days: readonly ExplainedDay[]): Row[] {
  const rows: Row[] = [];
  for (const d of days) {
    const prev = rows.at(-1);
    if (prev && d.role === 'nao-contado' && prev.last.role === 'nao-contado' && prev.last.note === d.note && prev.last.act === d.act) {
      prev.last = d;
      prev.days++;
    } else rows.push({ first: d, last: d, days: 1 });
  }
  return rows;
}

/**
 * The computed prazo: the last day first, then the warnings, the basis, and every day from the trigger to it.
 * `action` goes under the last day (the calculator's "Salvar como prazo"); `title` names the first card.
 */
export function DeadlineResult({ result, action, title = 'Resultado' }: { result: DeadlineComputation; action?: ReactNode; title?: string }) {
  return (
    <div className="flex flex-col gap-6">
      <Card title={title} icon="calendar">
        <p className="text-sm text-slate-600 dark:text-slate-400">Último dia do prazo</p>
        <p className="text-2xl font-semibold" data-testid="deadline-last-day">
          {formatDate(result.lastDay)} <span className="text-base font-normal">({formatLongDate(result.lastDay).split(',')[0]})</span>
        </p>
        {action && <div className="mt-3">{action}</div>}
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          {result.publicationDay && (
            <DetailItem label={result.input.trigger === 'disponibilizacao' ? 'Publicação' : 'Intimação considerada feita'}>
              {formatDate(result.publicationDay)}
            </DetailItem>
          )}
          <DetailItem label="Primeiro dia contado">{formatDate(result.firstCountedDay)}</DetailItem>
          <DetailItem label="Dias contados">{result.countedDays}</DetailItem>
          <DetailItem label="Tribunal">
            {result.courtName}
            {result.input.comarca ? ` · ${result.input.comarca}` : ''}
          </DetailItem>
        </dl>
        <dl className="mt-3 text-sm">
          <DetailItem label="Fundamento">{result.legalBasis}</DetailItem>
        </dl>
        {result.warnings.length > 0 && (
          <div className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100" role="note" aria-label="Avisos">
            <p className="font-medium">Confira antes de confiar na data</p>
            <ul className="mt-1 list-disc pl-5">
              {result.warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </div>
        )}
        <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">Calendário forense versão {result.calendarVersion}</p>
      </Card>
      <Card title="Dia a dia" icon="clock">
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Contagem dia a dia, do marco inicial ao vencimento</caption>
            <thead className="text-xs text-slate-600 dark:text-slate-400">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Data
                </th>
                <th scope="col" className="hidden py-2 pr-3 sm:table-cell">
                  Dia
                </th>
                <th scope="col" className="py-2 pr-3">
                  Contagem
                </th>
                <th scope="col" className="py-2">
                  Fundamento
                </th>
              </tr>
            </thead>
            <tbody>
              {rowsOf(result.explanation).map(({ first, last, days }) => (
                <tr key={first.date} className={`border-t border-slate-100 dark:border-slate-800 ${ROW_STYLE[first.role]}`}>
                  <td className="py-1.5 pr-3 whitespace-nowrap tabular-nums">
                    {formatDate(first.date)}
                    {days > 1 && (
                      <>
                        {' '}
                        a<br />
                        {formatDate(last.date)}
                      </>
                    )}
                    {/* Phones drop the Dia column: the weekday goes under the date. */}
                    <span className="block text-xs sm:hidden">{days > 1 ? `${days} dias` : first.weekday.split('-')[0]}</span>
                  </td>
                  <td className="hidden py-1.5 pr-3 whitespace-nowrap sm:table-cell">{days > 1 ? `${days} dias` : first.weekday}</td>
                  <td className="py-1.5 pr-3">{first.note}</td>
                  <td className="py-1.5 text-xs">{first.act ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </div>
  );
}
