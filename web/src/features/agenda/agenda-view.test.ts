import { describe, expect, it } from 'vitest';
import { officeDate } from '@office/domain/dates';
import { AGENDA_FILTERS, agendaDefaults, listFilters, rangeLabel, stepDate, visibleDays, type AgendaState } from './agenda-view';

const readAgendaState = (params: URLSearchParams, narrow: boolean) => AGENDA_FILTERS.read(params, agendaDefaults(narrow));
const agendaParams = (state: AgendaState, narrow: boolean) => AGENDA_FILTERS.write(state, agendaDefaults(narrow));

describe('agenda views', () => {
  it('shows a month as whole weeks, Sunday to Saturday, and a week around its day', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    expect(visibleDays('month', '2026-11-24')).toEqual({ first: '2026-11-01', last: '2026-12-05' });
    // February 2026 begins on a Sunday and ends on a Saturday: exactly four weeks.
    expect(visibleDays('month', '2026-02-10')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(visibleDays('week', '2026-11-24')).toEqual({ first: '2026-11-22', last: '2026-11-28' });
    expect(visibleDays('day', '2026-11-24')).toEqual({ first: '2026-11-24', last: '2026-11-24' });
    // The list opens at its day (today on a phone) and shows the next 30 days.
    expect(visibleDays('list', '2026-12-31')).toEqual({ first: '2026-12-31', last: '2027-01-29' });
  });

  it('steps a month from any day without skipping short months, a week by seven days, a day by one', () => {
    expect(stepDate('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(stepDate('month', '2026-03-31', -1)).toBe('2026-02-01');
    expect(stepDate('list', '2026-12-15', 1)).toBe('2027-01-14');
    expect(stepDate('list', '2026-12-15', -1)).toBe('2026-11-15');
    expect(stepDate('week', '2026-11-24', -1)).toBe('2026-11-17');
    expect(stepDate('day', '2026-12-31', 1)).toBe('2027-01-01');
  });

  it('names the range in pt-BR', () => {
    expect(rangeLabel('month', '2026-11-24')).toBe('novembro de 2026');
    expect(rangeLabel('week', '2026-11-24')).toBe('22/11 a 28/11/2026');
    expect(rangeLabel('day', '2026-11-24')).toBe('terça-feira, 24 de novembro de 2026');
    expect(rangeLabel('list', '2026-11-25')).toBe('25/11 a 24/12/2026');
  });

  it('keeps its state in the address, defaults left out, and ignores what it does not know', () => {
    const state = readAgendaState(new URLSearchParams('view=week&date=2031-05-06&person=me&kind=prazo&status=aberto'), false);
    expect(state).toEqual({ view: 'week', date: '2031-05-06', personId: 'me', kind: 'prazo', status: 'aberto', lawsuitId: null, clientId: null });
    expect(agendaParams(state, false).toString()).toBe('view=week&date=2031-05-06&person=me&kind=prazo&status=aberto');
    // An unknown view, an impossible day and an unknown kind fall back to the defaults (today, the phone's list).
    const odd = readAgendaState(new URLSearchParams('view=ano&date=2026-02-30&kind=festa'), true);
    expect([odd.view, odd.kind, odd.date]).toEqual(['list', null, officeDate()]);
    expect(agendaParams({ ...odd, view: 'list' }, true).has('view')).toBe(false);
  });

  it('asks the server for the visible range in office time, for one person, lawsuit or client', () => {
    const state = readAgendaState(new URLSearchParams('view=day&date=2026-11-24&person=me&lawsuit=proc-1'), false);
    expect(listFilters(state, 'staff-x')).toEqual({
      from: '2026-11-24T03:00:00.000Z',
      to: '2026-11-25T03:00:00.000Z',
      personId: 'staff-x',
      lawsuitId: null,
      clientId: null,
      kind: null,
      status: null,
    });
    expect(listFilters({ ...state, personId: null }, 'staff-x').lawsuitId).toBe('proc-1');
    // A lawsuit's whole agenda, as its page links to it: no range, paged.
    expect(listFilters({ ...state, personId: null, view: 'list' }, 'staff-x')).toMatchObject({ from: null, to: null, lawsuitId: 'proc-1' });
  });
});
