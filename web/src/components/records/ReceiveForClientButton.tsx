import type { ClientReceipt } from '@office/domain/client-money';
import { formatBRL } from '@office/domain/money';
import { useFormDialog } from '../record/record-dialogs';
import { Button } from '../ui/primitives';
import { ReceiveForClientForm } from './ReceiveForClientForm';

/**
 * "Receber em nome do cliente" (Financeiro writers): the receipt, the fee kept and the repasse, in one dialog.
 * From a lawsuit's page the movements are linked to that lawsuit.
 */
export function ReceiveForClientButton({ clientId, lawsuitId = null }: { clientId: string; lawsuitId?: string | null }) {
  const openForm = useFormDialog();
  const receive = () =>
    openForm<ClientReceipt>({
      title: 'Receber em nome do cliente',
      form: (close) => <ReceiveForClientForm clientId={clientId} lawsuitId={lawsuitId} {...close} />,
      done: (r) => ({
        summary: 'Recebimento registrado',
        detail: `Recebido ${formatBRL(r.received)}; honorários descontados ${formatBRL(r.fee)}; repasse ${formatBRL(r.repasse)}.`,
      }),
    });
  return (
    <Button variant="secondary" icon="wallet" onClick={() => void receive()}>
      Receber em nome do cliente
    </Button>
  );
}
