import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Listed, MovementRecord } from '@office/domain';
import { renderWithApp } from '../../test/app';
import { aMovement } from '../../test/records';
import { MovementTimeline, type MovementTimelineProps } from './MovementTimeline';

type Movement = Listed<MovementRecord>;

function manual(id: string, at: string, description: string): Movement {
  return aMovement({ id, at, description });
}

function imported(id: string, at: string, description: string, over: Partial<NonNullable<MovementRecord['imported']>> = {}, hidden = false): Movement {
  return {
    ...manual(id, at, description),
    source: 'datajud',
    hidden,
    imported: { key: `G1|${at}|85#0`, grau: 'G1', code: 85, organ: '1ª Vara Cível de Campinas', fetchedAt: '2026-03-10T12:15:00Z', runId: 'run1', ...over },
  };
}

const movements: Movement[] = [
  imported('d1', '2026-03-09T17:30:00Z', 'Petição (tipo de documento: Petição)'),
  manual('m1', '2026-03-05T13:00:00Z', 'Reunião com o cliente sobre o acordo'),
  imported('d2', '2026-03-02T14:00:00Z', 'Conclusão', { grau: 'G2', code: null, organ: null }),
  imported('d3', '2026-02-20T11:00:00Z', 'Expedição de documento', {}, true),
  imported('d4', '2026-02-10T11:00:00Z', 'Juntada de AR', { code: 1061 }, true),
];

function renderTimeline(over: Partial<MovementTimelineProps> = {}) {
  const props: MovementTimelineProps = {
    movements,
    lawsuitId: 'l1',
    canWrite: true,
    canReadAgenda: true,
    onCorrect: vi.fn(),
    onSetHidden: vi.fn(async () => true),
    ...over,
  };
  renderWithApp(<MovementTimeline {...props} />);
  return props;
}

const item = (text: string) => screen.getByText(text).closest('li')!;
const shownDescriptions = () =>
  within(screen.getByRole('list', { name: 'Linha do tempo dos andamentos' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-movement'));

describe('MovementTimeline', () => {
  it('shows an imported andamento with its grau badge and where it came from, a manual one as typed in', () => {
    renderTimeline();
    const petition = item('Petição (tipo de documento: Petição)');
    expect(within(petition).getByText('DataJud · 1º grau')).toBeTruthy();
    // Office time (UTC−3), DD/MM/YYYY HH:mm.
    expect(within(petition).getByText('09/03/2026 14:30')).toBeTruthy();
    expect(within(petition).getByTestId('imported-line').textContent).toBe('código 85 · 1ª Vara Cível de Campinas · importado em 10/03/2026 09:15');
    expect(within(petition).queryByText('Manual')).toBeNull();

    // No code nor organ from the court: only what there is.
    const conclusion = item('Conclusão');
    expect(within(conclusion).getByText('DataJud · 2º grau')).toBeTruthy();
    expect(within(conclusion).getByTestId('imported-line').textContent).toBe('importado em 10/03/2026 09:15');

    const meeting = item('Reunião com o cliente sobre o acordo');
    expect(within(meeting).getByText('Manual')).toBeTruthy();
    expect(within(meeting).queryByText(/DataJud/)).toBeNull();
    expect(within(meeting).queryByTestId('imported-line')).toBeNull();
  });

  it('offers "Corrigir" only on andamentos typed in, and "Ocultar" only on imported ones', () => {
    const props = renderTimeline();
    expect(screen.getAllByRole('button', { name: /^Corrigir/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Corrigir andamento: Reunião com o cliente sobre o acordo',
    ]);
    expect(within(item('Petição (tipo de documento: Petição)')).queryByRole('button', { name: /Corrigir/ })).toBeNull();
    expect(within(item('Conclusão')).queryByRole('button', { name: /Corrigir/ })).toBeNull();
    expect(within(item('Reunião com o cliente sobre o acordo')).queryByRole('button', { name: /Ocultar/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Ocultar andamento: Conclusão' }));
    expect(props.onSetHidden).toHaveBeenCalledWith(movements[2], true);
    fireEvent.click(screen.getByRole('button', { name: 'Corrigir andamento: Reunião com o cliente sobre o acordo' }));
    expect(props.onCorrect).toHaveBeenCalledWith(movements[1]);
  });

  it('keeps "calcular prazo" on every andamento, from its date', () => {
    renderTimeline();
    const links = screen.getAllByRole('link', { name: /^Calcular prazo a partir do andamento/ });
    expect(links).toHaveLength(3);
    expect(links[0]?.getAttribute('href')).toBe('/events/deadline?lawsuit=l1&trigger=intimacao&date=2026-03-09');
  });

  it('leaves hidden andamentos out until "Mostrar ocultos", then shows them dimmed with "Mostrar de novo"', () => {
    const props = renderTimeline();
    expect(shownDescriptions()).toEqual(['d1', 'm1', 'd2']);
    expect(screen.queryByText('Expedição de documento')).toBeNull();

    const toggle = screen.getByRole('checkbox', { name: 'Mostrar ocultos (2)' });
    fireEvent.click(toggle);
    expect(shownDescriptions()).toEqual(['d1', 'm1', 'd2', 'd3', 'd4']);
    const hidden = item('Expedição de documento');
    expect(hidden.getAttribute('data-hidden')).toBe('true');
    expect(within(hidden).getByText('Expedição de documento').className).toContain('text-slate-500');
    expect(within(hidden).getByText('Oculto')).toBeTruthy();
    expect(item('Petição (tipo de documento: Petição)').hasAttribute('data-hidden')).toBe(false);
    expect(within(hidden).queryByRole('button', { name: /^Ocultar/ })).toBeNull();
    fireEvent.click(within(hidden).getByRole('button', { name: 'Mostrar de novo andamento: Expedição de documento' }));
    expect(props.onSetHidden).toHaveBeenCalledWith(movements[3], false);

    fireEvent.click(toggle);
    expect(shownDescriptions()).toEqual(['d1', 'm1', 'd2']);
  });

  it('has no toggle when nothing is hidden', () => {
    renderTimeline({ movements: movements.slice(0, 3) });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says so when everything loaded is hidden', () => {
    renderTimeline({ movements: movements.slice(3) });
    expect(screen.getByText('Os andamentos carregados estão todos ocultos.')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Mostrar ocultos (2)' })).toBeTruthy();
  });

  it('shows readers no actions, hidden ones included', () => {
    renderTimeline({ canWrite: false, canReadAgenda: false });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mostrar ocultos (2)' }));
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
