import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { CallableName } from '@office/domain/contracts';
import { DEFAULT_CATEGORY_PLAN } from '@office/domain/finance-labels';
import type * as Callable from '../../lib/callable';
import { DialogProvider } from '../../components/ui/dialog';
import { ToastProvider } from '../../components/ui/toast';
import { fakeSession, WithSession } from '../../test/session';
import { TransactionsPage } from './TransactionsPage';

const listCalls = vi.hoisted(() => [] as Record<string, unknown>[]);

vi.mock('../../lib/callable', async (original) => ({
  ...(await original<typeof Callable>()),
  call: async (name: CallableName, input: Record<string, unknown>) => {
    if (name === 'finance-accounts') return [];
    if (name === 'finance-categoryPlan') return { plan: DEFAULT_CATEGORY_PLAN, version: 0 };
    if (name !== 'finance-list') throw new Error(`unexpected call ${name}`);
    listCalls.push(input);
    const item = {
      id: 't1',
      version: 1,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      type: 'despesa',
      kind: 'custas',
      description: 'Custas iniciais',
      amount: 12345,
      openAmount: 12345,
      paidAmount: 0,
      settlement: 'aberto',
      dueDate: '2020-01-10',
      competence: '2020-01',
      category: 'Processuais › Custas judiciais',
      clientName: 'Ana Lima',
      series: null,
    };
    const totals = { toReceive: 0, received: 0, toPay: 12345, paid: 0, overdueReceivable: 0, overduePayable: 12345 };
    return { items: [item], nextCursor: null, total: 1, totals };
  },
}));

describe('TransactionsPage', () => {
  it('lists with the filters of the address and shows the totals of the filter', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <WithSession session={fakeSession({ scopes: { read: ['Financeiro'], write: [] } })}>
          <MemoryRouter initialEntries={['/transactions?type=despesa&status=vencido']}>
            <ToastProvider>
              <DialogProvider>
                <TransactionsPage />
              </DialogProvider>
            </ToastProvider>
          </MemoryRouter>
        </WithSession>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('table', { name: 'Lançamentos financeiros' })).toBeTruthy();
    expect(listCalls[0]).toMatchObject({ type: 'despesa', status: 'vencido', clientId: null });
    expect(screen.getAllByText('-R$ 123,45').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Vencido').length).toBeGreaterThan(0);
    // The totals arrive with the page, in the effect that hands it over.
    await waitFor(() => expect(screen.getByText('Vencido (a pagar)').nextElementSibling?.textContent).toBe('R$ 123,45'));
    // Read access only: no "Novo lançamento".
    expect(screen.queryByRole('button', { name: 'Novo lançamento' })).toBeNull();
    expect(listCalls.length).toBe(1);
  });
});
