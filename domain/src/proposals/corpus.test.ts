import { describe, expect, it } from 'vitest';
import { courtCalendar } from '../calendar/calendar';
import { findCourt } from '../calendar/courts';
import { computeDeadline } from '../calendar/deadline';
import { isValidCnj } from '../cnj';
import { PROPOSAL_CORPUS, scoreCorpus } from './corpus';
import { proposeIntimationActions } from './propose';
import { collapse, plainText } from './text';

describe('the proposal corpus', () => {
  it('has at least 80 texts over every branch, each well formed', () => {
    expect(PROPOSAL_CORPUS.length).toBeGreaterThanOrEqual(80);
    const branches = new Set(PROPOSAL_CORPUS.map((c) => c.branch));
    expect([...branches].sort()).toEqual(['criminal', 'estadual', 'federal', 'juizado', 'trabalho']);
    expect(new Set(PROPOSAL_CORPUS.map((c) => c.id)).size).toBe(PROPOSAL_CORPUS.length);
    for (const c of PROPOSAL_CORPUS) {
      expect(findCourt(c.court), c.id).toBeTruthy();
      expect(c.expected.length, c.id).toBeGreaterThan(0);
      for (const e of c.expected) if (e.kind === 'prazo') expect(e.source, `${c.id}: a prazo names its source`).toBeTruthy();
    }
  });

  it('writes only valid CNJ numbers', () => {
    const numbers = PROPOSAL_CORPUS.flatMap((c) => [...c.text.matchAll(/\b\d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}\b/g)].map((m) => m[0]));
    expect(numbers.length).toBeGreaterThan(0);
    for (const n of numbers) expect(isValidCnj(n), n).toBe(true);
  });

  it('stores the fatal date the expected reading gives', () => {
    for (const c of PROPOSAL_CORPUS)
      for (const e of c.expected) {
        if (e.kind !== 'prazo' || e.days == null || !e.counting) continue;
        const juizado = c.branch !== 'criminal' && /juizado|\bjef\b|\bjec\b|9\.099|recurso inominado/i.test(c.text);
        const doubling = e.doubled ? ('art183' as const) : null;
        const due = computeDeadline(
          { trigger: 'disponibilizacao', triggerDate: c.availableOn, days: e.days, counting: e.counting, doubling, juizado },
          courtCalendar({ tribunal: c.court, comarca: c.comarca }),
        ).lastDay;
        expect(e.due, c.id).toBe(due);
      }
  });

  it('quotes only words of the text', () => {
    for (const c of PROPOSAL_CORPUS) {
      const words = collapse(plainText(c.text));
      for (const a of proposeIntimationActions({ text: c.text, court: c.court, clientName: c.clientName, clientSide: c.clientSide })) {
        expect(a.quote.length, c.id).toBeGreaterThan(0);
        expect(words.includes(a.quote.replace(/…$/, '')), `${c.id}: ${a.quote}`).toBe(true);
      }
    }
  });

  it('is read with precision and recall of at least 0.95 and never a later date than the right one', () => {
    const score = scoreCorpus(PROPOSAL_CORPUS);
    const report = score.misses.map((m) => `${m.id}\n  esperado: ${m.expected.join(' | ')}\n  proposto: ${m.proposed.join(' | ')}`).join('\n');
    expect(score.precision, report).toBeGreaterThanOrEqual(0.95);
    expect(score.recall, report).toBeGreaterThanOrEqual(0.95);
    for (const field of ['days', 'counting', 'hearingDate', 'hearingTime'] as const) {
      expect(score.fields[field].precision, `${field}\n${report}`).toBeGreaterThanOrEqual(0.95);
      expect(score.fields[field].recall, `${field}\n${report}`).toBeGreaterThanOrEqual(0.95);
    }
    expect(score.laterThanCorrect, report).toBe(0);
  });
});
