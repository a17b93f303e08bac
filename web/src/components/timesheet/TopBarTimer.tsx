import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { pagePath } from '@office/domain/addresses';
import { formatMinutes } from '@office/domain/timesheet-labels';
import { useStopTimer, useTimer } from '../../api/timesheet';
import { messageOf } from '../../lib/error-message';
import { Icon } from '../ui/Icon';
import { useToast } from '../ui/toast';
import { useTimeDialogs } from './time-dialogs';

/** "01:05:09": how long the timer has run, from the server's start. */
function elapsed(startedAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/**
 * The top bar's timer, for who records time (Agenda write): start it with a description, see it run, stop it and
 * the entry is saved. It is kept by the server, so a reload or another device shows the same running timer.
 */
export function TopBarTimer({ enabled }: { enabled: boolean }) {
  // Asked after the page's own first calls (as the bell), so the dashboard's critical path stays its own.
  const timer = useTimer(enabled).data?.timer ?? null;
  const stop = useStopTimer();
  const toast = useToast();
  const dialogs = useTimeDialogs();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!timer) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [timer]);

  async function onStop(): Promise<void> {
    try {
      const entry = await stop.mutateAsync({});
      toast.show({ severity: 'success', summary: 'Tempo registrado.', detail: `${formatMinutes(entry.minutes)} — ${entry.description}` });
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível parar o cronômetro.', detail: messageOf(failure) });
    }
  }

  if (!timer)
    return (
      <button
        type="button"
        onClick={() => void dialogs.startTimer()}
        aria-label="Iniciar cronômetro"
        title="Iniciar cronômetro"
        className="rounded-full p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Icon name="clock" />
      </button>
    );
  const running = elapsed(timer.startedAt, now);
  // A phone shows only the stop button (the top bar has no room for more); from 640 px, the time and what it is for.
  return (
    <div className="flex items-center gap-1 rounded-full border border-emerald-300 bg-emerald-50 p-0.5 text-sm text-emerald-900 sm:pl-3 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100">
      <Link to={pagePath('timesheet')} className="hidden max-w-48 truncate font-medium tabular-nums sm:inline" title={timer.description}>
        <span className="sr-only">Cronômetro: </span>
        {running}
        <span className="hidden md:inline"> · {timer.description}</span>
      </Link>
      <button
        type="button"
        onClick={() => void onStop()}
        disabled={stop.isPending}
        title={`Parar o cronômetro (${running})`}
        className="flex items-center gap-1 rounded-full bg-emerald-700 p-1.5 text-xs font-semibold text-white hover:bg-emerald-800 disabled:opacity-60 sm:px-3 sm:py-1"
      >
        <Icon name="clock" className="size-4 sm:hidden" />
        <span className="sr-only sm:not-sr-only">Parar</span>
        <span className="sr-only"> cronômetro</span>
      </button>
    </div>
  );
}
