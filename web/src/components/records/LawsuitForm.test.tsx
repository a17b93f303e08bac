import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallableName } from '@office/domain/contracts';
import { lawsuitInput, type ConflictCheckInput, type ConflictReport, type LawsuitRecord, type Listed } from '@office/domain';
import { CallError } from '../../lib/callable';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { aDirectoryEntry, aLawsuit } from '../../test/records';
import { fakeSession } from '../../test/session';
import { LawsuitForm, toLawsuitInput } from './LawsuitForm';

const server = {
  report: null as ConflictReport | null,
  /** The next save is refused with this. */
  refuse: null as Error | null,
};

function refuseIfAsked() {
  const failure = server.refuse;
  server.refuse = null;
  if (failure) throw failure;
}

const operations = fakeOperations({
  'directory-list': () => [aDirectoryEntry({ uid: 'u1', name: 'Helena Barbosa', email: 'helena@x.test', lawyer: true, agenda: true, lawsuits: true })],
  'lawsuits-practiceAreas': () => [],
  'clients-checkConflicts': () => server.report ?? { hits: [], hidden: 0 },
  'lawsuits-create': (input) => {
    refuseIfAsked();
    return aLawsuit({ ...input.lawsuit, clients: [], id: 'l1', version: 2 });
  },
  'lawsuits-update': (input) => {
    refuseIfAsked();
    return aLawsuit({ ...input.lawsuit, clients: [], id: 'l1', version: 2 });
  },
});

const session = fakeSession({ scopes: { read: ['Clientes', 'Processos'], write: ['Processos'] } });
const lastCall = <N extends CallableName>(name: N) => operations.calls(name).at(-1);

beforeEach(() => {
  server.report = null;
  server.refuse = null;
});

function fillRequired() {
  fireEvent.change(screen.getByLabelText('Referência interna'), { target: { value: 'ADM-1' } });
  fireEvent.change(screen.getByLabelText('Classe'), { target: { value: 'Procedimento Comum Cível' } });
  fireEvent.change(screen.getByLabelText('Assunto'), { target: { value: 'Cobrança' } });
  fireEvent.change(screen.getByLabelText('Juízo / vara'), { target: { value: '1ª Vara Cível' } });
  fireEvent.change(screen.getByLabelText('Comarca'), { target: { value: 'São Paulo' } });
}

/** The signed-in lawyer (u1, Helena) starts as the new lawsuit's responsible lawyer once the directory arrives. */
async function creatorChosen() {
  await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Helena Barbosa').checked).toBe(true));
}

/** A new lawsuit from Ana Lima's client page, its required fields filled, its creator chosen as responsible. */
async function newFromClientPage(onSaved: () => void) {
  renderWithApp(
    <LawsuitForm preset={{ clients: [{ clientId: 'c1', role: 'autor' }] }} presetClientName="Ana Lima" onSaved={onSaved} onCancel={() => undefined} />,
    { session },
  );
  fillRequired();
  await creatorChosen();
}

describe('LawsuitForm parties', () => {
  it('sends the clients and the opposing parties with their lawyers, and warns of a conflict without blocking the save', async () => {
    server.report = {
      hits: [
        {
          party: 0,
          match: 'nome',
          found: 'parte-contraria',
          client: null,
          lawsuit: { id: 'l7', label: 'REF-7', subject: 'Despejo', role: 'ré', name: 'Ana Lima' },
        },
        { party: 1, match: 'documento', found: 'cliente', lawsuit: null, client: { id: 'c9', name: 'Banco Nacional SA' } },
      ],
      hidden: 2,
    };
    const onSaved = vi.fn();
    await newFromClientPage(onSaved);
    // The client page's client comes chosen, with its name; the only client has no remove button.
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Cliente' }).value).toBe('Ana Lima');
    expect(screen.queryByRole('button', { name: 'Remover cliente 1' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Adicionar parte contrária' }));
    const party = screen.getByRole('group', { name: 'Parte contrária 1' });
    // Against an "autor", a new party starts as "réu".
    expect(within(party).getByLabelText<HTMLSelectElement>('Papel').value).toBe('reu');
    fireEvent.change(within(party).getByLabelText('Nome'), { target: { value: 'Banco Nacional S.A.' } });
    fireEvent.change(within(party).getByLabelText('CPF/CNPJ (opcional)'), { target: { value: '11.222.333/0001-81' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar advogado(a) da parte 1' }));
    fireEvent.change(within(party).getByLabelText('Advogado(a)'), { target: { value: 'Rui Prado' } });
    fireEvent.change(within(party).getByLabelText('OAB (ex.: OAB/SP 123.456)'), { target: { value: 'OAB/SP 123.456' } });

    // Once the parties stop changing: the chosen client by name, the party by name and CNPJ.
    await waitFor(
      () =>
        expect(lastCall('clients-checkConflicts')).toEqual({
          parties: [
            { name: 'Ana Lima', side: 'cliente' },
            { name: 'Banco Nacional S.A.', document: '11222333000181', side: 'contraria' },
          ],
        } satisfies ConflictCheckInput),
      { timeout: 3000 },
    );
    const warning = await screen.findByRole('status', { name: 'Possível conflito de interesses' });
    await waitFor(() => expect(warning.textContent).toContain('Banco Nacional S.A. (CNPJ igual)'));
    // Links open in a new tab (what was typed stays), which their names say.
    expect(warning.textContent).toContain(
      'Ana Lima (mesmo nome — pode ser homônimo) aparece como parte contrária (ré) no processo REF-7 (abre em nova aba) — Despejo',
    );
    expect(warning.textContent).toContain('Banco Nacional S.A. (CNPJ igual) é cliente do escritório: Banco Nacional SA (abre em nova aba)');
    expect(warning.textContent).toContain('+ 2 ocorrência(s) em registros que você não pode abrir.');
    expect(within(warning).getByRole('link', { name: /REF-7/ }).getAttribute('href')).toBe('/lawsuits/l7');
    expect(
      within(warning)
        .getByRole('link', { name: /Banco Nacional SA/ })
        .getAttribute('href'),
    ).toBe('/clients/c9');

    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar processo' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(lastCall('lawsuits-create')?.lawsuit).toMatchObject({
      clients: [{ clientId: 'c1', role: 'autor' }],
      opposingParties: [{ name: 'Banco Nacional S.A.', document: '11.222.333/0001-81', role: 'reu', lawyers: [{ name: 'Rui Prado', oab: 'OAB/SP 123.456' }] }],
    });
  });

  it('keeps the clients on one pole and says so next to the field', async () => {
    renderWithApp(
      <LawsuitForm preset={{ clients: [{ clientId: 'c1', role: 'autor' }] }} presetClientName="Ana Lima" onSaved={vi.fn()} onCancel={() => undefined} />,
      { session },
    );
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar cliente (litisconsórcio)' }));
    const second = screen.getByRole('group', { name: 'Cliente 2' });
    // A new client joins in the first one's role; now each row can be removed.
    expect(within(second).getByLabelText<HTMLSelectElement>('Papel').value).toBe('autor');
    expect(screen.getByRole('button', { name: 'Remover cliente 1' })).toBeTruthy();
    fireEvent.change(within(second).getByLabelText('Papel'), { target: { value: 'reu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar processo' }));
    expect(await within(second).findByText('Escolha um cliente da lista')).toBeTruthy();
    expect(within(second).getByText(/ficam no mesmo polo/)).toBeTruthy();
    expect(operations.calls('lawsuits-create').length > 0).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remover cliente 2' }));
    expect(screen.queryByRole('group', { name: 'Cliente 2' })).toBeNull();
  });

  it('puts a lawsuit under segredo de justiça with one box, which says who sees it', async () => {
    const onSaved = vi.fn();
    await newFromClientPage(onSaved);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Segredo de justiça' });
    expect(box.checked).toBe(false);
    expect(box.getAttribute('aria-describedby') && document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toContain(
      'Só os advogados responsáveis e os administradores abrem o processo',
    );
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar processo' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(lastCall('lawsuits-create')?.lawsuit).toMatchObject({ confidential: true, responsibleLawyerIds: ['u1'] });
  });

  it('shows a stored lawsuit as the form edits it: each client by name, parties with their document and lawyers', () => {
    const existing = {
      id: 'l1',
      version: 1,
      cnj: null,
      internalRef: 'ADM-1',
      className: 'Procedimento Comum Cível',
      subject: 'Cobrança',
      court: '1ª Vara Cível',
      comarca: 'São Paulo',
      instance: '1º grau',
      filedOn: null,
      claimValue: null,
      clients: [
        { clientId: 'c1', role: 'reu', name: 'Ana Lima', gender: 'feminino' },
        { clientId: 'c2', role: 'reu', name: 'Bruno Castro', gender: null },
      ],
      opposingParties: [{ name: 'Banco Nacional S.A.', document: '11222333000181', role: 'autor', lawyers: [{ name: 'Rui Prado', oab: 'OAB/SP 123.456' }] }],
      responsibleLawyerIds: ['u1'],
      status: 'ativo',
      outcome: null,
      practiceArea: null,
      confidential: true,
    } as unknown as Listed<LawsuitRecord>;
    renderWithApp(<LawsuitForm existing={existing} onSaved={vi.fn()} onCancel={() => undefined} />, { session });
    const pickers = screen.getAllByRole<HTMLInputElement>('combobox', { name: 'Cliente' });
    expect(pickers.map((p) => p.value)).toEqual(['Ana Lima', 'Bruno Castro']);
    const party = screen.getByRole('group', { name: 'Parte contrária 1' });
    expect(within(party).getByLabelText<HTMLInputElement>('CPF/CNPJ (opcional)').value).toBe('11.222.333/0001-81');
    expect(within(party).getByLabelText<HTMLSelectElement>('Papel').value).toBe('autor');
    expect(within(party).getByLabelText<HTMLInputElement>('OAB (ex.: OAB/SP 123.456)').value).toBe('OAB/SP 123.456');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Segredo de justiça' }).checked).toBe(true);
  });
});

describe('LawsuitForm responsible lawyers', () => {
  it('starts a new lawsuit with its creator when they are a lawyer, and sends them unless taken off', async () => {
    const onSaved = vi.fn();
    await newFromClientPage(onSaved);
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar processo' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(lastCall('lawsuits-create')?.lawsuit.responsibleLawyerIds).toEqual(['u1']);
  });

  it('leaves the choice to someone who is not a lawyer', async () => {
    operations.answerOnce('directory-list', () => [
      aDirectoryEntry({ uid: 'u1', name: 'Helena Barbosa', email: 'helena@x.test', lawyer: false, agenda: true, lawsuits: true }),
      aDirectoryEntry({ uid: 'u2', name: 'Rafael Moreira', email: 'rafael@x.test', lawyer: true, agenda: true, lawsuits: true }),
    ]);
    renderWithApp(<LawsuitForm onSaved={vi.fn()} onCancel={() => undefined} />, { session });
    const rafael = await screen.findByLabelText<HTMLInputElement>('Rafael Moreira');
    expect(rafael.checked).toBe(false);
    expect(screen.queryByLabelText('Helena Barbosa')).toBeNull();
  });
});

describe('toLawsuitInput', () => {
  it('carries every field of the input schema the record stores, so an edit keeps a field the form does not know', () => {
    const stored = aLawsuit({ outcome: 'Procedente', practiceArea: 'Cível', claimValue: 0 });
    const values = toLawsuitInput(stored);
    // A plain field added to the schema (the recipe in ARCHITECTURE.md) fails here if an edit would drop it.
    for (const key of Object.keys(lawsuitInput.shape)) expect(values, key).toHaveProperty(key);
    expect(values).toMatchObject({ outcome: 'Procedente', practiceArea: 'Cível', claimValue: 0, cnj: stored.cnj });
    expect(lawsuitInput.parse(values)).toMatchObject({ outcome: 'Procedente', responsibleLawyerIds: stored.responsibleLawyerIds });
  });

  it('starts a field the record lacks (saved before the field existed) as in a new lawsuit', () => {
    const older: Partial<Listed<LawsuitRecord>> = aLawsuit({ internalRef: null, outcome: null });
    delete older.practiceArea;
    delete older.confidential;
    const values = toLawsuitInput(older as LawsuitRecord);
    expect(values).toMatchObject({ practiceArea: null, confidential: false, internalRef: '', outcome: '' });
  });
});

describe('LawsuitForm number already in the office', () => {
  it('links to the lawsuit the server names, and shows a refusal that names none as it came', async () => {
    const onSaved = vi.fn();
    await newFromClientPage(onSaved);

    server.refuse = new CallError(
      'Já existe um registro com estes dados.',
      'already-exists',
      { 'lawsuit.cnj': 'Este número CNJ já está cadastrado no escritório.' },
      { holder: { id: 'proc-9', label: 'Divórcio · Ana Lima' } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar processo' }));
    expect(await screen.findByText('Este número CNJ já está cadastrado no escritório.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Abrir o processo cadastrado: Divórcio · Ana Lima (nova aba)' });
    expect(link.getAttribute('href')).toBe('/lawsuits/proc-9');

    // A number held by a lawsuit the person may not see: the field says what the server said, and nothing links.
    const unavailable = 'Não é possível cadastrar este número CNJ. Fale com um administrador do escritório.';
    server.refuse = new CallError('Alguns dados estão inválidos.', 'invalid-input', { 'lawsuit.cnj': unavailable }, {});
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar processo' }));
    expect(await screen.findByText(unavailable)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Abrir o processo cadastrado/ })).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
