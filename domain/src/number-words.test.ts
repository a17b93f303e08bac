import { describe, expect, it } from 'vitest';
import { dateInWords, moneyInWords, numberInWords, percentInWords } from './number-words';

describe('numbers in words (pt-BR)', () => {
  it('writes units, teens, tens and hundreds, with "cem" alone and "cento e" before more', () => {
    expect([0, 1, 2, 14, 16, 21, 99, 100, 101, 110, 999].map((n) => numberInWords(n))).toEqual([
      'zero',
      'um',
      'dois',
      'quatorze',
      'dezesseis',
      'vinte e um',
      'noventa e nove',
      'cem',
      'cento e um',
      'cento e dez',
      'novecentos e noventa e nove',
    ]);
  });

  it('joins the last group with "e" only below a hundred or on whole hundreds', () => {
    expect(numberInWords(1000)).toBe('mil');
    expect(numberInWords(1001)).toBe('mil e um');
    expect(numberInWords(1100)).toBe('mil e cem');
    expect(numberInWords(1500)).toBe('mil e quinhentos');
    expect(numberInWords(1234)).toBe('mil duzentos e trinta e quatro');
    expect(numberInWords(2001)).toBe('dois mil e um');
    expect(numberInWords(1_000_000)).toBe('um milhão');
    expect(numberInWords(2_500_000)).toBe('dois milhões e quinhentos mil');
    expect(numberInWords(1_234_567)).toBe('um milhão duzentos e trinta e quatro mil quinhentos e sessenta e sete');
    expect(numberInWords(3_000_000_001)).toBe('três bilhões e um');
  });

  it('agrees with a feminine noun, millions staying masculine', () => {
    expect(numberInWords(1, 'feminino')).toBe('uma');
    expect(numberInWords(2, 'feminino')).toBe('duas');
    expect(numberInWords(22, 'feminino')).toBe('vinte e duas');
    expect(numberInWords(201, 'feminino')).toBe('duzentas e uma');
    expect(numberInWords(2_200_000, 'feminino')).toBe('dois milhões e duzentas mil');
  });

  it('refuses what is not a whole number', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
  });
});

describe('amounts in words', () => {
  it('writes reais and centavos as a contract does', () => {
    expect(moneyInWords(150_050)).toBe('mil e quinhentos reais e cinquenta centavos');
    expect(moneyInWords(100)).toBe('um real');
    expect(moneyInWords(101)).toBe('um real e um centavo');
    expect(moneyInWords(50)).toBe('cinquenta centavos');
    expect(moneyInWords(0)).toBe('zero reais');
    expect(moneyInWords(13_991_841)).toBe('cento e trinta e nove mil novecentos e dezoito reais e quarenta e um centavos');
  });

  it('says "de reais" after whole millions only', () => {
    expect(moneyInWords(100_000_000)).toBe('um milhão de reais');
    expect(moneyInWords(200_000_000)).toBe('dois milhões de reais');
    expect(moneyInWords(150_000_000)).toBe('um milhão e quinhentos mil reais');
  });
});

describe('percentages and dates in words', () => {
  it('writes the figure and the words', () => {
    expect(percentInWords(20)).toBe('20% (vinte por cento)');
    expect(percentInWords(12.5)).toBe('12,5% (doze vírgula cinco por cento)');
    expect(percentInWords(7.05)).toBe('7,05% (sete vírgula zero cinco por cento)');
  });

  it('dates a document as Brazilians write it, the first of the month as "1º"', () => {
    expect(dateInWords('2026-11-28')).toBe('28 de novembro de 2026');
    expect(dateInWords('2026-12-01')).toBe('1º de dezembro de 2026');
    expect(dateInWords('2027-03-09')).toBe('9 de março de 2027');
    expect(() => dateInWords('28/11/2026')).toThrow(RangeError);
  });
});
