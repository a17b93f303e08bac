import { describe, expect, it } from 'vitest';
import { cnjCheckDigits } from './cnj';
import { cpfCheckDigits } from './documents';
import { guessMapping, importProgress, layoutKey, looksLikeHeader, newClientKey, oabDigits, pastedTable, readImportRows } from './imports';

const cnj = (sequence: string) => `${sequence}${cnjCheckDigits(sequence, '2023', '8', '26', '0100')}20238260100`;
const cpf = (base: string) => base + cpfCheckDigits(base);

describe('guessMapping', () => {
  it('reads the header’s words, whatever their accents, case or punctuation', () => {
    expect(guessMapping(['Nº do Processo', 'CLIENTE', 'CPF/CNPJ', 'Advogado responsável', 'Pasta', 'Observações'])).toEqual({
      cnj: null,
      client: 1,
      document: 2,
      lawyer: 3,
      folder: 4,
      subject: null,
      comarca: null,
    });
    expect(guessMapping(['Número do processo', 'Cliente']).cnj).toBe(0);
  });

  it('without a header, recognises the number, the CPF/CNPJ and the client’s name by their cells', () => {
    expect(guessMapping([], ['Fulano de Tal', cpf('123456789'), cnj('0001234')])).toMatchObject({ cnj: 2, document: 1, client: 0 });
  });
});

describe('readImportRows', () => {
  const mapping = { cnj: 0, client: 1, document: 2, lawyer: null, folder: null, subject: null, comarca: null };

  it('refuses each bad row with its reason and keeps the rest, with their lines', () => {
    const good = cnj('0001234');
    const wrongDigits = `${good.slice(0, 7)}${good.slice(7, 9) === '00' ? '01' : '00'}${good.slice(9)}`;
    const { valid, problems } = readImportRows(
      [
        [good, 'Fulano de Tal', ''],
        [wrongDigits, 'Fulano de Tal', ''],
        ['123456', 'Fulano de Tal', ''],
        [good, 'Outro Nome', ''],
        [cnj('0001235'), '', '111.111.111-11'],
        [cnj('0001236'), '', ''],
        ['', '', ''],
        [cnj('0001237'), '', cpf('987654321')],
      ],
      mapping,
      2,
    );
    expect(valid.map((v) => [v.line, v.digits])).toEqual([
      [2, good],
      [9, cnj('0001237')],
    ]);
    expect(valid[0]?.cnj).toMatch(/^\d{7}-\d{2}\.2023\.8\.26\.0100$/);
    expect(problems).toEqual([
      { line: 3, cnj: wrongDigits, reason: 'número CNJ inválido: os dígitos verificadores não conferem' },
      { line: 4, cnj: '123456', reason: 'número CNJ incompleto: são 20 dígitos (NNNNNNN-DD.AAAA.J.TR.OOOO)' },
      { line: 5, cnj: good, reason: 'número repetido no arquivo (linha 2)' },
      { line: 6, cnj: cnj('0001235'), reason: 'CPF/CNPJ do cliente inválido' },
      { line: 7, cnj: cnj('0001236'), reason: 'sem cliente: informe o nome ou o CPF/CNPJ' },
    ]);
  });
});

describe('the layout, the list and the keys', () => {
  it('knows a layout by its header’s words, not their spelling; a headerless file by its width', () => {
    expect(layoutKey(['Número', 'Cliente'], 2)).toBe(layoutKey(['numero ', 'CLIENTE'], 2));
    expect(layoutKey(['Número', 'Cliente'], 2)).not.toBe(layoutKey(['Cliente', 'Número'], 2));
    expect(layoutKey(null, 3)).not.toBe(layoutKey(null, 2));
    expect(layoutKey(null, 3)).toMatch(/^layout-[0-9a-f]{8}$/);
  });

  it('reads a pasted list: tabs from a spreadsheet, else semicolons; blank lines dropped', () => {
    expect(pastedTable('a\tb\n\n c ; d \r\ne')).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(looksLikeHeader(['Processo', 'Cliente'])).toBe(true);
    expect(looksLikeHeader([cnj('0000001'), 'Cliente'])).toBe(false);
  });

  it('reads an OAB number in a “Responsável” cell', () => {
    expect(oabDigits('OAB/SP 123.456')).toBe('123456');
    expect(oabDigits('Dra. Fulana')).toBeNull();
  });

  it('gives a new client one key per CPF/CNPJ, else per name (accents and case aside)', () => {
    expect(newClientKey('José da Silva', '')).toBe(newClientKey('JOSE DA SILVA', ''));
    expect(newClientKey('José da Silva', cpf('123456789'))).not.toBe(newClientKey('José da Silva', ''));
    expect(newClientKey('A', '')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('counts progress over both halves of each chunk (written, enriched), and over the undo', () => {
    const job = { chunkCount: 4, writtenChunks: 2, enrichedChunks: 1, undoneChunks: 0 };
    expect(importProgress({ ...job, status: 'em-andamento' })).toBe(38);
    expect(importProgress({ ...job, status: 'desfazendo', undoneChunks: 1 })).toBe(25);
    expect(importProgress({ ...job, chunkCount: 0, status: 'concluida' })).toBe(100);
  });
});
