import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@office/domain/dates';
import { PORTAL_ACCOUNT_STATUS_LABELS, type ClientRecord, type Listed, type PortalAccountView } from '@office/domain';
import { portalQueries, useRevokePortalAccount } from '../../api/portal';
import { useFormDialog } from '../../components/record/record-dialogs';
import { useDialog } from '../../components/ui/dialog';
import { Badge, Button, Card } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { messageOf } from '../../lib/error-message';
import { PortalInviteForm } from './PortalInviteForm';

/** The client page's "Portal do cliente": who of this client may sign in to the portal, invited and revoked here. */
export function PortalAccessCard({ client, canWrite }: { client: Listed<ClientRecord>; canWrite: boolean }) {
  const accounts = useQuery(portalQueries.accounts(client.id));
  const openForm = useFormDialog();
  const dialog = useDialog();
  const toast = useToast();
  const revoke = useRevokePortalAccount();

  const invite = () =>
    openForm<PortalAccountView>({
      title: 'Convidar para o portal do cliente',
      size: 'md',
      form: (close) => <PortalInviteForm client={client} {...close} />,
      done: (a) => ({ summary: 'Convite enviado', detail: `${a.name} recebeu o link de acesso em ${a.email}.` }),
    });

  const end = async (account: PortalAccountView) => {
    const confirmed = await dialog.confirm({
      title: 'Revogar acesso ao portal?',
      message: `${account.name} deixa de entrar no portal a partir da próxima ação. Você pode convidar de novo depois.`,
      confirmLabel: 'Revogar',
      tone: 'danger',
    });
    if (!confirmed) return;
    try {
      await revoke.mutateAsync({ id: account.id, expectedVersion: account.version });
      toast.show({ severity: 'success', summary: 'Acesso revogado', detail: account.name });
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível revogar', detail: messageOf(failure), life: 10000 });
    }
  };

  const items = accounts.data?.items ?? [];
  return (
    <Card
      title="Portal do cliente"
      icon="users"
      className="lg:col-span-3"
      action={
        canWrite && (
          <Button variant="secondary" icon="plus" onClick={() => void invite()}>
            Convidar para o portal
          </Button>
        )
      }
    >
      {items.length ? (
        <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {items.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              {/* Its own line on a phone: squeezed beside the badge, a long address would break letter by letter. */}
              <span className="w-full min-w-0 wrap-anywhere sm:w-auto sm:flex-1">
                <span className="font-medium">{a.name}</span> · {a.email}
              </span>
              <span className="text-slate-600 dark:text-slate-400">Convite de {formatDateTime(a.invitedAt)}</span>
              <Badge tone={a.status === 'ativo' ? 'green' : 'slate'}>{PORTAL_ACCOUNT_STATUS_LABELS[a.status]}</Badge>
              {canWrite && a.status === 'ativo' && (
                <Button variant="secondary" disabled={revoke.isPending} onClick={() => void end(a)} aria-label={`Revogar acesso de ${a.name}`}>
                  Revogar
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{accounts.isPending ? 'Carregando…' : 'Ninguém deste cliente acessa o portal ainda.'}</p>
      )}
    </Card>
  );
}
