import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { deadlineComputation } from '@office/domain';
import type { CallableName } from '@office/domain/contracts';
import { queryClient } from '../../lib/query-client';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { aDirectoryEntry, aLawsuit, anEvent, anIntimation } from '../../test/records';
import { fakeSession } from '../../test/session';
import { DeadlinePage } from './DeadlinePage';

const server = { prazoEventId: null as string | null };
const meta = { version: 1, createdAt: '2026-03-10T09:00:00Z', updatedAt: '2026-03-10T09:00:00Z' };

const operations = fakeOperations({
  'agenda-computeDeadline': (input) => deadlineComputation(input),
  'intimations-get': (input) =>
    anIntimation({
      ...meta,
      id: input.id,
      availableOn: '2026-03-09',
      kind: 'Intimação',
      tribunal: 'TJSP',
      cnj: '1001234-54.2024.8.26.0100',
      cancelled: null,
      prazoEventId: server.prazoEventId,
    }),
  'lawsuits-get': (input) =>
    aLawsuit({ ...meta, id: input.id, cnj: '1001234-54.2024.8.26.0100', internalRef: null, subject: 'Cobrança', comarca: 'São Paulo', tribunalCode: '8.26' }),
  'directory-list': () => [aDirectoryEntry({ uid: 'u1', name: 'Ana Souza', email: 'ana@x.test', lawyer: true, agenda: true })],
  'agenda-create': (input) => {
    // The server links the two: the intimação now names its prazo.
    if (input.intimationId) server.prazoEventId = 'evt1';
    const { event } = input;
    return { event: anEvent({ ...meta, kind: event.kind, title: event.title, date: event.date, lawsuitId: event.lawsuitId, id: 'evt1' }), overlaps: [] };
  },
});

const FROM_INTIMATION =
  '/events/deadline?trigger=disponibilizacao&date=2026-03-09&lawsuit=law7&tribunal=TJSP&title=Prazo+%E2%80%94+Intima%C3%A7%C3%A3o&intimation=int1';

function renderPage(address = FROM_INTIMATION) {
  renderWithApp(<DeadlinePage />, {
    at: address,
    path: '/events/deadline',
    routes: { '/events/:id': <p>Página do prazo</p> },
    address: true,
    client: queryClient,
    session: fakeSession({ scopes: { read: ['Agenda', 'Processos'], write: ['Agenda'] } }),
  });
}

const callsOf = (name: CallableName) => operations.calls(name);

beforeEach(() => {
  server.prazoEventId = null;
  queryClient.clear();
});

describe('DeadlinePage from an intimação', () => {
  it('says where the prazo comes from, keeps the intimação in the address, and saves the prazo linked to it', async () => {
    renderPage();
    const note = await screen.findByText(/Prazo a partir da/);
    expect(note.textContent).toContain('Prazo a partir da intimação de 09/03/2026 (DJEN).');
    expect(within(note).getByRole('link', { name: 'intimação de 09/03/2026' }).getAttribute('href')).toBe('/lawsuits/intimations/int1');
    // The computation ran from the address and wrote its inputs back, the intimação among them.
    const save = await screen.findByRole('button', { name: 'Salvar como prazo na agenda' });
    expect(new URLSearchParams(screen.getByTestId('address').textContent.split('?')[1]).get('intimation')).toBe('int1');

    await userEvent.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Salvar como prazo' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Título').value).toBe('Prazo — Intimação');
    const before = callsOf('intimations-get').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar prazo' }));
    await screen.findByText('Página do prazo');
    const [created] = callsOf('agenda-create');
    expect(created).toMatchObject({ intimationId: 'int1', event: { kind: 'prazo', lawsuitId: 'law7', title: 'Prazo — Intimação' } });
    // The intimação was read again: it now names its prazo.
    await waitFor(() => expect(callsOf('intimations-get').length).toBeGreaterThan(before));
  });

  it('saves a prazo without a link when no intimação opened the calculator', async () => {
    renderPage('/events/deadline?trigger=disponibilizacao&date=2026-03-09&tribunal=TJSP');
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar como prazo na agenda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar como prazo' });
    await userEvent.type(within(dialog).getByLabelText('Título'), 'contestação');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar prazo' }));
    await screen.findByText('Página do prazo');
    expect(callsOf('agenda-create')[0]).not.toHaveProperty('intimationId');
    expect(screen.queryByText(/Prazo a partir da/)).toBeNull();
  });
});

describe('DeadlinePage, "Salvar como prazo"', () => {
  it('moves the prazo interno with the fatal date, earlier and back later, until the person sets it', async () => {
    renderPage('/events/deadline?trigger=disponibilizacao&date=2026-03-09&tribunal=TJSP');
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar como prazo na agenda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar como prazo' });
    const fatal = within(dialog).getByLabelText<HTMLInputElement>('Prazo fatal');
    const internal = within(dialog).getByLabelText<HTMLInputElement>('Prazo interno');
    const calculated = fatal.value;
    const internalAtFirst = internal.value;
    const typeDate = async (input: HTMLInputElement, text: string) => {
      await userEvent.clear(input);
      await userEvent.type(input, text);
    };
    await typeDate(fatal, '25/03/2026');
    expect(internal.value).toBe('23/03/2026');
    await typeDate(fatal, calculated);
    expect(internal.value).toBe(internalAtFirst);
    // Set by hand, it stays where the person put it while it is before the fatal date.
    await typeDate(internal, '20/03/2026');
    await typeDate(fatal, '26/03/2026');
    expect(internal.value).toBe('20/03/2026');
  });
});
