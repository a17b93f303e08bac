import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TimeEntryItem } from '@office/domain/timesheet';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { aDirectoryEntry } from '../../test/records';
import { fakeSession } from '../../test/session';
import { TimesheetPage } from './TimesheetPage';

const base: TimeEntryItem = {
  id: 'tim-1',
  version: 1,
  createdAt: '2026-11-30T12:00:00.000Z',
  updatedAt: '2026-11-30T12:00:00.000Z',
  personId: 'staff-rafael-moreira',
  personName: 'Rafael Moreira',
  date: '2026-11-30',
  month: '2026-11',
  minutes: 90,
  startTime: '09:00',
  endTime: '10:30',
  lawsuitId: 'proc-2',
  lawsuitLabel: '2083749-34.2017.8.26.0114',
  clientId: null,
  clientName: null,
  taskId: null,
  taskTitle: null,
  description: 'Minuta da contestação',
  billable: true,
  status: 'pendente',
  approvedBy: null,
  approvedAt: null,
  transactionId: null,
  billedRate: null,
  billedAmount: null,
  createdBy: 'staff-rafael-moreira',
  updatedBy: 'staff-rafael-moreira',
};
const approved: TimeEntryItem = {
  ...base,
  id: 'tim-2',
  date: '2026-12-02',
  minutes: 45,
  startTime: null,
  endTime: null,
  description: 'Audiência',
  status: 'aprovado',
};

const operations = fakeOperations({
  // The caller's own week (the fake session's uid), or the colleague's asked for.
  'timesheet-week': (input) => ({
    personId: input.personId ?? 'u1',
    monday: '2026-11-30',
    entries: [base, approved],
    totals: { days: [90, 0, 45, 0, 0, 0, 0], total: 135, billable: 135 },
  }),
  'timesheet-timer': () => ({ timer: null }),
  'directory-list': () => [
    aDirectoryEntry({ uid: 'u1', name: 'Ana Souza', email: 'ana@x.test', agenda: true }),
    aDirectoryEntry({ uid: 'staff-rafael-moreira', name: 'Rafael Moreira', email: 'rafael@x.test', agenda: true }),
  ],
});

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-03T15:00:00Z') });
});
afterAll(() => {
  vi.useRealTimers();
});

describe('TimesheetPage', () => {
  it('lists the week by day with its totals, and lets only pending entries be edited or deleted', async () => {
    renderWithApp(<TimesheetPage />, {
      at: '/timesheet',
      session: fakeSession({ scopes: { read: ['Agenda'], write: ['Agenda'] } }),
    });
    await screen.findByText('Minuta da contestação');
    expect(operations.calls('timesheet-week')[0]).toEqual({ date: '2026-11-30' });
    expect(screen.getByText(/Total da semana:/).textContent).toBe('Total da semana: 2h15 · faturáveis: 2h15');
    const monday = screen.getByRole('heading', { name: 'Segunda, 30/11/2026' }).closest('li')!;
    expect(within(monday).getByText('Total do dia: 1h30')).toBeTruthy();
    expect(within(monday).getByText('09:00–10:30 · 2083749-34.2017.8.26.0114')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Editar Minuta da contestação' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Editar Audiência' })).toBeNull();
    const wednesday = screen.getByRole('heading', { name: 'Quarta, 02/12/2026' }).closest('li')!;
    expect(within(wednesday).getByText('Aprovado')).toBeTruthy();
    // Days to come take no entry yet.
    expect(screen.queryByRole('button', { name: 'Registrar tempo em 04/12/2026' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Registrar tempo em 03/12/2026' })).toBeTruthy();
    // Without Financeiro there is no one else's week to pick.
    expect(screen.queryByLabelText('Pessoa')).toBeNull();
  });

  it("lets who reads Financeiro pick a colleague's week, read-only", async () => {
    renderWithApp(<TimesheetPage />, {
      at: '/timesheet',
      session: fakeSession({ scopes: { read: ['Agenda', 'Financeiro'], write: ['Agenda'] } }),
    });
    await screen.findByText('Minuta da contestação');
    expect(screen.getByRole('button', { name: 'Editar Minuta da contestação' })).toBeTruthy();
    const picker = await screen.findByRole('combobox', { name: 'Pessoa' });
    await waitFor(() => expect(within(picker).getByRole('option', { name: 'Rafael Moreira' })).toBeTruthy());
    await userEvent.selectOptions(picker, 'staff-rafael-moreira');
    await screen.findByRole('heading', { name: 'Horas de Rafael Moreira' });
    await waitFor(() => expect(operations.calls('timesheet-week').at(-1)).toEqual({ date: '2026-11-30', personId: 'staff-rafael-moreira' }));
    await screen.findByText('Minuta da contestação');
    expect(screen.queryByRole('button', { name: 'Editar Minuta da contestação' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Registrar tempo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Registrar tempo em 03/12/2026' })).toBeNull();
  });
});
