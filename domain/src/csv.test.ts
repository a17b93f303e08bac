import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

describe('CSV', () => {
  it('reads semicolon CSV with quotes, embedded separators, quotes and line breaks', () => {
    const text = '\uFEFFnome;documento;observações\r\n"Silva; Souza Ltda.";11.222.333/0001-81;"Disse ""olá""\nem duas linhas"\r\nAna;111.444.777-35;\r\n';
    expect(parseCsv(text)).toEqual([
      ['nome', 'documento', 'observações'],
      ['Silva; Souza Ltda.', '11.222.333/0001-81', 'Disse "olá"\nem duas linhas'],
      ['Ana', '111.444.777-35', ''],
    ]);
  });

  it('reads comma CSV when the header uses commas, and skips blank lines', () => {
    expect(parseCsv('a,b\n\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('writes what it reads back', () => {
    const rows = [
      ['Nome', 'Obs'],
      ['José "Zé" da Silva', 'linha 1\nlinha 2; fim'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
    expect(toCsv([['a']]).startsWith('\uFEFF')).toBe(true);
  });
});
