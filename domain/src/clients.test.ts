import { describe, expect, it } from 'vitest';
import { clientInput, formatRg, MARITAL_STATUS_LABELS, MARITAL_STATUSES, searchTarget } from './clients';
import { fieldErrors } from './schema';

/** A natural person as the form sends it (a valid CPF), with `over` on top. */
function pf(over: Record<string, unknown> = {}) {
  return {
    kind: 'pf',
    name: 'Maria da Silva',
    document: '111.444.777-35',
    rg: '12.345.678-9',
    rgIssuer: 'SSP',
    rgUf: 'SP',
    birthDate: '',
    nationality: 'brasileira',
    profession: 'Engenheira',
    maritalStatus: 'uniao_estavel',
    tradeName: '',
    legalRepresentative: '',
    emails: [],
    phones: [],
    address: null,
    notes: '',
    tags: [],
    status: 'ativo',
    responsibleLawyerId: 'staff-rafael-moreira',
    ...over,
  };
}

const errorsOf = (input: Record<string, unknown>) => {
  const parsed = clientInput.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

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

describe('client qualification (what a procuração needs)', () => {
  it('keeps nationality, the RG with its issuer and state (typed in any case), and the marital status', () => {
    const parsed = clientInput.parse(pf({ rgUf: ' sp ', nationality: ' brasileira ' }));
    expect(parsed).toMatchObject({ rg: '12.345.678-9', rgIssuer: 'SSP', rgUf: 'SP', nationality: 'brasileira', maritalStatus: 'uniao_estavel' });
  });

  it('stores empty or missing qualification fields as null', () => {
    const parsed = clientInput.parse(pf({ rg: '', rgIssuer: '', rgUf: '', nationality: '' }));
    expect(parsed).toMatchObject({ rg: null, rgIssuer: null, rgUf: null, nationality: null });
    // A client saved before these fields existed, edited by an old tab: nothing to send is nothing stored.
    const older = Object.fromEntries(Object.entries(pf()).filter(([field]) => !['rgIssuer', 'rgUf', 'nationality'].includes(field)));
    expect(clientInput.parse(older)).toMatchObject({ rgIssuer: null, rgUf: null, nationality: null });
  });

  it('refuses an issuer or a state of issue without the RG, on their own fields, in pt-BR', () => {
    expect(errorsOf(pf({ rg: '', rgIssuer: 'SSP', rgUf: null }))).toEqual({ rgIssuer: expect.stringMatching(/^O órgão emissor acompanha o número do RG/) });
    expect(errorsOf(pf({ rg: null, rgIssuer: null, rgUf: 'RJ' }))).toEqual({ rgUf: expect.stringMatching(/^A UF de emissão acompanha o número do RG/) });
    expect(Object.keys(errorsOf(pf({ rg: '  ', rgIssuer: 'SSP', rgUf: 'RJ' }))).sort()).toEqual(['rgIssuer', 'rgUf']);
  });

  it('refuses a state that is not one of the 27, and over-long or multi-line texts', () => {
    expect(errorsOf(pf({ rgUf: 'XX' }))).toEqual({ rgUf: 'Escolha a UF de emissão do RG na lista' });
    expect(errorsOf(pf({ rgIssuer: 'S'.repeat(21) }))).toHaveProperty('rgIssuer');
    expect(errorsOf(pf({ nationality: 'b'.repeat(61) }))).toHaveProperty('nationality');
    expect(errorsOf(pf({ nationality: 'brasileira\nportuguesa' }))).toEqual({ nationality: 'Use uma única linha' });
  });

  it('does not hold a company back with PF fields its form hides (the record clears them)', () => {
    const company = pf({ kind: 'pj', name: 'Vale Verde Ltda.', document: '11.222.333/0001-81', rg: '', rgIssuer: 'SSP', rgUf: 'SP' });
    expect(clientInput.safeParse(company).success).toBe(true);
  });

  it('names every marital status in pt-BR', () => {
    expect(Object.keys(MARITAL_STATUS_LABELS).sort()).toEqual([...MARITAL_STATUSES].sort());
    expect(MARITAL_STATUS_LABELS.uniao_estavel).toBe('União estável');
    expect(MARITAL_STATUS_LABELS.viuvo).toBe('Viúvo(a)');
  });

  it('writes the RG as a qualification does, with what is known of its issuer', () => {
    expect(formatRg({ rg: '12.345.678-9', rgIssuer: 'SSP', rgUf: 'SP' })).toBe('12.345.678-9 SSP/SP');
    expect(formatRg({ rg: '12.345.678-9', rgIssuer: 'SSP', rgUf: null })).toBe('12.345.678-9 SSP');
    expect(formatRg({ rg: '12.345.678-9', rgIssuer: null, rgUf: 'MG' })).toBe('12.345.678-9 MG');
    expect(formatRg({ rg: '12.345.678-9' })).toBe('12.345.678-9');
    expect(formatRg({ rg: null, rgIssuer: 'SSP', rgUf: 'SP' })).toBe('');
  });
});
