/**
 * The audit log's words for what people did and tried, taken from the operations' own entries in their
 * section slices (`sections/<group>.ts`): a write without its words does not compile.
 */
import { DENIALS_CAPPED_ACTION, type AuditSection, type DenialReason } from './audit';
import { CLIENT_FIELD_LABELS } from './clients';
import { FILE_FIELD_LABELS } from './file-records';
import { LAWSUIT_FIELD_LABELS } from './lawsuits';
import { PORTAL_FIELD_LABELS } from './portal-cases';
import { COLLECTIONS } from './policy';
import { CALLABLES, SLICES, type CallableName, type Contract } from './contracts';
import type { ActionWords, AuditEffect, Slice } from './sections/define';
import { fileUpload } from './sections/attachments';
import { siteContact } from './sections/publicPages';

type Operations = typeof CALLABLES;
type ActionsOf<C> = C extends { actions: infer A } ? keyof A & string : never;

/** Every action an audit entry may name: what an operation (or the files function) did, or a refusal. */
export type AuditAction =
  | { [N in CallableName]: ActionsOf<Operations[N]> }[CallableName]
  | keyof typeof fileUpload.actions
  | keyof typeof siteContact.actions
  | `denied.${DenialReason}`
  | typeof DENIALS_CAPPED_ACTION;

const entries: [string, Contract][] = Object.entries(CALLABLES);

/** What a refused call would have done, in the log's words ("cadastrar cliente"), for every write. */
export const AUDIT_ATTEMPT_LABELS: Readonly<Record<string, string>> = Object.fromEntries([
  ...entries.flatMap(([name, c]) => (c.attempt ? [[name, c.attempt] as const] : [])),
  [fileUpload.target, fileUpload.attempt],
]);

/** Every stored action with its words and effect, as the slices declare them. */
export const AUDIT_ACTIONS: Readonly<Record<string, ActionWords>> = Object.fromEntries([
  ...entries.flatMap(([, c]) => Object.entries(c.actions ?? {})),
  ...Object.entries(fileUpload.actions),
  ...Object.entries(siteContact.actions),
]);

/** What each stored action means, in the words of the log ("Editou cliente"). */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(AUDIT_ACTIONS).map(([action, words]) => [action, words.label]),
);

/**
 * What an action did to its record, as its slice declares it. A refusal and an action no slice declares (an
 * entry from an earlier version) changed their record at most: 'update'.
 */
export function auditEffect(action: string): AuditEffect {
  return Object.hasOwn(AUDIT_ACTIONS, action) ? (AUDIT_ACTIONS[action]?.effect ?? 'update') : 'update';
}

export function auditAttemptLabel(target: string): string {
  return AUDIT_ATTEMPT_LABELS[target] ?? target;
}

export function auditActionLabel(action: string): string {
  if (action === DENIALS_CAPPED_ACTION) return 'Limite de registros de tentativas atingido nesta hora';
  if (action.startsWith('denied.')) return 'Tentativa recusada';
  return AUDIT_ACTION_LABELS[action] ?? action;
}

/**
 * Field names as the forms call them, for sections without words of their own (clients, lawsuits, the team,
 * the public pages…), in the forms' order. Fields the server derives (search keys, authorship) are left out of
 * the log's view.
 */
const FORM_FIELD_LABELS: Readonly<Record<string, string>> = {
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
  siteContacts: 'contatos pelo site',
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
  tribunal: 'tribunal',
  comarca: 'comarca',
  clientId: 'cliente',
  imported: 'importado do DataJud',
  hidden: 'oculto',
  authorName: 'autoria',
  public: 'visibilidade no site',
  editedAt: 'data da edição',
  areas: 'áreas de atuação',
  ownerId: 'responsável',
  participantIds: 'participantes',
  // Integrações: what a person sets; the rest of the record is the runs' state.
  apiKey: 'chave da API',
  oabs: 'inscrições monitoradas',
  terms: 'termos monitorados',
};

/**
 * The forms' words, then the portal's for fields no form names: a word the forms also use keeps theirs, and its
 * place in their order (the order a change's fields are listed in).
 */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  ...FORM_FIELD_LABELS,
  ...Object.fromEntries(Object.entries(PORTAL_FIELD_LABELS).filter(([field]) => !Object.hasOwn(FORM_FIELD_LABELS, field))),
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
  'concerns',
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
  'titleKey',
  'readingMinutes',
  // Unique-key documents name their record; a message's envelope and a mailbox are written with the message.
  'articleId',
  'threadId',
  'fromId',
  'fromName',
  'toNames',
  'sentAt',
  'participantNames',
  'lastAt',
  'lastFromId',
  'lastFromName',
  'snippet',
  'messageCount',
  'received',
  'sent',
  'linkKind',
  'lease',
  'lastRun',
  'keyRejected',
  'cursors',
  'health',
  'targets',
  'facets',
  'settingsRevision',
]);

/**
 * Where a section names a field otherwise ("tipo" of an agenda entry, not "tipo de pessoa"): the words its slices
 * declare (`fieldWords`), merged per section in the slices' order.
 */
const SECTION_FIELD_LABELS: Partial<Record<AuditSection, Readonly<Record<string, string>>>> = SLICES.reduce<
  Partial<Record<AuditSection, Readonly<Record<string, string>>>>
>((words, s: Slice) => (s.fieldWords ? { ...words, [s.fieldWords.section]: { ...words[s.fieldWords.section], ...s.fieldWords.labels } } : words), {});

const FIELD_ORDER = new Map(Object.keys(AUDIT_FIELD_LABELS).map((f, i) => [f, i]));

/** The changed fields of an entry as the log lists them: form names in form order, derived bookkeeping left out. */
export function auditFieldLabels(fields: readonly string[], section?: AuditSection): string[] {
  const own = (section && SECTION_FIELD_LABELS[section]) ?? null;
  const order = own ? new Map(Object.keys(own).map((f, i) => [f, i])) : FIELD_ORDER;
  const rank = (f: string) => order.get(f) ?? order.size;
  return fields
    .filter((f) => !DERIVED_FIELDS.has(f))
    .sort((a, b) => rank(a) - rank(b))
    .map((f) => auditFieldWord(f, section) ?? f);
}

/** A field's name in the log: its section's word, else the forms' word; undefined for derived bookkeeping and unknown fields. */
export function auditFieldWord(field: string, section?: AuditSection): string | undefined {
  if (DERIVED_FIELDS.has(field)) return undefined;
  const own = section ? SECTION_FIELD_LABELS[section] : undefined;
  return (own && Object.hasOwn(own, field) ? own[field] : undefined) ?? (Object.hasOwn(AUDIT_FIELD_LABELS, field) ? AUDIT_FIELD_LABELS[field] : undefined);
}

/** Whether the log hides a field as bookkeeping the server derives. */
export const isDerivedAuditField = (field: string): boolean => DERIVED_FIELDS.has(field);

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
