import { describe, expect, it } from 'vitest';
import { isPastDeadline } from './overdue';

describe('overdue flags', () => {
  it('flags a prazo still open once its fatal day is over, nothing else', () => {
    // Fatal day 22/11 in São Paulo ends at 23/11 03:00Z.
    const ended = '2026-11-23T03:00:00.000Z';
    const now = new Date('2026-11-23T15:00:00Z');
    expect(isPastDeadline({ kind: 'prazo', status: 'aberto', endsAt: ended }, now)).toBe(true);
    expect(isPastDeadline({ kind: 'prazo', status: 'aberto', endsAt: ended }, new Date('2026-11-23T02:59:59Z'))).toBe(false);
    expect(isPastDeadline({ kind: 'prazo', status: 'concluido', endsAt: ended }, now)).toBe(false);
    expect(isPastDeadline({ kind: 'prazo', status: 'cancelado', endsAt: ended }, now)).toBe(false);
    expect(isPastDeadline({ kind: 'audiencia', status: 'aberto', endsAt: ended }, now)).toBe(false);
  });
});
