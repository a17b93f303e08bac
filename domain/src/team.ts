/**
 * Sobre: the office's team (lawyers and interns, with their OAB inscriptions) and its areas of practice.
 * A person may hold several inscriptions: the principal one in their own state, suplementares in others
 * (Lei 8.906/1994, art. 10 § 2º), and an intern holds an estagiário inscription (art. 9º).
 */
import { expectedVersion, recordId } from './lists';
import { lineText, multilineText, personName, ufField, z } from './schema';

export const OAB_KINDS = ['advogado', 'suplementar', 'estagiario'] as const;
export type OabKind = (typeof OAB_KINDS)[number];
export const OAB_KIND_LABELS: Record<OabKind, string> = { advogado: 'Advogado(a)', suplementar: 'Suplementar', estagiario: 'Estagiário(a)' };

export const TEAM_ROLES = ['socio', 'advogado', 'estagiario'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const TEAM_ROLE_LABELS: Record<TeamRole, string> = { socio: 'Sócio(a)', advogado: 'Advogado(a)', estagiario: 'Estagiário(a)' };

export const MAX_TEAM_MEMBERS = 100;
export const MAX_OAB_PER_MEMBER = 10;
export const MAX_PRACTICE_AREAS = 30;
export const PRACTICE_AREAS_ID = 'practiceAreas';

const uf = ufField();

/** "123.456", "123456" or "0123456": stored as bare digits without leading zeros (the DJEN normalises the same way). */
export const oabNumber = z
  .string()
  .trim()
  .transform((v) => v.replace(/[.\s]/g, '').replace(/^0+(?=\d)/, ''))
  .refine((v) => /^[1-9]\d{0,6}$/.test(v), 'Número da OAB inválido: use só os dígitos, como 123.456');

export const oabInscription = z.object({ uf, number: oabNumber, kind: z.enum(OAB_KINDS, 'Tipo de inscrição inválido') }).strict();
export type OabInscription = z.output<typeof oabInscription>;

/** "OAB/SP nº 123.456", with the kind when it is not the principal inscription of a lawyer. */
export function formatOab(i: OabInscription): string {
  const number = i.number.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const suffix = i.kind === 'advogado' ? '' : i.kind === 'suplementar' ? ' (suplementar)' : ' (estagiário)';
  return `OAB/${i.uf} nº ${number}${suffix}`;
}

/** One inscription's identity: a state and number belong to one person. */
export function oabKey(i: Pick<OabInscription, 'uf' | 'number'>): string {
  return `${i.uf}-${i.number}`;
}

export const teamMemberValues = z
  .object({
    name: personName(120).min(3, 'Informe o nome'),
    role: z.enum(TEAM_ROLES, 'Cargo inválido'),
    /** "Sócia fundadora", "Coordenador do contencioso cível". */
    title: lineText(120),
    /** The staff account this person signs in with, if any (DJEN monitoring picks inscriptions from here). */
    staffId: recordId.nullish().transform((v) => v ?? null),
    oab: z
      .array(oabInscription)
      .max(MAX_OAB_PER_MEMBER, `No máximo ${MAX_OAB_PER_MEMBER} inscrições`)
      .refine((list) => new Set(list.map(oabKey)).size === list.length, 'A mesma inscrição foi informada duas vezes'),
    areas: z.array(lineText(80).min(2, 'Área vazia')).max(10, 'No máximo 10 áreas por pessoa'),
    bio: multilineText(1500),
    /** Shown on the office's public site. */
    published: z.boolean(),
  })
  .strict()
  .superRefine((m, ctx) => {
    // An intern holds an estagiário inscription (EAOAB art. 9º); a lawyer needs a lawyer's one to practise.
    if (m.role === 'estagiario' && m.oab.some((i) => i.kind !== 'estagiario')) {
      ctx.addIssue({ code: 'custom', path: ['oab'], message: 'Estagiário(a) tem inscrição de estagiário, não de advogado' });
    }
    if (m.role !== 'estagiario' && m.oab.some((i) => i.kind === 'estagiario')) {
      ctx.addIssue({ code: 'custom', path: ['oab'], message: 'Inscrição de estagiário só para quem tem o cargo de estagiário(a)' });
    }
    if (m.role !== 'estagiario' && m.oab.length > 0 && !m.oab.some((i) => i.kind === 'advogado')) {
      ctx.addIssue({ code: 'custom', path: ['oab'], message: 'Informe a inscrição principal (tipo advogado); as suplementares vêm além dela' });
    }
  });
export type TeamMemberValues = z.output<typeof teamMemberValues>;

/** The team form's words for each field, in its order, for the audit log. */
export const TEAM_MEMBER_FIELD_LABELS = {
  name: 'nome',
  role: 'cargo',
  title: 'função',
  staffId: 'conta de acesso',
  oab: 'inscrições na OAB',
  areas: 'áreas de atuação',
  bio: 'apresentação',
  published: 'no site',
  photoPath: 'foto',
} as const satisfies Record<keyof TeamMemberValues, string> & Record<string, string>;

export type TeamMemberRecord = TeamMemberValues & {
  /** FileStore path of the square photo (office/<id>/photo-<hash>.jpg), set by about-setMemberPhoto. */
  photoPath: string | null;
  createdBy: string;
  updatedBy: string;
};

/** The team page's photos: square, cut around the face (sharp's attention strategy). */
export const MEMBER_PHOTO_SIZE = 480;

export const teamMemberPhotoInput = z
  .object({
    id: recordId,
    expectedVersion,
    /** An image uploaded to office/<id>/ through the files function; null removes the photo. */
    sourcePath: z.string().max(300).nullable(),
  })
  .strict();

export const practiceArea = z
  .object({
    name: lineText(80).min(2, 'Informe o nome da área'),
    description: multilineText(600),
  })
  .strict();
export type PracticeArea = z.output<typeof practiceArea>;

/** `office/practiceAreas`: the office's areas of practice, in the order the site shows them. */
export interface PracticeAreasRecord {
  areas: PracticeArea[];
}

export const teamMemberCreateInput = z.object({ member: teamMemberValues }).strict();
export const teamMemberUpdateInput = z.object({ id: recordId, expectedVersion, member: teamMemberValues }).strict();
export const teamMemberDeleteInput = z.object({ id: recordId, expectedVersion }).strict();
export const practiceAreasUpdateInput = z
  .object({
    /** 0 when the areas were never saved. */
    expectedVersion: z.number().int().min(0),
    areas: z
      .array(practiceArea)
      .max(MAX_PRACTICE_AREAS, `No máximo ${MAX_PRACTICE_AREAS} áreas`)
      .refine((list) => new Set(list.map((a) => a.name.toLowerCase())).size === list.length, 'Duas áreas têm o mesmo nome'),
  })
  .strict();

/** The team in the order pages show it: partners, lawyers, interns; by name within each. */
export function teamOrder<M extends Pick<TeamMemberRecord, 'role' | 'name'>>(members: readonly M[]): M[] {
  const rank = (m: M) => TEAM_ROLES.indexOf(m.role);
  return [...members].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'pt-BR'));
}

/** A published member as the public site receives it: no account link, no authors. */
export interface PublicTeamMember {
  id: string;
  name: string;
  role: TeamRole;
  title: string;
  oab: string[];
  areas: string[];
  bio: string;
  /** A path under the site (served by the media function), or null. */
  photoUrl: string | null;
}
