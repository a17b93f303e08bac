import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChargeDetail } from '@office/domain/charges';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { fakeSession } from '../../test/session';
import { ChargeDetailPage } from './ChargeDetailPage';

const BR_CODE = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

function detail(over: Partial<ChargeDetail['charge']> = {}): ChargeDetail {
  const charge: ChargeDetail['charge'] = {
    id: 'cob-1',
    version: 3,
    createdAt: '2026-11-01T12:00:00Z',
    updatedAt: '2026-11-02T12:00:00Z',
    clientId: 'cli-1',
    clientName: 'Maria Souza',
    items: [{ transactionId: 't1', description: 'Honorários (1/2)', lawsuitId: 'p1', dueDate: '2026-11-10', amount: 150000 }],
    transactionIds: ['t1'],
    lawsuitIds: ['p1'],
    total: 150000,
    paidAmount: 50000,
    openAmount: 100000,
    settlement: 'parcial',
    status: 'parcial',
    dueDate: '2026-11-20',
    accountId: 'acc-1',
    txid: 'cob1abc',
    brCode: BR_CODE,
    cancellation: null,
    sends: [{ at: '2026-11-02T13:30:00Z', by: 'u1', to: 'maria@cliente.test' }],
    payments: [
      { id: 'cpg-1', date: '2026-11-05', amount: 50000, method: 'pix', accountId: 'acc-1', paymentIds: ['pag-1'], at: '2026-11-05T12:00:00Z', by: 'u1' },
    ],
    createdBy: 'u1',
    updatedBy: 'u1',
    ...over,
  };
  return {
    charge,
    items: charge.items.map((i) => ({ ...i, lawsuitLabel: 'Processo em segredo de justiça' })),
    qr: { size: 21, path: 'M0 0h7v1h-7z' },
    account: { id: 'acc-1', name: 'Conta Itaú', pixKey: 'financeiro@escritorio.test' },
  };
}

function show(charge: ChargeDetail, write: boolean) {
  fakeOperations({ 'charges-get': () => charge, 'directory-list': () => [], 'finance-accounts': () => [] });
  renderWithApp(<ChargeDetailPage />, {
    at: '/transactions/charges/cob-1',
    path: '/transactions/charges/:id',
    session: fakeSession({ scopes: { read: ['Financeiro'], write: write ? ['Financeiro'] : [] } }),
  });
}

describe('ChargeDetailPage', () => {
  it('shows the PIX QR code and copia e cola, the items as the server names their lawsuit, payments with receipts and the sendings', async () => {
    show(detail(), true);
    expect(await screen.findByRole('heading', { name: 'Cobrança de Maria Souza' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code PIX de R$ 1.500,00' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Pix copia e cola').value).toBe(BR_CODE);
    expect(screen.getByRole('button', { name: 'Copiar código' })).toBeTruthy();
    expect(screen.getByText('Vencimento 10/11/2026 · Processo Processo em segredo de justiça')).toBeTruthy();
    expect(screen.getByText('Parcialmente paga')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recibo' })).toBeTruthy();
    expect(screen.getByText(/para maria@cliente\.test/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Registrar pagamento' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar por e-mail' })).toBeTruthy();
    // Something was paid: cancelling is not offered.
    expect(screen.queryByRole('button', { name: 'Cancelar cobrança' })).toBeNull();
  });

  it('offers only the PDF to who reads Financeiro without writing', async () => {
    show(detail(), false);
    expect(await screen.findByRole('button', { name: 'Baixar PDF' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Registrar pagamento' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enviar por e-mail' })).toBeNull();
  });
});
