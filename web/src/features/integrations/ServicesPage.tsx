import { useQuery } from '@tanstack/react-query';
import { can } from '@office/domain/policy';
import { integrationQueries } from '../../api/integrations';
import { Icon } from '../../components/ui/Icon';
import { LoadError } from '../../components/ui/LoadError';
import { PageHeader } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { useSession } from '../../lib/session-context';
import { DatajudCard, type CardAccess } from './DatajudCard';
import { DjenCard } from './DjenCard';

/** While a run goes on (this person's or anyone's), the page asks again this often, so its end shows. */
const RUNNING_POLL_MS = 5_000;

/**
 * /services — Integrações: the two official CNJ sources the office reads, DataJud (andamentos) and the DJEN
 * (intimações): their configuration, "Sincronizar agora" and every run as it really went. Who writes
 * Integrações syncs; administrators change the configuration.
 */
export function ServicesPage() {
  const { me } = useSession();
  const query = useQuery({
    ...integrationQueries.overview(),
    refetchInterval: (q) => (q.state.data?.datajud.running || q.state.data?.djen.running ? RUNNING_POLL_MS : false),
  });
  const access: CardAccess = {
    canSync: can(me?.scopes, 'integrations', 'write'),
    admin: me?.admin === true,
    canOpenLawsuits: can(me?.scopes, 'lawsuits', 'read'),
  };

  return (
    <>
      <PageHeader
        title="Integrações"
        description="Fontes oficiais do CNJ que o escritório consulta: o DataJud, para os andamentos dos processos, e o DJEN, para as intimações."
      />
      {query.isPending && <Spinner />}
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && (
        <div className="flex flex-col gap-6">
          <DatajudCard view={query.data.datajud} access={access} />
          <DjenCard view={query.data.djen} teamOabs={query.data.teamOabs} termOwners={query.data.termOwners} access={access} />
          <aside className="flex items-start gap-3 rounded-xl border border-slate-200 px-4 py-3 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
            <Icon name="info" className="mt-0.5 size-4 shrink-0" />
            <p>
              A API Pública do DataJud é aberta, e seus termos permitem o uso dos dados exclusivamente para fins legais, não comerciais. O DJEN só responde a
              consultas feitas de endereços no Brasil: de fora do país, a sincronização falha.
            </p>
          </aside>
        </div>
      )}
    </>
  );
}
