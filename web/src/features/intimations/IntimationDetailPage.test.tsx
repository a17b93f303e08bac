import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { nextTriage, triageFields, triageOf, type IntimationRecord, type Listed, type TriageAction } from '@office/domain';
import type { CallableName } from '@office/domain/contracts';
import { renderWithApp } from '../../test/app';
import { intimation, proposedPrazo } from '../../test/intimation-fixture';
import { fakeOperations, refuse } from '../../test/operations';
import { aDirectoryEntry, aLawsuit } from '../../test/records';
import { fakeSession } from '../../test/session';
import { IntimationDetailPage } from './IntimationDetailPage';

/** The intimação the server holds (null: not found), changed by the calls as the server would. */
let record: Listed<IntimationRecord> | null = null;
/** While set, 'intimations-setRead' waits for it: the reading on open still under way. */
let readHeld: Promise<void> | null = null;

/** The record as it is now, for an operation that writes it. */
function stored(): Listed<IntimationRecord> {
  if (!record) throw new Error('no record');
  return record;
}

/** Applies one triage action to the record (the rules are the domain's; a stale version is a conflict). */
function triage(input: { expectedVersion: number }, action: TriageAction): Listed<IntimationRecord> {
  const current = stored();
  if (input.expectedVersion !== current.version) refuse('conflict');
  const next = nextTriage(triageOf(current), action, 'u1', '2026-03-10T14:00:00Z');
  if (!next.ok) refuse('invalid-state', { details: { reason: next.reason } });
  Object.assign(current, { ...triageFields(next.triage), version: current.version + 1 });
  return structuredClone(current);
}

const operations = fakeOperations({
  'intimations-get': () => (record ? structuredClone(record) : refuse('not-found')),
  'intimations-setRead': async (input) => {
    const current = stored();
    if (readHeld) await readHeld;
    if (input.expectedVersion !== current.version) refuse('conflict');
    Object.assign(current, { read: input.read, readBy: input.read ? 'u1' : null, version: current.version + 1 });
    return structuredClone(current);
  },
  'intimations-acknowledge': (input) => triage(input, { kind: 'acknowledge', reason: input.reason }),
  'intimations-forward': (input) => triage(input, { kind: 'forward', to: input.to, note: input.note || null }),
  'intimations-reopen': (input) => triage(input, { kind: 'reopen' }),
  'lawsuits-get': (input) => aLawsuit({ id: input.id, internalRef: null, subject: 'Cobrança', clientName: 'Maria Souza', comarca: 'São Paulo' }),
  // The new-lawsuit form suggests the areas already used: none here.
  'lawsuits-practiceAreas': () => [],
  'directory-list': () => [
    aDirectoryEntry(),
    aDirectoryEntry({ uid: 'u2', name: 'Juliana Ferreira', email: 'juliana@x.test' }),
    aDirectoryEntry({ uid: 'u3', name: 'Lucas Almeida', email: 'lucas@x.test', lawyer: false, lawsuits: false }),
  ],
  'intimations-accept': () => {
    const current = stored();
    Object.assign(current, {
      prazoEventId: 'evt9',
      ...triageFields({ state: 'prazo-lancado', by: 'u1', at: '2026-03-10T14:00:00Z', reason: null, forwardedTo: null }),
      version: current.version + 1,
    });
    return { intimation: structuredClone(current), events: [{ id: 'evt9', title: 'Réplica', date: '2026-03-31', change: 'criado' }] };
  },
  'intimations-list': () => ({
    items: [],
    nextCursor: null,
    total: 0,
    unread: 0,
    untreated: 0,
    tribunals: [],
    kinds: [],
    oabs: [],
    terms: [],
    lastRun: null,
    capture: null,
  }),
});

beforeEach(() => {
  record = intimation();
  readHeld = null;
});

function renderPage({ write = true, agenda = false } = {}) {
  renderWithApp(<IntimationDetailPage />, {
    at: { pathname: '/lawsuits/intimations/int1', state: { back: '/lawsuits/intimations?read=nao-lidas' } },
    path: '/lawsuits/intimations/:id',
    routes: { '/lawsuits/intimations': <p>Lista de intimações</p> },
    session: fakeSession({ scopes: { read: ['Processos', 'Agenda'], write: write ? ['Processos', ...(agenda ? (['Agenda'] as const) : [])] : [] } }),
    strict: true,
    address: true,
  });
}

const callsOf = (name: CallableName) => operations.calls(name);
const textCard = () => screen.getByRole('region', { name: 'Teor da comunicação' });

describe('IntimationDetailPage', () => {
  it('shows an HTML text purified: no script, no javascript: link, formatting kept', async () => {
    record = intimation({
      textFormat: 'html',
      text: '<p><b>Intimação</b></p><p onmouseover="alert(0)">Fica a parte intimada.</p><script>alert(1)</script><p><a href="javascript:alert(2)">ver</a> <a href="https://tjsp.jus.br/d">documento</a></p>',
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Intimação · TJSP' });
    const card = textCard();
    expect(card.querySelector('script')).toBeNull();
    expect(card.innerHTML).not.toMatch(/alert|javascript:|onmouseover/);
    expect(within(card).getByText('Intimação').tagName).toBe('B');
    expect(within(card).queryByRole('link', { name: 'ver' })).toBeNull();
    expect(within(card).getByText(/ver/)).toBeTruthy();
    const out = within(card).getByRole('link', { name: 'documento' });
    expect([out.getAttribute('target'), out.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
  });

  it('shows a plain text as text, its line breaks kept', async () => {
    record = intimation({ text: 'INTIMAÇÃO\nProcesso 1\n<b>não é negrito</b>' });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Intimação · TJSP' });
    const text = textCard().querySelector('[data-format="texto"]')!;
    expect(text.textContent).toBe('INTIMAÇÃO\nProcesso 1\n<b>não é negrito</b>');
    expect(text.className).toContain('whitespace-pre-wrap');
    expect(text.querySelector('b')).toBeNull();
  });

  it('marks an unread intimação read once when it opens, and "Marcar como não lida" takes the person back to the list', async () => {
    renderPage();
    await waitFor(() => expect(callsOf('intimations-setRead')).toEqual([{ id: 'int1', expectedVersion: 3, read: true }]));
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar como não lida' }));
    await screen.findByText('Lista de intimações');
    expect(screen.getByTestId('address').textContent).toBe('/lawsuits/intimations?read=nao-lidas');
    expect(callsOf('intimations-setRead')).toEqual([
      { id: 'int1', expectedVersion: 3, read: true },
      { id: 'int1', expectedVersion: 4, read: false },
    ]);
  });

  it('leaves it unread for someone who only reads Processos, and offers no actions that write', async () => {
    renderPage({ write: false });
    await screen.findByRole('heading', { level: 1, name: 'Intimação · TJSP' });
    expect(callsOf('intimations-setRead')).toEqual([]);
    expect(screen.queryByRole('button', { name: /Marcar como/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cadastrar processo' })).toBeNull();
  });

  it('warns that a cancelled communication may not count, with the reason', async () => {
    record = intimation({ read: true, cancelled: { reason: 'Publicação em duplicidade', at: '2026-03-09T18:00:00' } });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Comunicação cancelada pelo tribunal: Publicação em duplicidade. Um prazo contado dela pode não valer.');
    expect(alert.textContent).toContain('Cancelada em 09/03/2026 18:00.');
  });

  it('links to the calculator with the prazo’s parameters, the certificate and the court’s document', async () => {
    record = intimation({ read: true, lawsuitId: 'law7', matched: true });
    renderPage();
    const calculate = await screen.findByRole('link', { name: 'Lançar prazo' });
    // The lawsuit's comarca joins once the lawsuit is read.
    await waitFor(() => expect(calculate.getAttribute('href')).toContain('comarca='));
    const params = Object.fromEntries(new URL(calculate.getAttribute('href')!, 'https://app.test').searchParams);
    expect(params).toEqual({
      trigger: 'disponibilizacao',
      date: '2026-03-09',
      lawsuit: 'law7',
      tribunal: 'TJSP',
      comarca: 'São Paulo',
      title: 'Prazo — Intimação (1001234-54.2024.8.26.0100)',
      intimation: 'int1',
    });
    expect(screen.getByRole('link', { name: /Abrir o processo/ }).getAttribute('href')).toBe('/lawsuits/law7');
    const certificate = screen.getByRole('link', { name: /Certidão \(PDF\)/ });
    expect([certificate.getAttribute('href'), certificate.getAttribute('target'), certificate.getAttribute('rel')]).toEqual([
      'https://comunicaapi.pje.jus.br/api/v1/comunicacao/abc123/certidao',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(screen.getByRole('link', { name: /Documento no tribunal/ }).getAttribute('href')).toBe('https://pje.example.jus.br/documento/1');
  });

  it('links to the prazo saved from it, and offers no second one, nor another treatment', async () => {
    record = intimation({
      read: true,
      prazoEventId: 'evt9',
      ...triageFields({ state: 'prazo-lancado', by: 'u1', at: '2026-03-10T13:00:00Z', reason: null, forwardedTo: null }),
    });
    renderPage();
    expect((await screen.findByRole('link', { name: 'Abrir o prazo' })).getAttribute('href')).toBe('/events/evt9');
    const state = screen.getByRole('status', { name: 'Situação da intimação' });
    await waitFor(() =>
      expect(state.textContent).toBe(
        'Prazo lançadoPrazo lançado na agenda por Ana Souza em 10/03/2026 10:00. Abrir o prazoPara contar outro prazo desta intimação, exclua antes o que está na agenda: ela volta a ficar a tratar.',
      ),
    );
    expect(screen.queryByRole('link', { name: 'Lançar prazo' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Sem prazo|Encaminhar|Reabrir/ })).toBeNull();
  });

  it('opens the new-lawsuit form filled with the number, the juízo and the class', async () => {
    record = intimation({ read: true });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cadastrar processo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar processo da intimação' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Número CNJ').value).toBe('1001234-54.2024.8.26.0100');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Juízo / vara').value).toBe('2ª Vara Cível do Foro Central');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Classe').value).toBe('PROCEDIMENTO COMUM CÍVEL');
  });

  describe('Tratamento', () => {
    const panel = () => screen.getByRole('region', { name: 'Tratamento' });
    const state = () => screen.getByRole('status', { name: 'Situação da intimação' });

    it('shows it a tratar, with every way to treat it', async () => {
      record = intimation({ read: true });
      renderPage();
      await screen.findByRole('heading', { level: 1, name: 'Intimação · TJSP' });
      expect(state().textContent).toBe('A tratarNinguém registrou ainda o que foi feito com esta intimação.');
      expect(within(panel()).getByText('A tratar').className).toContain('amber');
      for (const name of ['Sem prazo (ciente)', 'Encaminhar']) expect(within(panel()).getByRole('button', { name })).toBeTruthy();
      expect(within(panel()).getByRole('link', { name: 'Lançar prazo' })).toBeTruthy();
      expect(within(panel()).queryByRole('button', { name: 'Reabrir' })).toBeNull();
    });

    it('"Sem prazo (ciente)" asks the reason, refuses it empty, then records it; the focus goes to the new state', async () => {
      record = intimation({ read: true });
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Sem prazo (ciente)' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sem prazo (ciente)' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar sem prazo' }));
      expect(await within(dialog).findByText('Informe por que não há prazo (ex.: mero expediente, sem prazo para a parte)')).toBeTruthy();
      expect(callsOf('intimations-acknowledge')).toEqual([]);
      await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Mero expediente, sem prazo para a parte');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar sem prazo' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(callsOf('intimations-acknowledge')).toEqual([{ id: 'int1', expectedVersion: 3, reason: 'Mero expediente, sem prazo para a parte' }]);
      await waitFor(() =>
        expect(state().textContent).toBe(
          'Sem prazoMarcada sem prazo (ciente) por Ana Souza em 10/03/2026 11:00.Motivo: Mero expediente, sem prazo para a parte',
        ),
      );
      await waitFor(() => expect(document.activeElement).toBe(state()));
      expect(within(panel()).queryByRole('button', { name: 'Sem prazo (ciente)' })).toBeNull();
      expect(within(panel()).queryByRole('link', { name: 'Lançar prazo' })).toBeNull();
      expect(within(panel()).getByRole('button', { name: 'Reabrir' })).toBeTruthy();
    });

    it('waits for the reading on open before treating it, so the first save is not a conflict', async () => {
      let release = () => {};
      readHeld = new Promise((resolve) => (release = resolve));
      renderPage();
      const button = await within(await screen.findByRole('region', { name: 'Tratamento' })).findByRole<HTMLButtonElement>('button', {
        name: 'Sem prazo (ciente)',
      });
      expect(button.disabled).toBe(true);
      expect(within(panel()).getByRole<HTMLButtonElement>('button', { name: 'Encaminhar' }).disabled).toBe(true);
      release();
      await waitFor(() => expect(button.disabled).toBe(false));
      await userEvent.click(button);
      const dialog = await screen.findByRole('dialog', { name: 'Sem prazo (ciente)' });
      await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Mero expediente');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar sem prazo' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(callsOf('intimations-acknowledge')).toEqual([{ id: 'int1', expectedVersion: 4, reason: 'Mero expediente' }]);
    });

    it('"Encaminhar" offers the colleagues who read Processos by name, and shows whose it is now', async () => {
      record = intimation({ read: true });
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Encaminhar' }));
      const dialog = await screen.findByRole('dialog', { name: 'Encaminhar intimação' });
      const to = within(dialog).getByLabelText<HTMLSelectElement>('Encaminhar para');
      // Not the person forwarding it, not someone without Processos.
      await waitFor(() => expect([...to.options].map((o) => o.text)).toEqual(['Escolha a pessoa', 'Juliana Ferreira']));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Encaminhar' }));
      expect(await within(dialog).findByText('Escolha a quem encaminhar')).toBeTruthy();
      await userEvent.selectOptions(to, 'Juliana Ferreira');
      await userEvent.type(within(dialog).getByLabelText('Observação (opcional)'), 'Ver se cabe recurso');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Encaminhar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(callsOf('intimations-forward')).toEqual([{ id: 'int1', expectedVersion: 3, to: 'u2', note: 'Ver se cabe recurso' }]);
      await waitFor(() => expect(state().textContent).toContain('Encaminhada a Juliana Ferreira por Ana Souza em 10/03/2026 11:00'));
      expect(state().textContent).toContain('Observação: Ver se cabe recurso');
      // Still waiting to be treated: the colleague (or anyone) can count the prazo, mark it or reopen it.
      for (const name of ['Sem prazo (ciente)', 'Encaminhar', 'Reabrir']) expect(within(panel()).getByRole('button', { name })).toBeTruthy();
    });

    it('"Reabrir" makes it a tratar again, saying who reopened it', async () => {
      record = intimation({
        read: true,
        ...triageFields({ state: 'sem-prazo', by: 'u2', at: '2026-03-10T13:00:00Z', reason: 'Ciente', forwardedTo: null }),
      });
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Reabrir' }));
      await waitFor(() => expect(state().textContent).toBe('A tratarReaberta por Ana Souza em 10/03/2026 11:00.'));
      expect(callsOf('intimations-reopen')).toEqual([{ id: 'int1', expectedVersion: 3 }]);
    });

    it('after a change by someone else, the dialog says so and offers the current data', async () => {
      record = intimation({ read: true });
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Sem prazo (ciente)' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sem prazo (ciente)' });
      stored().version = 9;
      await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Ciente');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar sem prazo' }));
      await userEvent.click(await within(dialog).findByRole('button', { name: /Ver os dados atuais/ }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(state().textContent).toContain('A tratar');
    });

    it('offers no treatment to someone who only reads Processos', async () => {
      record = intimation({ read: true });
      renderPage({ write: false });
      await screen.findByRole('heading', { level: 1, name: 'Intimação · TJSP' });
      expect(within(panel()).queryByRole('button')).toBeNull();
    });
  });

  it('accepts the proposal: the panel names what is on the agenda, with its link, and the intimação is treated', async () => {
    record = intimation({ read: true, proposal: { actions: [proposedPrazo()], dates: ['2026-03-31'], complete: true, countedOn: null } });
    renderPage({ agenda: true });
    const proposal = await screen.findByRole('region', { name: 'Proposta' });
    await userEvent.click(within(proposal).getByRole('button', { name: 'Aceitar proposta' }));
    const created = await within(screen.getByRole('region', { name: 'Proposta' })).findByRole('link', { name: 'Réplica' });
    expect(created.getAttribute('href')).toBe('/events/evt9');
    expect(screen.getByText('Na agenda: Réplica (31/03/2026).')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Tratamento' })).getByText('Prazo lançado')).toBeTruthy());
  });
});
