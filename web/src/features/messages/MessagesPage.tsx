import { Link } from 'react-router-dom';
import { CALLABLES } from '@office/domain/contracts';
import { formatDateTime } from '@office/domain/dates';
import { MAILBOX_LABELS, MAILBOXES, MESSAGE_LINK_LABELS, type Mailbox } from '@office/domain/messages';
import { recordPath } from '@office/domain/addresses';
import { messageQueries, useUnreadCount } from '../../api/messages';
import { useComposeMessage } from '../../components/messages/compose';
import { linkIcon, othersOf } from '../../components/messages/message-text';
import { addressFilters } from '../../components/list/address-filters';
import { ListPage } from '../../components/list/ListPage';
import { TextFilter } from '../../components/list/TextFilter';
import { useAddressFilters } from '../../components/list/use-address-filters';
import { CursorTable } from '../../components/ui/CursorTable';
import { Icon } from '../../components/ui/Icon';
import { Badge, Button } from '../../components/ui/primitives';

/** The box (`?box=`, the inbox when absent) and the search (`?q=`), by the list callable's schema. */
const MAILBOX_FILTERS = addressFilters(CALLABLES['messages-list'].input, { params: { search: 'q' } });

const EMPTY: Record<Mailbox, string> = {
  inbox: 'Nenhuma mensagem na caixa de entrada.',
  sent: 'Você ainda não enviou mensagens.',
  archived: 'Nenhuma conversa arquivada.',
};

/** What the thread's page reads to offer the way back to this list (box and search). */
export interface ThreadLinkState {
  back: string;
}

/** Caixa de entrada, Enviadas, Arquivadas: links kept in the address, the inbox with its unread count. */
function BoxTabs({ box, href }: { box: Mailbox; href: (box: Mailbox) => string }) {
  const unread = useUnreadCount();
  return (
    <nav aria-label="Caixas de mensagens" className="inline-flex max-w-full overflow-x-auto rounded-lg border border-slate-300 p-0.5 dark:border-slate-600">
      {MAILBOXES.map((b) => (
        <Link
          key={b}
          to={href(b)}
          aria-current={b === box ? 'page' : undefined}
          className={`flex items-center gap-1.5 whitespace-nowrap rounded-md px-2 py-1.5 text-sm sm:px-3 ${
            b === box ? 'bg-brand-700 text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-800'
          }`}
        >
          {MAILBOX_LABELS[b]}
          {b === 'inbox' && unread > 0 && (
            <span
              className={`rounded-full px-1.5 text-xs font-semibold tabular-nums ${b === box ? 'bg-white text-brand-800' : 'bg-brand-700 text-white dark:bg-brand-600'}`}
            >
              {unread}
              <span className="sr-only"> {unread === 1 ? 'não lida' : 'não lidas'}</span>
            </span>
          )}
        </Link>
      ))}
    </nav>
  );
}

/** /messages — the person's threads: inbox, sent or archived (?box=), searched by subject or name (?q=). */
export function MessagesPage() {
  const compose = useComposeMessage();
  const { filters, set, href } = useAddressFilters(MAILBOX_FILTERS);
  const { box, search } = filters;
  const back: ThreadLinkState = { back: href() };

  return (
    <ListPage
      title="Mensagens"
      description="Recados internos da equipe, em conversas."
      actions={
        <Button icon="plus" onClick={() => void compose()}>
          Nova mensagem
        </Button>
      }
      toolbar={
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <BoxTabs box={box} href={(b) => href({ box: b })} />
          <div className="w-full sm:w-72">
            <TextFilter
              id="messages-search"
              label="Buscar"
              type="search"
              placeholder="Assunto ou remetente"
              value={search}
              onCommit={(search) => set({ search })}
            />
          </div>
        </div>
      }
    >
      <CursorTable
        key={JSON.stringify(filters)}
        query={(page) => messageQueries.list({ ...filters, ...page })}
        caption={MAILBOX_LABELS[box]}
        empty={search ? `Nenhuma conversa encontrada para “${search}”.` : EMPTY[box]}
        emptyIcon="mail"
        columns={[
          {
            header: 'Assunto',
            cell: (m) => (
              <span className="block min-w-0">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <Link
                    to={recordPath('messages', m.threadId)}
                    state={back}
                    className={`text-brand-700 hover:underline dark:text-brand-300 ${m.unread ? 'font-bold' : 'font-medium'}`}
                  >
                    {m.subject}
                  </Link>
                  {m.unread && <Badge tone="blue">não lida</Badge>}
                  {m.linkKind && (
                    <span className="inline-flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
                      <Icon name={linkIcon(m.linkKind)} className="size-3.5" />
                      {MESSAGE_LINK_LABELS[m.linkKind]}
                    </span>
                  )}
                </span>
                <span className="mt-0.5 line-clamp-2 block text-xs font-normal text-slate-600 wrap-anywhere dark:text-slate-400">{m.snippet}</span>
              </span>
            ),
          },
          {
            header: 'Participantes',
            cell: (m) => (
              <span className={m.unread ? 'font-semibold' : undefined}>
                {othersOf(m).join(', ')}
                {m.messageCount > 1 && (
                  <span className="ml-1 text-xs font-normal tabular-nums text-slate-600 dark:text-slate-400">
                    ({m.messageCount}
                    <span className="sr-only"> mensagens</span>)
                  </span>
                )}
              </span>
            ),
          },
          {
            header: 'Última mensagem',
            align: 'right',
            cell: (m) => (
              <span className={`whitespace-nowrap tabular-nums ${m.unread ? 'font-semibold' : ''}`}>
                {formatDateTime(m.lastAt)}
                <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">{m.lastFromName}</span>
              </span>
            ),
          },
        ]}
      />
    </ListPage>
  );
}
