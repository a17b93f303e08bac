import { useQuery } from '@tanstack/react-query';
import type { StaffPortalThreadView } from '@office/domain/portal-messages';
import { portalMessageQueries, useMarkClientMessagesRead, useReplyPortalMessage } from '../../api/portal-messages';
import { ConversationMessages, MessageComposer } from '../../components/records/PortalConversation';
import { Badge, Button, Card } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { messageOf } from '../../lib/error-message';

function Thread({ lawsuitId, thread, canAnswer }: { lawsuitId: string; thread: StaffPortalThreadView; canAnswer: boolean }) {
  const reply = useReplyPortalMessage();
  const markRead = useMarkClientMessagesRead();
  const toast = useToast();
  const read = async () => {
    try {
      await markRead.mutateAsync({ lawsuitId, clientId: thread.clientId });
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível marcar como lidas', detail: messageOf(failure), life: 10000 });
    }
  };
  return (
    <li className="flex flex-col gap-3 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium wrap-anywhere">{thread.clientName}</h3>
        {thread.unread > 0 && (
          <span className="flex items-center gap-2">
            <Badge tone="blue">{thread.unread === 1 ? '1 não lida' : `${thread.unread} não lidas`}</Badge>
            <Button variant="secondary" disabled={markRead.isPending} onClick={() => void read()}>
              Marcar como lidas
            </Button>
          </span>
        )}
      </div>
      <ConversationMessages messages={thread.messages} me="escritorio" empty="O cliente ainda não escreveu sobre este processo." />
      {canAnswer && (
        <MessageComposer
          id={`resposta-${thread.clientId}`}
          label={`Responder a ${thread.clientName}`}
          send={(text) => reply.mutateAsync({ lawsuitId, clientId: thread.clientId, text })}
        />
      )}
    </li>
  );
}

/**
 * The lawsuit page's "Mensagens do cliente": what the lawsuit's clients wrote on the portal, a thread per client;
 * Processos read to see and mark read, write to answer (while the lawsuit is open to the portal).
 */
export function ClientMessagesCard({ lawsuitId, canWrite }: { lawsuitId: string; canWrite: boolean }) {
  const card = useQuery(portalMessageQueries.forLawsuit(lawsuitId));
  const data = card.data;
  // Nothing to show until the lawsuit is opened to the portal or someone wrote about it.
  if (!data || (!data.open && data.threads.length === 0)) return null;
  return (
    <Card title="Mensagens do cliente" icon="mail" className="lg:col-span-3">
      {!data.open && <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">O processo não está aberto no portal: abra-o para responder.</p>}
      {data.threads.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum cliente deste processo tem acesso ao portal. Convide-o na página do cliente.</p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {data.threads.map((t) => (
            <Thread key={t.clientId} lawsuitId={lawsuitId} thread={t} canAnswer={canWrite && data.open} />
          ))}
        </ul>
      )}
    </Card>
  );
}
