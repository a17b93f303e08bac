/**
 * The audit log as people read it (Configurações → Auditoria): the list's filters, and the words for the
 * sections, actions, fields and refusals the stored entries name. Entries hold field names, never values:
 * the log says that a client's CPF changed, not what it was or became.
 */
import type { AuditRecord } from './collection-types';
import type { Page } from './lists';
import { optionalRecordId, pageInput } from './lists';
import { SECTIONS, type SectionId } from './policy';
import { dateField, z } from './schema';

/** Where an entry belongs: a section, the team ('staff'), the public pages ('public'), internal messages ('messages') or one's notifications. */
export type AuditSection = SectionId | 'staff' | 'public' | 'messages' | 'notifications';

export const AUDIT_SECTION_LABELS: Record<AuditSection, string> = {
  ...(Object.fromEntries(SECTIONS.map((s) => [s.id, s.label])) as Record<SectionId, string>),
  staff: 'Equipe e acessos',
  public: 'Páginas públicas',
  messages: 'Mensagens',
  notifications: 'Notificações',
};
const AUDIT_SECTIONS = Object.keys(AUDIT_SECTION_LABELS) as [AuditSection, ...AuditSection[]];

/**
 * The refusals recorded as security events: a write attempted without the section's write label, an
 * administrators-only call by someone else, a token minted before the person's access last changed, a
 * disabled account. Nothing was written; the entry is the only trace.
 */
export const DENIAL_REASONS = [
  'missing-scope',
  'admin-only',
  'claims-stale',
  'account-disabled',
  // Verificação em duas etapas: a write with the password alone, a wrong code, too many wrong codes.
  'second-factor-required',
  'second-factor-setup-required',
  'second-factor-code',
  'second-factor-locked',
] as const;
export type DenialReason = (typeof DENIAL_REASONS)[number];

export const DENIAL_LABELS: Record<DenialReason, string> = {
  'missing-scope': 'sem permissão de edição na seção',
  'admin-only': 'ação só de administradores',
  'claims-stale': 'permissões desatualizadas na sessão',
  'account-disabled': 'conta desativada',
  'second-factor-required': 'sessão sem a verificação em duas etapas',
  'second-factor-setup-required': 'verificação em duas etapas exigida e não ativada',
  'second-factor-code': 'código de verificação incorreto ou já usado',
  'second-factor-locked': 'tentativas de código bloqueadas por excesso',
};

/**
 * The entry written once a person passes the hourly cap of recorded refusals: from there on, this hour's
 * refusals are only counted, and the log says so instead of stopping silently.
 */
export const DENIALS_CAPPED_ACTION = 'denied.capped';

/** 'change': a write that committed; 'denied': a write refused before anything was read or stored. */
export const AUDIT_KINDS = ['change', 'denied'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/**
 * Who wrote when no staff member did: a visitor of the public pages not signed in (the uid the 'public' policy
 * gives), or the daily routine that extends the fee agreements' monthly fees (agreement-horizon.ts).
 */
export const AUDIT_PSEUDO_ACTORS = { anonymous: 'Visitante do site', agendador: 'Rotina diária do sistema' } as const;

export function isAuditPseudoActor(actor: string): actor is keyof typeof AUDIT_PSEUDO_ACTORS {
  return Object.hasOwn(AUDIT_PSEUDO_ACTORS, actor);
}

const actorId = z
  .string()
  .trim()
  .max(128)
  .regex(/^[A-Za-z0-9_-]*$/, 'Pessoa inválida')
  .nullish()
  .transform((v) => v || null);

/** An optional filter: absent, null and "" (a select's "Todas") all mean no filter. */
const emptyIsNone = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? null : v), schema.nullish());

/** Configurações → Auditoria: newest first; every filter optional; the period in office calendar days, both ends included. */
export const auditListInput = pageInput
  .extend({
    actor: actorId,
    section: emptyIsNone(z.enum(AUDIT_SECTIONS, 'Seção inválida')),
    recordId: optionalRecordId,
    kind: emptyIsNone(z.enum(AUDIT_KINDS, 'Tipo inválido')),
    from: emptyIsNone(dateField()),
    to: emptyIsNone(dateField()),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'A data final deve ser igual ou posterior à inicial' });
  });

/** The record an entry points at, as the log shows it: its current name and its page, or null once it is gone. */
export interface AuditRecordRef {
  label: string;
  href: string;
}

export interface AuditPage extends Page<AuditRecord> {
  /** uid → name, for every actor on the page (disabled people included). */
  people: Record<string, string>;
  /**
   * recordId → the record, for clients, lawsuits and people the caller may read; null when it was deleted.
   * Records of sections the caller does not hold are absent: the log shows their id only.
   */
  records: Record<string, AuditRecordRef | null>;
  /**
   * The log's words for the page's entries: action → "Editou cliente", and a refused call's target →
   * "cadastrar cliente". Named by the server, so the page does not load every section's slice to read them.
   */
  words: { actions: Record<string, string>; attempts: Record<string, string> };
}
