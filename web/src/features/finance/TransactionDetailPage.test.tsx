import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { aBankAccount, aPayment, aTransaction } from '../../test/records';
import { fakeSession } from '../../test/session';
import { TransactionDetailPage } from './TransactionDetailPage';

const meta = { version: 2, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };
/** The second of three monthly fees, half received. */
const base = aTransaction({
  ...meta,
  id: 't2',
  kind: 'honorarios-mensais',
  description: 'Honorários mensais (2/3)',
  amount: 150000,
  competence: '2026-02',
  dueDate: '2026-02-10',
  accountId: 'acc-1',
  method: 'pix',
  invoice: { issued: true, number: '123' },
  series: { id: 's1', kind: 'recorrencia', index: 2, count: 3 },
  seriesId: 's1',
  paidAmount: 50000,
  openAmount: 100000,
  settlement: 'parcial',
});

fakeOperations({
  'finance-get': () => ({
    transaction: base,
    payments: [
      aPayment({ ...meta, id: 'p2', transactionId: 't2' }),
      aPayment({
        ...meta,
        id: 'p1',
        transactionId: 't2',
        date: '2026-02-11',
        amount: 20000,
        signedAmount: 0,
        method: 'ted',
        reversal: { at: '2026-02-12T15:00:00Z', by: 'u1', reason: 'Valor errado' },
      }),
    ],
    series: [
      {
        ...base,
        id: 't1',
        description: 'Honorários mensais (1/3)',
        dueDate: '2026-01-10',
        series: { id: 's1', kind: 'recorrencia', index: 1, count: 3 },
        settlement: 'pago',
        paidAmount: 150000,
        openAmount: 0,
      },
      {
        ...base,
        id: 't3',
        description: 'Honorários mensais (3/3)',
        dueDate: '2026-03-10',
        series: { id: 's1', kind: 'recorrencia', index: 3, count: 3 },
        settlement: 'aberto',
        paidAmount: 0,
      },
    ],
  }),
  'finance-accounts': () => [aBankAccount({ ...meta, balance: 50000 })],
  'directory-list': () => [],
  'attachments-list': () => [],
});

describe('TransactionDetailPage', () => {
  it('shows the lançamento, its payments (reversed ones with the reason) and its series, with the actions', async () => {
    renderWithApp(<TransactionDetailPage />, {
      at: '/transactions/t2',
      path: '/transactions/:id',
      session: fakeSession({ scopes: { read: ['Financeiro'], write: ['Financeiro'] } }),
    });
    expect(await screen.findByRole('heading', { name: 'Honorários mensais (2/3)' })).toBeTruthy();
    expect(screen.getByText('Parcialmente pago', { selector: 'dd span' })).toBeTruthy();
    expect(screen.getByText('Estornado em 12/02/2026: Valor errado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Estornar o pagamento de R$ 500,00 em 12/02/2026' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mês 1/3, vencimento 10/01/2026' }).getAttribute('href')).toBe('/transactions/t1');
    expect(screen.getByText('2/3 (este)')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancelar lançamento' }).disabled).toBe(true);
    expect(await screen.findAllByText('Conta Itaú')).not.toHaveLength(0);
    // A receita is received, not paid: the button, the dialog's title and its submit all say so.
    expect(screen.queryByRole('button', { name: 'Registrar pagamento' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Registrar recebimento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar recebimento' });
    expect(within(dialog).getByRole('button', { name: 'Registrar recebimento' })).toBeTruthy();
  });
});
