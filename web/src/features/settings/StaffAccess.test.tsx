import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCESS_PRESETS, SECTIONS, type StaffListItem } from '@office/domain';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { fakeSession } from '../../test/session';
import { StaffAccess } from './StaffAccess';

const member = (uid: string, name: string, admin: boolean): StaffListItem => ({
  uid,
  name,
  email: `${uid}@barbosaadvocacia.test`,
  scopes: admin ? { read: ['Agenda', 'Configurações'], write: ['Configurações'] } : { read: ['Agenda'], write: [] },
  admin,
  disabled: false,
  version: 4,
  updatedAt: '2026-11-20T12:00:00.000Z',
  updatedBy: 'helena',
  hasAccount: true,
});

const operations = fakeOperations({
  'staff-list': () => {
    const items = [
      member('helena', 'Helena Barbosa', true),
      member('pedro', 'Pedro Costa', true),
      { ...member('lucas', 'Lucas Almeida', false), disabled: true },
    ];
    return { items, nextCursor: null };
  },
  'staff-pending': () => {
    const lookalike = { uid: 'nova', name: 'helena  barbosa', email: 'helena.barbosa.adv@exemplo.test', registeredAt: '2026-11-26T12:00:00.000Z' };
    return { items: [{ ...lookalike, sameNameAs: 'Helena Barbosa' }] };
  },
  'staff-setAdmin': () => ({ ...member('pedro', 'Pedro Costa', false), version: 5 }),
  'staff-create': (input) => {
    // A stranger had signed up with this address without confirming it: the server reset that account.
    const reset = input.email === 'novo.socio@barbosaadvocacia.test';
    return {
      member: { ...member('bianca', input.name, false), email: input.email },
      passwordSetupLink: reset ? 'http://127.0.0.1:9099/emulator/action?mode=resetPassword&oobCode=codigo-unico&apiKey=x' : null,
      resetUnconfirmedAccount: reset,
    };
  },
  'staff-setScopes': (input) => ({ ...member(input.uid, 'Colega', false), scopes: { read: input.read, write: input.write }, version: 5 }),
});

function renderPage() {
  renderWithApp(<StaffAccess />, { session: fakeSession({ admin: true, scopes: { read: ['Configurações'], write: ['Configurações'] } }) });
}

async function openDemotion() {
  const row = (await screen.findByText('Pedro Costa')).closest('li, tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: 'Remover admin' }));
  return screen.findByRole('dialog', { name: 'Remover Pedro Costa de administrador(es)?' });
}

const sent = () => operations.calls('staff-setAdmin');

describe('demoting an administrator', () => {
  it('says Configurações goes with the flag, and takes it away unless kept', async () => {
    renderPage();
    const dialog = await openDemotion();
    expect(dialog.textContent).toContain('perde também Configurações');
    const keep = within(dialog).getByRole('checkbox', { name: 'Manter leitura e edição em Configurações' });
    expect((keep as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover admin' }));
    await waitFor(() => expect(sent()).toEqual([{ uid: 'pedro', expectedVersion: 4, admin: false, keepSettings: false }]));
  });

  it('keeps Configurações when asked, and changes nothing when cancelled', async () => {
    renderPage();
    let dialog = await openDemotion();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent()).toEqual([]);

    dialog = await openDemotion();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Manter leitura e edição em Configurações' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover admin' }));
    await waitFor(() => expect(sent()).toEqual([{ uid: 'pedro', expectedVersion: 4, admin: false, keepSettings: true }]));
  });
});

describe('registrations waiting for access', () => {
  it('marks a disabled colleague’s account, in words that agree with any name', async () => {
    renderPage();
    const row = (await screen.findByText('Lucas Almeida')).closest('li, tr') as HTMLElement;
    expect(within(row).getByText('conta desativada')).toBeTruthy();
    expect(within(row).queryByText('desativada')).toBeNull();
  });

  it('flags one whose name reads like a member’s', async () => {
    renderPage();
    const item = (await screen.findByText('helena.barbosa.adv@exemplo.test', { exact: false })).closest('li') as HTMLElement;
    expect(within(item).getByText('Mesmo nome de Helena Barbosa, que já está na equipe. Confira o e-mail antes de conceder acesso.')).toBeTruthy();
  });
});

const LEVEL_NAMES = { none: 'sem acesso', read: 'leitura', write: 'leitura e edição' } as const;

/** The level each section's row has ticked in the grid. */
function tickedLevels(dialog: HTMLElement) {
  return Object.fromEntries(
    SECTIONS.map((s) => {
      const ticked = (Object.keys(LEVEL_NAMES) as (keyof typeof LEVEL_NAMES)[]).filter(
        (level) => within(dialog).getByRole<HTMLInputElement>('radio', { name: `${s.label}: ${LEVEL_NAMES[level]}` }).checked,
      );
      return [s.label, ticked.join(',')];
    }),
  );
}

async function openAccess(name: string) {
  const row = (await screen.findByText(name)).closest('li, tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: 'Acessos' }));
  return screen.findByRole('dialog', { name: `Acessos de ${name}` });
}

const status = (dialog: HTMLElement) => within(within(dialog).getByRole('group', { name: 'Perfil de acesso' })).getByRole('status').textContent;

describe('access presets', () => {
  it('fills the grid with exactly the Financeiro preset, which stays editable, and saves only when asked', async () => {
    renderPage();
    const dialog = await openAccess('Lucas Almeida');
    expect(status(dialog)).toBe('Personalizado');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar perfil Financeiro' }));
    const finance = ACCESS_PRESETS.find((p) => p.id === 'finance')!;
    expect(tickedLevels(dialog)).toEqual({
      ...Object.fromEntries(SECTIONS.map((s) => [s.label, 'none'])),
      Clientes: 'read',
      Financeiro: 'write',
    });
    expect(finance.scopes).toEqual({ read: ['Clientes', 'Financeiro'], write: ['Financeiro'] });
    expect(status(dialog)).toBe('Perfil: Financeiro');
    // Applying is not saving.
    expect(operations.log.some((c) => c.name === 'staff-setScopes')).toBe(false);

    // Still editable: taking Clientes away is a custom grant, and putting it back is the preset again.
    const clientsNone = within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Clientes: sem acesso' });
    expect(clientsNone.disabled).toBe(false);
    fireEvent.click(clientsNone);
    expect(clientsNone.checked).toBe(true);
    expect(status(dialog)).toBe('Personalizado');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Clientes: leitura' }));
    expect(status(dialog)).toBe('Perfil: Financeiro');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar acessos' }));
    await waitFor(() =>
      expect(operations.calls('staff-setScopes')).toEqual([{ uid: 'lucas', expectedVersion: 4, read: ['Clientes', 'Financeiro'], write: ['Financeiro'] }]),
    );
  });

  it('marks the grid as changed: closing after a preset asks before discarding', async () => {
    renderPage();
    const dialog = await openAccess('Lucas Almeida');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar perfil Secretaria' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await screen.findByText('Descartar alterações?');
    expect(operations.log.some((c) => c.name === 'staff-setScopes')).toBe(false);
  });

  it('never touches an administrator’s flag or Configurações', async () => {
    renderPage();
    const dialog = await openAccess('Pedro Costa');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar perfil Advogado(a)' }));
    expect(status(dialog)).toBe('Perfil: Advogado(a)');
    const settings = within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Configurações: leitura e edição' });
    expect(settings.checked && settings.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar acessos' }));
    const lawyer = ['Clientes', 'Processos', 'Agenda', 'Publicações', 'Configurações'];
    await waitFor(() => expect(operations.calls('staff-setScopes')).toEqual([{ uid: 'pedro', expectedVersion: 4, read: lawyer, write: lawyer }]));
    expect(operations.log.map((c) => c.name)).not.toContain('staff-setAdmin');
  });

  it('fills the grid of a new colleague too, and sends what it shows', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar pessoa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar pessoa à equipe' });
    expect(status(dialog)).toBe('Sem acesso a seções');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar perfil Estagiário(a)' }));
    expect(status(dialog)).toBe('Perfil: Estagiário(a)');
    // The preset alone is a change: closing asks first.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar editando' }));
    fireEvent.change(within(dialog).getByLabelText('Nome completo'), { target: { value: 'Bianca Nogueira' } });
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'bianca@barbosaadvocacia.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar pessoa' }));
    await waitFor(() =>
      expect(operations.calls('staff-create')).toEqual([
        { email: 'bianca@barbosaadvocacia.test', name: 'Bianca Nogueira', read: ['Processos', 'Agenda'], write: ['Agenda'], admin: false },
      ]),
    );
  });
});

describe('adding a colleague whose address a stranger had registered', () => {
  it('shows the first-access link and says the unconfirmed account was reset', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar pessoa' }));
    const form = await screen.findByRole('dialog', { name: 'Adicionar pessoa à equipe' });
    fireEvent.change(within(form).getByLabelText('Nome completo'), { target: { value: 'Novo Sócio' } });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'novo.socio@barbosaadvocacia.test' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Adicionar pessoa' }));
    const shown = await screen.findByRole('dialog', { name: 'Novo Sócio foi adicionada(o) à equipe' });
    expect(within(shown).getByRole('note').textContent).toBe(
      'Já havia uma conta não confirmada com o e-mail novo.socio@barbosaadvocacia.test, criada no cadastro do site. Ela foi redefinida: a senha anterior não vale mais e só este link dá acesso.',
    );
    expect(within(shown).getByLabelText<HTMLInputElement>('Link de primeiro acesso').value).toBe(
      `${window.location.origin}/auth/Action?mode=resetPassword&oobCode=codigo-unico`,
    );
  });
});
