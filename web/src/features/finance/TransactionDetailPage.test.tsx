import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CallableName } from '@office/domain/contracts';
import type * as Callable from '../../lib/callable';
import type { TransactionRecord } from '@office/domain/finance';
import { fakeSession } from '../../test/session';
import { TransactionDetailPage } from './TransactionDetailPage';
import { renderWithApp } from '../../test/app';

const meta = { version: 2, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };
const base: TransactionRecord = {
  type: 'receita',
  kind: 'honorarios-mensais',
  description: 'Honorários mensais (2/3)',
  amount: 150000,
  competence: '2026-02',
  dueDate: '2026-02-10',
  clientId: null,
  lawsuitId: null,
  category: 'Honorários › Contratuais',
  costCenter: null,
  accountId: 'acc-1',
  method: 'pix',
  invoice: { issued: true, number: '123' },
  successFee: null,
  notes: '',
  clientName: null,
  lawsuitLabel: null,
  series: { id: 's1', kind: 'recorrencia', index: 2, count: 3 },
  seriesId: 's1',
  paidAmount: 50000,
  openAmount: 100000,
  settlement: 'parcial',
  cancellation: null,
  searchWords: [],
  createdBy: 'u1',
  updatedBy: 'u1',
};

vi.mock('../../lib/callable', async (original) => ({
  ...(await original<typeof Callable>()),
  call: async (name: CallableName) => {
    switch (name) {
      case 'finance-get':
        return {
          transaction: { ...base, ...meta, id: 't2' },
          payments: [
            {
              ...meta,
              id: 'p2',
              kind: 'baixa',
              transactionId: 't2',
              transferId: null,
              type: 'receita',
              accountId: 'acc-1',
              date: '2026-02-12',
              amount: 50000,
              signedAmount: 50000,
              method: 'pix',
              clientId: null,
              description: '',
              reversal: null,
              createdBy: 'u1',
            },
            {
              ...meta,
              id: 'p1',
              kind: 'baixa',
              transactionId: 't2',
              transferId: null,
              type: 'receita',
              accountId: 'acc-1',
              date: '2026-02-11',
              amount: 20000,
              signedAmount: 0,
              method: 'ted',
              clientId: null,
              description: '',
              reversal: { at: '2026-02-12T15:00:00Z', by: 'u1', reason: 'Valor errado' },
              createdBy: 'u1',
            },
          ],
          series: [
            {
              ...base,
              ...meta,
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
              ...meta,
              id: 't3',
              description: 'Honorários mensais (3/3)',
              dueDate: '2026-03-10',
              series: { id: 's1', kind: 'recorrencia', index: 3, count: 3 },
              settlement: 'aberto',
              paidAmount: 0,
            },
          ],
        };
      case 'finance-accounts':
        return [
          {
            ...meta,
            id: 'acc-1',
            name: 'Conta Itaú',
            type: 'corrente',
            bank: 'Itaú',
            openingBalance: 0,
            openingDate: '2026-01-01',
            active: true,
            updatedBy: 'u1',
            balance: 50000,
          },
        ];
      case 'directory-list':
        return [];
      default:
        throw new Error(`unexpected call ${name}`);
    }
  },
}));

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
