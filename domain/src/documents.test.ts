import { describe, expect, it } from 'vitest';
import {
  cnpjCheckDigits,
  cpfCheckDigits,
  documentKind,
  formatCep,
  formatCnpj,
  formatCpf,
  formatCpfCnpj,
  isValidCnpj,
  isValidCpf,
  labelledCpfCnpj,
} from './documents';
import { addressSchema } from './office';

describe('CPF', () => {
  it('accepts a known-good CPF with and without the mask', () => {
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(isValidCpf('11144477735')).toBe(true);
  });

  it('refuses wrong check digits, wrong lengths and repeated digits', () => {
    expect(isValidCpf('111.444.777-36')).toBe(false);
    expect(isValidCpf('111.444.777-53')).toBe(false);
    expect(isValidCpf('1114447773')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('abc.def.ghi-jk')).toBe(false);
  });

  it('computes check digits and formats', () => {
    expect(cpfCheckDigits('111444777')).toBe('35');
    expect(formatCpf('11144477735')).toBe('111.444.777-35');
  });
});

describe('CNPJ', () => {
  it('accepts a known-good numeric CNPJ', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
  });

  it('accepts the alphanumeric CNPJ (letters count as ASCII minus 48)', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
  });

  it('refuses wrong check digits, letters in the check digits and repeated characters', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-3A')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(isValidCnpj('11.222.333/0001')).toBe(false);
  });

  it('formats and tells the kinds apart', () => {
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(documentKind('111.444.777-35')).toBe('cpf');
    expect(documentKind('12.ABC.345/01DE-35')).toBe('cnpj');
    expect(documentKind('123')).toBeNull();
  });
});

describe('Brazilian phone numbers', () => {
  it('normalizes to E.164 and formats back with the mask', async () => {
    const { formatPhoneBR, normalizePhone } = await import('./clients');
    expect(normalizePhone('(11) 98765-4321')).toBe('+5511987654321');
    expect(normalizePhone('+55 11 3214-5678')).toBe('+551132145678');
    expect(formatPhoneBR('+5511987654321')).toBe('(11) 98765-4321');
    expect(formatPhoneBR('+551132145678')).toBe('(11) 3214-5678');
    expect(formatPhoneBR(null)).toBe('');
  });
});

describe('CEP and UF', () => {
  it('shows a stored CEP with its hyphen and leaves anything else alone', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('0131010')).toBe('0131010');
    expect(formatCep(null)).toBe('');
  });

  it('takes a lower-case UF as typed and stores it upper-case; an unknown one is refused in pt-BR', () => {
    const address = { cep: '01310-100', street: 'Av. Paulista', number: '1000', complement: '', district: 'Bela Vista', city: 'São Paulo' };
    expect(addressSchema.parse({ ...address, state: ' sp ' })).toMatchObject({ cep: '01310100', state: 'SP' });
    const refused = addressSchema.safeParse({ ...address, state: 'xx' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('UF inválida');
  });
});

describe('CPF or CNPJ, told apart by length', () => {
  it('masks and names each kind, and leaves anything else as it is', () => {
    expect(formatCpfCnpj('12345678909')).toBe('123.456.789-09');
    expect(formatCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCpfCnpj('123')).toBe('123');
    expect(labelledCpfCnpj('12345678909')).toBe('CPF 123.456.789-09');
    expect(labelledCpfCnpj('11.222.333/0001-81')).toBe('CNPJ 11.222.333/0001-81');
  });
});
