import { useQuery } from '@tanstack/react-query';
import { formatDate, formatDateTime } from '@office/domain/dates';
import type { PortalCaseSummary } from '@office/domain/portal-cases';
import { portalCaseQueries } from '../../api/portal-cases';
import { Spinner } from '../../components/ui/Spinner';
import { messageOf } from '../../lib/error-message';
import { PortalNoticesToggle } from './PortalNoticesToggle';

const MUTED = 'text-sm text-slate-600 dark:text-slate-400';
const PARTS = [
  ['happened', 'O que aconteceu'],
  ['next', 'O que vem agora'],
  ['needed', 'O que precisamos de você'],
] as const;

/** One lawsuit's published updates, newest first, each in its three parts. */
function Timeline({ lawsuitId }: { lawsuitId: string }) {
  const timeline = useQuery(portalCaseQueries.timeline(lawsuitId));
  if (timeline.isPending) return <Spinner label="Carregando as atualizações…" />;
  if (timeline.isError) return <p className={MUTED}>{messageOf(timeline.error)}</p>;
  const updates = timeline.data.updates;
  if (updates.length === 0) return <p className={MUTED}>O escritório ainda não publicou atualizações deste processo.</p>;
  return (
    <ol className="flex flex-col gap-4" aria-label="Atualizações do processo">
      {updates.map((u) => (
        <li key={u.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <p className="text-sm font-semibold">Atualização de {formatDateTime(u.publishedAt)}</p>
          <dl className="mt-2 flex flex-col gap-2">
            {PARTS.map(([key, label]) => (
              <div key={key}>
                <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
                <dd className="whitespace-pre-line wrap-anywhere">{u[key]}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}

/** One lawsuit as the client reads it: what it is, where, who the parties are, its status in words. */
function CaseCard({ c }: { c: PortalCaseSummary }) {
  const headingId = `processo-${c.lawsuitId}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-slate-100 pt-4 first:border-0 first:pt-0 dark:border-slate-800">
      <div>
        <h3 id={headingId} className="font-semibold wrap-anywhere">
          {c.title}
        </h3>
        {c.number && <p className={MUTED}>Processo nº {c.number}</p>}
        <p className={MUTED}>{c.court}</p>
      </div>
      <p>
        <span className="font-medium">Situação: {c.status}.</span> {c.statusHint}
      </p>
      <p className="text-sm wrap-anywhere">
        <span className="font-medium">Partes: </span>
        {c.parties.map((p) => `${p.name} (${p.role})`).join('; ')}
      </p>
      {c.lastUpdateAt && <p className={MUTED}>Última atualização em {formatDate(c.lastUpdateAt)}.</p>}
      <Timeline lawsuitId={c.lawsuitId} />
    </article>
  );
}

/**
 * "Seus processos": the client's lawsuits the office opened to the portal, with the updates the lawyer published
 * in plain words. Raw andamentos, intimações and the office's notes never come here.
 */
export function PortalCasesSection() {
  const cases = useQuery(portalCaseQueries.mine());
  return (
    <>
      <section aria-labelledby="seus-processos" className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-900">
        <h2 id="seus-processos" className="text-lg font-semibold">
          Seus processos
        </h2>
        {cases.isPending && <Spinner label="Carregando seus processos…" />}
        {cases.isError && <p className={MUTED}>{messageOf(cases.error)}</p>}
        {cases.data?.items.length === 0 && (
          <p className={MUTED}>Nenhum processo foi aberto para você no portal ainda. O escritório abre cada processo quando houver novidades para mostrar.</p>
        )}
        {cases.data?.items.map((c) => (
          <CaseCard key={c.lawsuitId} c={c} />
        ))}
      </section>
      <PortalNoticesToggle />
    </>
  );
}
