import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CallError } from '../../lib/callable';
import { PageTitle } from '../../lib/page-title';
import { renderWithApp } from '../../test/app';
import { RecordPage } from './RecordPage';

interface Client {
  id: string;
  name: string;
}

function ClientPage({ read, notFound }: { read: () => Promise<Client>; notFound?: string }) {
  const query = useQuery({ queryKey: ['clients', 'detail', 'c1'], queryFn: read });
  return (
    <RecordPage query={query} back={{ to: '/clients', label: 'Voltar aos clientes' }} notFound={notFound} title={(c) => c.name}>
      {(c) => <h1>{c.name}</h1>}
    </RecordPage>
  );
}

const renderPage = (read: () => Promise<Client>, notFound?: string) =>
  renderWithApp(
    <PageTitle>
      <ClientPage read={read} notFound={notFound} />
    </PageTitle>,
  );

describe('RecordPage', () => {
  it('waits with a spinner, then shows the record and names it in the tab', async () => {
    let answer: (c: Client) => void = () => undefined;
    renderPage(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByRole('status').textContent).toBe('Carregando…');
    answer({ id: 'c1', name: 'Ana Melo' });
    expect(await screen.findByRole('heading', { name: 'Ana Melo' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Ana Melo · Barbosa & Moreira'));
  });

  it('says why it did not load, with the way back to the list and "Tentar novamente"', async () => {
    const read = vi
      .fn<() => Promise<Client>>()
      .mockRejectedValueOnce(new CallError('Sem conexão com o servidor.', 'offline', {}, {}))
      .mockResolvedValueOnce({ id: 'c1', name: 'Ana Melo' });
    renderPage(read);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sem conexão com o servidor.');
    expect(screen.getByRole('link', { name: 'Voltar aos clientes' }).getAttribute('href')).toBe('/clients');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Ana Melo' })).toBeTruthy();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('says a missing record is not there in its own words, with no retry', async () => {
    renderPage(() => Promise.reject(new CallError('O registro não foi encontrado.', 'not-found', {}, {})), 'Cliente não encontrado.');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Cliente não encontrado. Voltar aos clientes');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect(document.title).toBe('Barbosa & Moreira');
  });

  it("without its own words for a missing record, says the server's", async () => {
    renderPage(() => Promise.reject(new CallError('O registro não foi encontrado.', 'not-found', {}, {})));
    expect((await screen.findByRole('alert')).textContent).toBe('O registro não foi encontrado. Voltar aos clientes');
  });
});
