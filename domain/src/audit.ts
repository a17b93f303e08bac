/**
 * The audit log as people read it (Configurações → Auditoria): the list's filters, and the words for the
 * sections, actions, fields and refusals the stored entries name. Entries hold field names, never values:
 * the log says that a client's CPF changed, not what it was or became.
 */
import type { AuditRecord } from './collection-types';
import type { Page } from './lists';
import { optionalRecordId, pageInput } from './lists';
import { COLLECTIONS, SECTIONS, type SectionId } from './policy';
import { dateField, z } from './schema';
import { CLIENT_FIELD_LABELS } from './clients';
import { FILE_FIELD_LABELS } from './file-records';
import { LAWSUIT_FIELD_LABELS } from './lawsuits';
import { EVENT_FIELD_LABELS } from './agenda';
import { TASK_FIELD_LABELS } from './tasks';
import { WORKFLOW_FIELD_LABELS } from './workflows';
import { FINANCE_FIELD_LABELS } from './finance';
import { CLOSURE_FIELD_LABELS } from './office-calendar';
import { TEMPLATE_FIELD_LABELS } from './document-templates';
import { TEAM_MEMBER_FIELD_LABELS } from './team';
import { ARTICLE_FIELD_LABELS } from './articles';
import { FAQ_FIELD_LABELS } from './faq';
import { MESSAGE_FIELD_LABELS } from './messages';

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

/** Who wrote when no staff member did: a visitor of the public pages not signed in (the uid the 'public' policy gives). */
export const AUDIT_PSEUDO_ACTORS = { anonymous: 'Visitante do site' } as const;

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

/**
 * Field names as the forms call them, for sections without words of their own (clients, lawsuits, the team,
 * the public pages…), in the forms' order. Fields the server derives (search keys, authorship) are left out of
 * the log's view.
 */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  ...CLIENT_FIELD_LABELS,
  ...LAWSUIT_FIELD_LABELS,
  email: 'e-mail',
  phone: 'telefone',
  lawsuitId: 'processo',
  at: 'data',
  description: 'descrição',
  source: 'origem',
  scopes: 'acessos',
  admin: 'administrador',
  disabled: 'conta desativada',
  photoPath: 'foto',
  cnpj: 'CNPJ',
  oabRegistration: 'registro na OAB',
  dpoName: 'encarregado de dados',
  dpoEmail: 'e-mail do encarregado',
  protocol: 'protocolo',
  cpf: 'CPF',
  request: 'pedido',
  resolution: 'resposta',
  resolvedAt: 'data da resposta',
  resolvedBy: 'respondido por',
  receivedAt: 'recebido em',
  file: 'arquivo',
  triage: 'tratamento',
  prazoEventId: 'prazo lançado',
  secondFactor: 'verificação em duas etapas',
  recoveryCodes: 'códigos de recuperação',
  secondFactorRequired: 'exigência da verificação em duas etapas',
  password: 'senha',
};

/** Bookkeeping the server derives from other fields: listing them would repeat the field they follow. */
const DERIVED_FIELDS = new Set([
  'nameKey',
  'searchWords',
  'subjectKey',
  'clientNameKey',
  'cnjDigits',
  'tribunalCode',
  'createdBy',
  'updatedBy',
  'uploadedBy',
  'emailKey',
  'people',
  'statusBy',
  'statusAt',
  'seriesId',
  'lawsuitLabel',
  'signedAmount',
  'treated',
  'assignee',
  'dueSort',
  'open',
  'completedLate',
]);

/** Where a section names a field otherwise ("tipo" of an agenda entry, not "tipo de pessoa"). */
const SECTION_FIELD_LABELS: Partial<Record<AuditSection, Readonly<Record<string, string>>>> = {
  agenda: { ...EVENT_FIELD_LABELS, ...TASK_FIELD_LABELS },
  finance: FINANCE_FIELD_LABELS,
  settings: { ...CLOSURE_FIELD_LABELS, ...TEMPLATE_FIELD_LABELS, ...WORKFLOW_FIELD_LABELS, plan: 'plano de contas' },
  about: TEAM_MEMBER_FIELD_LABELS,
  articles: ARTICLE_FIELD_LABELS,
  faq: FAQ_FIELD_LABELS,
  messages: MESSAGE_FIELD_LABELS,
};

const FIELD_ORDER = new Map(Object.keys(AUDIT_FIELD_LABELS).map((f, i) => [f, i]));

/** The changed fields of an entry as the log lists them: form names in form order, derived bookkeeping left out. */
export function auditFieldLabels(fields: readonly string[], section?: AuditSection): string[] {
  const own = (section && SECTION_FIELD_LABELS[section]) ?? null;
  const order = own ? new Map(Object.keys(own).map((f, i) => [f, i])) : FIELD_ORDER;
  const rank = (f: string) => order.get(f) ?? order.size;
  return fields
    .filter((f) => !DERIVED_FIELDS.has(f))
    .sort((a, b) => rank(a) - rank(b))
    .map((f) => own?.[f] ?? AUDIT_FIELD_LABELS[f] ?? f);
}

/**
 * What an action did to its record. A creation lists every field it filled and a deletion every field it
 * removed: the log says "novo registro" or "registro excluído" instead of repeating the whole form.
 */
export function auditEffect(action: string): 'create' | 'update' | 'delete' {
  const verb = action.split('.')[1] ?? '';
  if (/^(create|import|addMovement|request|upload|issue)$/.test(verb)) return 'create';
  if (verb === 'delete' || verb === 'revoke') return 'delete';
  return 'update';
}

/**
 * What the log says a payment's entry changed. A payment is written whole (or its estorno added to it), so its
 * every field "changed": the entry says what happened to the money instead.
 */
const PAYMENT_EFFECTS: Partial<Record<string, string>> = {
  'finance.pay': 'novo pagamento',
  'finance.transfer': 'nova transferência',
  'finance.reverse': 'pagamento estornado',
};

/** What a file's entry changed: never the file's name (it may itself be personal data), only what happened to it. */
function fileChangeText(action: string, fields: readonly string[]): { text: string; quiet: boolean } {
  if (action === 'files.version') return { text: 'nova versão de arquivo', quiet: false };
  if (action === 'files.generate') return { text: 'documento gerado de modelo', quiet: false };
  if (action === 'files.update') {
    const labels = fields.map((f) => (Object.hasOwn(FILE_FIELD_LABELS, f) ? FILE_FIELD_LABELS[f as keyof typeof FILE_FIELD_LABELS] : f));
    return labels.length ? { text: `${labels.join(', ')} de arquivo`, quiet: false } : { text: 'nenhum (salvo sem mudanças)', quiet: true };
  }
  return { text: auditEffect(action) === 'delete' ? 'arquivo excluído' : 'arquivo anexado', quiet: false };
}

/** The "campos alterados" cell of a change: the fields by their form names, or what the change was as a whole. */
export function auditChangeText(entry: { action: string; entity: string; section: AuditSection; changedFields: readonly string[] }): {
  text: string;
  /** Said in a quieter voice: no field list to read. */
  quiet: boolean;
} {
  const effect = auditEffect(entry.action);
  // Files are audited under the entity `files` (their bytes live outside the document collections).
  if (entry.entity === 'files') return fileChangeText(entry.action, entry.changedFields);
  const payment = entry.entity === COLLECTIONS.payments ? PAYMENT_EFFECTS[entry.action] : undefined;
  if (payment) return { text: payment, quiet: false };
  if (effect !== 'update') return { text: effect === 'create' ? 'novo registro' : 'registro excluído', quiet: true };
  const labels = auditFieldLabels(entry.changedFields, entry.section);
  // A save that changed nothing still made a new version: say so rather than show a blank.
  return labels.length ? { text: labels.join(', '), quiet: false } : { text: 'nenhum (salvo sem mudanças)', quiet: true };
}
