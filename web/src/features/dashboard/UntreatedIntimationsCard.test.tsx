import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { triageFields, type IntimationRecord, type Listed } from '@office/domain';
import { renderWithApp } from '../../test/app';
import { intimation } from '../../test/intimation-fixture';
import { UntreatedIntimationsCard } from './UntreatedIntimationsCard';

/** An intimação as the server lists it, with the id and availability the card shows. */
function item(id: string, availableOn: string, over: Partial<Listed<IntimationRecord>> = {}): Listed<IntimationRecord> {
  return intimation({ id, hash: id, availableOn, ...over });
}

function renderCard(props: Parameters<typeof UntreatedIntimationsCard>[0]) {
  renderWithApp(<UntreatedIntimationsCard {...props} />);
  return screen.getByRole('region', { name: 'Intimações a tratar' });
}

describe('UntreatedIntimationsCard', () => {
  it('shows how many wait and the oldest ones, oldest first, each linking to its page', () => {
    const forwarded = triageFields({ state: 'encaminhada', by: 'u1', at: '2026-03-02T12:00:00Z', reason: null, forwardedTo: 'u2' });
    const card = renderCard({
      card: { untreated: 12, oldest: [item('dj-a', '2026-02-20'), item('dj-b', '2026-02-23', { kind: 'Citação', cnj: null, ...forwarded })] },
    });
    expect(within(card).getByText('12').className).toContain('amber');
    expect(card.textContent).toContain('intimações a tratar');
    const links = within(within(card).getByRole('list', { name: 'Intimações a tratar mais antigas' })).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Intimação · TJSP de 20/02/2026', '/lawsuits/intimations/dj-a'],
      ['Citação · TJSP de 23/02/2026', '/lawsuits/intimations/dj-b'],
    ]);
    expect(card.textContent).toContain('sem número CNJ · encaminhada');
    expect(within(card).getByRole('link', { name: 'Ver intimações' }).getAttribute('href')).toBe('/lawsuits/intimations?triage=a-tratar');
  });

  it('says one in the singular, and whose they are when they are the caller’s', () => {
    const card = renderCard({ card: { untreated: 1, oldest: [item('dj-a', '2026-02-20')] }, mine: true });
    expect(card.textContent).toContain('1 intimação a tratar (sob sua responsabilidade ou encaminhada a você)');
    expect(card.textContent).toContain('A mais antiga');
  });

  it('says when nothing waits, without a list', () => {
    const office = renderCard({ card: { untreated: 0, oldest: [] } });
    expect(office.textContent).toContain('Nenhuma intimação a tratar.');
    expect(within(office).queryByRole('list')).toBeNull();
    cleanup();
    expect(renderCard({ card: { untreated: 0, oldest: [] }, mine: true }).textContent).toContain(
      'Nenhuma intimação a tratar sob sua responsabilidade ou encaminhada a você.',
    );
  });

  it('with the DJEN failing or late, says what is known and since when, as the banner does', () => {
    const failing = { integration: 'djen' as const, message: '', reason: 'HTTP 503', since: '2026-11-26T10:00:00Z', targets: [] };
    const none = renderCard({ card: { untreated: 0, oldest: [], capture: failing } });
    expect(none.textContent).toContain('Nenhuma intimação a tratar até 26/11/2026 07:00 — não foi possível consultar o DJEN desde então.');
    expect(none.textContent).not.toContain('Nenhuma intimação a tratar.');
    cleanup();
    const late = renderCard({ card: { untreated: 0, oldest: [] }, capture: { ...failing, reason: null } });
    expect(late.textContent).toContain('Nenhuma intimação a tratar até 26/11/2026 07:00 — o DJEN não é consultado desde então.');
    cleanup();
    const some = renderCard({ card: { untreated: 2, oldest: [item('dj-a', '2026-02-20')] }, capture: { ...failing, since: null } });
    expect(some.textContent).toContain('Contam só as já recebidas — ainda não foi possível consultar o DJEN: pode haver outras.');
  });
});
