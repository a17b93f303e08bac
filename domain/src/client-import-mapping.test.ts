import { describe, expect, it } from 'vitest';
import { clientMappingProblem, guessClientMapping, mappedClientsCsv } from './client-import-mapping';
import { CLIENT_CSV_COLUMNS } from './clients';
import { parseCsv } from './csv';

describe('guessClientMapping', () => {
  it('reads an office’s own header, whatever its accents, case or punctuation', () => {
    expect(guessClientMapping(['Razão Social', 'CNPJ', 'Celular', 'E-MAIL', 'Endereço', 'Nº', 'Município', 'Obs.', 'Data de cadastro'])).toEqual([
      'nome',
      'documento',
      'telefone',
      'email',
      'logradouro',
      'numero',
      'cidade',
      'observacoes',
      null,
    ]);
    expect(guessClientMapping(['Nome completo', 'CPF', 'Fone'])).toEqual(['nome', 'documento', 'telefone']);
    expect(guessClientMapping(['Documento', 'Nome do cliente'])).toEqual(['documento', 'nome']);
  });

  it('maps a file in the clients’ own layout whole, so it needs no change', () => {
    expect(guessClientMapping([...CLIENT_CSV_COLUMNS])).toEqual([...CLIENT_CSV_COLUMNS]);
  });

  it('gives a layout column to the first file column naming it only', () => {
    expect(guessClientMapping(['CPF', 'CNPJ', 'Nome'])).toEqual(['documento', null, 'nome']);
  });
});

describe('clientMappingProblem', () => {
  it('asks for the name and the CPF/CNPJ, and refuses a column taken twice', () => {
    expect(clientMappingProblem(['documento', null])).toBe('Escolha a coluna do nome do cliente.');
    expect(clientMappingProblem(['nome', 'telefone'])).toBe('Escolha a coluna do CPF/CNPJ.');
    expect(clientMappingProblem(['nome', 'documento', 'email', 'email'])).toBe('A coluna "E-mail" foi escolhida mais de uma vez.');
    expect(clientMappingProblem(['nome', 'documento', null])).toBeNull();
  });
});

describe('mappedClientsCsv', () => {
  it('rewrites the rows in the layout, leaving unmapped columns out', () => {
    const csv = mappedClientsCsv(
      [
        ['Ana Souza', '2020', '529.982.247-25'],
        ['Bruno', '2021'],
      ],
      ['nome', null, 'documento'],
    );
    expect(parseCsv(csv)).toEqual([
      ['nome', 'documento'],
      ['Ana Souza', '529.982.247-25'],
      ['Bruno', ''],
    ]);
  });
});
