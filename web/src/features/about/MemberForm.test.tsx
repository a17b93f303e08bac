import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamState } from '@office/domain/contracts';
import type { Listed } from '@office/domain/lists';
import type { TeamMemberRecord, TeamMemberValues } from '@office/domain/team';
import type * as Files from '../../lib/files';
import { renderWithApp } from '../../test/app';
import { fakeOperations, refuse } from '../../test/operations';
import { aDirectoryEntry, aTeamMember } from '../../test/records';
import { fakeSession } from '../../test/session';
import { inscriptionLabel, MemberForm } from './MemberForm';

const HELENA = aTeamMember({
  id: 'eqp-helena',
  version: 2,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  title: 'Sócia fundadora',
  staffId: 'staff-helena',
  oab: [
    { uf: 'SP', number: '245180', kind: 'advogado' },
    { uf: 'RJ', number: '98765', kind: 'suplementar' },
  ],
  areas: ['Direito Tributário', 'Direito Aduaneiro'],
  bio: 'Advogada desde 2004.',
});
const RAFAEL: Listed<TeamMemberRecord> = { ...HELENA, id: 'eqp-rafael', name: 'Rafael Moreira', staffId: 'staff-rafael', oab: [], areas: [] };
const TEAM: TeamState = {
  members: [HELENA, RAFAEL],
  areas: [
    { name: 'Direito Tributário', description: '' },
    { name: 'Direito Civil', description: '' },
  ],
  areasVersion: 3,
};
const DIRECTORY = [
  aDirectoryEntry({ uid: 'staff-helena', name: 'Helena Barbosa', email: 'helena@x.test' }),
  aDirectoryEntry({ uid: 'staff-rafael', name: 'Rafael Moreira', email: 'rafael@x.test' }),
  aDirectoryEntry({ uid: 'staff-bruna', name: 'Bruna Lima', email: 'bruna@x.test' }),
];

/** The member as the server saves it. */
const saved = (member: TeamMemberValues) => ({ ...HELENA, ...member, id: 'eqp-new', version: 1 });

const operations = fakeOperations({
  'about-team': () => TEAM,
  'directory-list': () => DIRECTORY,
  'about-createMember': (input) => saved(input.member),
  'about-updateMember': (input) => saved(input.member),
  'about-setMemberPhoto': (input) => {
    const photoPath = input.sourcePath ? 'office/eqp-helena/photo-0123456789ab.jpg' : null;
    return { ...HELENA, photoPath, version: input.expectedVersion + 1 };
  },
});

const server = vi.hoisted(() => ({
  /** Uploads to the files function: the folder and the file's name. */
  uploads: [] as { folder: string; name: string }[],
  /** An upload waits at 40% until the test lets it finish. */
  holdUpload: false,
  finishUpload: null as (() => void) | null,
}));

vi.mock('../../lib/files', async (original) => ({
  ...(await original<typeof Files>()),
  uploadFile: async (folder: string, file: File, onProgress: (fraction: number) => void) => {
    server.uploads.push({ folder, name: file.name });
    onProgress(0.4);
    if (server.holdUpload) await new Promise<void>((resolve) => (server.finishUpload = resolve));
    onProgress(1);
    return { path: `${folder}/${file.name}`, name: file.name, size: file.size, contentType: file.type };
  },
  // A stored photo: any bytes do (the blob URL is stubbed below).
  fetchFile: async () => new Response('jpeg', { headers: { 'content-type': 'image/jpeg' } }),
}));

beforeAll(() => {
  // jsdom has no blob URLs.
  Object.assign(URL, { createObjectURL: () => 'blob:foto', revokeObjectURL: () => undefined });
});

function renderForm(existing?: Listed<TeamMemberRecord>) {
  const onSaved = vi.fn();
  renderWithApp(<MemberForm existing={existing} onSaved={onSaved} onCancel={() => undefined} />, {
    session: fakeSession({ scopes: { read: ['Sobre'], write: ['Sobre'] } }),
  });
  return onSaved;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement & HTMLSelectElement>(label);
const all = (label: string) => screen.getAllByLabelText<HTMLInputElement & HTMLSelectElement>(label);
const inscriptions = () => screen.getByRole('group', { name: 'Inscrições na OAB' });
const sent = <N extends 'about-createMember' | 'about-updateMember' | 'about-setMemberPhoto'>(name: N) => operations.calls(name)[0]!;

beforeEach(() => {
  server.uploads.length = 0;
  server.holdUpload = false;
  server.finishUpload = null;
});

describe('inscriptionLabel', () => {
  it('names a row by its state and number once both were typed', () => {
    expect(inscriptionLabel({ uf: 'SP', number: '0123.456' }, 0)).toBe('inscrição OAB/SP nº 123.456');
    expect(inscriptionLabel({ uf: '', number: '123456' }, 1)).toBe('inscrição 2');
    expect(inscriptionLabel({ uf: 'RJ', number: '' }, 2)).toBe('inscrição 3');
  });
});

describe('MemberForm', () => {
  it('adds and removes inscription rows, and sends them with the rest', async () => {
    const onSaved = renderForm();
    await screen.findByRole('checkbox', { name: 'Direito Civil' });
    fireEvent.change(field('Nome'), { target: { value: 'Bruna Lima' } });
    // A new person starts with one inscription, the principal one.
    expect(all('Número')).toHaveLength(1);
    expect(all('Tipo')[0]?.value).toBe('advogado');
    fireEvent.change(all('UF')[0]!, { target: { value: 'SP' } });
    fireEvent.change(all('Número')[0]!, { target: { value: '123.456' } });

    fireEvent.click(within(inscriptions()).getByRole('button', { name: 'Adicionar inscrição' }));
    expect(all('Número')).toHaveLength(2);
    // The next one of a lawyer is a suplementar, in a state chosen on purpose.
    expect(all('Tipo')[1]?.value).toBe('suplementar');
    expect(all('UF')[1]?.value).toBe('');
    fireEvent.change(all('UF')[1]!, { target: { value: 'RJ' } });
    fireEvent.change(all('Número')[1]!, { target: { value: '98765' } });

    fireEvent.click(within(inscriptions()).getByRole('button', { name: 'Adicionar inscrição' }));
    expect(all('Número')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Remover inscrição 3' }));
    expect(all('Número')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remover inscrição OAB/SP nº 123.456' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remover inscrição OAB/RJ nº 98.765' })).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Direito Civil' }));
    fireEvent.change(field('Apresentação'), { target: { value: 'Atua em contratos.' } });
    expect(screen.getByText('18 de 1.500 caracteres')).toBeTruthy();
    fireEvent.change(field('Conta de acesso'), { target: { value: 'staff-bruna' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mostrar no site do escritório' }));
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar pessoa' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent('about-createMember').member).toEqual({
      name: 'Bruna Lima',
      role: 'advogado',
      title: '',
      staffId: 'staff-bruna',
      oab: [
        { uf: 'SP', number: '123.456', kind: 'advogado' },
        { uf: 'RJ', number: '98765', kind: 'suplementar' },
      ],
      areas: ['Direito Civil'],
      bio: 'Atua em contratos.',
      published: true,
    });
  });

  it('checks the inscriptions against the role before sending, under the group', async () => {
    renderForm();
    await screen.findByRole('checkbox', { name: 'Direito Civil' });
    fireEvent.change(field('Nome'), { target: { value: 'Bruna Lima' } });
    fireEvent.change(all('UF')[0]!, { target: { value: 'SP' } });
    fireEvent.change(all('Número')[0]!, { target: { value: '12a' } });
    fireEvent.change(all('Tipo')[0]!, { target: { value: 'suplementar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar pessoa' }));

    expect(await within(inscriptions()).findByText('Informe a inscrição principal (tipo advogado); as suplementares vêm além dela')).toBeTruthy();
    expect(screen.getByText('Número da OAB inválido: use só os dígitos, como 123.456')).toBeTruthy();
    expect(all('Número')[0]?.getAttribute('aria-invalid')).toBe('true');
    expect(operations.log.some((c) => c.name === 'about-createMember')).toBe(false);

    // An intern holds only an estagiário inscription.
    fireEvent.change(field('Cargo'), { target: { value: 'estagiario' } });
    fireEvent.change(all('Tipo')[0]!, { target: { value: 'advogado' } });
    fireEvent.change(all('Número')[0]!, { target: { value: '215870' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar pessoa' }));
    expect(await within(inscriptions()).findByText('Estagiário(a) tem inscrição de estagiário, não de advogado')).toBeTruthy();
    expect(operations.log.some((c) => c.name === 'about-createMember')).toBe(false);
  });

  it("shows the server's refusals on their fields: the inscriptions under the group, the account under its picker", async () => {
    renderForm();
    await screen.findByRole('checkbox', { name: 'Direito Civil' });
    fireEvent.change(field('Nome'), { target: { value: 'Bruna Lima' } });
    fireEvent.change(all('UF')[0]!, { target: { value: 'SP' } });
    fireEvent.change(all('Número')[0]!, { target: { value: '245180' } });
    fireEvent.change(field('Conta de acesso'), { target: { value: 'staff-bruna' } });
    operations.answer('about-createMember', () =>
      refuse('invalid-input', {
        fields: { 'member.oab': 'OAB/SP nº 245.180 já é de Helena Barbosa.', 'member.staffId': 'Esta conta já está ligada a Helena Barbosa.' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar pessoa' }));

    expect(await within(inscriptions()).findByText('OAB/SP nº 245.180 já é de Helena Barbosa.')).toBeTruthy();
    expect(inscriptions().getAttribute('aria-describedby')).toBe('f-oab-error');
    expect(document.getElementById('f-staffId-error')?.textContent).toBe('Esta conta já está ligada a Helena Barbosa.');
    expect(field('Conta de acesso').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Corrija os 2 campos destacados abaixo.')).toBeTruthy();
  });

  it('edits a person as stored: numbers grouped, areas ticked, accounts of others not offered', async () => {
    const onSaved = renderForm(HELENA);
    await screen.findByRole('option', { name: 'Bruna Lima' });
    expect(field('Nome').value).toBe('Helena Barbosa');
    expect(all('Número').map((i) => i.value)).toEqual(['245.180', '98.765']);
    expect(all('UF').map((i) => i.value)).toEqual(['SP', 'RJ']);
    expect(all('Tipo').map((i) => i.value)).toEqual(['advogado', 'suplementar']);
    expect(screen.getByRole('checkbox', { name: 'Direito Tributário' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Direito Civil' })).toHaveProperty('checked', false);
    // An area the office no longer lists stays, and can be unticked.
    expect(screen.getByRole('checkbox', { name: 'Direito Aduaneiro (fora da lista do escritório)' })).toHaveProperty('checked', true);
    const accounts = within(field('Conta de acesso'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(accounts).toEqual(['Nenhuma', 'Helena Barbosa', 'Bruna Lima']);
    expect(field('Conta de acesso').value).toBe('staff-helena');

    fireEvent.click(screen.getByRole('button', { name: 'Remover inscrição OAB/RJ nº 98.765' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Direito Aduaneiro (fora da lista do escritório)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const input = sent('about-updateMember');
    expect(input.id).toBe('eqp-helena');
    expect(input.expectedVersion).toBe(2);
    expect(input.member).toMatchObject({ oab: [{ uf: 'SP', number: '245.180', kind: 'advogado' }], areas: ['Direito Tributário'], staffId: 'staff-helena' });
  });
});

describe('MemberForm — Foto', () => {
  const photoArea = () => screen.getByRole('group', { name: 'Foto' });
  const choose = (file: File) => fireEvent.change(within(photoArea()).getByLabelText('Escolher foto'), { target: { files: [file] } });
  const png = () => new File(['png'], 'helena.png', { type: 'image/png' });

  it('is not offered for a new person, who must be saved first', async () => {
    renderForm();
    await screen.findByRole('checkbox', { name: 'Direito Civil' });
    expect(screen.queryByRole('group', { name: 'Foto' })).toBeNull();
    expect(screen.queryByLabelText('Escolher foto')).toBeNull();
    expect(screen.getByText(/A foto pode ser escolhida depois que a pessoa for adicionada/)).toBeTruthy();
  });

  it("shows the person's initials while they have no photo", async () => {
    renderForm(HELENA);
    await screen.findByRole('checkbox', { name: 'Direito Civil' });
    expect(within(photoArea()).getByText('HB')).toBeTruthy();
    expect(within(photoArea()).queryByRole('img')).toBeNull();
    expect(within(photoArea()).queryByRole('button', { name: 'Remover foto' })).toBeNull();
    expect(within(photoArea()).getByLabelText('Escolher foto').getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
  });

  it('uploads the image to the member’s folder with its progress, then sets it as the photo; the form goes on from the new version', async () => {
    const onSaved = renderForm(HELENA);
    await screen.findByRole('checkbox', { name: 'Direito Civil' });
    server.holdUpload = true;
    choose(png());

    expect(await within(photoArea()).findByText('Enviando… 40%')).toBeTruthy();
    expect(within(photoArea()).getByRole('progressbar', { name: 'Envio da foto' })).toBeTruthy();
    expect(server.uploads).toEqual([{ folder: 'office/eqp-helena', name: 'helena.png' }]);
    expect(operations.log.some((c) => c.name === 'about-setMemberPhoto')).toBe(false);
    // The form waits for the photo rather than race it.
    expect(screen.getByRole('button', { name: 'Salvando…' })).toHaveProperty('disabled', true);
    act(() => server.finishUpload?.());

    expect(await screen.findByText('Foto atualizada.')).toBeTruthy();
    expect(sent('about-setMemberPhoto')).toEqual({ id: 'eqp-helena', expectedVersion: 2, sourcePath: 'office/eqp-helena/helena.png' });
    expect((await within(photoArea()).findByRole<HTMLImageElement>('img', { name: 'Foto de Helena Barbosa' })).src).toBe('blob:foto');
    expect(within(photoArea()).queryByText(/Enviando/)).toBeNull();
    expect(within(photoArea()).getByRole('button', { name: 'Remover foto' })).toBeTruthy();

    // The photo moved the member to version 3: saving the form names it (not a conflict with oneself).
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent('about-updateMember').expectedVersion).toBe(3);
  });

  it("shows the server's refusal of the image under the photo, and keeps the version", async () => {
    const onSaved = renderForm(HELENA);
    await screen.findByRole('checkbox', { name: 'Direito Civil' });
    operations.answer('about-setMemberPhoto', () =>
      refuse('invalid-input', { fields: { sourcePath: 'Não foi possível ler esta imagem (arquivo corrompido ou grande demais). Tente outra.' } }),
    );
    choose(png());

    const alert = await within(photoArea()).findByRole('alert');
    expect(alert.textContent).toBe('Não foi possível ler esta imagem (arquivo corrompido ou grande demais). Tente outra.');
    expect(photoArea().getAttribute('aria-describedby')).toContain(alert.id);
    expect(screen.queryByText('Foto atualizada.')).toBeNull();
    expect(within(photoArea()).getByText('HB')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent('about-updateMember').expectedVersion).toBe(2);
  });

  it('refuses a file that is not an image before sending it', async () => {
    renderForm(HELENA);
    await screen.findByRole('checkbox', { name: 'Direito Civil' });
    choose(new File(['%PDF'], 'oab.pdf', { type: 'application/pdf' }));
    expect((await within(photoArea()).findByRole('alert')).textContent).toBe('Escolha uma imagem JPEG, PNG ou WebP.');
    expect(server.uploads).toEqual([]);
  });

  it('offers the current data after a stale version', async () => {
    renderForm(HELENA);
    await screen.findByRole('checkbox', { name: 'Direito Civil' });
    operations.answer('about-setMemberPhoto', () => refuse('conflict'));
    choose(png());
    expect(await within(photoArea()).findByText(/Outra pessoa alterou este registro/)).toBeTruthy();
    expect(within(photoArea()).getByRole('button', { name: /Ver os dados atuais/ })).toBeTruthy();
  });

  it('removes the photo after asking', async () => {
    renderForm({ ...HELENA, photoPath: 'office/eqp-helena/photo-0123456789ab.jpg' });
    expect(await within(photoArea()).findByRole('img', { name: 'Foto de Helena Barbosa' })).toBeTruthy();
    fireEvent.click(within(photoArea()).getByRole('button', { name: 'Remover foto' }));
    const question = await screen.findByRole('dialog', { name: 'Remover a foto?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Remover foto' }));

    expect(await screen.findByText('Foto removida.')).toBeTruthy();
    expect(sent('about-setMemberPhoto')).toEqual({ id: 'eqp-helena', expectedVersion: 2, sourcePath: null });
    expect(within(photoArea()).getByText('HB')).toBeTruthy();
    expect(within(photoArea()).queryByRole('img')).toBeNull();
  });
});
