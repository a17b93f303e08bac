import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NotificationPreferencesView } from '@office/domain/notifications-labels';
import { renderWithApp } from '../../test/app';
import { fakeOperations, refuse } from '../../test/operations';
import { EmailPreferencesCard } from './EmailPreferencesCard';

const server: { view: NotificationPreferencesView | null; stored: number | null; reads: number } = {
  view: null,
  /** The version another tab saved meanwhile: an update naming an older one is refused. */
  stored: null,
  reads: 0,
};

const operations = fakeOperations({
  'notifications-preferences': () => {
    server.reads++;
    return structuredClone(server.view!);
  },
  'notifications-updatePreferences': (input) => {
    const view = server.view!;
    if (input.expectedVersion !== server.stored) return refuse('conflict', { reason: 'Outra pessoa alterou este registro enquanto você editava.' });
    const email = { ...view.email, ...input.email };
    server.stored = (server.stored ?? 0) + 1;
    server.view = { ...view, email, version: server.stored };
    return structuredClone(server.view);
  },
});

const VIEW: NotificationPreferencesView = {
  email: {
    lembrete: 'imediato',
    'agenda-participacao': 'imediato',
    'prazo-fatal': 'imediato',
    'audiencia-intimacao': 'imediato',
    'intimacao-nova': 'imediato',
    'intimacao-pendente': 'resumo',
    'captura-falhando': 'imediato',
    mensagem: 'resumo',
    tarefa: 'imediato',
    'contato-site': 'imediato',
    'exito-registrado': 'imediato',
    'exportacao-pronta': 'imediato',
    'reajuste-sem-indice': 'imediato',
    'documento-cliente': 'imediato',
    'correcao-dados': 'imediato',
  },
  // Not an administrator: no "Falha na captura".
  kinds: ['lembrete', 'agenda-participacao', 'prazo-fatal', 'intimacao-nova', 'intimacao-pendente', 'mensagem'],
  address: 'ana@x.test',
  version: 4,
};

beforeEach(() => {
  server.view = structuredClone(VIEW);
  server.stored = 4;
  server.reads = 0;
});

function renderCard() {
  renderWithApp(<EmailPreferencesCard />);
}

const select = (label: string) => screen.getByRole<HTMLSelectElement>('combobox', { name: label });

describe('EmailPreferencesCard', () => {
  it('offers the three modes for each kind the person receives, says where e-mail goes and why the bell', async () => {
    renderCard();
    const card = await screen.findByRole('region', { name: 'Notificações por e-mail' });
    await within(card).findByText('ana@x.test');
    expect(card.textContent).toContain(
      'As notificações aparecem sempre no sino. Aqui você escolhe quando recebê-las também por e-mail: na hora, num resumo diário às 07:00 ou nunca.',
    );
    expect(
      within(card)
        .getAllByRole('combobox')
        .map((s) => s.getAttribute('id')),
    ).toEqual(VIEW.kinds.map((k) => `email-mode-${k}`));
    expect(within(card).queryByRole('combobox', { name: 'Falha na captura do DJEN ou do DataJud' })).toBeNull();
    expect(select('Novas mensagens').value).toBe('resumo');
    expect([...select('Lembretes da agenda').options].map((o) => o.text)).toEqual(['Na hora', 'No resumo diário (07:00)', 'Não enviar e-mail']);
  });

  it('saves the chosen modes with the version read, and says so', async () => {
    const user = userEvent.setup();
    renderCard();
    await screen.findByText('ana@x.test');
    await user.selectOptions(select('Novas mensagens'), 'desligado');
    await user.selectOptions(select('Lembretes da agenda'), 'resumo');
    await user.click(screen.getByRole('button', { name: 'Salvar preferências de e-mail' }));
    expect(await screen.findByText('Preferências de e-mail salvas')).toBeTruthy();
    expect(operations.calls('notifications-updatePreferences')).toEqual([
      {
        expectedVersion: 4,
        email: {
          lembrete: 'resumo',
          'agenda-participacao': 'imediato',
          'prazo-fatal': 'imediato',
          'intimacao-nova': 'imediato',
          'intimacao-pendente': 'resumo',
          mensagem: 'desligado',
        },
      },
    ]);
    // The next save names the version this one made.
    await user.selectOptions(select('Novas mensagens'), 'imediato');
    await user.click(screen.getByRole('button', { name: 'Salvar preferências de e-mail' }));
    await waitFor(() => expect(operations.calls('notifications-updatePreferences')).toHaveLength(2));
    expect(operations.calls('notifications-updatePreferences')[1]).toMatchObject({ expectedVersion: 5, email: { mensagem: 'imediato', lembrete: 'resumo' } });
  });

  it('names no version before the first save', async () => {
    server.view = { ...structuredClone(VIEW), version: null };
    server.stored = null;
    const user = userEvent.setup();
    renderCard();
    await screen.findByText(/Você ainda não escolheu/);
    await user.click(screen.getByRole('button', { name: 'Salvar preferências de e-mail' }));
    await waitFor(() => expect(operations.calls('notifications-updatePreferences')).toHaveLength(1));
    expect(operations.calls('notifications-updatePreferences')[0]?.expectedVersion).toBeNull();
  });

  it('shows a conflict like the other forms, and reloads the current choices when asked', async () => {
    const user = userEvent.setup();
    renderCard();
    await screen.findByText('ana@x.test');
    // Saved in another tab meanwhile.
    server.stored = 5;
    server.view = { ...server.view!, version: 5, email: { ...VIEW.email, mensagem: 'imediato' } };
    await user.selectOptions(select('Novas mensagens'), 'desligado');
    await user.click(screen.getByRole('button', { name: 'Salvar preferências de e-mail' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Outra pessoa alterou este registro');
    expect(screen.queryByText('Preferências de e-mail salvas')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Ver os dados atuais/ }));
    await waitFor(() => expect(select('Novas mensagens').value).toBe('imediato'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.reads).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Salvar preferências de e-mail' }));
    await waitFor(() => expect(operations.calls('notifications-updatePreferences').at(-1)?.expectedVersion).toBe(5));
  });
});
