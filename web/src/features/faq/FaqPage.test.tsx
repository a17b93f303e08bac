import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallableName } from '@office/domain/contracts';
import type { FaqRecord } from '@office/domain/faq';
import type { Listed } from '@office/domain/lists';
import { queryClient } from '../../lib/query-client';
import { renderWithApp } from '../../test/app';
import { fakeOperations, held, refuse, type OperationHandler } from '../../test/operations';
import { fakeSession } from '../../test/session';
import { FaqPage } from './FaqPage';

type Entry = Listed<FaqRecord>;

/** The server's FAQ: its entries in order and the order's version, which every write moves on. */
const server = { entries: [] as Entry[], orderVersion: 0 };

function entry(id: string, question: string, category: string, published = true, answer = `Resposta de ${question}`): Entry {
  return {
    id,
    question,
    answer,
    category,
    published,
    createdBy: 'u1',
    updatedBy: 'u1',
    version: 1,
    createdAt: '2026-01-10T12:00:00Z',
    updatedAt: '2026-02-03T12:00:00Z',
  };
}

const state = () => ({ entries: server.entries.map((e) => ({ ...e })), orderVersion: server.orderVersion });
const stored = (id: string) => server.entries.find((e) => e.id === id)!;

const reorder: OperationHandler<'faq-reorder'> = (input) => {
  if (input.expectedOrderVersion !== server.orderVersion) refuse('conflict', { reason: 'Conflito' });
  server.entries = input.ids.map(stored);
  server.orderVersion += 1;
  return state();
};

const operations = fakeOperations({
  'faq-list': state,
  'faq-reorder': reorder,
  'faq-setPublished': (input) => {
    const e = stored(input.id);
    Object.assign(e, { published: input.published, version: e.version + 1 });
    return { ...e };
  },
  'faq-delete': (input) => {
    server.entries = server.entries.filter((x) => x.id !== input.id);
    server.orderVersion += 1;
    return { deleted: true };
  },
  'faq-create': (input) => {
    const created = { ...entry(`n${server.entries.length + 1}`, '', ''), ...input.entry };
    server.entries.push(created);
    server.orderVersion += 1;
    return { ...created };
  },
  'faq-update': (input) => {
    const e = stored(input.id);
    Object.assign(e, input.entry, { version: e.version + 1 });
    return { ...e };
  },
});

function renderPage({ write = true, address = '/faq' } = {}) {
  // The app's own cache: a dialog's form reads and writes through it (the dialog frame provides it).
  return renderWithApp(<FaqPage />, {
    at: address,
    client: queryClient,
    session: fakeSession({ scopes: { read: ['Perguntas Frequentes'], write: write ? ['Perguntas Frequentes'] : [] } }),
  });
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
/** Holds the next reorder until the test lets it go. */
const holdNextReorder = () => {
  const gate = held(undefined);
  operations.answerOnce('faq-reorder', async (input, sent) => {
    await gate.answer;
    return reorder(input, sent);
  });
  return gate.release;
};
/** An arrow at an end: still focusable (the focus may be on it), but unavailable and inert. */
const expectInert = (arrow: HTMLElement) => {
  expect(arrow.getAttribute('aria-disabled')).toBe('true');
  expect(arrow).toHaveProperty('disabled', false);
};
const callsOf = (name: CallableName) => operations.calls(name);
const questionsIn = (category: string) =>
  within(screen.getByRole('list', { name: `Perguntas de ${category}` }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

beforeEach(() => {
  server.entries = [
    entry('h1', 'Como são cobrados os honorários?', 'Honorários', true, 'Por **contrato** escrito.\n\n- à vista\n- parcelado'),
    entry('h2', 'Posso parcelar os honorários?', 'Honorários', false),
    entry('p1', 'Quanto tempo leva um processo?', 'Processos'),
    entry('h3', 'Há honorários de êxito?', 'Honorários'),
  ];
  server.orderVersion = 7;
  queryClient.clear();
});

describe('FaqPage', () => {
  it('shows the entries by category, with their status, and the answer as formatted text when opened', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: /Honorários/ })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Honorários · 3 perguntas', 'Processos · 1 pergunta']);
    expect(questionsIn('Honorários')).toEqual(['Como são cobrados os honorários?', 'Posso parcelar os honorários?', 'Há honorários de êxito?']);
    const list = screen.getByRole('list', { name: 'Perguntas de Honorários' });
    expect(within(list).getAllByText('Publicada')).toHaveLength(2);
    expect(within(list).getAllByText('Não publicada')).toHaveLength(1);
    expect(screen.getByText('4 perguntas · 3 publicadas')).toBeTruthy();

    const question = button('Como são cobrados os honorários?');
    expect(question.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(within(panel).getByText('contrato').tagName).toBe('STRONG');
    expect(panel.querySelectorAll('li')).toHaveLength(2);
  });

  it('shows readers no actions', async () => {
    renderPage({ write: false });
    await screen.findByText('Como são cobrados os honorários?');
    expect(screen.queryByRole('button', { name: 'Nova pergunta' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Mover|Editar|Publicar|Despublicar|Excluir)/ })).toBeNull();
    expect(document.querySelector('[draggable]')).toBeNull();
  });

  it('moves an entry by keyboard: the full order on the version held, focus kept, the new place announced', async () => {
    renderPage();
    const down = await screen.findByRole('button', { name: 'Mover para baixo: Como são cobrados os honorários?' });
    expectInert(button('Mover para cima: Como são cobrados os honorários?'));
    expectInert(button('Mover para baixo: Há honorários de êxito?'));
    // Alone in its category: nowhere to go.
    expectInert(button('Mover para cima: Quanto tempo leva um processo?'));
    expectInert(button('Mover para baixo: Quanto tempo leva um processo?'));

    down.focus();
    fireEvent.click(down);
    await waitFor(() => expect(callsOf('faq-reorder')).toHaveLength(1));
    expect(callsOf('faq-reorder')[0]).toEqual({ ids: ['h2', 'h1', 'p1', 'h3'], expectedOrderVersion: 7 });
    await waitFor(() => expect(questionsIn('Honorários')[1]).toBe('Como são cobrados os honorários?'));
    expect(screen.getByRole('status').textContent).toBe('Pergunta movida para a posição 2 de 3 em Honorários.');
    expect(document.activeElement).toBe(button('Mover para baixo: Como são cobrados os honorários?'));

    // Pressed again: on the version the first move produced, past the other category's entry.
    fireEvent.click(document.activeElement!);
    await waitFor(() => expect(callsOf('faq-reorder')).toHaveLength(2));
    expect(callsOf('faq-reorder')[1]).toEqual({ ids: ['h2', 'h3', 'p1', 'h1'], expectedOrderVersion: 8 });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Pergunta movida para a posição 3 de 3 em Honorários.'));
    // At the end its "down" does nothing more, and keeps the focus: pressing on does not bounce it back.
    const last = button('Mover para baixo: Como são cobrados os honorários?');
    await waitFor(() => expectInert(last));
    expect(document.activeElement).toBe(last);
    fireEvent.click(last);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsOf('faq-reorder')).toHaveLength(2);
  });

  it('sends one reorder at a time: presses made meanwhile wait, then go on the order and version the server answered', async () => {
    renderPage();
    const down = await screen.findByRole('button', { name: 'Mover para baixo: Como são cobrados os honorários?' });
    const release = holdNextReorder();
    fireEvent.click(down);
    await waitFor(() => expect(callsOf('faq-reorder')).toHaveLength(1));
    fireEvent.click(button('Mover para baixo: Como são cobrados os honorários?'));
    fireEvent.click(button('Mover para cima: Há honorários de êxito?'));
    expect(callsOf('faq-reorder')).toHaveLength(1);
    await act(async () => release());
    await waitFor(() => expect(callsOf('faq-reorder')).toHaveLength(3));
    expect(callsOf('faq-reorder')).toEqual([
      { ids: ['h2', 'h1', 'p1', 'h3'], expectedOrderVersion: 7 },
      { ids: ['h2', 'h3', 'p1', 'h1'], expectedOrderVersion: 8 },
      { ids: ['h3', 'h2', 'p1', 'h1'], expectedOrderVersion: 9 },
    ]);
    await waitFor(() =>
      expect(questionsIn('Honorários')).toEqual(['Há honorários de êxito?', 'Posso parcelar os honorários?', 'Como são cobrados os honorários?']),
    );
  });

  it('drops the presses waiting behind a move refused as a conflict', async () => {
    renderPage();
    const down = await screen.findByRole('button', { name: 'Mover para baixo: Como são cobrados os honorários?' });
    server.orderVersion = 8;
    const release = holdNextReorder();
    fireEvent.click(down);
    await waitFor(() => expect(callsOf('faq-reorder')).toHaveLength(1));
    fireEvent.click(button('Mover para baixo: Como são cobrados os honorários?'));
    await act(async () => release());
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('A ordem foi alterada por outra pessoa'));
    await waitFor(() => expect(callsOf('faq-list').length).toBeGreaterThan(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsOf('faq-reorder')).toHaveLength(1);
  });

  it('on a conflict says so, reads the FAQ again and sends nothing more', async () => {
    renderPage();
    const down = await screen.findByRole('button', { name: 'Mover para baixo: Como são cobrados os honorários?' });
    // Someone else reordered meanwhile.
    server.orderVersion = 9;
    server.entries = [server.entries[3]!, server.entries[0]!, server.entries[1]!, server.entries[2]!];
    const listsBefore = callsOf('faq-list').length;
    fireEvent.click(down);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'A ordem foi alterada por outra pessoa enquanto você reordenava. A lista foi atualizada; refaça a mudança.',
    );
    await waitFor(() => expect(callsOf('faq-list').length).toBeGreaterThan(listsBefore));
    await waitFor(() =>
      expect(questionsIn('Honorários')).toEqual(['Há honorários de êxito?', 'Como são cobrados os honorários?', 'Posso parcelar os honorários?']),
    );
    expect(callsOf('faq-reorder')).toHaveLength(1);

    // The next move is made on what is there now.
    fireEvent.click(button('Mover para cima: Como são cobrados os honorários?'));
    await waitFor(() => expect(callsOf('faq-reorder')).toHaveLength(2));
    expect(callsOf('faq-reorder')[1]).toEqual({ ids: ['h1', 'h3', 'h2', 'p1'], expectedOrderVersion: 9 });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('puts the order back when a reorder fails for another reason', async () => {
    renderPage();
    const down = await screen.findByRole('button', { name: 'Mover para baixo: Como são cobrados os honorários?' });
    operations.answerOnce('faq-reorder', () => refuse('offline', { reason: 'Sem conexão com o servidor.' }));
    fireEvent.click(down);
    expect(await screen.findByText('A nova ordem não foi salva')).toBeTruthy();
    await waitFor(() => expect(questionsIn('Honorários')[0]).toBe('Como são cobrados os honorários?'));
  });

  it('moves a whole category', async () => {
    renderPage();
    const up = await screen.findByRole('button', { name: 'Mover categoria para cima: Processos' });
    expectInert(button('Mover categoria para cima: Honorários'));
    up.focus();
    fireEvent.click(up);
    await waitFor(() => expect(callsOf('faq-reorder')).toHaveLength(1));
    expect(callsOf('faq-reorder')[0]).toEqual({ ids: ['p1', 'h1', 'h2', 'h3'], expectedOrderVersion: 7 });
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })[0]?.textContent).toMatch(/^Processos/));
    expect(screen.getByRole('status').textContent).toBe('Categoria Processos movida para a posição 1 de 2.');
    // Now first: its "up" does nothing more, and keeps the focus.
    await waitFor(() => expectInert(button('Mover categoria para cima: Processos')));
    expect(document.activeElement).toBe(button('Mover categoria para cima: Processos'));
  });

  it('moves an entry by drag and drop within its category', async () => {
    // jsdom has no DragEvent: without one the events lose their pointer position.
    vi.stubGlobal('DragEvent', class extends MouseEvent {});
    renderPage();
    await screen.findByText('Como são cobrados os honorários?');
    const card = (id: string) => document.querySelector(`[data-faq-entry="${id}"]`) as HTMLElement;
    const handle = card('h1').querySelector('[draggable="true"]')!;
    const dataTransfer = { setData: vi.fn(), setDragImage: vi.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(handle, { dataTransfer });
    expect(dataTransfer.setData).toHaveBeenCalledWith('text/plain', 'h1');
    // Another category's entry does not take the drop.
    const refused = fireEvent.dragOver(card('p1'), { dataTransfer, clientY: 10 });
    expect(refused).toBe(true);
    // The lower half of the last entry: after it.
    const accepted = fireEvent.dragOver(card('h3'), { dataTransfer, clientY: 10 });
    expect(accepted).toBe(false);
    fireEvent.drop(card('h3'), { dataTransfer, clientY: 10 });
    await waitFor(() => expect(callsOf('faq-reorder')).toHaveLength(1));
    expect(callsOf('faq-reorder')[0]).toEqual({ ids: ['h2', 'h3', 'h1', 'p1'], expectedOrderVersion: 7 });
    await waitFor(() => expect(questionsIn('Honorários')[2]).toBe('Como são cobrados os honorários?'));
    expect(screen.getByRole('status').textContent).toBe('Pergunta movida para a posição 3 de 3 em Honorários.');
    vi.unstubAllGlobals();
  });

  it('filters by status and category in the address, and disables reordering while a status is chosen', async () => {
    const { router } = renderPage({ address: '/faq?status=nao-publicadas' });
    await screen.findByText('Posso parcelar os honorários?');
    expect(screen.queryByText('Como são cobrados os honorários?')).toBeNull();
    expect(screen.getByText('A ordem vale para todas as perguntas, publicadas ou não: para reordenar, mostre todas.')).toBeTruthy();
    const down = button('Mover para cima: Posso parcelar os honorários?');
    expect(down).toHaveProperty('disabled', true);
    expect(down.getAttribute('aria-describedby')).toBe('faq-reorder-hint');
    expect(document.querySelector('[draggable="true"]')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Honorários · 1 de 3 perguntas');

    fireEvent.click(button('Mostrar todas'));
    expect(router.location.search).toBe('');
    expect(button('Mover para cima: Posso parcelar os honorários?')).toHaveProperty('disabled', false);

    fireEvent.change(screen.getByLabelText('Categoria'), { target: { value: 'Processos' } });
    expect(router.location.search).toBe('?category=Processos');
    expect(screen.queryByText('Posso parcelar os honorários?')).toBeNull();
    // One category shown: nothing to move it past.
    expect(screen.queryByRole('button', { name: /Mover categoria/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Situação'), { target: { value: 'nao-publicadas' } });
    expect(screen.getByText('Nenhuma pergunta com estes filtros.')).toBeTruthy();
    fireEvent.click(button('Limpar filtros'));
    expect(router.location.search).toBe('');
  });

  it('publishes and unpublishes on the version shown', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Publicar: Posso parcelar os honorários?' }));
    expect(await screen.findByText('Pergunta publicada.')).toBeTruthy();
    expect(callsOf('faq-setPublished')[0]).toEqual({ id: 'h2', expectedVersion: 1, published: true });
    expect(await screen.findByRole('button', { name: 'Despublicar: Posso parcelar os honorários?' })).toBeTruthy();
  });

  it('says plainly when the entry changed meanwhile', async () => {
    renderPage();
    operations.answerOnce('faq-setPublished', () => refuse('conflict', { reason: 'Conflito' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Publicar: Posso parcelar os honorários?' }));
    expect(await screen.findByText('Esta pergunta foi alterada por outra pessoa. A lista foi atualizada: confira e tente de novo.')).toBeTruthy();
  });

  it('deletes after a confirmation that names the question', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir: Há honorários de êxito?' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('“Há honorários de êxito?”');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Pergunta excluída.')).toBeTruthy();
    expect(callsOf('faq-delete')[0]).toEqual({ id: 'h3', expectedVersion: 1 });
    await waitFor(() => expect(questionsIn('Honorários')).toEqual(['Como são cobrados os honorários?', 'Posso parcelar os honorários?']));
  });

  it('creates an entry with a live preview, the categories offered, and the server’s refusals on their fields', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Nova pergunta' }));
    const dialog = await screen.findByRole('dialog');
    const options = () => [...dialog.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'));
    await waitFor(() => expect(options()).toEqual(['Honorários', 'Processos']));
    fireEvent.change(within(dialog).getByLabelText('Pergunta'), { target: { value: 'O escritório atende aos sábados?' } });
    fireEvent.change(within(dialog).getByLabelText('Categoria'), { target: { value: 'Atendimento' } });
    fireEvent.change(within(dialog).getByLabelText('Resposta'), { target: { value: 'Sim, com **hora marcada**.' } });
    const preview = within(dialog).getByRole('region', { name: 'Pré-visualização: Resposta' });
    await waitFor(() => expect(within(preview).getByText('hora marcada').tagName).toBe('STRONG'));

    operations.answerOnce('faq-create', () =>
      refuse('invalid-input', { reason: 'Alguns dados estão inválidos.', fields: { 'entry.question': 'Já existe uma pergunta igual' } }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar pergunta' }));
    expect(await within(dialog).findByText('Já existe uma pergunta igual')).toBeTruthy();
    expect(within(dialog).getByLabelText('Pergunta').getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(within(dialog).getByLabelText(/Publicada/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar pergunta' }));
    expect(await screen.findByText('Pergunta cadastrada.')).toBeTruthy();
    expect(callsOf('faq-create').at(-1)).toEqual({
      entry: { question: 'O escritório atende aos sábados?', category: 'Atendimento', answer: 'Sim, com **hora marcada**.', published: true },
    });
    expect(await screen.findByRole('heading', { level: 2, name: /Atendimento/ })).toBeTruthy();
  });

  it('checks the form before sending', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Nova pergunta' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar pergunta' }));
    expect(await within(dialog).findByText('Escreva a resposta')).toBeTruthy();
    expect(callsOf('faq-create')).toHaveLength(0);
  });

  it('edits on the version it started from, and says so when someone else saved first', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Editar: Posso parcelar os honorários?' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Pergunta').value).toBe('Posso parcelar os honorários?');
    fireEvent.change(within(dialog).getByLabelText('Pergunta'), { target: { value: 'Posso parcelar os honorários em 12 vezes?' } });
    operations.answerOnce('faq-update', () =>
      refuse('conflict', { reason: 'Outra pessoa alterou este registro enquanto você editava. Confira os dados atuais antes de salvar.' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(dialog).findByText(/Outra pessoa alterou este registro/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Ver os dados atuais/ })).toBeTruthy();
    expect(callsOf('faq-update')[0]).toMatchObject({ id: 'h2', expectedVersion: 1, entry: { question: 'Posso parcelar os honorários em 12 vezes?' } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Pergunta atualizada.')).toBeTruthy();
  });
});
