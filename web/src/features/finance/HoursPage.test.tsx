import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TimeEntryItem } from '@office/domain/timesheet';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { aBankAccount, aTransaction } from '../../test/records';
import { fakeSession } from '../../test/session';
import { HoursPage } from './HoursPage';

const entry: TimeEntryItem = {
  id: 'tim-1',
  version: 1,
  createdAt: '2026-11-30T12:00:00.000Z',
  updatedAt: '2026-11-30T12:00:00.000Z',
  personId: 'staff-rafael-moreira',
  personName: 'Rafael Moreira',
  date: '2026-11-30',
  month: '2026-11',
  minutes: 90,
  startTime: null,
  endTime: null,
  lawsuitId: null,
  lawsuitLabel: null,
  clientId: 'cli-1',
  clientName: 'Maria Souza',
  taskId: null,
  taskTitle: null,
  description: 'Parecer sobre o contrato',
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

const operations = fakeOperations({
  'timesheet-pending': () => [entry],
  'timesheet-approve': ({ ids }) => ({ approved: ids.length }),
  'timesheet-billable': () => [
    { clientId: 'cli-1', clientName: 'Maria Souza', entries: 2, minutes: 150, amount: 125_000, from: '2026-11-02', to: '2026-11-27' },
  ],
  'finance-accounts': () => [
    aBankAccount({ id: 'cta-pix', name: 'Itaú', pixKey: 'financeiro@escritorio.test' }),
    aBankAccount({ id: 'cta-sem', name: 'Caixa' }),
  ],
  'timesheet-bill': (input) => ({
    transaction: aTransaction({ id: 'trn-1', description: 'Honorários por hora', amount: 125_000, clientId: input.clientId }),
    affected: 2,
    skipped: 0,
    chargeId: input.charge ? 'cob-1' : null,
  }),
  'timesheet-rates': () => ({ rates: { defaultRate: 30_000, people: { 'staff-rafael-moreira': 50_000 } }, version: 3 }),
  'directory-list': () => [
    { uid: 'staff-rafael-moreira', name: 'Rafael Moreira', email: 'rafael@example.com', lawyer: true, agenda: true, lawsuits: true },
    { uid: 'staff-juliana-ferreira', name: 'Juliana Ferreira', email: 'juliana@example.com', lawyer: true, agenda: true, lawsuits: true },
  ],
});

describe('HoursPage', () => {
  it('approves the selected entries, offers each client’s billable hours and shows the rates', async () => {
    renderWithApp(<HoursPage />, { at: '/transactions/hours', session: fakeSession({ scopes: { read: ['Financeiro'], write: ['Financeiro'] } }) });
    const pending = await screen.findByRole('checkbox', { name: /1h30 · Rafael Moreira · 30\/11\/2026.*Parecer sobre o contrato — Maria Souza/ });
    const approve = screen.getByRole('button', { name: 'Aprovar selecionados (0)' });
    expect(approve).toHaveProperty('disabled', true);
    fireEvent.click(pending);
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar selecionados (1)' }));
    await screen.findByText('1 registro aprovado.');
    expect(operations.calls('timesheet-approve')).toEqual([{ ids: ['tim-1'] }]);
    const billable = screen.getByRole('region', { name: 'Horas aprovadas a faturar' });
    expect(within(billable).getByText('R$ 1.250,00')).toBeTruthy();
    expect(within(billable).getByText('2h30 em 2 registro(s), de 02/11/2026 a 27/11/2026')).toBeTruthy();
    expect(within(billable).getByRole('button', { name: 'Faturar' })).toBeTruthy();
    expect((await screen.findByLabelText<HTMLInputElement>('Valor por hora padrão')).value).toBe('R$ 300,00');
    expect((await screen.findByLabelText<HTMLInputElement>('Rafael Moreira (por hora)')).value).toBe('R$ 500,00');
    // Without a rate of her own: blank, the default applies.
    expect((await screen.findByLabelText<HTMLInputElement>('Juliana Ferreira (por hora)')).value).toBe('');
  });

  it('bills the hours and issues their PIX charge in one step, on an account with a PIX key', async () => {
    renderWithApp(<HoursPage />, { at: '/transactions/hours', session: fakeSession({ scopes: { read: ['Financeiro'], write: ['Financeiro'] } }) });
    const billable = await screen.findByRole('region', { name: 'Horas aprovadas a faturar' });
    fireEvent.click(await within(billable).findByRole('button', { name: 'Faturar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Faturar horas de Maria Souza' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Gerar a cobrança PIX deste lançamento' }));
    const account = await within(dialog).findByRole<HTMLSelectElement>('combobox', { name: 'Conta que recebe (chave PIX)' });
    // Only the account with a PIX key can receive.
    await within(dialog).findByRole('option', { name: 'Itaú (PIX financeiro@escritorio.test)' });
    expect(within(account).queryByRole('option', { name: /Caixa/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Faturar e gerar cobrança' }));
    expect(await within(dialog).findByText('Escolha a conta que recebe')).toBeTruthy();
    expect(operations.calls('timesheet-bill')).toEqual([]);
    fireEvent.change(account, { target: { value: 'cta-pix' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Faturar e gerar cobrança' }));
    await screen.findByText('Horas faturadas e cobrança emitida.');
    expect(operations.calls('timesheet-bill')).toEqual([expect.objectContaining({ clientId: 'cli-1', charge: { accountId: 'cta-pix' } })]);
  });
});
