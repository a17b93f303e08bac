import { djenOabKey } from '@office/domain/djen';
import type { IntegrationsOverview, IntegrationView, TeamOab, TermOwner } from '@office/domain/integrations';
import { useSyncDjen } from '../../api/integrations';
import { useFormDialog } from '../../components/record/record-dialogs';
import { Button, Card, EmptyState } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import type { CardAccess } from './DatajudCard';
import { IntegrationFacts } from './IntegrationFacts';
import { LastRun } from './LastRun';
import { monitoredLabel, oabIdentity } from './oab';
import { OabListForm } from './OabListForm';
import { TermListForm } from './TermListForm';
import { healthText, ownerText, termIdentity, termLabel } from './terms';
import { RunHistorySection } from './RunHistory';
import { runToast, syncFailureToast } from './run-summary';
import { SyncButton } from './SyncButton';

export const NO_OAB_HINT = 'Inclua ao menos uma inscrição na OAB ou um termo para sincronizar.';

/** One inscription's or term's last read, under its name. */
function StatusLine({ health }: { health: IntegrationView['targets'][string] | undefined }) {
  const { text, failing } = healthText(health);
  return <p className={`text-xs ${failing ? 'font-medium text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}`}>{text}</p>;
}

/** DJEN: the inscriptions and terms whose communications the office reads, "Sincronizar agora", the runs. */
export function DjenCard({
  view,
  teamOabs,
  termOwners = [],
  access,
}: {
  view: IntegrationView;
  teamOabs: TeamOab[];
  termOwners?: TermOwner[];
  access: CardAccess;
}) {
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
      form: (close) => <OabListForm view={view} teamOabs={teamOabs} owners={termOwners} {...close} />,
      done: (saved) => {
        const n = saved.djen.oabs.length;
        return { summary: 'Inscrições salvas.', detail: n === 1 ? '1 inscrição monitorada.' : `${n} inscrições monitoradas.` };
      },
    });

  const editTerms = () =>
    openForm<IntegrationsOverview>({
      title: 'Termos monitorados no DJEN',
      form: (close) => <TermListForm view={view} owners={termOwners} {...close} />,
      done: (saved) => {
        const n = saved.djen.terms.length;
        return { summary: 'Termos salvos.', detail: n === 1 ? '1 termo monitorado.' : `${n} termos monitorados.` };
      },
    });
  const terms = view.terms;
  const targets = view.targets;

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
                  {oab.ownerId && <p className="text-xs text-slate-600 dark:text-slate-400">{ownerText(oab.ownerId, termOwners)}</p>}
                  <StatusLine health={targets[djenOabKey(oab.uf, oab.number)]} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="djen-terms" className="flex flex-col gap-2">
          <h3 id="djen-terms" className="font-semibold text-slate-800 dark:text-slate-100">
            Termos monitorados
          </h3>
          {terms.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Nenhum nome ou texto monitorado. Nomes de advogados, de clientes (partes) e textos como um CNPJ encontram publicações que omitem ou erram a OAB.
            </p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {terms.map((t) => (
                <li key={termIdentity(t)} className="break-words">
                  {termLabel(t)}
                  {t.variants.length > 0 && <span className="text-slate-600 dark:text-slate-400"> (também: {t.variants.join('; ')})</span>}
                  <p className="text-xs text-slate-600 dark:text-slate-400">{ownerText(t.ownerId, termOwners)}</p>
                  <StatusLine health={targets[termIdentity(t)]} />
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
                blocked={view.oabs.length === 0 && terms.length === 0 ? NO_OAB_HINT : null}
                onClick={runSync}
              />
            )}
            {access.admin && (
              <Button variant="secondary" icon="edit" onClick={() => void edit()}>
                Editar inscrições
              </Button>
            )}
            {access.admin && (
              <Button variant="secondary" icon="edit" onClick={() => void editTerms()}>
                Editar termos
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
