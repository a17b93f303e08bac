import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/app';
import { intimation, proposedPrazo } from '../../test/intimation-fixture';
import { fakeOperations, refuse } from '../../test/operations';
import { aDirectoryEntry } from '../../test/records';
import { fakeSession } from '../../test/session';
import { ProposalPanel } from './ProposalPanel';

const operations = fakeOperations({
  'directory-list': () => [aDirectoryEntry(), aDirectoryEntry({ uid: 'u2', name: 'Juliana Ferreira', email: 'juliana@x.test' })],
  'intimations-accept': () => ({
    intimation: intimation({ version: 4 }),
    events: [{ id: 'evt9', title: 'Prazo — Réplica', date: '2026-12-18', change: 'criado' }],
  }),
});

const hearing = proposedPrazo({
  kind: 'audiencia',
  act: 'Audiência de conciliação',
  days: null,
  counting: null,
  legalBasis: null,
  hearingDate: '2027-02-03',
  hearingTime: '14:30',
  videoLink: 'https://meet.example/abc',
  quote: 'designo audiência de conciliação para 03/02/2027, às 14h30',
});

function renderPanel(days: number | null = 15) {
  const record = intimation({
    owners: ['u2'],
    proposal: {
      actions: [proposedPrazo({ days, notes: ['O texto não diz se o prazo é comum: contado como o menor.'] }), hearing],
      dates: ['2026-12-18', '2027-02-03'],
      complete: days !== null,
      countedOn: { tribunal: 'TJSP', comarca: 'São Paulo' },
    },
  });
  renderWithApp(<ProposalPanel intimation={record} lawsuit={undefined} canAccept />, {
    session: fakeSession({ scopes: { read: ['Processos', 'Agenda'], write: ['Processos', 'Agenda'] } }),
  });
  return screen.getByRole('region', { name: 'Proposta' });
}

describe('ProposalPanel', () => {
  it('shows each action with the words it came from, the basis and the notes, and accepts it as edited', async () => {
    const panel = renderPanel();
    expect(within(panel).getByText('“no prazo de 15 (quinze) dias, apresentar réplica”')).toBeTruthy();
    expect(panel.textContent).toContain('Base legal: CPC art. 351');
    expect(panel.textContent).toContain('O texto não diz se o prazo é comum: contado como o menor.');
    expect(panel.textContent).toContain('vence 18/12/2026 (contado no TJSP, São Paulo)');
    await within(panel).findAllByRole('option', { name: 'Juliana Ferreira' });
    const days = within(panel).getByLabelText('Dias');
    await userEvent.clear(days);
    await userEvent.type(days, '10');
    await userEvent.click(within(panel).getByRole('button', { name: 'Aceitar proposta' }));
    expect(await screen.findByText('Na agenda: Prazo — Réplica (18/12/2026).')).toBeTruthy();
    const sent = operations.calls('intimations-accept')[0]!;
    expect(sent).toMatchObject({ id: 'int1', expectedVersion: 3 });
    expect(sent.actions).toEqual([
      expect.objectContaining({ kind: 'prazo', act: 'Réplica', days: 10, counting: 'uteis', doubling: null, triggerDate: null, ownerId: 'u2' }),
      expect.objectContaining({ kind: 'audiencia', date: '2027-02-03', startTime: '14:30', place: 'https://meet.example/abc', ownerId: 'u2' }),
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Proposta' }))
        .getByRole('link', { name: 'Prazo — Réplica' })
        .getAttribute('href'),
    ).toBe('/events/evt9');
  });

  it('asks for what the text did not give, and shows the callable’s refusal at its field', async () => {
    const panel = renderPanel(null);
    await userEvent.click(within(panel).getByRole('button', { name: 'Aceitar proposta' }));
    expect(await within(panel).findByText('Informe o número de dias')).toBeTruthy();
    expect(operations.log.some((c) => c.name === 'intimations-accept')).toBe(false);
    await userEvent.type(within(panel).getByLabelText('Dias'), '5');
    // Another trigger, read by the person: the callable's refusal lands at its field.
    await userEvent.click(within(panel).getByLabelText('Contar de outra data'));
    expect(within(panel).getByLabelText<HTMLInputElement>('Marco inicial').value).toBe('09/03/2026');
    operations.answer('intimations-accept', () => refuse('invalid-input', { fields: { 'actions.0.triggerDate': 'O marco inicial é posterior ao prazo' } }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Aceitar proposta' }));
    expect(await within(panel).findByText('O marco inicial é posterior ao prazo')).toBeTruthy();
    expect(panel.textContent).toContain('Corrija o campo destacado abaixo.');
  });
});
