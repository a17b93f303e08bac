import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { CALLABLES } from '@office/domain/contracts';
import type { NotificationView } from '@office/domain/notifications-labels';
import { notificationQueries } from '../../api/notifications';
import { NotificationText, unreadTint, useNotificationActions } from '../../components/notifications/NotificationItem';
import { EMAIL_PREFERENCES_PATH } from '../../components/notifications/notification-text';
import { addressFilters } from '../../components/list/address-filters';
import { ListPage } from '../../components/list/ListPage';
import { useAddressFilters } from '../../components/list/use-address-filters';
import { MoreList } from '../../components/ui/CursorTable';
import { Button, buttonClass, EmptyState } from '../../components/ui/primitives';

const PAGE_SIZE = 20;

/** "Só não lidas" in the address, as `?read=nao-lidas`. */
const NOTIFICATION_FILTERS = addressFilters(CALLABLES['notifications-list'].input, { params: { unreadOnly: { name: 'read', yes: 'nao-lidas' } } });

/** The id of a row's title: where the focus goes once its "Marcar como lida" is gone. */
const titleId = (n: NotificationView) => `notificacao-${n.id}`;

function Row({ notification: n, onRead }: { notification: NotificationView; onRead: (n: NotificationView) => void }) {
  const text = <NotificationText notification={n} />;
  return (
    <li className={`flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between ${unreadTint(n)}`}>
      {n.link ? (
        <Link id={titleId(n)} to={n.link} onClick={() => onRead(n)} className="min-w-0 flex-1 rounded-md hover:underline">
          {text}
        </Link>
      ) : (
        <div id={titleId(n)} tabIndex={-1} className="min-w-0 flex-1">
          {text}
        </div>
      )}
      {!n.read && (
        <Button variant="ghost" className="shrink-0 self-end px-3 py-1.5 sm:self-start" onClick={() => onRead(n)}>
          Marcar como lida
          <span className="sr-only">: {n.title}</span>
        </Button>
      )}
    </li>
  );
}

/** /notifications — everything the bell had for the person, page after page, all or only the unread ones. */
export function NotificationsPage() {
  const {
    filters: { unreadOnly },
    set,
  } = useAddressFilters(NOTIFICATION_FILTERS);
  const query = useInfiniteQuery({ ...notificationQueries.list({ limit: PAGE_SIZE, unreadOnly }), placeholderData: keepPreviousData });
  const actions = useNotificationActions(titleId);

  function filter(only: boolean) {
    actions.clearSaid();
    set({ unreadOnly: only });
  }

  return (
    <ListPage
      title="Notificações"
      description={
        <>
          Lembretes, prazos, intimações e mensagens para você.{' '}
          <Link to={EMAIL_PREFERENCES_PATH} className="text-brand-700 underline hover:text-brand-900 dark:text-brand-300 dark:hover:text-brand-200">
            Escolher quais chegam também por e-mail
          </Link>
        </>
      }
      actions={
        // aria-disabled, not disabled: the button keeps the focus once everything is read.
        <button
          type="button"
          aria-disabled={actions.nothingToMark}
          onClick={() => void actions.markAll()}
          className={`${buttonClass('secondary')} aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
        >
          Marcar todas como lidas
        </button>
      }
      toolbar={
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" checked={unreadOnly} onChange={(e) => filter(e.target.checked)} /> Só não lidas
          </label>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {actions.unread === 0 ? 'Nenhuma não lida' : actions.unread === 1 ? '1 não lida' : `${actions.unread.toLocaleString('pt-BR')} não lidas`}
          </p>
        </div>
      }
    >
      <p role="status" className="sr-only">
        {actions.said}
      </p>
      <MoreList
        query={query}
        label={unreadOnly ? 'Notificações não lidas' : 'Notificações'}
        empty={<EmptyState icon="bell" title={unreadOnly ? 'Nenhuma notificação não lida.' : 'Nenhuma notificação.'} />}
      >
        {(n) => <Row notification={n} onRead={actions.read} />}
      </MoreList>
    </ListPage>
  );
}
