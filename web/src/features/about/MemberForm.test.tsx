import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallableName, TeamState } from '@office/domain/contracts';
import type { Listed } from '@office/domain/lists';
import type { TeamMemberRecord } from '@office/domain/team';
import type * as Callable from '../../lib/callable';
import { CallError } from '../../lib/callable';
import { DialogProvider } from '../../components/ui/dialog';
import { fakeSession, WithSession } from '../../test/session';
import { inscriptionLabel, MemberForm } from './MemberForm';

const meta = { createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };
const HELENA: Listed<TeamMemberRecord> = {
  ...meta,
  id: 'eqp-helena',
  version: 2,
  name: 'Helena Barbosa',
  role: 'socio',
  title: 'Sócia fundadora',
  staffId: 'staff-helena',
  oab: [
    { uf: 'SP', number: '245180', kind: 'advogado' },
    { uf: 'RJ', number: '98765', kind: 'suplementar' },
  ],
  areas: ['Direito Tributário', 'Direito Aduaneiro'],
  bio: 'Advogada desde 2004.',
  published: true,
  createdBy: 'u1',
  updatedBy: 'u1',
};
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
  { uid: 'staff-helena', name: 'Helena Barbosa', email: 'helena@x.test', lawyer: true, agenda: true },
  { uid: 'staff-rafael', name: 'Rafael Moreira', email: 'rafael@x.test', lawyer: true, agenda: true },
  { uid: 'staff-bruna', name: 'Bruna Lima', email: 'bruna@x.test', lawyer: true, agenda: true },
];

const server = vi.hoisted(() => ({
  calls: [] as { name: string; input: Record<string, unknown> }[],
  /** What the next member write answers: an error to throw, or the saved member. */
  refuse: null as Error | null,
}));

vi.mock('../../lib/callable', async (original) => ({
  ...(await original<typeof Callable>()),
  call: async (name: CallableName, input: Record<string, unknown>) => {
    server.calls.push({ name, input });
    if (name === 'about-team') return TEAM;
    if (name === 'directory-list') return DIRECTORY;
    if (name === 'about-createMember' || name === 'about-updateMember') {
      if (server.refuse) throw server.refuse;
      return { ...HELENA, ...(input.member as object), id: 'eqp-new', version: 1 };
    }
    throw new Error(`unexpected call ${name}`);
  },
}));

function renderForm(existing?: Listed<TeamMemberRecord>) {
  const onSaved = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WithSession session={fakeSession({ scopes: { read: ['Sobre'], write: ['Sobre'] } })}>
        <MemoryRouter>
          <DialogProvider>
            <MemberForm existing={existing} onSaved={onSaved} onCancel={() => undefined} />
          </DialogProvider>
        </MemoryRouter>
      </WithSession>
    </QueryClientProvider>,
  );
  return onSaved;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;
const all = (label: string) => screen.getAllByLabelText(label) as (HTMLInputElement & HTMLSelectElement)[];
const inscriptions = () => screen.getByRole('group', { name: 'Inscrições na OAB' });
const sent = (name: string) => server.calls.find((c) => c.name === name)?.input as { member: Record<string, unknown>; id?: string; expectedVersion?: number };

beforeEach(() => {
  server.calls.length = 0;
  server.refuse = null;
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
    expect(server.calls.some((c) => c.name === 'about-createMember')).toBe(false);

    // An intern holds only an estagiário inscription.
    fireEvent.change(field('Cargo'), { target: { value: 'estagiario' } });
    fireEvent.change(all('Tipo')[0]!, { target: { value: 'advogado' } });
    fireEvent.change(all('Número')[0]!, { target: { value: '215870' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar pessoa' }));
    expect(await within(inscriptions()).findByText('Estagiário(a) tem inscrição de estagiário, não de advogado')).toBeTruthy();
    expect(server.calls.some((c) => c.name === 'about-createMember')).toBe(false);
  });

  it("shows the server's refusals on their fields: the inscriptions under the group, the account under its picker", async () => {
    renderForm();
    await screen.findByRole('checkbox', { name: 'Direito Civil' });
    fireEvent.change(field('Nome'), { target: { value: 'Bruna Lima' } });
    fireEvent.change(all('UF')[0]!, { target: { value: 'SP' } });
    fireEvent.change(all('Número')[0]!, { target: { value: '245180' } });
    fireEvent.change(field('Conta de acesso'), { target: { value: 'staff-bruna' } });
    server.refuse = new CallError(
      'Alguns dados estão inválidos. Corrija os campos indicados.',
      'invalid-input',
      { 'member.oab': 'OAB/SP nº 245.180 já é de Helena Barbosa.', 'member.staffId': 'Esta conta já está ligada a Helena Barbosa.' },
      {},
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
