import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Scopes } from '@office/domain/policy';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { aTransaction } from '../../test/records';
import { fakeSession } from '../../test/session';
import { FinanceCard } from './FinanceCard';

const operations = fakeOperations({
  'finance-list': (input) => {
    const item = aTransaction({
      id: 't9',
      version: 1,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      type: 'receita',
      kind: 'honorarios-fixos',
      description: 'Honorários (2/3)',
      amount: 333_333,
      openAmount: 333_333,
      paidAmount: 0,
      settlement: 'aberto',
      dueDate: '2099-12-10',
      competence: '2099-12',
      category: 'Honorários › Contratuais',
      series: null,
    });
    const totals = { toReceive: 900_000, received: 100_000, toPay: 0, paid: 0, overdueReceivable: 250_000, overduePayable: 0 };
    return { items: input.status === 'pendente' ? [item] : [], nextCursor: null, total: 1, totals };
  },
});

function renderCard(read: Scopes['read'], filter: { clientId: string } | { lawsuitId: string }) {
  return renderWithApp(<FinanceCard filter={filter} receiveFor={'lawsuitId' in filter ? { clientId: 'cli-001', lawsuitId: filter.lawsuitId } : null} />, {
    session: fakeSession({ scopes: { read, write: [] } }),
  });
}

describe('FinanceCard', () => {
  it('is neither shown nor asked for without Financeiro', async () => {
    const { container } = renderCard(['Clientes', 'Processos'], { clientId: 'cli-001' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
    expect(operations.log).toEqual([]);
  });

  it("shows a client's totals, the next open lançamentos, and the ways to the list and the statement", async () => {
    renderCard(['Clientes', 'Financeiro'], { clientId: 'cli-001' });
    await screen.findByRole('link', { name: 'Honorários (2/3)' });
    expect(screen.getByText('A receber').nextElementSibling?.textContent).toBe('R$ 9.000,00');
    expect(screen.getByText('Recebido').nextElementSibling?.textContent).toBe('R$ 1.000,00');
    expect(screen.getByRole('link', { name: 'Vencido' }).getAttribute('href')).toBe('/transactions?client=cli-001&type=receita&status=vencido');
    expect(screen.getByRole('link', { name: 'Ver lançamentos' }).getAttribute('href')).toBe('/transactions?client=cli-001');
    expect(screen.getByRole('link', { name: 'Prestação de contas' }).getAttribute('href')).toBe('/transactions/statement?cliente=cli-001');
    expect(operations.log.map((c) => c.input)).toEqual([
      { clientId: 'cli-001', limit: 1 },
      { clientId: 'cli-001', status: 'pendente', limit: 5 },
    ]);
  });

  it("links a lawsuit's card to its lançamentos only (the statement is the client's)", async () => {
    renderCard(['Processos', 'Financeiro'], { lawsuitId: 'proc-001' });
    await screen.findByRole('link', { name: 'Ver lançamentos' });
    expect(screen.getByRole('link', { name: 'Ver lançamentos' }).getAttribute('href')).toBe('/transactions?lawsuit=proc-001');
    expect(screen.queryByRole('link', { name: 'Prestação de contas' })).toBeNull();
    // A reader of Financeiro does not receive money for the client.
    expect(screen.queryByRole('button', { name: 'Receber em nome do cliente' })).toBeNull();
  });

  it("offers a Financeiro writer to receive money for the lawsuit's client", async () => {
    renderWithApp(<FinanceCard filter={{ lawsuitId: 'proc-001' }} receiveFor={{ clientId: 'cli-001', lawsuitId: 'proc-001' }} />, {
      session: fakeSession({ scopes: { read: ['Processos', 'Financeiro'], write: ['Financeiro'] } }),
    });
    expect(await screen.findByRole('button', { name: 'Receber em nome do cliente' })).toBeTruthy();
  });
});
