import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORY_PLAN } from '@office/domain/finance-labels';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { aTransaction } from '../../test/records';
import { fakeSession } from '../../test/session';
import { TransactionsPage } from './TransactionsPage';

/** Court fees, overdue since 2020. */
const ITEM = aTransaction({
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  type: 'despesa',
  kind: 'custas',
  description: 'Custas iniciais',
  amount: 12345,
  openAmount: 12345,
  dueDate: '2020-01-10',
  competence: '2020-01',
  category: 'Processuais › Custas judiciais',
  clientName: 'Ana Lima',
});

const operations = fakeOperations({
  'finance-accounts': () => [],
  'finance-categoryPlan': () => ({ plan: DEFAULT_CATEGORY_PLAN, version: 0 }),
  'finance-list': () => {
    const totals = { toReceive: 0, received: 0, toPay: 12345, paid: 0, overdueReceivable: 0, overduePayable: 12345 };
    return { items: [ITEM], nextCursor: null, total: 1, totals };
  },
});
const listCalls = () => operations.calls('finance-list');

describe('TransactionsPage', () => {
  it('lists with the filters of the address and shows the totals of the filter', async () => {
    renderWithApp(<TransactionsPage />, {
      at: '/transactions?type=despesa&status=vencido',
      session: fakeSession({ scopes: { read: ['Financeiro'], write: [] } }),
    });
    expect(await screen.findByRole('table', { name: 'Lançamentos financeiros' })).toBeTruthy();
    expect(listCalls()[0]).toMatchObject({ type: 'despesa', status: 'vencido', clientId: null });
    expect(screen.getAllByText('-R$ 123,45').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Vencido').length).toBeGreaterThan(0);
    // The totals arrive with the page, in the effect that hands it over.
    await waitFor(() => expect(screen.getByText('Vencido (a pagar)').nextElementSibling?.textContent).toBe('R$ 123,45'));
    // Read access only: no "Novo lançamento".
    expect(screen.queryByRole('button', { name: 'Novo lançamento' })).toBeNull();
    expect(listCalls().length).toBe(1);
  });
});
