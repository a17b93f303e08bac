import { describe, expect, it } from 'vitest';
import { searchTarget } from './clients';

describe('client search target', () => {
  it('reads a CPF or a CNPJ, numeric or alphanumeric, formatted, bare or partial, as a document prefix', () => {
    expect(searchTarget('111.444.777-35')).toEqual({ field: 'document', prefix: '11144477735' });
    expect(searchTarget('1114')).toEqual({ field: 'document', prefix: '1114' });
    expect(searchTarget('12.ABC.345/01DE-35')).toEqual({ field: 'document', prefix: '12ABC34501DE35' });
    expect(searchTarget('12abc345')).toEqual({ field: 'document', prefix: '12ABC345' });
    expect(searchTarget('12.ABC')).toEqual({ field: 'document', prefix: '12ABC' });
    expect(searchTarget('ABC345')).toEqual({ field: 'document', prefix: 'ABC345' });
  });

  it('reads words as a name, accent- and case-insensitive, even with digits in them', () => {
    expect(searchTarget('Ana Melo')).toEqual({ field: 'nameKey', prefix: 'ana melo' });
    expect(searchTarget('Loja 2000')).toEqual({ field: 'nameKey', prefix: 'loja 2000' });
    expect(searchTarget('João')).toEqual({ field: 'nameKey', prefix: 'joao' });
    expect(searchTarget('abcd12')).toEqual({ field: 'nameKey', prefix: 'abcd12' });
  });
});
