/**
 * Brazilian taxpayer numbers: CPF (people) and CNPJ (companies), checked by
 * their check digits. CNPJ accepts the alphanumeric form valid from July 2026:
 * 12 characters of 0-9/A-Z and two numeric check digits, where each character
 * counts as its ASCII code minus 48.
 */

const CPF_LENGTH = 11;
const CNPJ_LENGTH = 14;

/** Strips the mask (dots, dashes, slashes, spaces) and upper-cases letters. */
export function stripDocument(value: string): string {
  return value.replace(/[\s./-]/g, '').toUpperCase();
}

function mod11Digit(values: readonly number[], weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += (values[i] ?? 0) * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function allSame(value: string): boolean {
  return /^(.)\1*$/.test(value);
}

export function cpfCheckDigits(base9: string): string {
  const digits = base9.split('').map(Number);
  const d1 = mod11Digit(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = mod11Digit([...digits, d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${d1}${d2}`;
}

export function isValidCpf(value: string): boolean {
  const cpf = stripDocument(value);
  if (!/^\d{11}$/.test(cpf) || allSame(cpf)) return false;
  return cpfCheckDigits(cpf.slice(0, 9)) === cpf.slice(9);
}

export function formatCpf(value: string): string {
  const cpf = stripDocument(value);
  if (cpf.length !== CPF_LENGTH) return value;
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function cnpjCharValue(char: string): number {
  return char.charCodeAt(0) - 48;
}

export function cnpjCheckDigits(base12: string): string {
  const values = base12.toUpperCase().split('').map(cnpjCharValue);
  const d1 = mod11Digit(values, CNPJ_W1);
  const d2 = mod11Digit([...values, d1], CNPJ_W2);
  return `${d1}${d2}`;
}

export function isValidCnpj(value: string): boolean {
  const cnpj = stripDocument(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || allSame(cnpj)) return false;
  return cnpjCheckDigits(cnpj.slice(0, 12)) === cnpj.slice(12);
}

export function formatCnpj(value: string): string {
  const cnpj = stripDocument(value);
  if (cnpj.length !== CNPJ_LENGTH) return value;
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}

export type DocumentKind = 'cpf' | 'cnpj';

/** Which kind a bare number looks like, by length after stripping the mask. */
export function documentKind(value: string): DocumentKind | null {
  const bare = stripDocument(value);
  if (bare.length === CPF_LENGTH) return 'cpf';
  if (bare.length === CNPJ_LENGTH) return 'cnpj';
  return null;
}

/** A CPF or a CNPJ with its mask, told apart by length; anything else unchanged. */
export function formatCpfCnpj(value: string): string {
  const kind = documentKind(value);
  return kind === 'cpf' ? formatCpf(value) : kind === 'cnpj' ? formatCnpj(value) : value;
}

/** "CPF 123.456.789-09" / "CNPJ 12.345.678/0001-95". */
export function labelledCpfCnpj(value: string): string {
  return `${documentKind(value) === 'cpf' ? 'CPF' : 'CNPJ'} ${formatCpfCnpj(value)}`;
}

/** "01310100" → "01310-100"; anything else unchanged. */
export function formatCep(cep: string | null | undefined): string {
  return (cep ?? '').replace(/^(\d{5})(\d{3})$/, '$1-$2');
}
