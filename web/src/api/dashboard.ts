import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { MY_WORK_ON_DASHBOARD, type DashboardScope, type DashboardSummary } from '@office/domain/dashboard';
import { callOrTakeEarly } from '../lib/callable';
import { takeHeadStart } from '../lib/head-start';
import { dashboardKeys, messageKeys, notificationKeys, taskKeys } from './keys';

/** The counts the summary brings go where the bell, the menu's badge and "Meu trabalho" read them: no calls of their own. */
function showCounts(client: QueryClient, summary: DashboardSummary): void {
  client.setQueryData(notificationKeys.unread(), { unread: summary.notifications.unread });
  client.setQueryData(messageKeys.unread(), { unread: summary.messages.unread });
  if (summary.myWork) client.setQueryData(taskKeys.myWork(MY_WORK_ON_DASHBOARD), summary.myWork);
}

const scopeInput = (scope: DashboardScope) => (scope === 'meus' ? {} : { scope });

export const dashboardQueries = {
  /**
   * "Meus" is asked as {}, the input the head script's and the sign-in's early calls send, so their answer is
   * taken. `uid`: the session's account, which the head script's answer must be for (its own token's).
   */
  summary: (scope: DashboardScope, uid?: string) =>
    // `uid` only says whose early answer may be taken, not what is asked: the cache is cleared when the account changes.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions({
      queryKey: dashboardKeys.summary(scope),
      queryFn: async ({ client }) => {
        const input = scopeInput(scope);
        const head = uid ? takeHeadStart('dashboard-summary', input, uid) : null;
        const early = (head ? await head : undefined) as DashboardSummary | undefined;
        const summary = early ?? (await callOrTakeEarly('dashboard-summary', input));
        showCounts(client, summary);
        return summary;
      },
    }),
};

/** The home page's scope, as its address says. */
const scopeOf = (search: string): DashboardScope => (new URLSearchParams(search).get('visao') === 'escritorio' ? 'escritorio' : 'meus');

/**
 * True while the home page's summary is on its way: the bell and the menu's badge wait for the counts it brings
 * instead of asking for them beside it (elsewhere they ask as usual; a failed summary lets them ask).
 */
export function useAwaitingSummary(): boolean {
  const { pathname, search } = useLocation();
  const onDashboard = pathname === '/';
  // Watches the page's query without starting it (the page does).
  const summary = useQuery({ ...dashboardQueries.summary(scopeOf(search)), enabled: false });
  return onDashboard && summary.status === 'pending';
}
