/**
 * Who is who in a lawsuit: the office's clients (one or more, litisconsórcio) and the other parties, each with
 * the role it has in the case, in words that agree with the person (CPC arts. 113–118 on litisconsórcio; the
 * names of the poles as civil, labour (CLT art. 839: reclamante/reclamado), execution (CPC art. 778/779) and
 * mandado de segurança (Lei 12.016/2009, arts. 1º e 6º) procedure call them).
 */
import { isValidCnpj, isValidCpf, stripDocument } from './documents';
import { recordId } from './lists';
import { lineText, z } from './schema';
import { searchKey } from './text';

/** The pole a role belongs to: the one who asks, the one asked against, or someone else with an interest. */
export const PARTY_SIDES = ['ativo', 'passivo', 'terceiro'] as const;
export type PartySide = (typeof PARTY_SIDES)[number];

export const GENDERS = ['feminino', 'masculino'] as const;
export type Gender = (typeof GENDERS)[number];

interface RoleWords {
  side: PartySide;
  /** What the form's list shows. */
  option: string;
  masculino: string;
  feminino: string;
  /** For a company, or a person whose gender is not recorded: the neutral "parte ré" of court decisions. */
  neutro: string;
}

/** The roles, grouped by pole in the form's order. */
export const PARTY_ROLES = {
  autor: { side: 'ativo', option: 'Autor(a)', masculino: 'autor', feminino: 'autora', neutro: 'parte autora' },
  requerente: { side: 'ativo', option: 'Requerente', masculino: 'requerente', feminino: 'requerente', neutro: 'parte requerente' },
  reclamante: { side: 'ativo', option: 'Reclamante (trabalhista)', masculino: 'reclamante', feminino: 'reclamante', neutro: 'parte reclamante' },
  exequente: { side: 'ativo', option: 'Exequente', masculino: 'exequente', feminino: 'exequente', neutro: 'parte exequente' },
  impetrante: { side: 'ativo', option: 'Impetrante (mandado de segurança)', masculino: 'impetrante', feminino: 'impetrante', neutro: 'parte impetrante' },
  embargante: { side: 'ativo', option: 'Embargante', masculino: 'embargante', feminino: 'embargante', neutro: 'parte embargante' },
  recorrente: { side: 'ativo', option: 'Recorrente / apelante / agravante', masculino: 'recorrente', feminino: 'recorrente', neutro: 'parte recorrente' },
  reu: { side: 'passivo', option: 'Réu / ré', masculino: 'réu', feminino: 'ré', neutro: 'parte ré' },
  requerido: { side: 'passivo', option: 'Requerido(a)', masculino: 'requerido', feminino: 'requerida', neutro: 'parte requerida' },
  reclamado: { side: 'passivo', option: 'Reclamado(a) (trabalhista)', masculino: 'reclamado', feminino: 'reclamada', neutro: 'parte reclamada' },
  executado: { side: 'passivo', option: 'Executado(a)', masculino: 'executado', feminino: 'executada', neutro: 'parte executada' },
  impetrado: { side: 'passivo', option: 'Autoridade coatora / impetrado(a)', masculino: 'impetrado', feminino: 'impetrada', neutro: 'autoridade coatora' },
  embargado: { side: 'passivo', option: 'Embargado(a)', masculino: 'embargado', feminino: 'embargada', neutro: 'parte embargada' },
  recorrido: { side: 'passivo', option: 'Recorrido(a) / apelado(a) / agravado(a)', masculino: 'recorrido', feminino: 'recorrida', neutro: 'parte recorrida' },
  terceiro: {
    side: 'terceiro',
    option: 'Terceiro(a) interessado(a)',
    masculino: 'terceiro interessado',
    feminino: 'terceira interessada',
    neutro: 'terceiro interessado',
  },
  assistente: { side: 'terceiro', option: 'Assistente', masculino: 'assistente', feminino: 'assistente', neutro: 'assistente' },
  interessado: { side: 'terceiro', option: 'Interessado(a)', masculino: 'interessado', feminino: 'interessada', neutro: 'parte interessada' },
} as const satisfies Record<string, RoleWords>;

export type PartyRole = keyof typeof PARTY_ROLES;
export const PARTY_ROLE_KEYS = Object.keys(PARTY_ROLES) as [PartyRole, ...PartyRole[]];

export const PARTY_SIDE_LABELS = { ativo: 'Polo ativo', passivo: 'Polo passivo', terceiro: 'Terceiros' } as const satisfies Record<PartySide, string>;

/** The role in words that agree with the person: "autora" for a woman, "parte autora" when the gender is not known. */
export function partyRoleLabel(role: PartyRole, gender: Gender | null | undefined): string {
  const words = PARTY_ROLES[role];
  return gender ? words[gender] : words.neutro;
}

/** The role the other side usually has: the default of a new opposing party. */
export function opposingRoleOf(role: PartyRole): PartyRole {
  const mirror: Partial<Record<PartyRole, PartyRole>> = {
    autor: 'reu',
    reu: 'autor',
    requerente: 'requerido',
    requerido: 'requerente',
    reclamante: 'reclamado',
    reclamado: 'reclamante',
    exequente: 'executado',
    executado: 'exequente',
    impetrante: 'impetrado',
    impetrado: 'impetrante',
    embargante: 'embargado',
    embargado: 'embargante',
    recorrente: 'recorrido',
    recorrido: 'recorrente',
  };
  return mirror[role] ?? 'reu';
}

/**
 * An OAB inscription as lawyers write it ("OAB/SP 123.456", "123456/SP", "SP 123456-A"), read as
 * "OAB/SP 123.456" (Provimento 185/2018: number per seccional, "A"/"B" suffixes of older supplementary ones).
 * Null when it is not one.
 */
export function normalizeOab(text: string): string | null {
  const t = text.trim().toUpperCase().replace(/\s+/g, ' ');
  const m =
    /^(?:OAB\s*\/?\s*-?\s*)?([A-Z]{2})\s*[-/ ]?\s*(\d[\d.]{0,8})(?:\s*-?\s*([A-Z]))?$/.exec(t) ??
    /^(?:OAB\s*)?(\d[\d.]{0,8})\s*(?:-?\s*([A-Z]))?\s*[-/ ]\s*([A-Z]{2})$/.exec(t);
  if (!m) return null;
  const [uf, raw, suffix] = /^\d/.test(m[1] ?? '') ? [m[3], m[1], m[2]] : [m[1], m[2], m[3]];
  const digits = (raw ?? '').replace(/\./g, '');
  if (!/^\d{1,7}$/.test(digits) || !UFS.has(uf ?? '')) return null;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `OAB/${uf} ${grouped}${suffix ? `-${suffix}` : ''}`;
}

const UFS = new Set('AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO'.split(' '));

const partyDocument = lineText(18)
  .transform(stripDocument)
  .refine((d) => d === '' || isValidCpf(d) || isValidCnpj(d), 'CPF ou CNPJ inválido: confira os dígitos')
  .nullish()
  .transform((d) => (d ? d : null));

export const opposingLawyerInput = z
  .object({
    name: lineText(200).min(3, 'Informe o nome do(a) advogado(a)'),
    oab: lineText(30)
      .nullish()
      .transform((v, ctx) => {
        if (!v) return null;
        const oab = normalizeOab(v);
        if (!oab) ctx.addIssue({ code: 'custom', message: 'OAB inválida, ex.: OAB/SP 123.456' });
        return oab ?? v;
      }),
  })
  .strict();

export const lawsuitClientInput = z.object({ clientId: recordId, role: z.enum(PARTY_ROLE_KEYS, 'Escolha o papel do cliente no processo') }).strict();

export const opposingPartyInput = z
  .object({
    name: lineText(200).min(2, 'Informe o nome da parte'),
    /** CPF or CNPJ, when known: what the conflict check trusts most. */
    document: partyDocument,
    role: z.enum(PARTY_ROLE_KEYS, 'Escolha o papel da parte no processo'),
    lawyers: z.array(opposingLawyerInput).max(5, 'No máximo 5 advogados por parte'),
  })
  .strict();

/** The lawsuit form's parties: the office's clients, all on one pole, and the other parties. */
export const partiesFields = {
  clients: z
    .array(lawsuitClientInput)
    .min(1, 'Escolha ao menos um cliente')
    .max(10, 'No máximo 10 clientes por processo')
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((c, i) => {
        if (seen.has(c.clientId)) ctx.addIssue({ code: 'custom', path: [i, 'clientId'], message: 'Este cliente já está no processo' });
        seen.add(c.clientId);
      });
      const side = list[0] ? PARTY_ROLES[list[0].role].side : null;
      list.forEach((c, i) => {
        if (i > 0 && PARTY_ROLES[c.role].side !== side)
          ctx.addIssue({
            code: 'custom',
            path: [i, 'role'],
            message: 'Os clientes do escritório ficam no mesmo polo: escolha um papel do mesmo polo do primeiro',
          });
      });
    }),
  opposingParties: z.array(opposingPartyInput).max(20, 'No máximo 20 partes contrárias'),
};

export type LawsuitClientInput = z.output<typeof lawsuitClientInput>;
export type OpposingParty = z.output<typeof opposingPartyInput>;
export type OpposingLawyer = z.output<typeof opposingLawyerInput>;

/** A client of a lawsuit as stored: the form's choice plus the client's name and gender, copied for lists and labels. */
export type LawsuitClient = LawsuitClientInput & { name: string; gender: Gender | null };

/** What a lawsuit copies of each of its clients (client writes keep the copies): a company has no gender. */
export function lawsuitClientCopy(client: { name: string; kind: 'pf' | 'pj'; gender?: Gender | null }): Pick<LawsuitClient, 'name' | 'gender'> {
  return { name: client.name, gender: client.kind === 'pf' ? (client.gender ?? null) : null };
}

/**
 * A party's name as the conflict check compares it: no accents, case, punctuation, company-type suffixes or
 * connectives ("Banco Nacional S.A." = "BANCO NACIONAL SA"; "Maria da Silva" = "Maria Silva"). Weaker than a document.
 */
export function partyNameKey(name: string): string {
  const words = searchKey(name)
    .replace(/s\.\s?a\./g, 'sa')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(' ')
    .filter((w) => w && !NAME_NOISE.has(w));
  return words.join(' ');
}

const NAME_NOISE = new Set(['de', 'da', 'do', 'das', 'dos', 'e', 'ltda', 'sa', 'me', 'epp', 'eireli', 'cia', 'ss']);

/** The keys a lawsuit's opposing parties are found by in a conflict check: `doc:<CPF/CNPJ>` and `name:<partyNameKey>`. */
export function opposingKeys(parties: readonly Pick<OpposingParty, 'name' | 'document'>[]): string[] {
  const keys = new Set<string>();
  for (const p of parties) {
    if (p.document) keys.add(`doc:${p.document}`);
    const name = partyNameKey(p.name);
    if (name) keys.add(`name:${name}`);
  }
  return [...keys];
}

/** "Maria Souza e outro × Banco Exemplo S.A.": the clients on their pole, the first of each side named. */
export function partiesCaption(l: { clients: readonly { name: string; role: PartyRole }[]; opposingParties: readonly { name: string }[] }): string {
  const named = (names: readonly string[], none: string) => {
    const [first, ...rest] = names;
    if (!first) return none;
    return rest.length === 0 ? first : `${first} e ${rest.length === 1 ? 'outro' : 'outros'}`;
  };
  const ours = named(
    l.clients.map((c) => c.name),
    'cliente',
  );
  const theirs = named(
    l.opposingParties.map((p) => p.name),
    'parte contrária não informada',
  );
  const first = l.clients[0];
  return first && PARTY_ROLES[first.role].side === 'passivo' ? `${theirs} × ${ours}` : `${ours} × ${theirs}`;
}
