import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  monthOf,
  addDays,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMonthLabel,
  formatTime,
  instantToOfficeDateTime,
  isCalendarDate,
  officeDate,
  officeDateTimeToInstant,
  officeDayBounds,
  officeDayRange,
  officeMonthRange,
} from './dates';

describe('formatting in pt-BR, office time (America/Sao_Paulo)', () => {
  it('formats instants as DD/MM/YYYY, HH:mm (24h) and both', () => {
    expect(formatDate('2026-03-05T02:30:00.000Z')).toBe('04/03/2026');
    expect(formatDate(new Date('2026-03-05T12:00:00Z'))).toBe('05/03/2026');
    expect(formatTime('2026-03-05T17:05:00.000Z')).toBe('14:05');
    expect(formatTime('2026-03-05T03:00:00.000Z')).toBe('00:00');
    expect(formatTime('2026-03-06T02:59:00.000Z')).toBe('23:59');
    expect(formatDateTime('2026-12-31T23:59:00.000Z')).toBe('31/12/2026 20:59');
  });

  it('formats a calendar date as written, with no time-zone shift', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate('2026-01-01')).toBe('01/01/2026');
    expect(formatLongDate('2026-01-01')).toBe('quinta-feira, 1 de janeiro de 2026');
  });

  it('writes the long date and the month label in lower case, as Brazilians do', () => {
    expect(formatLongDate('2026-11-23T15:00:00Z')).toBe('segunda-feira, 23 de novembro de 2026');
    expect(formatLongDate('2026-11-24T01:30:00Z')).toBe('segunda-feira, 23 de novembro de 2026');
    expect(formatLongDate('2026-03-07')).toBe('sábado, 7 de março de 2026');
    expect(formatMonthLabel('2026-11-01')).toBe('novembro de 2026');
    expect(formatMonthLabel('2026-03-15')).toBe('março de 2026');
    // 01:00Z on 1 December is still 30 November in São Paulo.
    expect(formatMonthLabel('2026-12-01T01:00:00Z')).toBe('novembro de 2026');
  });

  it('uses the historical offset before Decreto 9.772/2019 ended daylight saving time', () => {
    expect(formatDateTime('2018-11-20T12:00:00Z')).toBe('20/11/2018 10:00'); // UTC−2 then
    expect(formatDateTime('2026-11-20T12:00:00Z')).toBe('20/11/2026 09:00'); // UTC−3 now
  });
});

describe('office calendar dates', () => {
  it('a late-UTC-evening instant belongs to the previous office date', () => {
    expect(officeDate(new Date('2026-11-24T01:30:00Z'))).toBe('2026-11-23');
    expect(officeDate('2026-11-24T02:59:59.999Z')).toBe('2026-11-23');
    expect(officeDate('2026-11-24T03:00:00.000Z')).toBe('2026-11-24');
    expect(officeDate('2027-01-01T02:00:00Z')).toBe('2026-12-31');
    // With an offset, under the daylight saving time of 2018 (UTC−2), and a local date-time read as dayjs reads it.
    expect(officeDate('2026-11-23T23:30:00-03:00')).toBe('2026-11-23');
    expect(officeDate('2026-11-24T00:30:00+01:00')).toBe('2026-11-23');
    expect(officeDate('2018-11-20T01:30:00Z')).toBe('2018-11-19');
    expect(officeDate('2018-11-20T02:00:00Z')).toBe('2018-11-20');
    expect(officeDate(new Date('2026-06-30T23:59:59Z'), -30)).toBe('2026-05-31');
    expect(() => officeDate(new Date('not a date'))).toThrow(RangeError);
  });

  it('adds days across months, years and leap days', () => {
    expect(officeDate(new Date('2026-12-31T12:00:00Z'), 1)).toBe('2027-01-01');
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-23', 30)).toBe('2026-12-23');
    expect(daysBetween('2026-11-27', '2026-12-04')).toBe(7);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-12-04', '2026-11-27')).toBe(-7);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
  });

  it('gives [start, end) of an office day as ISO instants', () => {
    expect(officeDayBounds('2026-11-23')).toEqual({ start: '2026-11-23T03:00:00.000Z', end: '2026-11-24T03:00:00.000Z' });
    expect(officeDayRange(new Date('2026-11-24T01:30:00Z'))).toEqual({ start: '2026-11-23T03:00:00.000Z', end: '2026-11-24T03:00:00.000Z' });
    expect(officeDayRange('2026-12-31T12:00:00Z', 1)).toEqual({ start: '2027-01-01T03:00:00.000Z', end: '2027-01-02T03:00:00.000Z' });
  });

  it('gives [start, end) of an office month, across year ends and from late UTC evenings', () => {
    expect(officeMonthRange('2026-11-23T15:00:00Z')).toEqual({ start: '2026-11-01T03:00:00.000Z', end: '2026-12-01T03:00:00.000Z', month: '2026-11-01' });
    // Still 30 November in São Paulo: the month is November.
    expect(officeMonthRange('2026-12-01T01:00:00Z').month).toBe('2026-11-01');
    expect(officeMonthRange('2026-12-31T12:00:00Z', 1)).toEqual({ start: '2027-01-01T03:00:00.000Z', end: '2027-02-01T03:00:00.000Z', month: '2027-01-01' });
    expect(officeMonthRange('2026-01-31T12:00:00Z', -1)).toEqual({ start: '2025-12-01T03:00:00.000Z', end: '2026-01-01T03:00:00.000Z', month: '2025-12-01' });
    // 31 January + 1 month is February (its first day), never March.
    expect(officeMonthRange('2026-01-31T12:00:00Z', 1).month).toBe('2026-02-01');
    expect(officeMonthRange('2028-02-10T12:00:00Z').end).toBe('2028-03-01T03:00:00.000Z');
  });
});

describe('office wall-clock date-times (datetime-local inputs)', () => {
  it('converts office wall-clock time to an instant and back', () => {
    expect(officeDateTimeToInstant('2026-03-05T14:30')).toBe('2026-03-05T17:30:00.000Z');
    expect(officeDateTimeToInstant('2026-03-05T22:15')).toBe('2026-03-06T01:15:00.000Z');
    expect(officeDateTimeToInstant('2026-03-05T14:30:45')).toBe('2026-03-05T17:30:45.000Z');
    expect(instantToOfficeDateTime('2026-03-05T17:30:00.000Z')).toBe('2026-03-05T14:30');
    expect(instantToOfficeDateTime('2026-03-06T01:15:00.000Z')).toBe('2026-03-05T22:15');
    for (const local of ['2026-01-01T00:00', '2026-11-23T23:59', '2026-12-31T21:00', '2028-02-29T12:00']) {
      expect(instantToOfficeDateTime(officeDateTimeToInstant(local))).toBe(local);
    }
    const instant = '2026-11-24T01:30:00.000Z';
    expect(officeDateTimeToInstant(instantToOfficeDateTime(instant))).toBe(instant);
  });

  it('refuses what is not a wall-clock date-time', () => {
    for (const bad of ['', '2026-03-05', '2026-03-05T14:30Z', '2026-02-30T10:00', '2026-03-05T25:00', '05/03/2026 14:30']) {
      expect(() => officeDateTimeToInstant(bad), bad).toThrow(RangeError);
    }
  });
});

describe('monthOf', () => {
  it('gives the first and last day of the month, leap years included', () => {
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });
});
