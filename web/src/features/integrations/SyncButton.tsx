import { useId } from 'react';
import { Icon } from '../../components/ui/Icon';
import { Button } from '../../components/ui/primitives';

/**
 * "Sincronizar agora": busy while this person's run goes on, unavailable while another one runs or when
 * there is nothing to sync (`blocked` says why, next to the button and as its description).
 */
export function SyncButton({ busy, running, blocked, onClick }: { busy: boolean; running: boolean; blocked: string | null; onClick: () => void }) {
  const hintId = useId();
  const hint = busy
    ? 'Pode levar alguns minutos. O resultado aparece num aviso e no histórico abaixo.'
    : running
      ? 'Já há uma sincronização em andamento.'
      : blocked;
  return (
    <div className="flex flex-col gap-1">
      <Button onClick={onClick} disabled={busy || running || blocked !== null} aria-describedby={hint ? hintId : undefined} className="self-start">
        {busy ? (
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
        ) : (
          <Icon name="refresh" className="size-4" />
        )}
        {busy ? 'Sincronizando…' : 'Sincronizar agora'}
      </Button>
      {hint && (
        <p id={hintId} className="max-w-sm text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}
