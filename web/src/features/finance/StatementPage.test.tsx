import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Scopes } from '@office/domain/policy';
import type { PublicOffice } from '@office/domain/public';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { aClient } from '../../test/records';
import { fakeSession } from '../../test/session';
import { StatementPage } from './StatementPage';
import type { Statement } from './StatementReport';

/** An alvará received for the client, the êxito fee kept from it, and the repasse of the rest. */
const STATEMENT: Statement = {
  client: { id: 'cli-005', name: 'Eduarda Oliveira Santos' },
  from: '2026-01-01',
  to: '2026-11-25',
  opening: -50_000,
  lines: [
    {
      date: '2026-08-08',
      nature: 'recebido',
      description: 'Alvará judicial',
      lawsuitLabel: '1234567-89.2025.8.26.0100',
      transactionId: 't1',
      credit: 8_500_000,
      debit: 0,
      balance: 8_450_000,
      basis: null,
    },
    {
      date: '2026-08-09',
      nature: 'honorarios',
      description: 'Honorários de êxito (20 %)',
      lawsuitLabel: '1234567-89.2025.8.26.0100',
      transactionId: 't2',
      credit: 0,
      debit: 1_700_000,
      balance: 6_750_000,
      basis: 'Honorários de êxito: 20,00 % de R$ 85.000,00',
    },
    {
      date: '2026-08-10',
      nature: 'repasse',
      description: 'Repasse ao cliente',
      lawsuitLabel: null,
      transactionId: 't3',
      credit: 0,
      debit: 6_700_000,
      balance: 50_000,
      basis: null,
    },
  ],
  totals: { recebido: 8_500_000, adiantamento: 0, reembolso: 0, 'honorarios-pagos': 0, honorarios: 1_700_000, despesas: 0, repasse: 6_700_000 },
  closing: 50_000,
};

/** The office as its public pages show it: the printed statement's heading names it. */
const OFFICE: PublicOffice = {
  name: 'Barbosa & Moreira Advogados Associados',
  cnpj: '12.345.678/0001-90',
  email: 'contato@barbosamoreira.test',
  phone: '(11) 3000-0000',
  address: { cep: '01310-100', street: 'Avenida Paulista', number: '1000', complement: '', district: 'Bela Vista', city: 'São Paulo', state: 'SP' },
  dpoName: 'Helena Barbosa',
  dpoEmail: 'privacidade@barbosamoreira.test',
};

const operations = fakeOperations({
  'finance-statement': () => STATEMENT,
  'clients-get': () => aClient({ id: 'cli-005', name: 'Eduarda Oliveira Santos' }),
  'publicPages-office': () => OFFICE,
});

const downloads: { name: string; blob: Blob }[] = [];
const blobs = new Map<string, Blob>();

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T15:00:00Z') });
  // jsdom has no object URLs and does not navigate: the download is what the link was given.
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
beforeEach(() => {
  downloads.length = 0;
});

function renderPage(read: Scopes['read'], address = '/transactions/statement?cliente=cli-005') {
  renderWithApp(<StatementPage />, { at: address, session: fakeSession({ scopes: { read, write: [] } }) });
}

describe('StatementPage', () => {
  it("shows the client's movements with the running balance, this year by default, and who owes whom", async () => {
    renderPage(['Financeiro', 'Clientes']);
    const table = await screen.findByRole('table', { name: 'Movimentos de Eduarda Oliveira Santos no período' });
    expect(operations.calls('finance-statement')[0]).toEqual({ clientId: 'cli-005', from: '2026-01-01', to: '2026-11-25' });
    const rows = within(table).getAllByRole('row');
    // Header, saldo anterior, three movements, totals.
    expect(rows).toHaveLength(6);
    expect(rows[1]!.textContent).toBe('01/01/2026Saldo anterior-R$ 500,00');
    expect(rows[3]!.textContent).toBe(
      '09/08/2026Honorários contratadosHonorários de êxito (20 %)1234567-89.2025.8.26.0100Honorários de êxito: 20,00 % de R$ 85.000,00R$ 17.000,00R$ 67.500,00',
    );
    expect(rows[5]!.textContent).toBe('25/11/2026Totais e saldo finalR$ 85.000,00R$ 84.000,00R$ 500,00');
    expect(screen.getAllByText('R$ 500,00 a repassar ao cliente').length).toBeGreaterThan(0);
    expect(screen.getByText('R$ 500,00 devidos pelo cliente')).toBeTruthy();
    // The printed page's heading names the office, the client and the period.
    expect(screen.getByText('Barbosa & Moreira Advogados Associados')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Prestação de contas — Eduarda Oliveira Santos — 01/01/2026 a 25/11/2026' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Cliente' }).value).toBe('Eduarda Oliveira Santos');
  });

  it('exports the statement as CSV named after the client and the period', async () => {
    renderPage(['Financeiro', 'Clientes']);
    fireEvent.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('prestacao-de-contas-eduarda-oliveira-santos-2026-01-01-2026-11-25.csv');
    // UTF-8 with a BOM, so Excel reads the accents (text() decodes it away).
    expect([...new Uint8Array(await downloads[0]!.blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await downloads[0]!.blob.text()).split('\r\n');
    expect(lines[0]).toBe('data;natureza;descrição;processo;base contratual;crédito;débito;saldo;saldo a favor de');
    expect(lines[1]).toBe('01/01/2026;Saldo anterior;;;;;;500,00;escritório');
    expect(lines[3]).toBe(
      '09/08/2026;Honorários contratados;Honorários de êxito (20 %);1234567-89.2025.8.26.0100;Honorários de êxito: 20,00 % de R$ 85.000,00;;17000,00;67500,00;cliente',
    );
    expect(lines[5]).toBe('25/11/2026;Saldo final;;;;;;500,00;cliente');
  });

  it('takes the client from the address for people without Clientes, who have no client search', async () => {
    renderPage(['Financeiro'], '/transactions/statement?cliente=cli-005&de=2026-08-01&ate=2026-08-31');
    await screen.findByText('Cliente: Eduarda Oliveira Santos');
    expect(screen.queryByRole('combobox', { name: 'Cliente' })).toBeNull();
    expect(operations.log.map((c) => c.name)).not.toContain('clients-get');
    expect(operations.calls('finance-statement')[0]).toEqual({ clientId: 'cli-005', from: '2026-08-01', to: '2026-08-31' });
  });

  it('asks for a client first, and refuses a period that ends before it starts', async () => {
    renderPage(['Financeiro', 'Clientes'], '/transactions/statement?de=2026-05-01&ate=2026-04-30');
    expect(screen.getByText('Escolha um cliente para ver a prestação de contas.')).toBeTruthy();
    expect(screen.getByText('A data inicial vem depois da final.')).toBeTruthy();
    expect(operations.log.map((c) => c.name)).not.toContain('finance-statement');
  });
});
