import { useInfiniteQuery } from '@tanstack/react-query';
import type { Listed, MovementRecord } from '@office/domain';
import { lawsuitQueries, useSetMovementHidden } from '../../api/lawsuits';
import { useDialog } from '../../components/ui/dialog';
import { FormAlert } from '../../components/ui/form-fields';
import { Button, Card } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { AddMovement, EditMovement } from './MovementForms';
import { MovementTimeline } from './MovementTimeline';
import { SyncMovementsButton } from './SyncMovementsButton';
import { isConflict, messageOf } from '../../lib/error-message';
import { can } from '@office/domain/policy';
import { useSession } from '../../lib/session-context';
import { taskFromMovement } from '../../components/records/tasks/task-presets';
import { useNewTask } from '../../components/records/tasks/use-new-task';

/**
 * The lawsuit's andamentos: typed in here or imported from DataJud ("Atualizar andamentos", for lawsuits with a
 * CNJ number), newest first, a page at a time.
 */
export function MovementsCard({
  lawsuitId,
  hasCnj,
  canWrite,
  canReadAgenda,
}: {
  lawsuitId: string;
  hasCnj: boolean;
  canWrite: boolean;
  canReadAgenda: boolean;
}) {
  const dialog = useDialog();
  const toast = useToast();
  const movements = useInfiniteQuery(lawsuitQueries.movements(lawsuitId));
  const hiding = useSetMovementHidden();
  const { me } = useSession();
  const newTask = useNewTask();
  const writesAgenda = can(me?.scopes, 'agenda', 'write');
  const items = movements.data?.pages.flatMap((page) => page.items) ?? [];
  const total = movements.data?.pages.at(-1)?.total ?? 0;

  async function correct(movement: Listed<MovementRecord>) {
    // useUpdateMovement refreshes the list itself.
    await dialog.open<boolean>({ title: 'Corrigir andamento', content: (close) => <EditMovement movement={movement} close={close} /> });
  }

  async function setHidden(movement: Listed<MovementRecord>, hidden: boolean): Promise<boolean> {
    try {
      const saved = await hiding.mutateAsync({ lawsuitId, id: movement.id, expectedVersion: movement.version, hidden });
      toast.show({
        severity: 'success',
        summary: hidden ? 'Andamento ocultado.' : 'Andamento de volta na linha do tempo.',
        action: hidden ? { label: 'Desfazer', onClick: () => void setHidden(saved, false) } : undefined,
      });
      return true;
    } catch (failure) {
      const conflict = isConflict(failure);
      toast.show({
        severity: 'error',
        summary: hidden ? 'Não foi possível ocultar' : 'Não foi possível mostrar de novo',
        detail: conflict ? 'Outra pessoa alterou este andamento. A linha do tempo foi atualizada: confira e tente de novo.' : messageOf(failure),
        life: 10_000,
      });
      return false;
    }
  }

  return (
    <Card title="Andamentos" icon="clock" className="lg:col-span-2" action={canWrite && hasCnj ? <SyncMovementsButton lawsuitId={lawsuitId} /> : undefined}>
      {canWrite && <AddMovement lawsuitId={lawsuitId} />}
      <FormAlert message={movements.isError ? messageOf(movements.error) : null} />
      {movements.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Carregando…</p>
      ) : (
        <MovementTimeline
          movements={items}
          lawsuitId={lawsuitId}
          canWrite={canWrite}
          canReadAgenda={canReadAgenda}
          onCorrect={(m) => void correct(m)}
          onNewTask={writesAgenda ? (m) => void newTask(taskFromMovement(lawsuitId, m)) : undefined}
          onSetHidden={setHidden}
          pendingId={hiding.isPending ? hiding.variables.id : null}
        />
      )}
      {movements.hasNextPage && (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            aria-disabled={movements.isFetchingNextPage || undefined}
            onClick={() => {
              if (!movements.isFetchingNextPage) void movements.fetchNextPage();
            }}
          >
            {movements.isFetchingNextPage ? 'Carregando…' : 'Carregar mais'}
          </Button>
          <span className="text-sm text-slate-600 dark:text-slate-400">
            {items.length.toLocaleString('pt-BR')} de {total.toLocaleString('pt-BR')} andamentos
          </span>
        </div>
      )}
    </Card>
  );
}
