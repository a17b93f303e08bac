import { describe, expect, it } from 'vitest';
import { cnjQueryWord, cnjSearchKeys, lawsuitSearchWords } from './lawsuits';

describe('cnjSearchKeys', () => {
  const keys = cnjSearchKeys('0001234-56.2024.8.26.0100');

  it('finds a number by its start, its end and its sequence without the leading zeros', () => {
    expect(keys).toContain('0001234'); // the start, as typed from the left
    expect(keys).toContain('000123456202482'); // up to MAX_WORD digits of it
    expect(keys).toContain('0100'); // the origin, off a notice's "…26.0100"
    expect(keys).toContain('260100');
    expect(keys).toContain('20248260100'); // "2024.8.26.0100"
    expect(keys).toContain('1234'); // "o processo 1234"
    expect(keys).toContain('12');
  });

  it('is not found by a piece from its middle, nor by tails too short to tell', () => {
    expect(keys).not.toContain('20248');
    expect(keys).not.toContain('100');
    expect(keys.every((k) => k.length >= 2 && k.length <= 15)).toBe(true);
  });

  it('has nothing for a lawsuit without a number', () => {
    expect(cnjSearchKeys(null)).toEqual([]);
    expect(
      lawsuitSearchWords({ clients: [], opposingParties: [], subject: 'Cobrança', className: 'Procedimento comum', internalRef: 'INT-7', cnj: null }),
    ).not.toContain('0100');
  });
});

describe('cnjQueryWord', () => {
  it('takes 2 to 15 digits, with or without punctuation, as one word', () => {
    expect(cnjQueryWord('26.0100')).toBe('260100');
    expect(cnjQueryWord(' 1234 ')).toBe('1234');
    expect(cnjQueryWord('2024.8.26.0100')).toBe('20248260100');
  });

  it('leaves a search with letters, one digit or a whole number to the other paths', () => {
    expect(cnjQueryWord('processo 1234')).toBeNull();
    expect(cnjQueryWord('7')).toBeNull();
    expect(cnjQueryWord('0001234-56.2024.8.26.0100')).toBeNull();
  });
});
