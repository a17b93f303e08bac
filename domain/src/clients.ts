import { officeDate } from './dates';
import { GENDERS, partyNameKey } from './lawsuit-parties';
import { isValidCnpj, isValidCpf, stripDocument } from './documents';
import { addressSchema } from './office';
import type { MaritalStatus } from './records';
import { expectedVersion, optionalRecordId, pageCursor, recordId } from './lists';
import { dateField, lineText, multilineText, optionalLineText, ufField, z } from './schema';
import { searchPrefixes } from './search';
import { searchKey } from './text';

export const MARITAL_STATUSES = ['solteiro', 'casado', 'divorciado', 'viuvo', 'uniao_estavel', 'separado'] as const satisfies readonly MaritalStatus[];

/** Estado civil as the form offers it (in this order) and the client's page and qualification write it. */
export const MARITAL_STATUS_LABELS = {
  solteiro: 'Solteiro(a)',
  casado: 'Casado(a)',
  uniao_estavel: 'União estável',
  divorciado: 'Divorciado(a)',
  separado: 'Separado(a)',
  viuvo: 'Viúvo(a)',
} as const satisfies Record<MaritalStatus, string>;

export const CLIENT_STATUSES = ['ativo', 'inativo', 'prospecto'] as const;

/** "(11) 98765-4321" → "+5511987654321"; numbers with country code keep it. */
export function normalizePhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits === '') return '';
  return digits.length <= 11 ? `+55${digits}` : `+${digits}`;
}

/** "+5511987654321" → "(11) 98765-4321" (landlines with 8 digits too); anything else unchanged. */
export function formatPhoneBR(e164: string | null | undefined): string {
  const d = (e164 ?? '').replace(/^\+55/, '');
  if (/^\d{11}$/.test(d)) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (/^\d{10}$/.test(d)) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return e164 ?? '';
}

/**
 * A phone as typed, before normalizePhone: digits and the usual punctuation only, limited before it is read,
 * so a letters-only or megabyte-long "phone" is refused rather than cleared. Empty passes (optional fields).
 */
export const typedPhone = lineText(30).refine((v) => /^[\d\s()+.-]*$/.test(v), 'Telefone inválido: use só números, ex.: (11) 98765-4321');

const phoneSchema = z
  .object({
    number: typedPhone.transform(normalizePhone).refine((v) => /^\+55\d{10,11}$/.test(v), 'Telefone inválido: use DDD e número, ex.: (11) 98765-4321'),
    whatsapp: z.boolean(),
  })
  .strict();

/** What a person types for a client; the same schema runs in the form and in the callable. */
export const clientInput = z
  .object({
    kind: z.enum(['pf', 'pj'], 'Escolha pessoa física ou jurídica'),
    name: lineText(200).min(3, 'Informe o nome (ou a razão social)'),
    document: lineText(18).min(1, 'Informe o CPF ou o CNPJ').transform(stripDocument),
    rg: optionalLineText(20),
    // Órgão emissor ("SSP", "DETRAN") and the state that issued the RG: a procuração qualifies the client by them.
    rgIssuer: optionalLineText(20),
    // The select's "—" sends "": no state.
    rgUf: z.preprocess((v) => (v === '' ? null : v), ufField('Escolha a UF de emissão do RG na lista').nullish()).transform((v) => v ?? null),
    // An emptied date field sends "": that means no date.
    birthDate: z.preprocess((v) => (v === '' ? null : v), dateField().nullish()).transform((v) => v ?? null),
    nationality: optionalLineText(60),
    profession: optionalLineText(100),
    maritalStatus: z
      .enum(MARITAL_STATUSES)
      .nullish()
      .transform((v) => v ?? null),
    // Whether "autora" or "autor", "brasileira" or "brasileiro": the words of roles and documents agree with it.
    gender: z.preprocess((v) => (v === '' ? null : v), z.enum(GENDERS, 'Escolha o gênero na lista').nullish()).transform((v) => v ?? null),
    tradeName: optionalLineText(200),
    legalRepresentative: optionalLineText(200),
    emails: z.array(z.email('E-mail inválido').max(254)).max(5, 'No máximo 5 e-mails'),
    phones: z.array(phoneSchema).max(5, 'No máximo 5 telefones'),
    address: addressSchema.nullable(),
    notes: multilineText(5000),
    tags: z.array(lineText(40).toLowerCase().min(1)).max(20, 'No máximo 20 etiquetas'),
    status: z.enum(CLIENT_STATUSES),
    responsibleLawyerId: z.string().trim().min(1, 'Escolha o advogado responsável').pipe(recordId),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.kind === 'pf' && !isValidCpf(c.document)) ctx.addIssue({ code: 'custom', path: ['document'], message: 'CPF inválido' });
    if (c.kind === 'pj' && !isValidCnpj(c.document)) ctx.addIssue({ code: 'custom', path: ['document'], message: 'CNPJ inválido' });
    // Only a PF's RG is kept (the record builder clears them on a PJ): a hidden PF field must not block a PJ.
    if (c.kind === 'pf' && !c.rg && c.rgIssuer)
      ctx.addIssue({ code: 'custom', path: ['rgIssuer'], message: 'O órgão emissor acompanha o número do RG: informe o RG ou apague o órgão emissor' });
    if (c.kind === 'pf' && !c.rg && c.rgUf)
      ctx.addIssue({ code: 'custom', path: ['rgUf'], message: 'A UF de emissão acompanha o número do RG: informe o RG ou deixe a UF em branco' });
    if (c.birthDate && c.birthDate > officeDate())
      ctx.addIssue({ code: 'custom', path: ['birthDate'], message: 'A data de nascimento não pode estar no futuro' });
  });

export type ClientInput = z.input<typeof clientInput>;
export type ClientValues = z.output<typeof clientInput>;

/** The form's words for each field, in its order: the audit log lists changed fields with them. */
/**
 * A client known only by what a first contact or an import says: every qualification field empty, for the office
 * to complete later.
 */
export function bareClientValues(
  given: Pick<ClientValues, 'kind' | 'name' | 'document' | 'emails' | 'phones' | 'notes' | 'tags' | 'status' | 'responsibleLawyerId'>,
): ClientValues {
  return {
    rg: null,
    rgIssuer: null,
    rgUf: null,
    birthDate: null,
    nationality: null,
    profession: null,
    maritalStatus: null,
    gender: null,
    tradeName: null,
    legalRepresentative: null,
    address: null,
    ...given,
  };
}

export const CLIENT_FIELD_LABELS = {
  kind: 'tipo de pessoa',
  name: 'nome',
  document: 'CPF/CNPJ',
  rg: 'RG',
  rgIssuer: 'órgão emissor do RG',
  rgUf: 'UF do RG',
  birthDate: 'data de nascimento',
  nationality: 'nacionalidade',
  profession: 'profissão',
  maritalStatus: 'estado civil',
  gender: 'gênero',
  tradeName: 'nome fantasia',
  legalRepresentative: 'representante legal',
  emails: 'e-mails',
  phones: 'telefones',
  address: 'endereço',
  notes: 'observações',
  tags: 'etiquetas',
  status: 'situação',
  responsibleLawyerId: 'advogado responsável',
} as const satisfies Record<keyof ClientValues, string>;

/**
 * A stored client: what the form validated (PF-only fields null on a PJ and the other way round), plus search and
 * authorship. Clients stored before a field existed lack it: read `nationality`, `rgIssuer`, `rgUf` and `gender` as null when absent.
 */
export type ClientRecord = ClientValues & {
  /** searchKey(name): the list's order. */
  nameKey: string;
  /** partyNameKey(name): how the conflict check finds the client by name. Absent on clients stored before it (start-up adds it). */
  partyKey: string;
  /** Prefixes of every word of the name and the trade name (see search.ts). */
  searchWords: string[];
  createdBy: string;
  updatedBy: string;
  /**
   * What the person sent through the public site's contact form (site-contact.ts), oldest first. A prospect the
   * form created has no CPF/CNPJ (`document` "") and no responsible lawyer (`responsibleLawyerId` ""), until
   * someone of the office edits it. Absent on clients who never wrote through the site.
   */
  siteContacts?: SiteContact[];
};

/**
 * One message from the public site's contact form, with the consent its sender gave (the exact words) and when. A
 * type, not an interface: stored records must be assignable to the store's JSON data.
 */
export type SiteContact = {
  origin: 'site';
  /** ISO instant it arrived. */
  at: string;
  /** The name, e-mail and phone (E.164, or null) as the sender typed them this time. */
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  consentText: string;
  consentAt: string;
};

export const clientCreateInput = z.object({ client: clientInput }).strict();
export const clientUpdateInput = z
  .object({
    id: recordId,
    expectedVersion,
    client: clientInput,
  })
  .strict();
export const clientDeleteInput = z
  .object({
    id: recordId,
    expectedVersion,
  })
  .strict();

export const CLIENT_SORTS = ['name', 'name-desc'] as const;

export const clientListInput = z
  .object({
    /** Name prefix, or CPF/CNPJ prefix (with or without the mask); accent- and case-insensitive. */
    search: lineText(100).nullish(),
    status: z.enum(CLIENT_STATUSES).nullish(),
    tag: lineText(40).toLowerCase().nullish(),
    responsibleLawyerId: optionalRecordId,
    sort: z.enum(CLIENT_SORTS).default('name'),
    limit: z.number().int().min(1).max(100).default(25),
    after: pageCursor,
  })
  .strict();

/** Whether a search term is a document number (digits, with an optional mask) rather than a name. */
export function searchTarget(term: string): { field: 'document' | 'nameKey'; prefix: string } {
  const trimmed = term.trim();
  const bare = stripDocument(trimmed);
  // A CPF is digits; the alphanumeric CNPJ (from July 2026) mixes letters into its first 12 characters, so
  // one word of document characters with two digits or more is a document when digits are at least half
  // of it or it is typed with the mask ("12.ABC.345/01DE-35", "12ABC345", "ABC345"). "Loja 2000" is a name.
  const digits = bare.replace(/\D/g, '').length;
  const documentLike = !/\s/.test(trimmed) && /^[0-9A-Z]{3,14}$/.test(bare) && digits >= 2 && (digits * 2 >= bare.length || /[./-]/.test(trimmed));
  if (documentLike) return { field: 'document', prefix: bare };
  return { field: 'nameKey', prefix: searchKey(term) };
}

/**
 * The RG as a qualification writes it: "12.345.678-9 SSP/SP" (or with what is known of its issuer: "… SSP", "… SP");
 * empty without an RG. Takes a stored client, which may predate the issuer and its state (absent is null).
 */
export function formatRg(client: { rg: string | null; rgIssuer?: string | null; rgUf?: string | null }): string {
  if (!client.rg) return '';
  const issuer = [client.rgIssuer, client.rgUf].filter(Boolean).join('/');
  return issuer ? `${client.rg} ${issuer}` : client.rg;
}

/** Upper bound for a prefix range query: every string starting with `prefix` sorts below it. */
export function prefixEnd(prefix: string): string {
  return `${prefix}\uf8ff`;
}

/** Columns of the clients CSV (export writes them; import reads them by header, in any order). */
export const CLIENT_CSV_COLUMNS = [
  'nome',
  'tipo',
  'documento',
  'email',
  'telefone',
  'whatsapp',
  'cep',
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'uf',
  'situacao',
  'etiquetas',
  'observacoes',
] as const;

export const MAX_IMPORT_ROWS = 2000;

export const clientExportInput = clientListInput.omit({ limit: true, after: true });
export const clientImportInput = z.object({ csv: z.string().min(1, 'O arquivo está vazio').max(2_000_000, 'O arquivo passa de 2 MB') }).strict();

export interface ImportRowProblem {
  /** Line in the file (the header is line 1). */
  line: number;
  name: string;
  reasons: string[];
}

export interface ImportPreview {
  total: number;
  valid: number;
  invalid: ImportRowProblem[];
}

export interface ImportResult extends ImportPreview {
  imported: number;
}

/** What a client is found by in a word search: any word of the name or of the trade name. */
export function clientSearchWords(values: Pick<ClientValues, 'name' | 'tradeName'>): string[] {
  return searchPrefixes([values.name, values.tradeName]);
}

/**
 * The keys a client is ordered and found by, from its name and trade name: every writer of a client (the form,
 * the site's contact form, the start-up upgrade of older records) derives them here, so none can miss one.
 */
export function clientKeys(values: Pick<ClientValues, 'name' | 'tradeName'>): Pick<ClientRecord, 'nameKey' | 'partyKey' | 'searchWords'> {
  return { nameKey: searchKey(values.name), partyKey: partyNameKey(values.name), searchWords: clientSearchWords(values) };
}
