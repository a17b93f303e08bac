import { describe, expect, it } from 'vitest';
import { courtCalendar } from './calendar';
import type { CourtDef } from './courts/build';
import { computeDeadline, type DeadlineParams } from './deadline';
import type { CalendarEntry, CourtSegment } from './types';

/** A court with only the days fixed by law (national days; Lei 5.010 for the federal segments) and confirmed years. */
function lawOnly(segment: CourtSegment, entries: CalendarEntry[] = []): CourtDef {
  return {
    id: `LEI-${segment}`,
    name: segment,
    segment,
    cnj: '0.00',
    localUnit: 'comarca',
    confirmedYears: { 2025: { act: 'lei' }, 2026: { act: 'lei' }, 2027: { act: 'lei' } },
    entries,
    comarcas: [],
    states: [],
  };
}
const state = courtCalendar({ tribunal: lawOnly('estadual'), comarca: null });
const federal = courtCalendar({ tribunal: lawOnly('federal'), comarca: null });
const djen = (triggerDate: string, days: number, rest: Partial<DeadlineParams> = {}): DeadlineParams => ({
  trigger: 'disponibilizacao',
  triggerDate,
  days,
  counting: 'uteis',
  doubling: null,
  ...rest,
});

describe('the issue’s examples (national and Lei 5.010 days only)', () => {
  it('DJEN on Mon 17/11/2025, 15 dias úteis, state court: Wed 10/12/2025, skipping 20/11 (Lei 14.759/2023)', () => {
    const r = computeDeadline(djen('2025-11-17', 15), state);
    expect(r.publicationDay).toBe('2025-11-18');
    expect(r.firstCountedDay).toBe('2025-11-19');
    expect(r.lastDay).toBe('2025-12-10');
    expect(r.explanation.find((d) => d.date === '2025-11-20')).toMatchObject({ role: 'nao-contado', act: 'Lei 14.759/2023' });
    expect(r.warnings).toEqual([]);
  });

  it('DJEN on Thu 11/12/2025, 15 dias úteis: Tue 03/02/2026 (CPC art. 220 suspends 20/12 to 20/01)', () => {
    const r = computeDeadline(djen('2025-12-11', 15), state);
    expect(r.lastDay).toBe('2026-02-03');
    const counted = r.explanation.filter((d) => d.count !== null).map((d) => d.date);
    expect(counted.slice(0, 6)).toEqual(['2025-12-15', '2025-12-16', '2025-12-17', '2025-12-18', '2025-12-19', '2026-01-21']);
    expect(r.explanation.find((d) => d.date === '2026-01-07')?.note).toBe('Não contado: Suspensão de prazos de 20/12 a 20/01');
  });

  it('DJEN on Mon 30/03/2026, 5 dias úteis: state court Wed 08/04; federal court Fri 10/04 (Holy Week, Lei 5.010 art. 62 II)', () => {
    expect(computeDeadline(djen('2026-03-30', 5), state).lastDay).toBe('2026-04-08');
    const r = computeDeadline(djen('2026-03-30', 5), federal);
    expect(r.lastDay).toBe('2026-04-10');
    expect(r.explanation.find((d) => d.date === '2026-04-02')).toMatchObject({ role: 'nao-contado', act: 'Lei 5.010/1966, art. 62, II' });
  });
});

describe('counting rules', () => {
  it('explains every calendar day from the trigger to the last day, each once, in order', () => {
    const r = computeDeadline(djen('2025-12-11', 15), state);
    const dates = r.explanation.map((d) => d.date);
    expect(dates[0]).toBe('2025-12-11');
    expect(dates.at(-1)).toBe('2026-02-03');
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates.length).toBe(55); // 11/12/2025 to 03/02/2026 inclusive
    expect(r.explanation.at(-1)).toMatchObject({ role: 'vencimento', count: 15 });
  });

  it('a publication on Friday starts the count on Monday; the start day itself never counts (art. 224 caput)', () => {
    const r = computeDeadline({ trigger: 'publicacao', triggerDate: '2026-03-06', days: 1, counting: 'uteis', doubling: null }, state);
    expect(r.firstCountedDay).toBe('2026-03-09');
    expect(r.lastDay).toBe('2026-03-09');
  });

  it('a partial day counts in the middle, but moves a first or last day on (art. 224 § 1º)', () => {
    const ash: CalendarEntry = {
      from: '2026-02-18',
      to: '2026-02-18',
      kind: 'expediente-parcial',
      name: 'Quarta-feira de Cinzas',
      act: 'ato',
      scope: { level: 'nacional' },
      status: 'confirmado',
    };
    const cal = courtCalendar({ tribunal: lawOnly('estadual', [ash]), comarca: null });
    // Intimation on Tue 17/02: the first day would be Ash Wednesday, so the count starts on Thursday.
    const starts = computeDeadline({ trigger: 'intimacao', triggerDate: '2026-02-17', days: 2, counting: 'uteis', doubling: null }, cal);
    expect(starts.firstCountedDay).toBe('2026-02-19');
    expect(starts.lastDay).toBe('2026-02-20');
    // Ending on Ash Wednesday: moves to Thursday.
    const ends = computeDeadline({ trigger: 'intimacao', triggerDate: '2026-02-13', days: 3, counting: 'uteis', doubling: null }, cal);
    expect(ends.lastDay).toBe('2026-02-19');
    expect(ends.explanation.at(-1)).toMatchObject({ role: 'vencimento', count: null, act: 'CPC art. 224, § 1º' });
    // Passing through it: counted.
    const through = computeDeadline({ trigger: 'intimacao', triggerDate: '2026-02-16', days: 3, counting: 'uteis', doubling: null }, cal);
    expect(through.explanation.find((d) => d.date === '2026-02-18')?.count).toBe(2);
  });

  it('a late opening the court usually decrees but no act confirms counts, and the warning gives the date if it holds', () => {
    const ash: CalendarEntry = {
      from: '2026-02-18',
      to: '2026-02-18',
      kind: 'expediente-parcial',
      name: 'Quarta-feira de Cinzas (expediente a partir do meio-dia)',
      act: 'usual',
      scope: { level: 'nacional' },
      status: 'previsto',
    };
    const cal = courtCalendar({ tribunal: lawOnly('trabalho', [ash]), comarca: null });
    // Tue 17/02 is Carnival (Lei 5.010): day 1 is Ash Wednesday, unconfirmed; confirmed, it would be Thursday.
    const r = computeDeadline({ trigger: 'intimacao', triggerDate: '2026-02-13', days: 2, counting: 'uteis', doubling: null }, cal);
    expect(r.firstCountedDay).toBe('2026-02-18');
    expect(r.lastDay).toBe('2026-02-19');
    expect(r.warnings.at(-1)).toBe(
      'Se esse fechamento se confirmar, o vencimento passa a 20/02/2026, em vez de 19/02/2026 (dia de expediente reduzido não começa nem encerra o prazo: CPC art. 224, § 1º).',
    );
  });

  it('a confirmed late opening moves a first or last day in dias corridos too (CPC art. 224 § 1º; CPP art. 798 § 3º)', () => {
    const ash: CalendarEntry = {
      from: '2026-02-18',
      to: '2026-02-18',
      kind: 'expediente-parcial',
      name: 'Quarta-feira de Cinzas',
      act: 'ato',
      scope: { level: 'nacional' },
      status: 'confirmado',
    };
    const cal = courtCalendar({ tribunal: lawOnly('federal', [ash]), comarca: null });
    const starts = computeDeadline({ trigger: 'intimacao', triggerDate: '2026-02-13', days: 2, counting: 'corridos', doubling: null }, cal);
    expect(starts.firstCountedDay).toBe('2026-02-19');
    expect(starts.lastDay).toBe('2026-02-20');
    // From Thu 12/02 (day 1; weekend and Carnival count in dias corridos) the 7th day is Wed 18/02, a late opening: Thu 19/02.
    const ends = computeDeadline({ trigger: 'intimacao', triggerDate: '2026-02-11', days: 7, counting: 'corridos', doubling: null }, cal);
    expect(ends.lastDay).toBe('2026-02-19');
  });

  it('dias corridos count weekends and holidays, start on a business day and end on one (CPP art. 798; Súmula 310)', () => {
    // Intimation on Fri 13/11/2026: counting starts Mon 16/11; 5 days → Fri 20/11 (a holiday) → Mon 23/11.
    const r = computeDeadline({ trigger: 'intimacao', triggerDate: '2026-11-13', days: 5, counting: 'corridos', doubling: null }, state);
    expect(r.firstCountedDay).toBe('2026-11-16');
    expect(r.lastDay).toBe('2026-11-23');
    expect(r.explanation.find((d) => d.date === '2026-11-20')?.count).toBe(5);
    expect(r.warnings.join(' ')).toContain('CPP art. 798-A');
    // Weekends inside the count are counted.
    const w = computeDeadline({ trigger: 'intimacao', triggerDate: '2026-11-03', days: 5, counting: 'corridos', doubling: null }, state);
    expect(w.lastDay).toBe('2026-11-09');
  });

  it('doubling counts twice the days and names the article', () => {
    const single = computeDeadline(djen('2026-03-02', 15), state);
    const doubled = computeDeadline(djen('2026-03-02', 15, { doubling: 'art183' }), state);
    expect(doubled.countedDays).toBe(30);
    expect(doubled.lastDay > single.lastDay).toBe(true);
    expect(doubled.legalBasis).toContain('CPC art. 183');
  });

  it('cites the CLT for every labour court, the TST included, and the CPC for the others', () => {
    const basis = (tribunal: string) => computeDeadline(djen('2026-03-02', 8), courtCalendar({ tribunal, comarca: null })).legalBasis;
    for (const tribunal of ['TST', 'TRT2', 'TRT15']) {
      expect(basis(tribunal), tribunal).toContain('CLT art. 775 (dias úteis)');
      expect(basis(tribunal), tribunal).not.toContain('CPC arts. 219 e 224');
    }
    for (const tribunal of ['STJ', 'STF', 'TJSP', 'TRF3']) expect(basis(tribunal), tribunal).toContain('CPC arts. 219 e 224');
  });

  it('a year with no confirmed act is counted with the law’s days, and says so', () => {
    const bare = courtCalendar({ tribunal: { ...lawOnly('estadual'), id: 'TJXX', confirmedYears: {} }, comarca: null });
    const r = computeDeadline(djen('2026-03-30', 5), bare);
    expect(r.lastDay).toBe('2026-04-08');
    expect(r.warnings[0]).toContain('O calendário de 2026 do TJXX não está confirmado');
  });

  it('an expected but unconfirmed closure is counted as a business day and pointed out', () => {
    const carnival: CalendarEntry = {
      from: '2027-02-08',
      to: '2027-02-09',
      kind: 'sem-expediente',
      name: 'Carnaval',
      act: 'usual',
      scope: { level: 'nacional' },
      status: 'previsto',
    };
    const cal = courtCalendar({ tribunal: lawOnly('estadual', [carnival]), comarca: null });
    const r = computeDeadline({ trigger: 'intimacao', triggerDate: '2027-02-05', days: 2, counting: 'uteis', doubling: null }, cal);
    expect(r.lastDay).toBe('2027-02-09');
    expect(r.warnings).toEqual([
      '08/02/2027 a 09/02/2027 (Carnaval) costuma não ter expediente normal no LEI-estadual, mas não está confirmado: foi contado como dia útil.',
      'Se esse fechamento se confirmar, o vencimento passa a 11/02/2027, em vez de 09/02/2027.',
    ]);
  });

  it('the same inputs give the same result and calendar version; a new closure changes the version', () => {
    const a = computeDeadline(djen('2026-05-04', 15), state);
    expect(computeDeadline(djen('2026-05-04', 15), courtCalendar({ tribunal: lawOnly('estadual'), comarca: null }))).toEqual(a);
    const outage: CalendarEntry = {
      from: '2026-05-12',
      to: '2026-05-12',
      kind: 'sem-expediente',
      name: 'PJe fora do ar',
      act: 'Comunicado',
      scope: { level: 'nacional' },
      status: 'confirmado',
      officeClosureId: 'c1',
    };
    const b = computeDeadline(djen('2026-05-04', 15), courtCalendar({ tribunal: lawOnly('estadual'), comarca: null }, [outage]));
    expect(b.calendarVersion).not.toBe(a.calendarVersion);
    expect(b.lastDay > a.lastDay).toBe(true);
  });
});
