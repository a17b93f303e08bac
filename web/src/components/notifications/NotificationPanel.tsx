import { DialogTitle } from '@headlessui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { NotificationView } from '@office/domain/notifications-labels';
import { pagePath } from '@office/domain/addresses';
import { notificationQueries } from '../../api/notifications';
import { Icon } from '../ui/Icon';
import { LoadError } from '../ui/LoadError';
import { Spinner } from '../ui/Spinner';
import { NotificationText, unreadTint, useNotificationActions } from './NotificationItem';

/** How many the bell shows; the rest are on /notifications. */
export const BELL_LIMIT = 10;

const ROW = 'block w-full px-4 py-3 text-left hover:bg-slate-100 dark:hover:bg-slate-800';

/**
 * One notification in the bell: with a link, a click marks it read and goes there (closing the panel); without,
 * a click marks it read; a read one without a link is only text.
 */
function BellItem({ id, notification: n, onOpen, onRead }: { id: string; notification: NotificationView; onOpen: () => void; onRead: () => void }) {
  const text = <NotificationText notification={n} clamp />;
  if (n.link) {
    return (
      <Link to={n.link} onClick={onOpen} className={`${ROW} ${unreadTint(n)}`}>
        {text}
      </Link>
    );
  }
  if (!n.read) {
    return (
      <button id={id} type="button" onClick={onRead} className={`${ROW} ${unreadTint(n)}`}>
        {text}
        <span className="sr-only"> (marcar como lida)</span>
      </button>
    );
  }
  // Focusable from code only: where the focus stays once the button it was on became this text.
  return (
    <div id={id} tabIndex={-1} className="px-4 py-3">
      {text}
    </div>
  );
}

/** The bell's panel: the latest notifications, "Marcar todas como lidas" and the way to all of them. */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const headingId = useId();
  // Read again at every opening: the panel shows what is new, the cached list meanwhile.
  const query = useInfiniteQuery({ ...notificationQueries.list({ limit: BELL_LIMIT, unreadOnly: false }), staleTime: 0 });
  const rowId = (n: NotificationView) => `${headingId}-${n.id}`;
  const actions = useNotificationActions(rowId);
  const items = query.data?.pages[0]?.items ?? [];

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2.5 dark:border-slate-700">
        <DialogTitle as="h2" id={headingId} className="font-semibold">
          Notificações
        </DialogTitle>
        <div className="flex items-center gap-1">
          {/* aria-disabled, not disabled: the button keeps the focus once everything is read. */}
          <button
            type="button"
            aria-disabled={actions.nothingToMark}
            onClick={() => void actions.markAll()}
            className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-transparent dark:text-brand-300 dark:hover:bg-slate-800"
          >
            Marcar todas como lidas
          </button>
          <button
            type="button"
            onClick={onClose}
            aria-label="Fechar notificações"
            className="rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <Icon name="close" />
          </button>
        </div>
      </div>
      <p role="status" className="sr-only">
        {actions.said}
      </p>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {query.isPending ? (
          <div className="p-4">
            <Spinner />
          </div>
        ) : query.isError ? (
          <LoadError className="m-4" error={query.error} onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <p className="px-4 py-10 text-center text-sm text-slate-600 dark:text-slate-400">Nenhuma notificação.</p>
        ) : (
          <ul aria-labelledby={headingId} className="divide-y divide-slate-100 dark:divide-slate-800">
            {items.map((n) => (
              <li key={n.id}>
                <BellItem
                  id={rowId(n)}
                  notification={n}
                  onOpen={() => {
                    void actions.markRead(n);
                    onClose();
                  }}
                  onRead={() => actions.read(n)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-slate-200 px-4 py-2.5 text-center dark:border-slate-700">
        <Link to={pagePath('notifications')} onClick={onClose} className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
          Ver todas
        </Link>
      </div>
    </>
  );
}
