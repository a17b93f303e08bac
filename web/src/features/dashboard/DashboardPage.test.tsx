import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, formatDate, officeDate } from '@office/domain/dates';
import type { DashboardSummary } from '@office/domain/dashboard';
import type { WorkItem } from '@office/domain/tasks';
import { useAwaitingSummary } from '../../api/dashboard';
import { useUnreadCount } from '../../api/messages';
import { useNotificationUnreadCount } from '../../api/notifications';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { anEvent } from '../../test/records';
import { fakeSession } from '../../test/session';
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

describe('the home page’s cards', () => {
  it('lists each prazo under its fatal date, the internal one on the line below, flagged or not', async () => {
    const today = officeDate();
    const calm = anEvent({ id: 'p-calm', kind: 'prazo', title: 'Réplica', date: addDays(today, 7), allDay: true });
    calm.prazo = { fatalDate: calm.date, internalDate: addDays(today, 5), legalBasis: null, calculation: null };
    const urgent = anEvent({ id: 'p-urgent', kind: 'prazo', title: 'Apelação', date: addDays(today, 2), allDay: true });
    urgent.prazo = { fatalDate: urgent.date, internalDate: addDays(today, -1), legalBasis: null, calculation: null };
    operations.answerOnce('dashboard-summary', () => ({ ...SUMMARY, prazos: { next: [urgent, calm], open: 2 } }));
    renderWithApp(<DashboardPage />, { client: appClient() });
    await screen.findByRole('link', { name: calm.title });
    for (const [e, internal] of [
      [urgent, addDays(today, -1)],
      [calm, addDays(today, 5)],
    ] as const) {
      const row = screen.getByRole('link', { name: e.title }).closest('li')!;
      expect(row.firstElementChild?.textContent).toBe(`Fatal em ${formatDate(e.date)}`);
      expect(row.textContent).toContain(`interno ${formatDate(internal)} · fatal ${formatDate(e.date)}`);
    }
  });

  it('offers "Meus" and "Escritório" only to who reads the Agenda or Processos, and says what the page holds', async () => {
    renderWithApp(<DashboardPage />, { client: appClient(), session: fakeSession({ scopes: { read: ['Financeiro'], write: ['Financeiro'] } }) });
    await screen.findByText('Resumo do seu dia.');
    expect(screen.queryByRole('group', { name: 'Mostrar' })).toBeNull();
    expect(screen.queryByText(/prazos dos seus processos/)).toBeNull();
  });

  it('keeps the switch for a lawyer', async () => {
    renderWithApp(<DashboardPage />, { client: appClient(), session: fakeSession({ scopes: { read: ['Agenda', 'Processos'], write: [] } }) });
    await screen.findByText('Resumo do seu dia: seus compromissos e os prazos dos seus processos.');
    expect(screen.getByRole('group', { name: 'Mostrar' })).toBeTruthy();
  });
});
