import { useQuery } from '@tanstack/react-query';
import { datajudAlias, grauLabel, type CourtInstance } from '@office/domain/datajud';
import { formatDate, formatDateTime } from '@office/domain/dates';
import type { CourtDataRecord, LawsuitRecord } from '@office/domain';
import { lawsuitQueries } from '../../api/lawsuits';
import { DetailItem } from '../../components/ui/detail';
import { FormAlert } from '../../components/ui/form-fields';
import { Badge, Card } from '../../components/ui/primitives';
import { messageOf } from '../../lib/error-message';

const TITLE = 'Dados do tribunal (DataJud)';

/** "api_publica_tre-sp" → "TRE-SP": the court whose index answered. */
function indexName(alias: string): string {
  return alias.replace(/^api_publica_/, '').toUpperCase();
}

function Instance({ instance }: { instance: CourtInstance }) {
  return (
    <section aria-label={grauLabel(instance.grau)} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <h3 className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-100">{grauLabel(instance.grau) || 'Grau não informado'}</h3>
      <dl className="grid gap-3 sm:grid-cols-2">
        <DetailItem label="Classe">{instance.className}</DetailItem>
        <DetailItem label="Órgão julgador">{instance.organ}</DetailItem>
        <DetailItem label="Sistema">{instance.system}</DetailItem>
        <DetailItem label="Formato">{instance.format}</DetailItem>
        <DetailItem label="Ajuizamento">{instance.filedAt ? formatDate(instance.filedAt) : ''}</DetailItem>
        <DetailItem label="Atualizado no tribunal em">{instance.updatedAt ? formatDateTime(instance.updatedAt) : ''}</DetailItem>
      </dl>
    </section>
  );
}

function Found({ data }: { data: CourtDataRecord }) {
  return (
    <>
      {data.instances.length > 0 && (
        <div className={`grid gap-4 ${data.instances.length > 1 ? 'lg:grid-cols-2' : ''}`}>
          {data.instances.map((instance, i) => (
            <Instance key={`${instance.grau}-${i}`} instance={instance} />
          ))}
        </div>
      )}
      <div className="mt-4">
        <h3 className="text-xs text-slate-500 uppercase dark:text-slate-400">Assuntos</h3>
        {data.subjects.length ? (
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {data.subjects.map((subject) => (
              <li key={subject}>
                <Badge>{subject}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-0.5">—</p>
        )}
      </div>
    </>
  );
}

/** The attempts that failed since the last good read: when, why, and that what shows below may be behind. */
function FailedAttempt({ failure }: { failure: NonNullable<CourtDataRecord['failure']> }) {
  return (
    <div role="status" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
      <p className="font-medium">
        Última tentativa falhou em {formatDateTime(failure.at)}
        {failure.count > 1 ? ` (${failure.count} tentativas seguidas)` : ''} — não sabemos se há andamentos novos.
      </p>
      <p className="mt-1 break-words">Motivo: {failure.reason}</p>
    </div>
  );
}

function NotFound() {
  return (
    <div className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
      <p className="font-medium">O DataJud não tem este processo.</p>
      <p className="mt-1">
        Na maioria das vezes o número traz o tribunal errado (os dígitos J.TR): confira o número e o tribunal do processo. Se estiverem certos, pode ser atraso
        do tribunal, que leva de 2 a 17 dias para enviar ao DataJud um processo novo ou seus movimentos; consulte de novo mais tarde.
      </p>
    </div>
  );
}

/**
 * What DataJud said of the lawsuit at its last check: per grau the class, system, format, órgão julgador and
 * filing date, and the subjects. "Nunca consultado" until a check happened; shown only for lawsuits DataJud
 * can find (with a CNJ number), or that it was asked about before.
 */
export function CourtDataCard({ lawsuit }: { lawsuit: Pick<LawsuitRecord, 'cnjDigits'> & { id: string } }) {
  const query = useQuery(lawsuitQueries.courtData(lawsuit.id));
  const data = query.data;
  if (!lawsuit.cnjDigits && !data) return null;
  const noIndex = lawsuit.cnjDigits !== null && !datajudAlias(lawsuit.cnjDigits);

  return (
    <Card title={TITLE} icon="building" className="lg:col-span-3">
      <FormAlert message={query.isError ? messageOf(query.error) : null} />
      {query.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Carregando…</p>
      ) : !data ? (
        <div className="text-sm text-slate-600 dark:text-slate-400">
          <p className="font-medium text-slate-800 dark:text-slate-100">Nunca consultado</p>
          <p className="mt-1">
            {noIndex
              ? 'O tribunal deste processo (STF ou conselho) não tem índice no DataJud.'
              : 'A consulta diária do escritório ou “Atualizar andamentos” traz o que o tribunal informa: classe, órgão julgador, assuntos e andamentos.'}
          </p>
        </div>
      ) : (
        <>
          {data.failure && <FailedAttempt failure={data.failure} />}
          {data.checkedAt === null ? (
            <p className="text-sm font-medium text-slate-800 dark:text-slate-100">Nenhuma consulta ao DataJud deu certo ainda.</p>
          ) : (
            <>
              <p className="mb-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
                {data.status === 'encontrado' ? <Badge tone="green">Encontrado</Badge> : <Badge tone="amber">Não encontrado</Badge>}
                <span>Última consulta em {formatDateTime(data.checkedAt)}</span>
                <span aria-hidden="true">·</span>
                <span>Índice {indexName(data.alias)}</span>
                {data.importedCount > 0 && (
                  <>
                    <span aria-hidden="true">·</span>
                    <span>{data.importedCount === 1 ? '1 andamento importado' : `${data.importedCount.toLocaleString('pt-BR')} andamentos importados`}</span>
                  </>
                )}
              </p>
              {data.status === 'encontrado' ? <Found data={data} /> : <NotFound />}
            </>
          )}
        </>
      )}
    </Card>
  );
}
