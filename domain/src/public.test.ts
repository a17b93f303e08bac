import { describe, expect, it } from 'vitest';
import { removalDueDate } from './public';

describe('removal request answer term', () => {
  it('is 15 days after the office date of receipt (LGPD art. 19, II), across months', () => {
    expect(removalDueDate('2026-11-23T12:00:00Z')).toBe('2026-12-08');
    // 01:30Z on 1 December is still 30 November in São Paulo.
    expect(removalDueDate('2026-12-01T01:30:00Z')).toBe('2026-12-15');
  });
});
