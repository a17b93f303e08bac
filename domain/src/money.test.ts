import { describe, expect, it } from 'vitest';
import { formatBRL, parseBRL } from './money';
import { formatDate, formatDateTime, formatTime } from './dates';

describe('money in centavos', () => {
  it('formats as R$ with pt-BR separators', () => {
    expect(formatBRL(123456)).toBe('R$ 1.234,56');
    expect(formatBRL(5)).toBe('R$ 0,05');
    expect(formatBRL(-100000)).toBe('-R$ 1.000,00');
  });

  it('refuses non-integer centavos', () => {
    expect(() => formatBRL(1.5)).toThrow(RangeError);
  });

  it('parses typed amounts', () => {
    expect(parseBRL('R$ 1.234,56')).toBe(123456);
    expect(parseBRL('1234,5')).toBe(123450);
    expect(parseBRL('10')).toBe(1000);
    expect(parseBRL('-10,00')).toBe(-1000);
    expect(parseBRL('1.234')).toBe(123400);
  });

  it('refuses ambiguous or malformed amounts', () => {
    expect(parseBRL('1,234.56')).toBeNull();
    expect(parseBRL('12,345')).toBeNull();
    expect(parseBRL('abc')).toBeNull();
    expect(parseBRL('')).toBeNull();
  });
});

describe('dates in the office time zone', () => {
  it('shows DD/MM/YYYY and 24-hour HH:mm in America/Sao_Paulo', () => {
    expect(formatDate('2026-03-05T02:30:00.000Z')).toBe('04/03/2026');
    expect(formatTime('2026-03-05T17:05:00.000Z')).toBe('14:05');
    expect(formatDateTime('2026-12-31T23:59:00.000Z')).toBe('31/12/2026 20:59');
  });
});
