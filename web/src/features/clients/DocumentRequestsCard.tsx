import { useQuery } from '@tanstack/react-query';
import { formatDate, formatDateTime } from '@office/domain/dates';
import { clientUploadLine, PORTAL_REQUEST_STATUS_LABELS, type PortalRequestView } from '@office/domain';
import { portalDocQueries, useCancelDocumentRequest } from '../../api/portal-docs';
import { useFormDialog } from '../../components/record/record-dialogs';
import { useDialog } from '../../components/ui/dialog';
import { Badge, Button, Card } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { messageOf } from '../../lib/error-message';
import { DocumentRequestForm } from './DocumentRequestForm';

const TONE = { aberto: 'amber', respondido: 'green', cancelado: 'slate' } as const;

/** The client page's "Documentos pedidos ao cliente": asked here, sent by the client from the portal, cancelled here. */
export function DocumentRequestsCard({
  clientId,
  canWrite,
  lawsuits,
}: {
  clientId: string;
  canWrite: boolean;
  lawsuits: readonly { id: string; label: string }[];
}) {
  const requests = useQuery(portalDocQueries.requests(clientId));
  const openForm = useFormDialog();
  const dialog = useDialog();
  const toast = useToast();
  const cancel = useCancelDocumentRequest();

  const ask = () =>
    openForm<PortalRequestView>({
      title: 'Solicitar documento ao cliente',
      size: 'md',
      form: (close) => <DocumentRequestForm clientId={clientId} lawsuits={lawsuits} {...close} />,
      done: (r) => ({ summary: 'Pedido enviado ao portal', detail: r.title }),
    });

  const end = async (r: PortalRequestView) => {
    const confirmed = await dialog.confirm({
      title: 'Cancelar pedido?',
      message: `O cliente deixa de ver "${r.title}" no portal.`,
      confirmLabel: 'Cancelar pedido',
      cancelLabel: 'Manter',
      tone: 'danger',
    });
    if (!confirmed) return;
    try {
      await cancel.mutateAsync({ id: r.id, expectedVersion: r.version });
      toast.show({ severity: 'success', summary: 'Pedido cancelado', detail: r.title });
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível cancelar', detail: messageOf(failure), life: 10000 });
    }
  };

  const items = requests.data ?? [];
  return (
    <Card
      title="Documentos pedidos ao cliente"
      icon="download"
      className="lg:col-span-3"
      action={
        canWrite && (
          <Button variant="secondary" icon="plus" onClick={() => void ask()}>
            Solicitar documento ao cliente
          </Button>
        )
      }
    >
      {items.length ? (
        <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {items.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <div className="w-full min-w-0 sm:w-auto sm:flex-1">
                <p className="font-medium wrap-anywhere">{r.title}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  Pedido por {r.createdByName} em {formatDateTime(r.createdAt)}
                  {r.dueDate ? ` · até ${formatDate(r.dueDate)}` : ''}
                  {r.lawsuitLabel ? ` · ${r.lawsuitLabel}` : ''}
                </p>
                {r.fileName && r.answeredAt && (
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {r.fileName}: {clientUploadLine(r.answeredByName ?? 'Cliente', r.answeredAt)}
                  </p>
                )}
              </div>
              <Badge tone={TONE[r.status]}>{PORTAL_REQUEST_STATUS_LABELS[r.status]}</Badge>
              {canWrite && r.status === 'aberto' && (
                <Button variant="secondary" disabled={cancel.isPending} onClick={() => void end(r)} aria-label={`Cancelar pedido ${r.title}`}>
                  Cancelar
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{requests.isPending ? 'Carregando…' : 'Nenhum documento pedido a este cliente.'}</p>
      )}
    </Card>
  );
}
