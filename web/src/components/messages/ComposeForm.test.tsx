import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScopeLabel } from '@office/domain/policy';
import { renderWithApp } from '../../test/app';
import { fakeOperations, refuse } from '../../test/operations';
import { aDirectoryEntry, aMailboxLine } from '../../test/records';
import { fakeSession } from '../../test/session';
import { ComposeForm, type ComposeLink } from './ComposeForm';

const refusal = { fields: null as Record<string, string> | null };

const operations = fakeOperations({
  'directory-list': () => [
    // The signed-in person (fakeSession's u1) and a colleague of the same name.
    aDirectoryEntry({ uid: 'u1', name: 'Ana Souza', email: 'ana@x.test', lawyer: true, agenda: true }),
    aDirectoryEntry({ uid: 'u2', name: 'Ana Souza', email: 'ana.s@x.test', lawyer: false, agenda: true }),
    aDirectoryEntry({ uid: 'u3', name: 'Bruno Lima', email: 'bruno@x.test', lawyer: true, agenda: true }),
  ],
  'messages-send': () => {
    if (refusal.fields) return refuse('invalid-input', { reason: 'Alguns dados estão inválidos.', fields: refusal.fields });
    return { mailbox: aMailboxLine({ threadId: 'm1' }), messages: [] };
  },
});

beforeEach(() => {
  refusal.fields = null;
});

function renderForm({ link, read = ['Clientes', 'Processos'] }: { link?: ComposeLink; read?: ScopeLabel[] } = {}) {
  const onSent = vi.fn();
  renderWithApp(<ComposeForm link={link} onSent={onSent} onCancel={() => undefined} />, { session: fakeSession({ scopes: { read, write: [] } }) });
  return onSent;
}

const sendCalls = () => operations.calls('messages-send');

describe('ComposeForm', () => {
  it('offers the team without oneself, tells namesakes apart by e-mail, and sends what was written', async () => {
    const user = userEvent.setup();
    const onSent = renderForm();
    const to = screen.getByRole('combobox', { name: 'Para' });
    await user.click(to);
    const team = () => within(screen.getByRole('listbox', { name: 'Pessoas da equipe' })).queryAllByRole('option');
    await waitFor(() => expect(team()).toHaveLength(2));
    expect(team().map((o) => o.firstChild?.textContent)).toEqual(['Ana Souza (ana.s@x.test)', 'Bruno Lima']);
    await user.keyboard('{Enter}');
    await user.type(screen.getByLabelText('Assunto'), 'Audiência de amanhã');
    await user.type(screen.getByLabelText('Mensagem'), 'Leve a procuração.{Enter}Obrigada!');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(sendCalls()).toEqual([{ toIds: ['u2'], subject: 'Audiência de amanhã', body: 'Leve a procuração.\nObrigada!', link: null }]);
  });

  it('says what is missing before sending anything', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Escolha ao menos um destinatário')).toBeTruthy();
    expect(screen.getByText('Informe o assunto')).toBeTruthy();
    expect(screen.getByText('Escreva a mensagem')).toBeTruthy();
    expect(sendCalls()).toEqual([]);
  });

  it('sends the record it was opened with, shown as a chip that can be removed', async () => {
    const user = userEvent.setup();
    const onSent = renderForm({ link: { kind: 'lawsuit', id: 'proc-1', label: '0001234-56.2026.8.26.0100' } });
    expect(screen.getByText('Processo: 0001234-56.2026.8.26.0100')).toBeTruthy();
    // While linked, there is nothing else to choose.
    expect(screen.queryByLabelText('Vincular a')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Para' }));
    await user.type(screen.getByRole('combobox', { name: 'Para' }), 'bruno{Enter}');
    await user.type(screen.getByLabelText('Assunto'), 'Prazo');
    await user.type(screen.getByLabelText('Mensagem'), 'Veja o andamento.');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(sendCalls()[0]).toMatchObject({ toIds: ['u3'], link: { kind: 'lawsuit', id: 'proc-1' } });

    await user.click(screen.getByRole('button', { name: 'Remover o vínculo com 0001234-56.2026.8.26.0100' }));
    expect(screen.queryByText('Processo: 0001234-56.2026.8.26.0100')).toBeNull();
    expect(screen.getByLabelText('Vincular a')).toBeTruthy();
  });

  it('offers links only to the sections the sender reads, and asks for the record once a kind is chosen', async () => {
    const user = userEvent.setup();
    renderForm({ read: ['Clientes'] });
    const kind = screen.getByLabelText('Vincular a');
    expect(
      within(kind)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Nenhum', 'Cliente']);
    await user.selectOptions(kind, 'client');
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Escolha o cliente ou “Nenhum” em Vincular a.')).toBeTruthy();
  });

  it('hides "Vincular a" from someone who reads neither Clientes nor Processos', () => {
    renderForm({ read: ['Agenda'] });
    expect(screen.queryByLabelText('Vincular a')).toBeNull();
  });

  it('puts the server’s field refusals on their fields', async () => {
    const user = userEvent.setup();
    refusal.fields = { toIds: 'Bruno Lima não está mais na equipe' };
    renderForm();
    await user.type(screen.getByRole('combobox', { name: 'Para' }), 'bruno{Enter}');
    await user.type(screen.getByLabelText('Assunto'), 'Oi');
    await user.type(screen.getByLabelText('Mensagem'), 'Tudo bem?');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Bruno Lima não está mais na equipe')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Corrija o campo destacado abaixo.');
  });
});
