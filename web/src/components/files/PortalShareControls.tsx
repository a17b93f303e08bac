import { useQuery } from '@tanstack/react-query';
import type { FileEntry } from '@office/domain';
import { formatDateTime } from '@office/domain/dates';
import { portalDocQueries, useShareFile, useUnshareFile } from '../../api/portal-docs';
import { isConflict, messageOf } from '../../lib/error-message';
import { useDialog } from '../ui/dialog';
import { Badge, Button } from '../ui/primitives';
import { useToast } from '../ui/toast';

/**
 * A file row's "Compartilhar com o cliente" (portal do cliente): the version on screen is what the client gets; a
 * later version shows as not shared until shared again. A lawsuit under segredo de justiça asks first.
 */
export function PortalShareControls({ folder, file, canWrite, secret }: { folder: string; file: FileEntry; canWrite: boolean; secret: boolean }) {
  const shares = useQuery(portalDocQueries.shares(folder));
  const share = useShareFile(folder);
  const unshare = useUnshareFile(folder);
  const dialog = useDialog();
  const toast = useToast();
  const current = shares.data?.find((s) => s.path === file.path) ?? null;
  const upToDate = current?.fileVersion === file.version;

  async function onShare() {
    if (
      secret &&
      !(await dialog.confirm({
        title: 'Compartilhar arquivo de processo em segredo de justiça?',
        message: `O cliente poderá baixar ${file.name} (versão ${file.version}) pelo portal. Confirme que ele pode recebê-lo.`,
        confirmLabel: 'Compartilhar',
      }))
    )
      return;
    try {
      await share.mutateAsync({ path: file.path, fileVersion: file.version, expectedVersion: current?.version ?? null, confirmSecret: secret });
      toast.show({ severity: 'success', summary: 'Compartilhado com o cliente', detail: `${file.name} (versão ${file.version})` });
    } catch (failure) {
      toast.show({
        severity: 'error',
        summary: isConflict(failure) ? 'O compartilhamento mudou' : 'Não foi possível compartilhar',
        detail: messageOf(failure),
      });
    }
  }

  async function onUnshare() {
    if (!current) return;
    const confirmed = await dialog.confirm({
      title: 'Deixar de compartilhar?',
      message: `O cliente deixa de ver ${file.name} no portal.`,
      confirmLabel: 'Deixar de compartilhar',
      tone: 'danger',
    });
    if (!confirmed) return;
    try {
      await unshare.mutateAsync({ id: current.id, expectedVersion: current.version });
      toast.show({ severity: 'success', summary: 'Não compartilhado mais', detail: file.name });
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível deixar de compartilhar', detail: messageOf(failure) });
    }
  }

  const busy = share.isPending || unshare.isPending;
  return (
    <>
      {current && (
        <span title={`Compartilhado por ${current.sharedByName} em ${formatDateTime(current.sharedAt)}`}>
          <Badge tone="green">{`Cliente vê a versão ${current.fileVersion}`}</Badge>
        </span>
      )}
      {canWrite && !upToDate && (
        <Button
          variant="ghost"
          icon="users"
          disabled={busy || shares.isPending}
          aria-label={`${current ? 'Compartilhar esta versão' : 'Compartilhar com o cliente'}: ${file.name}`}
          onClick={() => void onShare()}
        >
          {current ? 'Compartilhar esta versão' : 'Compartilhar com o cliente'}
        </Button>
      )}
      {canWrite && current && (
        <Button variant="ghost" disabled={busy} aria-label={`Deixar de compartilhar ${file.name}`} onClick={() => void onUnshare()}>
          Deixar de compartilhar
        </Button>
      )}
    </>
  );
}
