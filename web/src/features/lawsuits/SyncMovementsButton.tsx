import { useSyncMovements } from '../../api/lawsuits';
import { Button } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { messageOf } from '../../lib/error-message';
import { syncOutcome } from './sync-outcome';

/**
 * "Atualizar andamentos": this lawsuit's movements from DataJud, now. The query can take up to a minute; the
 * button says so meanwhile (and keeps its focus), and a toast tells what came of it.
 */
export function SyncMovementsButton({ lawsuitId }: { lawsuitId: string }) {
  const sync = useSyncMovements();
  const toast = useToast();
  const busy = sync.isPending;

  async function run() {
    if (busy) return;
    try {
      toast.show(syncOutcome(await sync.mutateAsync({ lawsuitId })));
    } catch (failure) {
      // Refusals name their reason in fields._ (no CNJ number; a tribunal without a DataJud index).
      toast.show({ severity: 'error', summary: 'Não foi possível atualizar os andamentos', detail: messageOf(failure), life: 10_000 });
    }
  }

  return (
    <Button
      variant="secondary"
      icon={busy ? undefined : 'refresh'}
      aria-label={busy ? 'Consultando o DataJud…' : 'Atualizar andamentos'}
      aria-disabled={busy || undefined}
      className="shrink-0 aria-disabled:cursor-wait aria-disabled:opacity-80"
      title="Consulta o DataJud (CNJ) e importa os andamentos novos deste processo. Pode levar alguns minutos se o tribunal estiver lento."
      onClick={() => void run()}
    >
      {busy && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />}
      {/* On a phone the card's header has room for the verb only; the name (aria-label) stays whole. */}
      <span>
        {busy ? 'Consultando' : 'Atualizar'}
        <span className="max-sm:hidden">{busy ? ' o DataJud' : ' andamentos'}</span>
        {busy && '…'}
      </span>
    </Button>
  );
}
