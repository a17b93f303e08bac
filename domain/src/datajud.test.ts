import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { datajudAlias, mapDatajudProcess, parseDatajudDate, type DatajudMovement, type DatajudSource } from './datajud';

describe('datajudAlias', () => {
  it.each([
    ['1000001-11.2024.8.26.0100', 'api_publica_tjsp'],
    ['0000001-11.2024.4.03.6100', 'api_publica_trf3'],
    ['0000001-11.2024.5.02.0031', 'api_publica_trt2'],
    ['0000001-11.2024.5.00.0000', 'api_publica_tst'],
    ['0000001-11.2024.6.26.0001', 'api_publica_tre-sp'],
    ['0000001-11.2024.6.00.0000', 'api_publica_tse'],
    ['0000001-11.2024.8.07.0001', 'api_publica_tjdft'],
    ['0000001-11.2024.9.13.0001', 'api_publica_tjmmg'],
    ['0000001-11.2024.3.00.0000', 'api_publica_stj'],
    ['0000001-11.2024.7.00.0000', 'api_publica_stm'],
  ])('%s → %s', (cnj, alias) => {
    expect(datajudAlias(cnj)).toBe(alias);
  });

  it('has no index for the STF, the CNJ or a military state court that does not exist', () => {
    expect(datajudAlias('0000001-11.2024.1.00.0000')).toBeNull();
    expect(datajudAlias('0000001-11.2024.2.00.0000')).toBeNull();
    expect(datajudAlias('0000001-11.2024.9.26.0001')).toBe('api_publica_tjmsp');
    expect(datajudAlias('0000001-11.2024.9.05.0001')).toBeNull();
    expect(datajudAlias('not a number')).toBeNull();
  });
});

describe('parseDatajudDate', () => {
  it('reads ISO with zone, ISO with microseconds, ISO without zone (Brasília) and the compact form', () => {
    expect(parseDatajudDate('2023-05-10T14:30:00.000Z')).toBe('2023-05-10T14:30:00.000Z');
    expect(parseDatajudDate('2023-05-10T14:30:00.123456Z')).toBe('2023-05-10T14:30:00.123Z');
    expect(parseDatajudDate('2023-05-10T14:30:00')).toBe('2023-05-10T17:30:00.000Z');
    expect(parseDatajudDate('2023-05-10T14:30:00-03')).toBe('2023-05-10T17:30:00.000Z');
    expect(parseDatajudDate('2023-05-10T14:30:00-0300')).toBe('2023-05-10T17:30:00.000Z');
    expect(parseDatajudDate('2023-05-10T14:30:00.5+00:00')).toBe('2023-05-10T14:30:00.500Z');
    expect(parseDatajudDate('20230510143000')).toBe('2023-05-10T17:30:00.000Z');
    expect(parseDatajudDate('20230510')).toBe('2023-05-10T03:00:00.000Z');
  });

  it('refuses what is not a date', () => {
    expect(parseDatajudDate('20231340000000')).toBeNull();
    expect(parseDatajudDate('ontem')).toBeNull();
    expect(parseDatajudDate('')).toBeNull();
    expect(parseDatajudDate(null)).toBeNull();
  });
});

const movement = (codigo: number, dataHora: string, nome = `Movimento ${codigo}`): DatajudMovement => ({ codigo, nome, dataHora, complementosTabelados: [] });

function source(grau: string, movimentos: DatajudMovement[], extra: Partial<DatajudSource> = {}): DatajudSource {
  return { numeroProcesso: '10000011120248260100', grau, classe: { codigo: 7, nome: 'Procedimento Comum Cível' }, movimentos, ...extra };
}

describe('mapDatajudProcess', () => {
  it('orders movements in time, keeps exact duplicates apart by occurrence, and re-maps to the same keys', () => {
    const g1 = source('G1', [movement(51, '2024-03-02T10:00:00.000Z'), movement(26, '2024-03-01T10:00:00.000Z'), movement(51, '2024-03-02T10:00:00.000Z')]);
    const mapped = mapDatajudProcess([g1]);
    expect(mapped.movements.map((m) => m.code)).toEqual([26, 51, 51]);
    expect(new Set(mapped.movements.map((m) => m.key)).size).toBe(3);
    expect(mapDatajudProcess([g1]).movements.map((m) => m.key)).toEqual(mapped.movements.map((m) => m.key));
  });

  it('reads both grau documents, flat and nested assuntos, and complements into the text', () => {
    const g1 = source(
      'G1',
      [
        {
          ...movement(85, '2024-01-05T12:00:00Z', 'Petição'),
          complementosTabelados: [{ codigo: 19, valor: 57, nome: 'Contestação', descricao: 'tipo_de_peticao' }],
        },
      ],
      {
        assuntos: [[{ codigo: 1, nome: 'Dano Moral' }], [{ codigo: 2, nome: 'Dano Material' }]],
        dataAjuizamento: '20240102093000',
      },
    );
    const g2 = source('G2', [movement(26, '2024-06-01T12:00:00Z')], {
      assuntos: [{ codigo: 1, nome: 'Dano Moral' }],
      classe: { codigo: 198, nome: 'Apelação Cível' },
    });
    const mapped = mapDatajudProcess([g1, g2]);
    expect(mapped.subjects).toEqual(['Dano Moral', 'Dano Material']);
    expect(mapped.instances.map((i) => [i.grau, i.className, i.filedAt])).toEqual([
      ['G1', 'Procedimento Comum Cível', '2024-01-02T12:30:00.000Z'],
      ['G2', 'Apelação Cível', null],
    ]);
    expect(mapped.movements[0]?.complements).toEqual(['tipo de peticao: Contestação']);
    expect(mapped.movements.map((m) => m.grau)).toEqual(['G1', 'G2']);
  });

  it('for any order of the same movements, the same keys (a re-import in another order adds nothing)', () => {
    const base = [
      movement(1, '2024-01-01T00:00:00Z'),
      movement(1, '2024-01-01T00:00:00Z'),
      movement(2, '2024-01-02T00:00:00Z'),
      movement(3, '2023-12-31T00:00:00Z'),
    ];
    fc.assert(
      fc.property(fc.shuffledSubarray(base, { minLength: base.length }), (shuffled) => {
        const keys = mapDatajudProcess([source('G1', shuffled)]).movements.map((m) => m.key);
        expect(keys).toEqual(mapDatajudProcess([source('G1', base)]).movements.map((m) => m.key));
      }),
    );
  });
});
