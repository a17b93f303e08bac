import { describe, expect, it } from 'vitest';
import { financeDuplicateKey, financeTypeOf, guessFinanceMapping, importedKind, readFinanceRows, sheetAmount } from './finance-imports';

const HEADER = ['Tipo', 'Descrição', 'Valor', 'Vencimento', 'Cliente', 'CPF/CNPJ', 'Processo', 'Categoria', 'Data do pagamento', 'Valor pago'];
const mapping = guessFinanceMapping(HEADER);
const read = (rows: string[][]) => readFinanceRows(rows, mapping, 2, '2026-12-03');

describe('import of lançamentos: the file', () => {
  it('maps the columns by their header words', () => {
    expect(mapping).toEqual({ type: 0, description: 1, amount: 2, dueDate: 3, client: 4, document: 5, cnj: 6, category: 7, paidDate: 8, paidAmount: 9 });
    expect(guessFinanceMapping(['Histórico', 'Valor R$', 'Data', 'A receber/a pagar'])).toMatchObject({ description: 0, amount: 1, dueDate: 2, type: null });
  });

  it('reads values in pt-BR and as spreadsheets export numbers, into centavos', () => {
    expect(sheetAmount('R$ 1.234,56')).toBe(123456);
    expect(sheetAmount('1234.56')).toBe(123456);
    expect(sheetAmount('1234.5')).toBe(123450);
    expect(sheetAmount('1.234')).toBe(123400);
    expect(sheetAmount('10')).toBe(1000);
    expect(sheetAmount('0')).toBeNull();
    expect(sheetAmount('-10,00')).toBeNull();
    expect(sheetAmount('1,234.56')).toBeNull();
    expect(sheetAmount('dez reais')).toBeNull();
  });

  it('reads the type from the words offices use, and gives each a kind', () => {
    expect(financeTypeOf('A receber')).toBe('receita');
    expect(financeTypeOf('Saída')).toBe('despesa');
    expect(financeTypeOf('transferência')).toBeNull();
    expect(importedKind('receita', false)).toBe('honorarios-fixos');
    expect(importedKind('despesa', true)).toBe('custas');
    expect(importedKind('despesa', false)).toBe('despesa-escritorio');
  });

  it('refuses each bad row with its reason and keeps the good ones, paid or open', () => {
    const { valid, problems } = read([
      ['receita', 'Honorários', '1.500,00', '10/01/2027', 'Ana', '', '', '', '', ''],
      ['despesa', 'Aluguel', '2000.5', '2026-11-05', '', '', '', 'Aluguel', '05/11/2026', '1.000,00'],
      ['receita', 'Parcela', 'abc', '10/01/2027', '', '', '', '', '', ''],
      ['receita', 'Parcela', '10,00', '31/02/2027', '', '', '', '', '', ''],
      ['transferência', 'X', '10', '10/01/2027', '', '', '', '', '', ''],
      ['receita', 'Pago demais', '10,00', '10/01/2027', '', '', '', '', '01/12/2026', '20,00'],
      ['receita', 'Pago amanhã', '10,00', '10/01/2027', '', '', '', '', '04/12/2026', ''],
      ['receita', 'CNJ errado', '10,00', '10/01/2027', '', '', '0001234-00.2024.8.26.0100', '', '', ''],
      ['', '', '', '', '', '', '', '', '', ''],
    ]);
    expect(valid.map((r) => [r.line, r.type, r.amount, r.dueDate, r.paid])).toEqual([
      [2, 'receita', 150000, '2027-01-10', null],
      [3, 'despesa', 200050, '2026-11-05', { date: '2026-11-05', amount: 100000 }],
    ]);
    expect(problems.map((p) => [p.line, p.reason])).toEqual([
      [4, 'valor inválido ("abc"): use R$ 1.234,56 ou 1234.56, maior que zero'],
      [5, 'vencimento inválido ("31/02/2027"): use DD/MM/AAAA'],
      [6, 'tipo não reconhecido: use "receita" (a receber) ou "despesa" (a pagar)'],
      [7, 'valor pago maior que o valor do lançamento'],
      [8, 'data do pagamento no futuro (04/12/2026)'],
      [9, 'número CNJ inválido: os dígitos verificadores não conferem'],
    ]);
  });

  it('treats two lançamentos as the same by client, description (accents, case aside), value and due date', () => {
    const a = { clientId: 'c1', description: 'Honorários Março', amount: 100, dueDate: '2027-01-10' };
    expect(financeDuplicateKey(a)).toBe(financeDuplicateKey({ ...a, description: 'honorarios março' }));
    expect(financeDuplicateKey(a)).not.toBe(financeDuplicateKey({ ...a, clientId: null }));
  });
});
