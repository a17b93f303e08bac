import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChargeDetail } from '@office/domain/charges';
import type { CallInput } from '@office/domain/contracts';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { aBankAccount, aTransaction } from '../../test/records';
import { fakeSession } from '../../test/session';
import { NewChargePage } from './NewChargePage';

const open = (id: string, clientId: string, clientName: string, over = {}) =>
  aTransaction({ id, clientId, clientName, description: `Honorários ${id}`, amount: 100000, openAmount: 100000, dueDate: '2026-12-10', ...over });

describe('NewChargePage', () => {
  it('lets Financeiro alone choose among the clients with open receivables, and sends only what was ticked', async () => {
    const list = (input: CallInput<'finance-list'>) => {
      const items =
        input.status === 'vencido'
          ? [open('t1', 'cli-1', 'Maria Souza'), open('t9', 'cli-2', 'João Lima', { chargeId: 'cob-x' })]
          : input.clientId === 'cli-1'
            ? [
                open('t1', 'cli-1', 'Maria Souza'),
                open('t2', 'cli-1', 'Maria Souza', { openAmount: 25000 }),
                open('t3', 'cli-1', 'Maria Souza', { chargeId: 'cob-x' }),
              ]
            : [];
      return {
        items,
        nextCursor: null,
        total: items.length,
        totals: { toReceive: 0, received: 0, toPay: 0, paid: 0, overdueReceivable: 0, overduePayable: 0 },
      };
    };
    const operations = fakeOperations({
      'finance-list': list,
      'finance-accounts': () => [
        aBankAccount({ id: 'acc-pix', name: 'Conta PIX', pixKey: 'financeiro@escritorio.test' }),
        aBankAccount({ id: 'acc-2', name: 'Sem chave' }),
      ],
      'charges-create': () => ({ charge: { id: 'cob-1', total: 125000 } }) as unknown as ChargeDetail,
      'directory-list': () => [],
    });
    renderWithApp(<NewChargePage />, {
      at: '/transactions/charges/new',
      path: '/transactions/charges/new',
      routes: { '/transactions/charges/:id': <p>Página da cobrança</p> },
      session: fakeSession({ scopes: { read: ['Financeiro'], write: ['Financeiro'] } }),
    });
    const client = await screen.findByLabelText<HTMLSelectElement>('Cliente');
    // João's only open receivable is in another charge: he is not offered.
    await waitFor(() => expect([...client.options].map((o) => o.text)).toEqual(['Escolha…', 'Maria Souza']));
    fireEvent.change(client, { target: { value: 'cli-1' } });
    // t3 is in another charge: only t1 and t2 may be ticked.
    const t1 = await screen.findByRole('checkbox', { name: /Honorários t1/ });
    expect(screen.queryByRole('checkbox', { name: /Honorários t3/ })).toBeNull();
    fireEvent.click(t1);
    fireEvent.click(screen.getByRole('checkbox', { name: /Honorários t2/ }));
    expect(screen.getByText('R$ 1.250,00')).toBeTruthy();
    // Only accounts with a PIX key receive charges.
    const account = screen.getByLabelText<HTMLSelectElement>('Conta que recebe (chave PIX)');
    expect([...account.options].map((o) => o.value)).toEqual(['', 'acc-pix']);
    fireEvent.change(account, { target: { value: 'acc-pix' } });
    fireEvent.click(screen.getByRole('button', { name: 'Emitir cobrança' }));
    expect(await screen.findByText('Página da cobrança')).toBeTruthy();
    expect(operations.calls('charges-create')).toEqual([
      { clientId: 'cli-1', transactionIds: ['t1', 't2'], dueDate: expect.any(String), accountId: 'acc-pix' },
    ]);
  });
});
