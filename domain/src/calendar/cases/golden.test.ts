import { describe, expect, it } from 'vitest';
import { courtCalendar } from '../calendar';
import { computeDeadline } from '../deadline';
import { GOLDEN_CASES } from './index';

describe('the published golden suite of worked deadlines', () => {
  it('has at least 60 cases, each with its acts', () => {
    expect(GOLDEN_CASES.length).toBeGreaterThanOrEqual(60);
    expect(GOLDEN_CASES.every((c) => c.acts.length > 0)).toBe(true);
    expect(new Set(GOLDEN_CASES.map((c) => c.title)).size).toBe(GOLDEN_CASES.length);
  });

  it.each(GOLDEN_CASES.map((c) => [c.title, c] as const))('%s', (_title, c) => {
    const calendar = courtCalendar({ tribunal: c.court, comarca: c.comarca ?? null });
    const r = computeDeadline(
      { trigger: c.trigger, triggerDate: c.triggerDate, days: c.days, counting: c.counting, doubling: c.doubling ?? null, juizado: c.juizado ?? false },
      calendar,
    );
    expect(r.lastDay).toBe(c.lastDay);
    if (c.firstCountedDay) expect(r.firstCountedDay).toBe(c.firstCountedDay);
    if (c.publicationDay) expect(r.publicationDay).toBe(c.publicationDay);
    const cited = [r.legalBasis, ...r.explanation.flatMap((d) => [d.act ?? '', d.note]), ...r.warnings].join('\n');
    for (const act of c.acts) expect(cited).toContain(act);
    const warned = r.warnings.join('\n');
    for (const words of c.warns ?? []) expect(warned).toContain(words);
  });
});
