import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamState } from '@office/domain/contracts';
import type { Listed } from '@office/domain/lists';
import type { PracticeArea, TeamMemberRecord } from '@office/domain/team';
import { CallError } from '../../lib/callable';
import type * as Files from '../../lib/files';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { aDirectoryEntry } from '../../test/records';
import { fakeSession } from '../../test/session';
import { AboutPage } from './AboutPage';

const meta = { createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', createdBy: 'u1', updatedBy: 'u1' };
const member = (over: Partial<Listed<TeamMemberRecord>>): Listed<TeamMemberRecord> => ({
  ...meta,
  id: 'eqp-x',
  version: 1,
  name: '',
  role: 'advogado',
  title: '',
  staffId: null,
  oab: [],
  areas: [],
  bio: '',
  published: true,
  photoPath: null,
  ...over,
});
const HELENA = member({
  id: 'eqp-helena',
  version: 4,
  name: 'Helena Barbosa',
  role: 'socio',
  title: 'Sócia fundadora',
  staffId: 'staff-helena',
  oab: [
    { uf: 'SP', number: '245180', kind: 'advogado' },
    { uf: 'RJ', number: '98765', kind: 'suplementar' },
  ],
  areas: ['Direito Tributário'],
  photoPath: 'office/eqp-helena/photo-0123456789ab.jpg',
});
const PEDRO = member({
  id: 'eqp-pedro',
  name: 'Pedro Costa',
  staffId: 'staff-pedro',
  title: 'Advogado associado (até 2025)',
  oab: [{ uf: 'MG', number: '187302', kind: 'advogado' }],
  published: false,
});
const AREAS: PracticeArea[] = [
  { name: 'Direito Tributário', description: 'Planejamento tributário.' },
  { name: 'Direito Civil', description: 'Contratos.' },
  { name: 'Direito do Trabalho', description: '' },
];

const PROFILE = {
  name: 'Barbosa Advocacia',
  cnpj: '11222333000181',
  oabRegistration: 'OAB/SP 12.345',
  email: 'contato@x.test',
  phone: '1133334444',
  address: { cep: '01310100', street: 'Av. Paulista', number: '1000', complement: '', district: 'Bela Vista', city: 'São Paulo', state: 'SP' },
  dpoName: 'Helena Barbosa',
  dpoEmail: 'dpo@x.test',
};

const server = {
  team: null as unknown as TeamState,
  /** What the next write answers: an error to throw, or success. */
  refuse: null as Error | null,
};

function refuseIfAsked() {
  if (server.refuse) throw server.refuse;
}

const operations = fakeOperations({
  'about-get': () => ({ profile: PROFILE, version: 1, updatedAt: '2026-01-01T00:00:00Z' }),
  'about-team': () => server.team,
  'directory-list': () => [aDirectoryEntry({ uid: 'staff-helena', name: 'Helena Barbosa', email: 'helena@x.test', lawyer: true, agenda: true })],
  'about-deleteMember': (input) => {
    refuseIfAsked();
    server.team = { ...server.team, members: server.team.members.filter((m) => m.id !== input.id) };
    return { deleted: true };
  },
  'about-updateAreas': (input) => {
    refuseIfAsked();
    server.team = { ...server.team, areas: input.areas, areasVersion: server.team.areasVersion + 1 };
    return server.team;
  },
});

vi.mock('../../lib/files', async (original) => ({
  ...(await original<typeof Files>()),
  fetchFile: async () => new Response('jpeg', { headers: { 'content-type': 'image/jpeg' } }),
}));

beforeAll(() => {
  // jsdom has no blob URLs.
  Object.assign(URL, { createObjectURL: () => 'blob:foto', revokeObjectURL: () => undefined });
});

function renderPage(tab: string, write = true) {
  renderWithApp(<AboutPage />, { at: `/about${tab}`, session: fakeSession({ scopes: { read: ['Sobre'], write: write ? ['Sobre'] : [] } }) });
}

const card = (name: string) => screen.getByRole('listitem', { name });
const nameInput = (index: number) => screen.getAllByLabelText('Nome')[index] as HTMLInputElement;
const names = () => screen.getAllByLabelText<HTMLInputElement>('Nome').map((i) => i.value);

beforeEach(() => {
  server.refuse = null;
  server.team = { members: [HELENA, PEDRO], areas: AREAS, areasVersion: 2 };
});

describe('AboutPage — Equipe', () => {
  it('shows each person with role, inscriptions, areas, account and whether the site shows them', async () => {
    renderPage('?tab=equipe');
    const helena = await screen.findByRole('listitem', { name: 'Helena Barbosa' });
    expect(screen.getByRole('link', { name: 'Equipe' }).getAttribute('aria-current')).toBe('page');
    expect(within(helena).getByText('Sócio(a) · Sócia fundadora')).toBeTruthy();
    expect(within(helena).getByText('OAB/SP nº 245.180')).toBeTruthy();
    expect(within(helena).getByText('OAB/RJ nº 98.765 (suplementar)')).toBeTruthy();
    expect(within(helena).getByText('Direito Tributário')).toBeTruthy();
    expect(await within(helena).findByText('Helena Barbosa', { selector: 'span' })).toBeTruthy();
    expect(within(helena).queryByText('Não aparece no site')).toBeNull();
    expect(within(card('Pedro Costa')).getByText('Não aparece no site')).toBeTruthy();
    // An account no longer active is named as such (the directory lists only active ones).
    expect(within(card('Pedro Costa')).getByText('conta desativada')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Adicionar pessoa' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Editar Pedro Costa' })).toBeTruthy();
  });

  it("shows each person's photo, or their initials without one", async () => {
    renderPage('?tab=equipe');
    const helena = await screen.findByRole('listitem', { name: 'Helena Barbosa' });
    expect((await within(helena).findByRole<HTMLImageElement>('img', { name: 'Foto de Helena Barbosa' })).src).toBe('blob:foto');
    expect(within(card('Pedro Costa')).getByText('PC')).toBeTruthy();
    expect(within(card('Pedro Costa')).queryByRole('img')).toBeNull();
  });

  it('offers no changes to those who only read Sobre', async () => {
    renderPage('?tab=equipe', false);
    await screen.findByRole('listitem', { name: 'Helena Barbosa' });
    expect(screen.queryByRole('button', { name: 'Adicionar pessoa' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Editar|^Excluir/ })).toBeNull();
  });

  it('asks before removing a person, naming them, and removes them on the version shown', async () => {
    renderPage('?tab=equipe');
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir Pedro Costa' }));
    const question = await screen.findByRole('dialog', { name: 'Excluir Pedro Costa?' });
    expect(within(question).getByText(/Pedro Costa sai da equipe/)).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Pessoa excluída da equipe.')).toBeTruthy();
    expect(operations.calls('about-deleteMember')[0]).toEqual({ id: 'eqp-pedro', expectedVersion: 1 });
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Pedro Costa' })).toBeNull());
  });

  it('opens the form in a dialog', async () => {
    renderPage('?tab=equipe');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Helena Barbosa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Helena Barbosa' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Nome').value).toBe('Helena Barbosa');
    expect(within(dialog).getByRole('group', { name: 'Inscrições na OAB' })).toBeTruthy();
  });
});

describe('AboutPage — Áreas de atuação', () => {
  it('moves, removes and adds areas, and saves the whole list on its version', async () => {
    renderPage('?tab=areas');
    await screen.findByDisplayValue('Direito Civil');
    expect(names()).toEqual(['Direito Tributário', 'Direito Civil', 'Direito do Trabalho']);
    expect(screen.getByRole('button', { name: 'Mover para cima: Direito Tributário' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Mover para baixo: Direito Tributário' }));
    expect(names()).toEqual(['Direito Civil', 'Direito Tributário', 'Direito do Trabalho']);
    fireEvent.click(screen.getByRole('button', { name: 'Remover Direito do Trabalho' }));
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar área' }));
    fireEvent.change(nameInput(2), { target: { value: 'Direito Previdenciário' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar áreas de atuação' }));

    expect(await screen.findByText('Áreas de atuação salvas.')).toBeTruthy();
    expect(operations.calls('about-updateAreas')[0]).toEqual({
      expectedVersion: 2,
      areas: [
        { name: 'Direito Civil', description: 'Contratos.' },
        { name: 'Direito Tributário', description: 'Planejamento tributário.' },
        { name: 'Direito Previdenciário', description: '' },
      ],
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Descartar alterações' })).toHaveProperty('disabled', true));
  });

  it('refuses two areas of the same name before sending', async () => {
    renderPage('?tab=areas');
    await screen.findByDisplayValue('Direito Civil');
    fireEvent.change(nameInput(1), { target: { value: 'direito tributário' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar áreas de atuação' }));
    expect(await screen.findByText('Duas áreas têm o mesmo nome')).toBeTruthy();
    expect(operations.calls('about-updateAreas').length > 0).toBe(false);
  });

  it('says plainly that someone else saved, and loads their list on request', async () => {
    renderPage('?tab=areas');
    await screen.findByDisplayValue('Direito Civil');
    server.refuse = new CallError('Outra pessoa alterou este registro.', 'conflict', {}, {});
    fireEvent.change(nameInput(1), { target: { value: 'Direito Civil e Família' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar áreas de atuação' }));
    expect(await screen.findByText(/Outra pessoa salvou as áreas de atuação enquanto você editava/)).toBeTruthy();

    server.team = { ...server.team, areas: [...AREAS, { name: 'Direito Penal', description: '' }], areasVersion: 3 };
    fireEvent.click(screen.getByRole('button', { name: 'Ver os dados atuais (suas alterações serão descartadas)' }));
    await waitFor(() => expect(names()).toEqual(['Direito Tributário', 'Direito Civil', 'Direito do Trabalho', 'Direito Penal']));
    expect(screen.queryByText(/Outra pessoa salvou/)).toBeNull();

    server.refuse = null;
    fireEvent.click(screen.getByRole('button', { name: 'Remover Direito Penal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar áreas de atuação' }));
    await screen.findByText('Áreas de atuação salvas.');
    expect(operations.calls('about-updateAreas').at(-1)?.expectedVersion).toBe(3);
  });

  it('shows the list without ways to change it to those who only read Sobre', async () => {
    renderPage('?tab=areas', false);
    const list = await screen.findByRole('list', { name: 'Áreas de atuação do escritório' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Direito Tributário', 'Direito Civil', 'Direito do Trabalho']);
    expect(within(list).getByText('Planejamento tributário.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Salvar|Adicionar/ })).toBeNull();
  });
});

describe('AboutPage — tabs', () => {
  it('keeps the tab in the address and shows the profile by default', async () => {
    renderPage('');
    expect(await screen.findByText('Barbosa Advocacia')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Escritório' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('link', { name: 'Áreas de atuação' }));
    expect(await screen.findByDisplayValue('Direito Civil')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Áreas de atuação' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByText('Barbosa Advocacia')).toBeNull();
  });
});
