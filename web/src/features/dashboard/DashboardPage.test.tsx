import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardSummary } from '@office/domain/dashboard';
import type { WorkItem } from '@office/domain/tasks';
import { useAwaitingSummary } from '../../api/dashboard';
import { useUnreadCount } from '../../api/messages';
import { useNotificationUnreadCount } from '../../api/notifications';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { DashboardPage } from './DashboardPage';

const WORK: WorkItem[] = [
  {
    kind: 'prazo',
    date: '2026-12-01',
    prazo: { id: 'evt-1', title: 'Contestação do meu processo', internalDate: '2026-12-01', fatalDate: '2026-12-03', lawsuitId: 'l1', lawsuitLabel: 'REF-1' },
  },
];

const SUMMARY: DashboardSummary = {
  scope: 'meus',
  agendaToday: [],
  prazos: { next: [], open: 0 },
  messages: { unread: 4, latest: [] },
  notifications: { unread: 7 },
  myWork: WORK,
};

const operations = fakeOperations({
  'dashboard-summary': () => SUMMARY,
  'notifications-unreadCount': () => ({ unread: 1 }),
  'messages-unreadCount': () => ({ unread: 1 }),
  'tasks-myWork': () => [],
});

/** The frame's badges as AppLayout feeds them: waiting for the summary on the home page. */
function Badges() {
  const awaiting = useAwaitingSummary();
  const bell = useNotificationUnreadCount(!awaiting);
  const inbox = useUnreadCount(!awaiting);
  return <p data-testid="badges">{`sino ${bell} · mensagens ${inbox}`}</p>;
}

const names = () => operations.log.map((c) => c.name);

/** The app's cache settings (lib/query-client.tsx): what a query just answered stays fresh for 30 s. */
const appClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });

afterEach(() => {
  delete window.__officeHeadStart;
});

describe('the home page’s one call', () => {
  it('feeds the bell, the inbox badge and "Meu trabalho" from the summary, with no calls of their own', async () => {
    renderWithApp(
      <>
        <Badges />
        <DashboardPage />
      </>,
      { client: appClient() },
    );
    const card = await screen.findByRole('list', { name: 'Meu trabalho mais urgente' });
    expect(within(card).getByText('Contestação do meu processo')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('badges').textContent).toBe('sino 7 · mensagens 4'));
    expect(names()).toEqual(['dashboard-summary']);
  });

  it.each([
    { case: 'takes the head script’s answer for the same account, without calling', uid: 'u1', unread: 2, badges: 'sino 2 · mensagens 4', calls: [] },
    { case: 'never takes another account’s head-script answer', uid: 'someone-else', unread: 99, badges: 'sino 7 · mensagens 4', calls: ['dashboard-summary'] },
  ])('$case', async ({ uid, unread, badges, calls }) => {
    const answer = Promise.resolve({ ...SUMMARY, notifications: { unread } });
    window.__officeHeadStart = { uid, at: Date.now(), answers: { 'dashboard-summary': answer }, sent: [answer] };
    const before = operations.log.length;
    renderWithApp(
      <>
        <Badges />
        <DashboardPage />
      </>,
      { client: appClient() },
    );
    await waitFor(() => expect(screen.getByTestId('badges').textContent).toBe(badges));
    expect(operations.log.slice(before).map((c) => c.name)).toEqual(calls);
  });

  it('elsewhere, the badges ask for their own counts', async () => {
    const before = operations.log.length;
    renderWithApp(<Badges />, { at: '/clients', client: appClient() });
    await waitFor(() => expect(screen.getByTestId('badges').textContent).toBe('sino 1 · mensagens 1'));
    expect(
      operations.log
        .slice(before)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['messages-unreadCount', 'notifications-unreadCount']);
  });
});
