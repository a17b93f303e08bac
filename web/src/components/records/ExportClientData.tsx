import { useNavigate } from 'react-router-dom';
import { pagePath } from '@office/domain/addresses';
import { useStartExport } from '../../api/exports';
import { messageOf } from '../../lib/error-message';
import { useSession } from '../../lib/session-context';
import { Button } from '../ui/primitives';
import { useToast } from '../ui/toast';

/**
 * The client page's "Exportar dados (LGPD)": an archive of this client's own data only, for the titular's request
 * for portability (Lei 13.709/2018, art. 18, V). Administrators only, like every export.
 */
export function ExportClientData({ clientId, clientName }: { clientId: string; clientName: string }) {
  const { me } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const start = useStartExport();
  if (!me?.admin) return null;
  const run = () =>
    start.mutate(
      { scope: 'cliente', clientId },
      {
        onSuccess: () =>
          toast.show({
            severity: 'success',
            summary: 'Exportação iniciada',
            detail: `Os dados de ${clientName} ficam prontos em instantes; avisaremos nas notificações.`,
            action: { label: 'Ver exportações', onClick: () => void navigate(pagePath('exports')) },
          }),
        onError: (failure) => toast.show({ severity: 'error', summary: 'Exportação não iniciada', detail: messageOf(failure) }),
      },
    );
  return (
    <Button variant="secondary" icon="download" disabled={start.isPending} onClick={run}>
      Exportar dados (LGPD)
    </Button>
  );
}
