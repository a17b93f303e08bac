import { formatDateTime } from '@office/domain/dates';
import type { NotificationView } from '@office/domain/notifications-labels';
import { useState } from 'react';
import { useMarkAllNotificationsRead, useMarkNotificationsRead, useNotificationUnreadCount } from '../../api/notifications';
import { messageOf } from '../../lib/error-message';
import { useToast } from '../ui/toast';

/** A notification's words: the unread mark, the title, the detail and when it happened (DD/MM/AAAA HH:mm). */
export function NotificationText({ notification: n, clamp = false }: { notification: NotificationView; clamp?: boolean }) {
  return (
    <span className="flex min-w-0 gap-3">
      <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${n.read ? '' : 'bg-brand-600 dark:bg-brand-300'}`} />
      <span className="min-w-0 flex-1">
        <span className={`block text-sm wrap-anywhere ${n.read ? 'font-medium' : 'font-semibold'}`}>
          {!n.read && <span className="sr-only">Não lida: </span>}
          {n.title}
        </span>
        {n.detail && <span className={`mt-0.5 block text-sm text-slate-600 wrap-anywhere dark:text-slate-300 ${clamp ? 'line-clamp-2' : ''}`}>{n.detail}</span>}
        <time dateTime={n.at} className="mt-1 block text-xs tabular-nums text-slate-600 dark:text-slate-400">
          {formatDateTime(n.at)}
        </time>
      </span>
    </span>
  );
}

/** The background that tells an unread notification from a read one (light and dark). */
export const unreadTint = (n: NotificationView) => (n.read ? '' : 'bg-brand-50 dark:bg-slate-800/70');

/**
 * Marking read from the bell and the page, and what the screen reader hears of it. `focusAfterRead` names the
 * element that takes the focus once a notification's own "marcar como lida" is gone. A failure says so in a toast;
 * the promises settle even when the panel that asked has closed (a click that navigates).
 */
export function useNotificationActions(focusAfterRead: (n: NotificationView) => string) {
  const toast = useToast();
  const markRead = useMarkNotificationsRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = useNotificationUnreadCount();
  const [said, setSaid] = useState('');
  const nothingToMark = unread === 0 || markAll.isPending;
  const failed = (summary: string) => (failure: unknown) => {
    toast.show({ severity: 'error', summary, detail: messageOf(failure) });
    return false;
  };
  /** Marks one read (nothing to do when it already is); true once the server agreed. */
  const markOne = (n: NotificationView): Promise<boolean> =>
    n.read ? Promise.resolve(true) : markRead.mutateAsync([n.id]).then(() => true, failed('Não foi possível marcar a notificação como lida'));
  return {
    unread,
    said,
    clearSaid: () => setSaid(''),
    nothingToMark,
    /** Marks one read quietly (a click that leaves for its link). */
    markRead: markOne,
    /** Marks one read, says so, and puts the focus where its button was. */
    read: (n: NotificationView) => {
      setSaid('');
      void markOne(n).then((done) => {
        if (!done) return;
        setSaid('Notificação marcada como lida.');
        document.getElementById(focusAfterRead(n))?.focus();
      });
    },
    /** "Marcar todas como lidas" (nothing when none is unread or a marking is under way), said once done. */
    markAll: async () => {
      if (nothingToMark) return;
      const done = await markAll.mutateAsync().then(() => true, failed('Não foi possível marcar as notificações como lidas'));
      if (done) setSaid('Todas as notificações foram marcadas como lidas.');
    },
  };
}
