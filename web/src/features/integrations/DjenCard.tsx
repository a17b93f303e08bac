import type { IntegrationsOverview, IntegrationView, TeamOab } from '@office/domain/integrations';
import { useSyncDjen } from '../../api/integrations';
import { useFormDialog } from '../../components/record/record-dialogs';
import { Button, Card, EmptyState } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import type { CardAccess } from './DatajudCard';
import { IntegrationFacts } from './IntegrationFacts';
import { LastRun } from './LastRun';
import { monitoredLabel, oabIdentity } from './oab';
import { OabListForm } from './OabListForm';
import { RunHistorySection } from './RunHistory';
import { runToast, syncFailureToast } from './run-summary';
import { SyncButton } from './SyncButton';

export const NO_OAB_HINT = 'Inclua ao menos uma inscrição na OAB para sincronizar.';

/** DJEN: the inscriptions whose communications the office reads, "Sincronizar agora", the runs. */
export function DjenCard({ view, teamOabs, access }: { view: IntegrationView; teamOabs: TeamOab[]; access: CardAccess }) {
  const toast = useToast();
  const openForm = useFormDialog();
  const sync = useSyncDjen();

  function runSync() {
    sync.mutateAsync({}).then(
      (run) => toast.show(runToast('djen', run)),
      (failure: unknown) => toast.show(syncFailureToast('djen', failure)),
    );
  }

  const edit = () =>
    openForm<IntegrationsOverview>({
      title: 'Inscrições monitoradas no DJEN',
      form: (close) => <OabListForm view={view} teamOabs={teamOabs} {...close} />,
      done: (saved) => {
        const n = saved.djen.oabs.length;
        return { summary: 'Inscrições salvas.', detail: n === 1 ? '1 inscrição monitorada.' : `${n} inscrições monitoradas.` };
      },
    });

  return (
    <Card title={view.name} icon="newspaper">
      <div className="flex flex-col gap-5">
        <IntegrationFacts view={view} />
        <section aria-labelledby="djen-oabs" className="flex flex-col gap-2">
          <h3 id="djen-oabs" className="font-semibold text-slate-800 dark:text-slate-100">
            Inscrições monitoradas
          </h3>
          {view.oabs.length === 0 ? (
            <EmptyState icon="newspaper" title="Nenhuma inscrição monitorada">
              {access.admin
                ? 'Use “Editar inscrições” para incluir as inscrições na OAB cujas intimações o escritório recebe.'
                : 'Um administrador precisa incluir as inscrições na OAB cujas intimações o escritório recebe.'}
            </EmptyState>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {view.oabs.map((oab) => (
                <li key={oabIdentity(oab)} className="break-words">
                  {monitoredLabel(oab)}
                </li>
              ))}
            </ul>
          )}
        </section>
        {(access.canSync || access.admin) && (
          <div className="flex flex-wrap items-start gap-3">
            {access.canSync && (
              <SyncButton
                busy={sync.isPending}
                running={view.running && !sync.isPending}
                blocked={view.oabs.length === 0 ? NO_OAB_HINT : null}
                onClick={runSync}
              />
            )}
            {access.admin && (
              <Button variant="secondary" icon="edit" onClick={() => void edit()}>
                Editar inscrições
              </Button>
            )}
          </div>
        )}
        <LastRun view={view} />
        <RunHistorySection integration="djen" recent={view.runs} canOpenLawsuits={access.canOpenLawsuits} />
      </div>
    </Card>
  );
}
