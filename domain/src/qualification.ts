/**
 * A client's qualification as a procuração or a contract writes it after the name (CPC art. 319, II, and the
 * notaries' usage): nationality, marital status, profession, RG, CPF and address for a person, in words that agree
 * with the person's gender ("brasileiro(a)" when it is not recorded); CNPJ, seat and representative for a company.
 */
import { formatRg } from './clients';
import { formatCep, formatCnpj, formatCpf } from './documents';
import type { Gender } from './lawsuit-parties';
import type { Address, MaritalStatus } from './records';
import { searchKey } from './text';

/** What a qualification reads of a client. Clients stored before a field existed lack it (read as null). */
export interface QualifiedClient {
  kind: 'pf' | 'pj';
  name: string;
  document: string;
  rg: string | null;
  rgIssuer?: string | null;
  rgUf?: string | null;
  nationality?: string | null;
  profession: string | null;
  maritalStatus: MaritalStatus | null;
  gender?: Gender | null;
  legalRepresentative: string | null;
  address: Address | null;
}

/** "a", "a e b", "a, b e c". */
export function joinWithAnd(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} e ${parts.at(-1) ?? ''}`;
}

/** The word that agrees with the gender; both forms, "inscrito(a)", when it is not known. */
export function agreeWithGender(gender: Gender | null | undefined, masculine: string, feminine: string): string {
  if (gender === 'feminino') return feminine;
  if (gender === 'masculino') return masculine;
  let common = 0;
  while (common < masculine.length && masculine[common] === feminine[common]) common += 1;
  return `${masculine}(${feminine.slice(common)})`;
}

/** Estado civil in agreement: "casada", "viúvo", "solteiro(a)"; a união estável is said the same for everyone. */
const MARITAL_WORDS: Record<MaritalStatus, readonly [string, string] | string> = {
  solteiro: ['solteiro', 'solteira'],
  casado: ['casado', 'casada'],
  uniao_estavel: 'em união estável',
  divorciado: ['divorciado', 'divorciada'],
  separado: ['separado', 'separada'],
  viuvo: ['viúvo', 'viúva'],
};

export function maritalStatusWords(status: MaritalStatus | null, gender: Gender | null | undefined): string {
  if (!status) return '';
  const words = MARITAL_WORDS[status];
  return typeof words === 'string' ? words : agreeWithGender(gender, ...words);
}

/** "Engenheira civil" → "engenheira civil" in the middle of a sentence; "TI" and "MEI" keep their capitals. */
function midSentence(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** The nationality as typed, with "brasileiro"/"brasileira" made to agree with the gender. */
export function nationalityWords(nationality: string | null | undefined, gender: Gender | null | undefined): string {
  if (!nationality) return '';
  const key = searchKey(nationality).replace(/[()\s]/g, '');
  if (key === 'brasileiro' || key === 'brasileira' || key === 'brasileiroa') return agreeWithGender(gender, 'brasileiro', 'brasileira');
  return midSentence(nationality);
}

export function professionWords(profession: string | null): string {
  return profession ? midSentence(profession) : '';
}

/** "Rua XV de Novembro, nº 212, Apto 35, Centro, Curitiba/PR, CEP 80020-310"; empty without an address. */
export function addressLine(a: Address | null): string {
  if (!a) return '';
  const number = /^s\/?n/i.test(a.number.trim()) ? 's/nº' : `nº ${a.number}`;
  return [a.street, number, a.complement, a.district, `${a.city}/${a.state}`, `CEP ${formatCep(a.cep)}`].filter(Boolean).join(', ');
}

/** Street types that are masculine nouns: "no Largo do Arouche", but "na Rua…", "na Avenida…". */
const MASCULINE_STREETS = new Set(['largo', 'beco', 'parque', 'setor', 'conjunto', 'viaduto', 'caminho', 'sitio', 'jardim', 'loteamento', 'condominio']);

/** "na Rua XV de Novembro, nº 212, …" or "no Largo…": the address after "residente e domiciliada" or "com sede". */
export function inAddress(a: Address): string {
  const first = searchKey(a.street).split(' ')[0] ?? '';
  return `${MASCULINE_STREETS.has(first) ? 'no' : 'na'} ${addressLine(a)}`;
}

/**
 * What follows the name: "brasileira, casada, engenheira, portadora do RG nº 12.345.678-9 SSP/SP, inscrita no CPF sob
 * o nº 123.456.789-09, residente e domiciliada na Rua …". Parts with no data are left out, never written blank.
 */
export function clientQualification(c: QualifiedClient): string {
  if (c.kind === 'pj') {
    return [
      'pessoa jurídica de direito privado',
      `inscrita no CNPJ sob o nº ${formatCnpj(c.document)}`,
      c.address ? `com sede ${inAddress(c.address)}` : '',
      c.legalRepresentative ? `neste ato representada por ${c.legalRepresentative}` : '',
    ]
      .filter(Boolean)
      .join(', ');
  }
  const g = c.gender;
  return [
    nationalityWords(c.nationality, g),
    maritalStatusWords(c.maritalStatus, g),
    professionWords(c.profession),
    c.rg ? `${agreeWithGender(g, 'portador', 'portadora')} do RG nº ${formatRg(c)}` : '',
    `${agreeWithGender(g, 'inscrito', 'inscrita')} no CPF sob o nº ${formatCpf(c.document)}`,
    c.address ? `residente e ${agreeWithGender(g, 'domiciliado', 'domiciliada')} ${inAddress(c.address)}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}
