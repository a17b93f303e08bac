import { describe, expect, it } from 'vitest';
import { citedBasis } from './citations';
import { findDays } from './days';
import { wordsToNumber } from './numbers';
import { fold, linkAddresses, plainText, sentences } from './text';
import { findDates, findTimes, findVideoLinks } from './when';

const days = (text: string) => findDays(fold(text)).map((d) => [d.days, d.hours, d.counting, d.legal]);

describe('numbers in words', () => {
  it('reads cardinals as texts write them', () => {
    expect(wordsToNumber('quinze')).toBe(15);
    expect(wordsToNumber('vinte e um')).toBe(21);
    expect(wordsToNumber('quarenta e oito')).toBe(48);
    expect(wordsToNumber('dois mil e vinte e seis')).toBe(2026);
    expect(wordsToNumber('catorze')).toBe(14);
    expect(wordsToNumber('quinze abacaxis')).toBeNull();
  });
});

describe('days of a prazo', () => {
  it('reads digits, words, both, and the counting', () => {
    expect(days('no prazo de 15 (quinze) dias')).toEqual([[15, null, null, false]]);
    expect(days('em 5 dias úteis')).toEqual([[5, null, 'uteis', false]]);
    expect(days('no prazo de dez dias corridos')).toEqual([[10, null, 'corridos', false]]);
    expect(days('no prazo de quinze (15) dias')).toEqual([[15, null, null, false]]);
    expect(days('no prazo de uma quinzena')).toEqual([[15, null, null, false]]);
    expect(days('no quinquídio legal')).toEqual([[5, null, null, false]]);
  });
  it('reads hours as the whole days that cover them', () => {
    expect(days('em 48 (quarenta e oito) horas')).toEqual([[2, 48, null, false]]);
    expect(days('no prazo de 24 horas')).toEqual([[1, 24, null, false]]);
  });
  it('reads "prazo legal" and "no prazo de lei" as the law\'s prazo', () => {
    expect(days('no prazo legal')).toEqual([[null, null, null, true]]);
    expect(days('no prazo de lei')).toEqual([[null, null, null, true]]);
  });
  it('ignores days that are not a prazo: dates in words, clock times, suspensions', () => {
    expect(days('aos quinze dias do mês de dezembro de dois mil e vinte e seis')).toEqual([]);
    expect(days('às quatorze horas e trinta minutos')).toEqual([]);
    expect(days('às 14 horas')).toEqual([]);
    expect(days('suspendo o processo por 90 dias')).toEqual([]);
    expect(days('com antecedência de 10 dias')).toEqual([]);
  });
});

describe('dates and times', () => {
  const dates = (t: string) => findDates(fold(t)).map((d) => d.value);
  const times = (t: string) => findTimes(fold(t)).map((d) => d.value);
  it('reads dates in digits and in words', () => {
    expect(dates('para o dia 10/03/2027')).toEqual(['2027-03-10']);
    expect(dates('em 5.4.2027')).toEqual(['2027-04-05']);
    expect(dates('para 10 de março de 2027')).toEqual(['2027-03-10']);
    expect(dates('em 1º de abril de 2027')).toEqual(['2027-04-01']);
    expect(dates('aos quinze dias do mês de dezembro de dois mil e vinte e seis')).toEqual(['2026-12-15']);
    expect(dates('no dia primeiro de junho de dois mil e vinte e sete')).toEqual(['2027-06-01']);
    expect(dates('em 31/02/2027')).toEqual([]);
  });
  it('reads times in digits and in words', () => {
    expect(times('às 14h30')).toEqual(['14:30']);
    expect(times('às 9h')).toEqual(['09:00']);
    expect(times('14:30 horas')).toEqual(['14:30']);
    expect(times('às 10 horas')).toEqual(['10:00']);
    expect(times('às quatorze horas')).toEqual(['14:00']);
    expect(times('às nove horas e quinze minutos')).toEqual(['09:15']);
    expect(times('às 13h00min')).toEqual(['13:00']);
    expect(times('em 48 horas')).toEqual([]);
  });
  it('finds video links and drops a trailing period', () => {
    const text =
      'Acesse https://teams.microsoft.com/l/meetup-join/19%3aABC. Ou https://zoom.us/j/123456789?pwd=Xy, ou https://meet.tjsp.jus.br/sala-3. Site: https://www.tjsp.jus.br.';
    expect(findVideoLinks(text).map((l) => l.value)).toEqual([
      'https://teams.microsoft.com/l/meetup-join/19%3aABC',
      'https://zoom.us/j/123456789?pwd=Xy',
      'https://meet.tjsp.jus.br/sala-3',
    ]);
  });
});

describe('text', () => {
  it('turns HTML into paragraphs and entities into letters, and finds the addresses behind links', () => {
    const html =
      '<p>Intime-se a parte r&eacute;u&nbsp;para contesta&ccedil;&atilde;o.</p><p>Link: <a href="https://meet.google.com/abc-defg-hij?a=1&amp;b=2">aqui</a></p>';
    expect(plainText(html)).toBe('Intime-se a parte réu para contestação.\nLink: aqui');
    expect(linkAddresses(html)).toEqual(['https://meet.google.com/abc-defg-hij?a=1&b=2']);
  });
  it('normalizes \\r\\n and collapses spaces', () => {
    expect(plainText('Intime-se.\r\n\r\n  Prazo   de 5 dias.')).toBe('Intime-se.\nPrazo de 5 dias.');
  });
  it('splits sentences but not after abbreviations', () => {
    const s = sentences('Nos termos do art. 523 do CPC, pague. Intime-se o Dr. Paulo. Após, conclusos.');
    expect(s.map((x) => x.text)).toEqual(['Nos termos do art. 523 do CPC, pague.', 'Intime-se o Dr. Paulo.', 'Após, conclusos.']);
  });
  it('folds to the same length', () => {
    const t = 'Audiência às 14h, réplica — ação';
    expect(fold(t)).toHaveLength(t.length);
    expect(fold(t)).toBe('audiencia as 14h, replica — acao');
  });
});

describe('articles the text cites', () => {
  const cited = (t: string) => citedBasis(fold(t));
  it('writes them as the legal basis is shown', () => {
    expect(cited('sob pena de indeferimento (art. 321 do CPC)')).toBe('CPC art. 321');
    expect(cited('sob pena de multa (CPC, art. 523, § 1º)')).toBe('CPC art. 523, § 1º');
    expect(cited('no prazo de 5 dias (art. 884 da CLT)')).toBe('CLT art. 884');
    expect(cited('(art. 42, § 2º, da Lei 9.099/95)')).toBe('Lei 9.099/1995, art. 42, § 2º');
    expect(cited('(art. 7º, I, da Lei 12.016/2009)')).toBe('Lei 12.016/2009, art. 7º, I');
    expect(cited('sem artigo algum')).toBeNull();
  });
});
