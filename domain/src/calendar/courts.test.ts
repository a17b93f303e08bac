import { describe, expect, it } from 'vitest';
import { courtCalendar } from './calendar';
import { COURTS, courtOfCnj, findCourt, isLabourCourt } from './courts';
import { computeDeadline } from './deadline';
import { easterSunday, isoDate, shiftDate } from './days';
import { COURT_RECURRING, RECURRING_ABSENT } from './courts/recurring';
import { courtStatus, courtStatusTable } from './courts/status';
import { DATA_YEARS } from './courts/usual';
import { GOLDEN_CASES } from './cases';
import { COURT_ACT_CASES } from './cases/court-acts';
import { RECURRING_CASES } from './cases/recurring';
import { segmentLaws } from './national';
import { STATES, UFS } from './places';

const TJ_IDS = [
  'TJAC',
  'TJAL',
  'TJAM',
  'TJAP',
  'TJBA',
  'TJCE',
  'TJDFT',
  'TJES',
  'TJGO',
  'TJMA',
  'TJMG',
  'TJMS',
  'TJMT',
  'TJPA',
  'TJPB',
  'TJPE',
  'TJPI',
  'TJPR',
  'TJRJ',
  'TJRN',
  'TJRO',
  'TJRR',
  'TJRS',
  'TJSC',
  'TJSE',
  'TJSP',
  'TJTO',
];
const TRF_IDS = [1, 2, 3, 4, 5, 6].map((n) => `TRF${n}`);
const TRT_IDS = Array.from({ length: 24 }, (_, i) => `TRT${i + 1}`);

describe('the courts in the data', () => {
  it('knows the 27 TJs, 6 TRFs, 24 TRTs and the STF, STJ and TST, each with a distinct CNJ code', () => {
    for (const id of [...TJ_IDS, ...TRF_IDS, ...TRT_IDS, 'STF', 'STJ', 'TST']) expect(findCourt(id)?.id).toBe(id);
    expect(COURTS).toHaveLength(27 + 6 + 24 + 3);
    expect(new Set(COURTS.map((c) => c.cnj)).size).toBe(COURTS.length);
    expect(courtOfCnj('8.21')?.id).toBe('TJRS');
    expect(courtOfCnj('5.04')?.id).toBe('TRT4');
    expect(courtOfCnj('4.06')?.id).toBe('TRF6');
  });

  it('has every state and its capital, and every state is covered by one TJ, one TRF and one or two TRTs', () => {
    expect(Object.keys(STATES).sort()).toEqual([...UFS].sort());
    for (const uf of UFS) {
      expect(STATES[uf].capital.length).toBeGreaterThan(2);
      const at = (segment: string) => COURTS.filter((c) => c.segment === segment && c.states.includes(uf)).length;
      expect([uf, at('estadual'), at('federal')]).toEqual([uf, 1, 1]);
      expect(at('trabalho')).toBe(uf === 'SP' ? 2 : 1);
    }
  });

  it('closes every TJ on each holiday of its state, in 2026 and 2027', () => {
    for (const id of TJ_IDS) {
      const court = findCourt(id);
      const uf = court?.states[0];
      if (!court || !uf) throw new Error(`${id} without a state`);
      const calendar = courtCalendar({ tribunal: id, comarca: null });
      for (const year of [2026, 2027]) {
        for (const h of STATES[uf].holidays) {
          if ((h.since && year < h.since) || (h.until && year > h.until)) continue;
          const date =
            'easter' in h.date
              ? shiftDate(easterSunday(year), h.date.easter)
              : 'byYear' in h.date
                ? h.date.byYear[year]
                : isoDate(year, h.date.month, h.date.day);
          if (!date) continue;
          const day = calendar.day(date);
          expect([id, date, [...day.closures, ...day.expected].some((e) => e.name === h.name && e.scope.level === 'estado')]).toEqual([id, date, true]);
        }
      }
    }
  });

  it('applies each segment’s law: Lei 5.010/1966 art. 62 outside the state courts, the art. 220 suspension everywhere', () => {
    for (const court of COURTS) {
      const calendar = courtCalendar({ tribunal: court.id, comarca: null });
      const courtsDay = calendar.day('2026-08-11').closures.some((e) => e.act.startsWith('Lei 5.010/1966'));
      expect([court.id, courtsDay]).toEqual([court.id, court.segment !== 'estadual']);
      expect(calendar.day('2027-01-15').closures.some((e) => e.kind === 'suspensao')).toBe(true);
    }
  });

  it('names the CLT for labour courts, the CPC for the others, Lei 9.099 for the Juizados', () => {
    const params = { trigger: 'intimacao', triggerDate: '2026-03-02', days: 5, counting: 'uteis', doubling: null } as const;
    for (const court of COURTS) {
      const r = computeDeadline(params, courtCalendar({ tribunal: court.id, comarca: null }));
      // The TRTs and the TST: the TST sits with the superior courts in the picker, yet counts by the CLT.
      expect([court.id, r.legalBasis.includes(isLabourCourt(court) ? 'CLT art. 775' : 'CPC arts. 219 e 224')]).toEqual([court.id, true]);
    }
    const jec = computeDeadline({ ...params, juizado: true }, courtCalendar({ tribunal: 'TJRS', comarca: 'Porto Alegre' }));
    expect(jec.legalBasis).toContain('Lei 9.099/1995, art. 12-A');
  });

  it('applies a multi-state court’s state holidays only where its comarca lies, and warns when it cannot tell', () => {
    const ap = STATES.AP.holidays[0];
    if (!ap || !('month' in ap.date)) return;
    const date = isoDate(2026, ap.date.month, ap.date.day);
    const named = (comarca: string | null) => {
      const day = courtCalendar({ tribunal: 'TRT8', comarca }).day(date);
      return [...day.closures, ...day.expected].some((e) => e.scope.level === 'estado');
    };
    expect(named(STATES.AP.capital)).toBe(true);
    expect(named(STATES.PA.capital)).toBe(false);
    const r = computeDeadline(
      { trigger: 'intimacao', triggerDate: '2026-03-02', days: 5, counting: 'uteis', doubling: null },
      courtCalendar({ tribunal: 'TRT8', comarca: null }),
    );
    expect(r.warnings.join(' ')).toContain('O TRT8 abrange PA, AP');
  });

  it('expands every recurring rule (law, regimento) as confirmed for any year, the data’s and later ones', () => {
    for (const [id, rules] of Object.entries(COURT_RECURRING)) {
      const calendar = courtCalendar({ tribunal: id, comarca: null });
      for (const year of [2025, 2027, 2028, 2031]) {
        for (const rule of rules) {
          const at = (d: (typeof rule)['from']) => ('easter' in d ? shiftDate(easterSunday(year), d.easter) : isoDate(year, d.month, d.day));
          for (const date of [at(rule.from), at(rule.to ?? rule.from)]) {
            const found = calendar.day(date).closures.some((e) => e.act === rule.act && e.status === 'confirmado');
            expect([id, date, rule.name, found]).toEqual([id, date, rule.name, true]);
          }
        }
      }
    }
  });

  it('keeps the superior courts’ collective holidays (2–31/01, 2–31/07) in every year, as suspensions', () => {
    for (const id of ['STF', 'STJ', 'TST']) {
      const calendar = courtCalendar({ tribunal: id, comarca: null });
      for (const date of ['2027-01-25', '2027-07-02', '2028-07-31', '2030-01-31']) {
        expect([id, date, calendar.day(date).closures.some((e) => e.kind === 'suspensao' && e.act.includes('LOMAN'))]).toEqual([id, date, true]);
      }
      expect(calendar.day('2028-07-01').closures).toEqual([]);
      expect(calendar.day('2028-08-01').closures).toEqual([]);
    }
  });

  it('gives a year after the data’s its state holidays and, where no act confirms it, its usual days as previsto', () => {
    const tjsp = courtCalendar({ tribunal: 'TJSP', comarca: null });
    expect(tjsp.day('2029-07-09').closures.map((e) => e.name)).toContain('Revolução Constitucionalista de 1932');
    expect(tjsp.day('2029-02-12').expected.map((e) => e.name)).toContain('Carnaval');
    // 2026 is confirmed by the TJSP's act: no usual day is guessed for it.
    expect(tjsp.day('2026-10-28').expected).toEqual([]);
  });

  it('gives every court either its own recurring rules, each with act and source, or the stated reason it has none', () => {
    for (const court of COURTS) {
      const rules = court.recurring ?? [];
      const absent = court.recurringAbsent ?? '';
      // One or the other, never both and never neither.
      expect([court.id, rules.length > 0 !== absent.length > 0]).toEqual([court.id, true]);
      for (const r of rules) expect([court.id, r.act.length > 0, /^https?:\/\//.test(r.source)]).toEqual([court.id, true, true]);
      if (absent) expect(absent).toMatch(/^Regras próprias não localizadas: .+; dias habituais previstos\.$/);
    }
    // Neither map names a court the data does not have, nor the same court twice.
    const ids = new Set(COURTS.map((c) => c.id));
    for (const id of [...Object.keys(COURT_RECURRING), ...Object.keys(RECURRING_ABSENT)]) expect([id, ids.has(id)]).toEqual([id, true]);
    for (const id of Object.keys(COURT_RECURRING)) expect([id, id in RECURRING_ABSENT]).toEqual([id, false]);
  });

  it('gives every court its segment’s laws with their sources, and its calendar applies them', () => {
    for (const court of COURTS) {
      const laws = segmentLaws(court.segment).map((l) => l.act);
      expect(laws[0]).toContain('CPC art. 220');
      expect([court.id, laws.some((a) => a.startsWith('Lei 5.010/1966'))]).toEqual([court.id, court.segment !== 'estadual']);
      const calendar = courtCalendar({ tribunal: court.id, comarca: null });
      const acts = [...calendar.day('2027-01-10').closures, ...calendar.day('2027-08-11').closures].map((e) => e.act);
      for (const act of laws) expect([court.id, act, acts.some((a) => a.startsWith(act))]).toEqual([court.id, act, true]);
    }
  });

  it('reports each court’s 2026 and 2027 as confirmed with the act, or previsto', () => {
    const court = (id: string) => {
      const found = findCourt(id);
      if (!found) throw new Error(`${id} not in the data`);
      return found;
    };
    const tjsp = courtStatus(court('TJSP'), [2026, 2027]);
    expect(tjsp.years[0]?.confirmed?.act).toContain('Provimento CSM');
    expect(tjsp.years[1]).toEqual({ year: 2027, confirmed: null, daysRead: 0 });
    expect(courtStatus(court('TJBA'), [2026]).years[0]?.daysRead).toBeGreaterThan(0);
    expect(courtStatus(court('TRT7'), [2026]).ownRulesAbsent).toContain('Regras próprias não localizadas');
    const newCases = [...RECURRING_CASES, ...COURT_ACT_CASES];
    const count = (id: string) => {
      const all = GOLDEN_CASES.filter((c) => c.court === id).length;
      const added = newCases.filter((c) => c.court === id).length;
      return all ? `${all}${added ? ` (${added} ${added === 1 ? 'novo' : 'novos'})` : ''}` : '—';
    };
    const table = courtStatusTable(COURTS, [2026, 2027], count);
    expect(table.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| ---')).length).toBe(COURTS.length + 1);
    expect(table).not.toContain('sem regras nem razão declarada');
    expect(DATA_YEARS).toContain(2027);
    // `PRINT_COURT_STATUS=1 npx vitest run domain/src/calendar/courts.test.ts` prints it for docs/product/prazos.md.
    if (process.env.PRINT_COURT_STATUS) console.log(table);
  });
});
