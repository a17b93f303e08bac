import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@office/domain/dates';
import type { PortalThreadSummary } from '@office/domain/portal-messages';
import { portalMessageQueries, useMarkPortalThreadRead, useSendPortalMessage } from '../../api/portal-messages';
import { ConversationMessages, MessageComposer } from '../../components/records/PortalConversation';
import { Spinner } from '../../components/ui/Spinner';
import { Badge } from '../../components/ui/primitives';
import { messageOf } from '../../lib/error-message';

const unreadWords = (n: number) => (n === 1 ? '1 nova' : `${n} novas`);

/** One conversation: opening it marks the office's messages read. */
function Conversation({ lawsuitId }: { lawsuitId: string }) {
  const thread = useQuery(portalMessageQueries.thread(lawsuitId));
  const send = useSendPortalMessage();
  const markRead = useMarkPortalThreadRead();
  const unread = thread.data?.unread ?? 0;
  const { mutate } = markRead;
  useEffect(() => {
    if (unread > 0) mutate({ lawsuitId });
  }, [unread, lawsuitId, mutate]);
  if (thread.isPending) return <Spinner label="Carregando a conversa…" />;
  if (thread.isError)
    return (
      <p role="alert" className="text-red-800 dark:text-red-200">
        {messageOf(thread.error)}
      </p>
    );
  return (
    <div className="flex flex-col gap-4">
      <ConversationMessages messages={thread.data.messages} me="cliente" empty="Nenhuma mensagem ainda. Escreva a sua dúvida ao escritório." />
      <MessageComposer id={`mensagem-${lawsuitId}`} label="Sua mensagem" send={(text) => send.mutateAsync({ lawsuitId, text })} />
    </div>
  );
}

function CaseButton({ item, selected, onSelect }: { item: PortalThreadSummary; selected: boolean; onSelect: () => void }) {
  return (
    <button
      type="button"
      aria-expanded={selected}
      aria-controls={selected ? `conversa-${item.lawsuitId}` : undefined}
      onClick={onSelect}
      className="flex w-full flex-wrap items-center justify-between gap-2 rounded-lg px-3 py-2 text-left hover:bg-slate-50 dark:hover:bg-slate-800"
    >
      <span className="min-w-0">
        <span className="block font-medium wrap-anywhere">{item.title}</span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {item.lastMessageAt ? `Última mensagem em ${formatDateTime(item.lastMessageAt)}` : 'Nenhuma mensagem ainda'}
        </span>
      </span>
      {item.unread > 0 && <Badge tone="blue">{unreadWords(item.unread)}</Badge>}
    </button>
  );
}

/** "Mensagens" on /portal: a conversation per lawsuit opened to the portal, with the lawyers of the case. */
export function PortalMessagesSection() {
  const mine = useQuery(portalMessageQueries.mine());
  const [selected, setSelected] = useState<string | null>(null);
  if (mine.isPending) return <Spinner label="Carregando suas mensagens…" />;
  if (mine.isError)
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800 dark:bg-red-950 dark:text-red-200">
        {messageOf(mine.error)}
      </p>
    );
  const items = mine.data.items;
  return (
    <section aria-labelledby="mensagens-titulo" className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-900">
      <div>
        <h2 id="mensagens-titulo" className="text-lg font-semibold">
          Mensagens
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Fale com os advogados de cada processo. Eles respondem por aqui; com os avisos por e-mail ligados, você recebe um aviso a cada resposta.
        </p>
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Quando o escritório abrir um processo seu no portal, você poderá escrever sobre ele aqui.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
          {items.map((item) => {
            const open = (selected ?? (items.length === 1 ? item.lawsuitId : null)) === item.lawsuitId;
            return (
              <li key={item.lawsuitId} className="py-2">
                <CaseButton item={item} selected={open} onSelect={() => setSelected(open ? '' : item.lawsuitId)} />
                {open && (
                  <div id={`conversa-${item.lawsuitId}`} className="px-3 pt-3">
                    <Conversation lawsuitId={item.lawsuitId} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
