import { describe, expect, it } from 'vitest';
import { lawsuitSearchWords } from './lawsuits';
import { matchesWords, queryWords, searchPrefixes, words } from './search';

describe('word search', () => {
  it('splits on anything not a letter or digit, without accents or case', () => {
    expect(words('Agropecuária Vale-Verde Ltda.')).toEqual(['agropecuaria', 'vale', 'verde', 'ltda']);
    expect(words('ADM-2017/0042')).toEqual(['adm', '2017', '0042']);
    expect(words('e a')).toEqual([]);
  });

  it('finds any word of any text by its beginning, and only by its beginning', () => {
    const prefixes = searchPrefixes(['Ana Paula Ferreira', 'Indenização por danos morais']);
    for (const q of ['ferreira', 'Ferr', 'ana fer', 'danos morais', 'MORAIS', 'indeniza', 'fer ana']) {
      expect(matchesWords(prefixes, queryWords(q)), q).toBe(true);
    }
    for (const q of ['erreira', 'ana silva', 'moral danosx']) expect(matchesWords(prefixes, queryWords(q)), q).toBe(false);
  });

  it('keeps the kinds of a record apart', () => {
    const prefixes = [...searchPrefixes(['Bruno Cardoso'], 'p:'), ...searchPrefixes(['Cobrança'], 'a:')];
    expect(matchesWords(prefixes, queryWords('cardoso', 'p:'))).toBe(true);
    expect(matchesWords(prefixes, queryWords('cardoso', 'a:'))).toBe(false);
  });

  it('puts the longest (most selective) word first', () => {
    expect(queryWords('da silva maria')).toEqual(['maria', 'silva', 'da']);
  });

  it('checks a one-character word beside longer ones, and leaves a query of single characters to the caller', () => {
    const prefixes = searchPrefixes(['Cliente Carga 07']);
    expect(matchesWords(prefixes, queryWords('cliente 0'))).toBe(true);
    expect(matchesWords(prefixes, queryWords('cliente 1'))).toBe(false);
    expect(queryWords('a b')).toEqual([]);
  });

  it('caps words at 15 characters, on both sides', () => {
    const prefixes = searchPrefixes(['Inconstitucionalidade']);
    expect(prefixes.every((p) => p.length <= 15)).toBe(true);
    expect(matchesWords(prefixes, queryWords('inconstitucionalidade'))).toBe(true);
  });
});

describe('a lawsuit’s search words', () => {
  it('find it by an opposing party’s lawyer, besides the parties, subject, class, reference and area', () => {
    const words = lawsuitSearchWords({
      clients: [{ name: 'Maria Souza' }],
      opposingParties: [{ name: 'Banco Nacional S.A.', lawyers: [{ name: 'Rui Prado' }, { name: 'Célia Antunes' }] }],
      subject: 'Cobrança indevida',
      className: 'Procedimento Comum Cível',
      internalRef: 'ADM-2017',
      practiceArea: 'Consumidor',
    });
    for (const query of ['rui prado', 'celia', 'banco', 'maria', 'cobranca', 'adm 2017', 'consumidor'])
      expect(matchesWords(words, queryWords(query)), query).toBe(true);
  });
});
