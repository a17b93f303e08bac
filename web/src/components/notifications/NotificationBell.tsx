import { Dialog, DialogPanel } from '@headlessui/react';
import { useState } from 'react';
import { useNotificationUnreadCount } from '../../api/notifications';
import { useMediaQuery } from '../../lib/use-media-query';
import { Icon } from '../ui/Icon';
import { NotificationPanel } from './NotificationPanel';
import { badgeCount, bellLabel } from './notification-text';

/** Tailwind's `sm`: from here on the panel hangs under the top bar; below, it covers the screen. */
const POPOVER_LAYOUT = '(min-width: 40rem)';

const PANEL = 'flex flex-col bg-white text-slate-900 dark:bg-slate-900 dark:text-slate-100';
/** Under the top bar (4rem: its height, with the avatar), at its right, beneath the bell. */
const POPOVER = `${PANEL} fixed right-4 top-16 w-96 max-h-[min(36rem,calc(100dvh-5rem))] rounded-xl border border-slate-200 shadow-lg sm:right-6 dark:border-slate-700`;
const SHEET = `${PANEL} fixed inset-0`;

/**
 * The top bar's bell: the unread count (hidden at 0, "99+" past 99) and, on a click, the latest notifications —
 * a panel under the bell on wide screens, a full-screen sheet on phones. A modal dialog (Headless UI's, which the
 * frame already carries for the phone menu): Escape or a click outside closes it and the focus goes back to the bell.
 */
export function NotificationBell({ enabled = true, className = '' }: { enabled?: boolean; className?: string }) {
  const unread = useNotificationUnreadCount(enabled);
  const wide = useMediaQuery(POPOVER_LAYOUT);
  const [open, setOpen] = useState(false);
  const label = bellLabel(unread);
  return (
    <>
      <button
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={`relative rounded-full p-2 text-slate-700 hover:bg-slate-100 aria-expanded:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-expanded:bg-slate-800 ${className}`}
      >
        <Icon name="bell" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-semibold leading-5 tabular-nums text-white"
          >
            {badgeCount(unread)}
          </span>
        )}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} className="relative z-40">
        {/*
          The page behind is inert while the panel is open: a clear layer over it says so to a click (which closes
          the panel) and to checkers such as axe, which take a screen-covering layer as the sign of an open modal.
        */}
        <div className="fixed inset-0" aria-hidden="true" />
        <DialogPanel className={wide ? POPOVER : SHEET}>
          <NotificationPanel onClose={() => setOpen(false)} />
        </DialogPanel>
      </Dialog>
    </>
  );
}
