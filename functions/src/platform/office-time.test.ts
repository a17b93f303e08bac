import { describe, expect, it } from 'vitest';
import { officeDate, officeDayRange } from './office-time';

describe('office calendar day (America/Sao_Paulo, UTC-3)', () => {
  it('starts at 03:00Z and belongs to the local date, even late in the UTC evening', () => {
    expect(officeDayRange(new Date('2026-11-24T01:30:00Z'))).toEqual({ start: '2026-11-23T03:00:00.000Z', end: '2026-11-24T03:00:00.000Z' });
    expect(officeDate(new Date('2026-11-24T01:30:00Z'))).toBe('2026-11-23');
    expect(officeDate(new Date('2026-12-31T12:00:00Z'), 1)).toBe('2027-01-01');
  });
});
