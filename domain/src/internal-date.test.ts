/** The prazo interno lands on a working day of the lawsuit's court, wherever it is suggested or moved. */
import { describe, expect, it } from 'vitest';
import { internalDateBefore, movedInternalDate } from './agenda';
import { courtCalendarOrNational, offDayAt } from './calendar';

describe('the internal date of a prazo', () => {
  it('skips the court’s holidays, not only weekends (issue 35: 08/12 offered before a fatal 10/12)', () => {
    // TRF3: 08/12 is the Dia da Justiça (Lei 5.010/1966, art. 62, IV).
    const trf3 = offDayAt(courtCalendarOrNational({ tribunal: 'TRF3', comarca: null }));
    expect(internalDateBefore('2026-12-10', 2, trf3)).toBe('2026-12-07');
    // Without a court, the national days alone: 08/12 is a working day there.
    const national = offDayAt(courtCalendarOrNational({ tribunal: null }));
    expect(internalDateBefore('2026-12-10', 2, national)).toBe('2026-12-08');
    // A court the data does not have reads as the national days, not as an error.
    expect(internalDateBefore('2026-12-10', 2, offDayAt(courtCalendarOrNational({ tribunal: 'TJXX', comarca: 'Lugar' })))).toBe('2026-12-08');
  });

  it('counts the art. 220 suspension with expediente as working days, and skips national holidays', () => {
    const national = offDayAt(courtCalendarOrNational({ tribunal: null }));
    expect(national('2027-01-12')).toBe(false);
    expect(national('2027-01-01')).toBe(true);
    expect(internalDateBefore('2027-01-14', 2, national)).toBe('2027-01-12');
    // Tiradentes (21/04/2027, a Wednesday) is skipped.
    expect(internalDateBefore('2027-04-22', 2, national)).toBe('2027-04-19');
  });

  it('moves with its fatal date back to the working day before a closed one', () => {
    const trf3 = offDayAt(courtCalendarOrNational({ tribunal: 'TRF3', comarca: null }));
    // Two days before the fatal date: 11/12 → 10/12 puts it on 08/12, the Dia da Justiça, so 07/12.
    expect(movedInternalDate('2026-12-09', '2026-12-11', '2026-12-10', trf3)).toBe('2026-12-07');
    expect(movedInternalDate('2026-12-09', '2026-12-11', '2026-12-10')).toBe('2026-12-08');
    // A predicate that closes every day keeps the plain move rather than loop.
    expect(movedInternalDate('2026-12-09', '2026-12-11', '2026-12-10', () => true)).toBe('2026-12-08');
  });
});
