import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CourtDataStatus } from '@office/domain/office-calendar';
import { searchKey } from '@office/domain/text';
import { courtCalendarQueries } from '../../api/court-calendar';
import { Badge, Card, TextInput } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { messageOf } from '../../lib/error-message';

const LINK = 'text-brand-700 underline dark:text-brand-300';

function Source({ act, source }: { act: string; source: string | null }) {
  return source ? (
    <a href={source} target="_blank" rel="noreferrer noopener" className={`${LINK} break-words`}>
      {act}
    </a>
  ) : (
    <span className="break-words">{act}</span>
  );
}

/** One court: each year confirmed by its act or foreseen, and the rules that close it every year. */
function CourtRow({ court }: { court: CourtDataStatus }) {
  return (
    <li className="flex min-w-0 flex-col gap-1 py-3">
      <p className="font-medium">
        {court.id} <span className="font-normal text-slate-600 dark:text-slate-400">· {court.name}</span>
      </p>
      <ul className="flex flex-col gap-1 text-sm" aria-label={`Anos de ${court.id}`}>
        {court.years.map((y) => (
          <li key={y.year} className="flex min-w-0 flex-wrap items-center gap-x-2">
            <span className="tabular-nums">{y.year}</span>
            {y.confirmed ? (
              <>
                <Badge tone="green">confirmado</Badge>
                <Source act={y.confirmed.act} source={y.confirmed.source} />
              </>
            ) : (
              <>
                <Badge tone="amber">previsto</Badge>
                <span className="text-slate-600 dark:text-slate-400">
                  {y.daysRead > 0 ? `ato do ano lido em parte (${y.daysRead} ${y.daysRead === 1 ? 'fechamento' : 'fechamentos'})` : 'ato do ano não cadastrado'}
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <span className="text-slate-600 dark:text-slate-400">Todo ano: </span>
        {court.rules.map((r, i) => (
          <span key={`${r.act}|${r.source}`}>
            {i > 0 && '; '}
            <Source act={r.act} source={r.source} />
          </span>
        ))}
        {court.rulesAbsent && <span className="block text-slate-600 dark:text-slate-400">{court.rulesAbsent}</span>}
      </p>
    </li>
  );
}

/**
 * What the calculator knows of each court: a year is "confirmado" when the court's whole calendar act for it was
 * read, else "previsto" (its usual closures are assumed and every prazo there says so); the rules that close it
 * every year come with their acts. A closure the data lacks is added above, as the office's own.
 */
export function CourtDataCard() {
  const status = useQuery(courtCalendarQueries.status());
  const [filter, setFilter] = useState('');
  const wanted = searchKey(filter.trim());
  const courts = (status.data ?? []).filter((c) => !wanted || searchKey(`${c.id} ${c.name} ${c.segment}`).includes(wanted));
  const confirmed = (status.data ?? []).filter((c) => c.years[0]?.confirmed).length;
  return (
    <Card title="Calendários dos tribunais" icon="scale">
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        “Confirmado”: o calendário do ano foi lido no ato do próprio tribunal. “Previsto”: valem os fechamentos habituais e o cálculo avisa em cada prazo; se o
        tribunal publicou o ato, inclua acima os dias que faltarem, com o número e o endereço do ato.
      </p>
      {status.isPending ? (
        <Spinner />
      ) : status.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {messageOf(status.error)}
        </p>
      ) : (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor="court-data-filter" className="text-sm font-medium">
              Buscar tribunal
            </label>
            <TextInput id="court-data-filter" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="Ex.: TJRJ, trabalho, 4ª Região" />
          </div>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" role="status">
            {`${courts.length} de ${status.data.length} tribunais · ${confirmed} com ${status.data[0]?.years[0]?.year ?? ''} confirmado`}
          </p>
          <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label="Situação dos calendários dos tribunais">
            {courts.map((c) => (
              <CourtRow key={c.id} court={c} />
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
