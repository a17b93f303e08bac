import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { fakeSession } from '../../test/session';
import { CashFlowPage } from './CashFlowPage';

const operations = fakeOperations({
  'finance-cashFlow': () => {
    // 12 realised months up to November 2026, then 3 projected; something in a few of them.
    const months = Array.from({ length: 15 }, (_, i) => {
      const m = new Date(Date.UTC(2025, 11 + i, 1)).toISOString().slice(0, 7);
      return { month: m, received: 0, paid: 0, toReceive: 0, toPay: 0 };
    });
    Object.assign(months[11]!, { month: '2026-11', received: 250_000, paid: 100_000, toReceive: 50_000, toPay: 20_000 });
    Object.assign(months[12]!, { month: '2026-12', toReceive: 300_000, toPay: 80_000 });
    return { month: '2026-11', months, balance: 123_456 };
  },
  'finance-categories': () => [
    { type: 'receita', category: 'Honorários › Contratuais', n: 4, open: 50_000, paid: 250_000 },
    { type: 'despesa', category: 'Processuais › Custas judiciais', n: 2, open: 20_000, paid: 100_000 },
  ],
});

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T15:00:00Z') });
});
afterAll(() => {
  vi.useRealTimers();
});

describe('CashFlowPage', () => {
  it('tables the months with the projected ones marked, the totals, and the balance expected', async () => {
    renderWithApp(<CashFlowPage />, { at: '/transactions/cash-flow', session: fakeSession({ scopes: { read: ['Financeiro'], write: [] } }) });
    const table = await screen.findByRole('table', { name: /Fluxo de caixa de dez\/25 a fev\/27/ });
    const rows = within(table).getAllByRole('row');
    // Header, 15 months, total.
    expect(rows).toHaveLength(17);
    const november = within(table).getByRole('rowheader', { name: 'novembro de 2026' }).closest('tr')!;
    expect(november.textContent).toBe('novembro de 2026R$ 2.500,00R$ 1.000,00R$ 1.500,00R$ 500,00R$ 200,00');
    const months = within(table)
      .getAllByRole('rowheader')
      .map((r) => r.textContent);
    expect(months.slice(11, 15)).toEqual(['novembro de 2026', 'dezembro de 2026 (previsto)', 'janeiro de 2027 (previsto)', 'fevereiro de 2027 (previsto)']);
    expect(rows.at(-1)!.textContent).toBe('TotalR$ 2.500,00R$ 1.000,00R$ 1.500,00R$ 3.500,00R$ 1.000,00');
    // R$ 1.234,56 + (500,00 − 200,00) + (3.000,00 − 800,00).
    expect(screen.getByText('Saldo previsto ao fim de fevereiro de 2027').nextElementSibling?.textContent).toBe('R$ 3.734,56');
    expect(screen.getByText('Saldo em contas hoje').nextElementSibling?.textContent).toBe('R$ 1.234,56');
    expect(screen.getByRole('img', { name: /os 3 últimos meses são previstos/ })).toBeTruthy();
    // This month is asked for as the default; the categories for the 12 months through it.
    expect(operations.calls('finance-cashFlow')[0]).toEqual({ month: null });
    const categories = await screen.findByRole('table', { name: 'Lançamentos por categoria, de dez/25 a nov/26' });
    expect(operations.calls('finance-categories')[0]).toEqual({ from: '2025-12', to: '2026-11' });
    expect(within(categories).getByRole('rowheader', { name: 'Subtotal de receitas' }).closest('tr')?.textContent).toBe(
      'Subtotal de receitas4R$ 2.500,00R$ 500,00R$ 3.000,00',
    );
    expect(within(categories).getByRole('rowheader', { name: 'Processuais › Custas judiciais' })).toBeTruthy();
  });
});
