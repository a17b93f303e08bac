import { describe, expect, it } from 'vitest';
import { previousWorkingDay } from './sources';

describe('previousWorkingDay', () => {
  it('skips the weekend', () => {
    expect(previousWorkingDay('2031-03-10', 'TJSP')).toBe('2031-03-07'); // Monday → Friday
    expect(previousWorkingDay('2031-03-13', 'TJSP')).toBe('2031-03-12');
  });

  it('skips the court’s holidays: Tiradentes (Lei 10.607/2002) on a Monday', () => {
    expect(previousWorkingDay('2031-04-22', 'TJSP')).toBe('2031-04-18');
  });

  it('counts weekends alone for a court the calendar does not know', () => {
    expect(previousWorkingDay('2031-04-22', 'TJXX')).toBe('2031-04-21');
  });
});
