import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@office/domain/dates';
import { CORRECTION_STATUS_LABELS, type PortalCorrectionView } from '@office/domain/portal-corrections';
import { portalCorrectionQueries } from '../../api/portal-corrections';
import { useFormDialog } from '../../components/record/record-dialogs';
import { CorrectionResolveForm } from './CorrectionResolveForm';
import { Badge, Button, Card } from '../../components/ui/primitives';

const TONE = { aberto: 'amber', corrigido: 'green', recusado: 'slate' } as const;

/**
 * The client page's "Pedidos de correção (LGPD)": what the client asked from the portal to have corrected
 * (Lei 13.709/2018, art. 18, III), answered here "Corrigido" or "Recusado"; the client reads the answer on /portal.
 */
export function CorrectionRequestsCard({ clientId, canWrite }: { clientId: string; canWrite: boolean }) {
  const requests = useQuery(portalCorrectionQueries.list(clientId));
  const openForm = useFormDialog();
  const answer = (r: PortalCorrectionView) =>
    openForm<PortalCorrectionView>({
      title: 'Responder pedido de correção',
      size: 'md',
      form: (close) => <CorrectionResolveForm request={r} {...close} />,
      done: (saved) => ({ summary: 'Resposta enviada ao portal', detail: `${saved.field}: ${CORRECTION_STATUS_LABELS[saved.status]}` }),
    });
  const items = requests.data ?? [];
  return (
    <Card title="Pedidos de correção (LGPD)" icon="edit" className="lg:col-span-3">
      {items.length ? (
        <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {items.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <div className="w-full min-w-0 sm:w-auto sm:flex-1">
                <p className="font-medium">{r.field}</p>
                <p className="whitespace-pre-line wrap-anywhere">{r.text}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  Pedido por {r.requestedByName} em {formatDateTime(r.createdAt)}
                </p>
                {r.answer && r.answeredAt && (
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    Resposta de {r.answeredByName ?? 'Escritório'} em {formatDateTime(r.answeredAt)}: {r.answer}
                  </p>
                )}
              </div>
              <Badge tone={TONE[r.status]}>{CORRECTION_STATUS_LABELS[r.status]}</Badge>
              {canWrite && r.status === 'aberto' && (
                <Button variant="secondary" onClick={() => void answer(r)} aria-label={`Responder pedido de correção: ${r.field}`}>
                  Responder
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{requests.isPending ? 'Carregando…' : 'Nenhum pedido de correção deste cliente.'}</p>
      )}
    </Card>
  );
}
