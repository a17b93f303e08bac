import { DATAJUD_PUBLIC_KEY } from '@office/domain/datajud';
import type { IntegrationsOverview, IntegrationView } from '@office/domain/integrations';
import { useSyncDatajud, useUpdateDatajud } from '../../api/integrations';
import { useFormDialog } from '../../components/record/record-dialogs';
import { useDialog } from '../../components/ui/dialog';
import { Icon } from '../../components/ui/Icon';
import { Button, Card } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { messageOf, isConflict } from '../../lib/error-message';
import { DATAJUD_CONFLICT, DatajudKeyForm } from './DatajudKeyForm';
import { IntegrationFacts } from './IntegrationFacts';
import { LastRun } from './LastRun';
import { RunHistorySection } from './RunHistory';
import { runToast, syncFailureToast } from './run-summary';
import { SyncButton } from './SyncButton';

export const KEY_REJECTED_ALERT =
  'O DataJud recusou a chave da API: o CNJ pode tê-la trocado. Um administrador deve informar a chave nova, publicada no wiki do DataJud.';

export interface CardAccess {
  /** Write access to Integrações: "Sincronizar agora". */
  canSync: boolean;
  /** Administrators change the configuration. */
  admin: boolean;
  canOpenLawsuits: boolean;
}

/** DataJud: the key in use (and whether CNJ refused it), "Sincronizar agora", the runs. */
export function DatajudCard({ view, access }: { view: IntegrationView; access: CardAccess }) {
  const dialog = useDialog();
  const toast = useToast();
  const openForm = useFormDialog();
  const sync = useSyncDatajud();
  const update = useUpdateDatajud();

  function runSync() {
    sync.mutateAsync().then(
      (run) => toast.show(runToast('datajud', run)),
      (failure: unknown) => toast.show(syncFailureToast('datajud', failure)),
    );
  }

  const changeKey = () =>
    openForm<IntegrationsOverview>({
      title: 'Alterar a chave do DataJud',
      form: (close) => <DatajudKeyForm view={view} {...close} />,
      done: { summary: 'Chave do DataJud salva.', detail: 'A próxima sincronização já usa a chave nova.' },
    });

  async function restorePublicKey() {
    const confirmed = await dialog.confirm({
      title: 'Restaurar a chave pública?',
      message: 'O DataJud volta a ser consultado com a chave pública que o CNJ publica no wiki, no lugar da chave informada pelo escritório.',
      confirmLabel: 'Restaurar chave pública',
      cancelLabel: 'Voltar',
    });
    if (!confirmed) return;
    update.mutateAsync({ expectedVersion: view.version, apiKey: DATAJUD_PUBLIC_KEY }).then(
      () => toast.show({ severity: 'success', summary: 'Chave pública do CNJ restaurada.' }),
      (failure: unknown) =>
        toast.show({
          severity: 'error',
          summary: 'A chave não foi alterada',
          detail: isConflict(failure) ? DATAJUD_CONFLICT : messageOf(failure),
          life: 10_000,
        }),
    );
  }

  return (
    <Card title={view.name} icon="scale">
      <div className="flex flex-col gap-5">
        <IntegrationFacts
          view={view}
          extra={{ label: 'Chave da API', value: view.usesPublicKey ? 'Chave pública do CNJ' : 'Chave informada pelo escritório' }}
        />
        {view.keyRejected && (
          <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            <Icon name="error" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0">{KEY_REJECTED_ALERT}</span>
          </p>
        )}
        {(access.canSync || access.admin) && (
          <div className="flex flex-wrap items-start gap-3">
            {access.canSync && <SyncButton busy={sync.isPending} running={view.running && !sync.isPending} blocked={null} onClick={runSync} />}
            {access.admin && (
              <>
                <Button variant="secondary" icon="lock" onClick={() => void changeKey()}>
                  Alterar chave
                </Button>
                {!view.usesPublicKey && (
                  <Button variant="secondary" icon="refresh" disabled={update.isPending} onClick={() => void restorePublicKey()}>
                    {update.isPending ? 'Restaurando…' : 'Restaurar chave pública'}
                  </Button>
                )}
              </>
            )}
          </div>
        )}
        <LastRun view={view} />
        <RunHistorySection integration="datajud" recent={view.runs} canOpenLawsuits={access.canOpenLawsuits} />
      </div>
    </Card>
  );
}
