/**
 * Properties that must hold for any input: the last day is a full business day of the calendar it was computed
 * on; adding a closure never makes a deadline earlier; one more day never ends earlier.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { courtCalendar } from './calendar';
import { COURTS } from './courts';
import { computeDeadline, COUNTING_RULES, DEADLINE_TRIGGERS, MAX_DEADLINE_DAYS, type DeadlineParams } from './deadline';
import { fromDayNumber, dayNumber } from './days';
import type { CalendarEntry } from './types';

const FIRST = dayNumber('2025-01-01');
const LAST = dayNumber('2027-10-31');
const date = fc.integer({ min: FIRST, max: LAST }).map(fromDayNumber);
const params: fc.Arbitrary<DeadlineParams> = fc.record({
  trigger: fc.constantFrom(...DEADLINE_TRIGGERS),
  triggerDate: date,
  days: fc.integer({ min: 1, max: 60 }),
  counting: fc.constantFrom(...COUNTING_RULES),
  doubling: fc.constantFrom(null, 'art183' as const),
});
const court = fc.constantFrom(...COURTS.map((c) => ({ tribunal: c.id, comarca: c.comarcas[0]?.name ?? null })));
const closure: fc.Arbitrary<CalendarEntry> = fc
  .record({
    from: date,
    length: fc.integer({ min: 0, max: 5 }),
    kind: fc.constantFrom('sem-expediente' as const, 'suspensao' as const, 'expediente-parcial' as const),
  })
  .map(({ from, length, kind }) => ({
    from,
    to: fromDayNumber(dayNumber(from) + length),
    kind,
    name: 'Fechamento de teste',
    act: 'teste',
    scope: { level: 'nacional' },
    status: 'confirmado',
    officeClosureId: 'prop',
  }));

describe('deadline properties', () => {
  it('has courts to test against', () => expect(COURTS.length).toBeGreaterThanOrEqual(8));

  it('the last day is a business day with full expediente, after the trigger, and counted days add up', () => {
    fc.assert(
      fc.property(params, court, (p, ref) => {
        const cal = courtCalendar(ref);
        const r = computeDeadline(p, cal);
        const last = cal.day(r.lastDay);
        expect(last.weekend).toBe(false);
        expect(last.closures).toEqual([]);
        expect(r.lastDay > p.triggerDate).toBe(true);
        expect(r.explanation.filter((d) => d.count !== null)).toHaveLength(r.countedDays);
      }),
      { numRuns: 400 },
    );
  });

  it('adding a closure never makes a deadline earlier', () => {
    fc.assert(
      fc.property(params, court, fc.array(closure, { minLength: 1, maxLength: 3 }), (p, ref, extra) => {
        const before = computeDeadline(p, courtCalendar(ref));
        const after = computeDeadline(p, courtCalendar(ref, extra));
        expect(after.lastDay >= before.lastDay).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('N + 1 days never end before N days', () => {
    fc.assert(
      fc.property(
        params.filter((p) => p.days < MAX_DEADLINE_DAYS),
        court,
        (p, ref) => {
          const cal = courtCalendar(ref);
          expect(computeDeadline({ ...p, days: p.days + 1 }, cal).lastDay >= computeDeadline(p, cal).lastDay).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });
});
