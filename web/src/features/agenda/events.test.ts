import { describe, expect, it } from 'vitest';
import { monthRange } from './events';

describe('agenda month', () => {
  it('is the office month [from, to) with a lower-case pt-BR label, even late in the UTC evening', () => {
    // 01:00Z on 1 December is 22:00 on 30 November in São Paulo.
    expect(monthRange(new Date('2026-12-01T01:00:00Z'), 0)).toEqual({
      from: '2026-11-01T03:00:00.000Z',
      to: '2026-12-01T03:00:00.000Z',
      label: 'novembro de 2026',
    });
    expect(monthRange(new Date('2026-11-23T12:00:00Z'), 2)).toEqual({
      from: '2027-01-01T03:00:00.000Z',
      to: '2027-02-01T03:00:00.000Z',
      label: 'janeiro de 2027',
    });
    expect(monthRange(new Date('2026-03-31T12:00:00Z'), -1).label).toBe('fevereiro de 2026');
  });
});
