import { describe, expect, it } from 'vitest';
import { addressLine, agreeWithGender, clientQualification, inAddress, nationalityWords, type QualifiedClient } from './qualification';

const address = { cep: '80020310', street: 'Rua XV de Novembro', number: '212', complement: 'Apto 35', district: 'Centro', city: 'Curitiba', state: 'PR' };

function person(over: Partial<QualifiedClient> = {}): QualifiedClient {
  return {
    kind: 'pf',
    name: 'Marina Teixeira Duarte',
    document: '11144477735',
    rg: '12.345.678-9',
    rgIssuer: 'SSP',
    rgUf: 'SP',
    nationality: 'brasileira',
    profession: 'Engenheira',
    maritalStatus: 'casado',
    gender: 'feminino',
    legalRepresentative: null,
    address,
    ...over,
  };
}

describe('client qualification', () => {
  it('agrees with a woman', () => {
    expect(clientQualification(person())).toBe(
      'brasileira, casada, engenheira, portadora do RG nº 12.345.678-9 SSP/SP, inscrita no CPF sob o nº 111.444.777-35, ' +
        'residente e domiciliada na Rua XV de Novembro, nº 212, Apto 35, Centro, Curitiba/PR, CEP 80020-310',
    );
  });

  it('agrees with a man, "brasileira" as typed becoming "brasileiro"', () => {
    expect(clientQualification(person({ gender: 'masculino', maritalStatus: 'viuvo', profession: 'Médico' }))).toBe(
      'brasileiro, viúvo, médico, portador do RG nº 12.345.678-9 SSP/SP, inscrito no CPF sob o nº 111.444.777-35, ' +
        'residente e domiciliado na Rua XV de Novembro, nº 212, Apto 35, Centro, Curitiba/PR, CEP 80020-310',
    );
  });

  it('writes both forms when the gender is not recorded (clients saved before it)', () => {
    const unknown = person({ gender: undefined, maritalStatus: 'solteiro', nationality: 'Brasileiro' });
    expect(clientQualification(unknown)).toBe(
      'brasileiro(a), solteiro(a), engenheira, portador(a) do RG nº 12.345.678-9 SSP/SP, inscrito(a) no CPF sob o nº 111.444.777-35, ' +
        'residente e domiciliado(a) na Rua XV de Novembro, nº 212, Apto 35, Centro, Curitiba/PR, CEP 80020-310',
    );
  });

  it('leaves out what the record lacks instead of writing it blank', () => {
    const sparse = person({ nationality: null, maritalStatus: null, profession: null, rg: null, address: null });
    expect(clientQualification(sparse)).toBe('inscrita no CPF sob o nº 111.444.777-35');
    expect(clientQualification(person({ maritalStatus: 'uniao_estavel', rgIssuer: null, rgUf: null }))).toContain(
      'brasileira, em união estável, engenheira, portadora do RG nº 12.345.678-9, inscrita',
    );
  });

  it('qualifies a company by its CNPJ, seat and representative', () => {
    const company = person({ kind: 'pj', name: 'Escola Horizonte Ltda.', document: '11222333000181', legalRepresentative: 'Carlos Mendes', gender: null });
    expect(clientQualification(company)).toBe(
      'pessoa jurídica de direito privado, inscrita no CNPJ sob o nº 11.222.333/0001-81, ' +
        'com sede na Rua XV de Novembro, nº 212, Apto 35, Centro, Curitiba/PR, CEP 80020-310, neste ato representada por Carlos Mendes',
    );
    expect(clientQualification({ ...company, address: null, legalRepresentative: null })).toBe(
      'pessoa jurídica de direito privado, inscrita no CNPJ sob o nº 11.222.333/0001-81',
    );
  });
});

describe('qualification words', () => {
  it('writes "(a)" forms from the two words', () => {
    expect(agreeWithGender(null, 'portador', 'portadora')).toBe('portador(a)');
    expect(agreeWithGender(null, 'inscrito', 'inscrita')).toBe('inscrito(a)');
    expect(agreeWithGender('feminino', 'inscrito', 'inscrita')).toBe('inscrita');
  });

  it('keeps another nationality as typed, in the middle of a sentence', () => {
    expect(nationalityWords('Portuguesa', 'feminino')).toBe('portuguesa');
    expect(nationalityWords('brasileiro(a)', 'feminino')).toBe('brasileira');
    expect(nationalityWords(null, 'feminino')).toBe('');
  });

  it('writes an address, "s/nº" and the article of its street', () => {
    expect(addressLine({ ...address, number: 'S/N', complement: '' })).toBe('Rua XV de Novembro, s/nº, Centro, Curitiba/PR, CEP 80020-310');
    expect(inAddress({ ...address, street: 'Largo do Arouche' })).toMatch(/^no Largo do Arouche, /);
    expect(inAddress({ ...address, street: 'Avenida Paulista' })).toMatch(/^na Avenida Paulista, /);
  });
});
