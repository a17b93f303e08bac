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
export const DENIAL_REASONS = ['missing-scope', 'admin-only', 'claims-stale', 'account-disabled'] as const;
export type DenialReason = (typeof DENIAL_REASONS)[number];

export const DENIAL_LABELS: Record<DenialReason, string> = {
  'missing-scope': 'sem permissão de edição na seção',
  'admin-only': 'ação só de administradores',
  'claims-stale': 'permissões desatualizadas na sessão',
  'account-disabled': 'conta desativada',
};

/**
 * The entry written once a person passes the hourly cap of recorded refusals: from there on, this hour's
 * refusals are only counted, and the log says so instead of stopping silently.
 */
export const DENIALS_CAPPED_ACTION = 'denied.capped';

/**
 * What a refused call would have done, in the log's words ("cadastrar cliente"). Every write callable has one
 * (a unit test holds it); 'files-upload' is the files function's upload.
 */
export const AUDIT_ATTEMPT_LABELS: Record<string, string> = {
  'about-update': 'editar os dados do escritório',
  'about-createMember': 'incluir pessoa na equipe',
  'about-updateMember': 'editar pessoa da equipe',
  'about-deleteMember': 'excluir pessoa da equipe',
  'about-setMemberPhoto': 'trocar a foto de uma pessoa da equipe',
  'about-updateAreas': 'alterar as áreas de atuação',
  'agenda-create': 'criar compromisso na agenda',
  'agenda-update': 'editar compromisso da agenda',
  'agenda-reschedule': 'remarcar compromisso da agenda',
  'agenda-setStatus': 'concluir, cancelar ou reabrir compromisso',
  'agenda-delete': 'excluir compromisso da agenda',
  'agenda-recalculate': 'recalcular prazo pelo calendário atual',
  'courtCalendar-create': 'incluir fechamento no calendário forense',
  'courtCalendar-update': 'editar fechamento do calendário forense',
  'courtCalendar-delete': 'excluir fechamento do calendário forense',
  'calendarFeed-issue': 'criar ou trocar o endereço da agenda para calendários',
  'calendarFeed-setOptions': 'alterar os detalhes da agenda para calendários',
  'calendarFeed-revoke': 'revogar o endereço da agenda para calendários',
  'attachments-delete': 'excluir um arquivo',
  'articles-create': 'criar artigo',
  'articles-update': 'editar artigo',
  'articles-delete': 'excluir artigo',
  'articles-setCover': 'trocar a capa de um artigo',
  'clients-create': 'cadastrar cliente',
  'clients-update': 'editar cliente',
  'clients-delete': 'excluir cliente',
  'clients-importPreview': 'conferir importação de clientes',
  'clients-importCsv': 'importar clientes',
  'faq-create': 'criar pergunta frequente',
  'faq-update': 'editar pergunta frequente',
  'faq-setPublished': 'publicar ou despublicar pergunta frequente',
  'faq-delete': 'excluir pergunta frequente',
  'faq-reorder': 'reordenar as perguntas frequentes',
  'files-upload': 'anexar arquivo',
  'finance-create': 'lançar no financeiro',
  'finance-update': 'editar lançamento financeiro',
  'finance-delete': 'excluir lançamento financeiro',
  'finance-cancel': 'cancelar lançamento financeiro',
  'finance-pay': 'registrar pagamento',
  'finance-reverse': 'estornar pagamento',
  'finance-createAccount': 'cadastrar conta bancária',
  'finance-updateAccount': 'editar conta bancária',
  'finance-transfer': 'transferir entre contas',
  'lawsuits-create': 'cadastrar processo',
  'messages-send': 'enviar mensagem',
  'messages-reply': 'responder mensagem',
  'messages-markRead': 'marcar mensagem como lida ou não lida',
  'messages-archive': 'arquivar ou desarquivar mensagem',
  'notifications-markRead': 'marcar notificação como lida',
  'notifications-markAllRead': 'marcar todas as notificações como lidas',
  'notifications-updatePreferences': 'alterar preferências de notificação',
  'lawsuits-update': 'editar processo',
  'lawsuits-delete': 'excluir processo',
  'lawsuits-addMovement': 'registrar andamento',
  'lawsuits-updateMovement': 'editar andamento',
  'lawsuits-setMovementHidden': 'ocultar ou mostrar andamento importado',
  'lawsuits-syncMovements': 'atualizar andamentos pelo DataJud',
  'intimations-setRead': 'marcar intimação como lida ou não lida',
  'intimations-acknowledge': 'marcar intimação como sem prazo',
  'intimations-forward': 'encaminhar intimação',
  'intimations-reopen': 'reabrir intimação',
  'integrations-updateDatajud': 'alterar a chave do DataJud',
  'integrations-updateDjen': 'alterar as inscrições monitoradas no DJEN',
  'integrations-syncDatajud': 'sincronizar andamentos do DataJud',
  'integrations-syncDjen': 'buscar intimações no DJEN',
  'profile-update': 'editar o próprio perfil',
  'profile-setPhoto': 'trocar a foto do perfil',
  'settings-resolveRemoval': 'responder pedido de remoção',
  'settings-updateCategoryPlan': 'alterar o plano de contas',
  'staff-create': 'dar acesso a uma pessoa',
  'staff-setScopes': 'alterar acessos',
  'staff-setAdmin': 'alterar o perfil de administrador',
  'staff-setDisabled': 'ativar ou desativar uma conta',
  'staff-decline': 'recusar um cadastro',
  'staff-restoreAccess': 'recriar uma conta de acesso',
};

export function auditAttemptLabel(target: string): string {
  return AUDIT_ATTEMPT_LABELS[target] ?? target;
}

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
}

/** What each stored action means, in the words of the log ("Editou cliente"). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'about.update': 'Editou os dados do escritório',
  'about.createMember': 'Incluiu pessoa na equipe',
  'about.updateMember': 'Editou pessoa da equipe',
  'about.deleteMember': 'Excluiu pessoa da equipe',
  'about.setMemberPhoto': 'Trocou a foto de uma pessoa da equipe',
  'about.removeMemberPhoto': 'Removeu a foto de uma pessoa da equipe',
  'about.updateAreas': 'Alterou as áreas de atuação',
  'agenda.create': 'Criou compromisso',
  'agenda.update': 'Editou compromisso',
  'agenda.reschedule': 'Remarcou compromisso',
  'agenda.conclude': 'Concluiu compromisso',
  'agenda.cancel': 'Cancelou compromisso',
  'agenda.reopen': 'Reabriu compromisso',
  'agenda.delete': 'Excluiu compromisso',
  'agenda.recalculate': 'Recalculou prazo pelo calendário atual',
  'courtCalendar.create': 'Incluiu fechamento no calendário forense',
  'courtCalendar.update': 'Editou fechamento do calendário forense',
  'courtCalendar.delete': 'Excluiu fechamento do calendário forense',
  'calendarFeed.issue': 'Criou o endereço da própria agenda para calendários',
  'calendarFeed.reset': 'Trocou o endereço da própria agenda para calendários',
  'calendarFeed.setOptions': 'Alterou os detalhes da própria agenda para calendários',
  'calendarFeed.revoke': 'Revogou o endereço da própria agenda para calendários',
  'articles.create': 'Criou artigo',
  'articles.update': 'Editou artigo',
  'articles.delete': 'Excluiu artigo',
  'articles.setCover': 'Trocou a capa do artigo',
  'articles.removeCover': 'Removeu a capa do artigo',
  'clients.create': 'Cadastrou cliente',
  'clients.update': 'Editou cliente',
  'clients.delete': 'Excluiu cliente',
  'clients.import': 'Importou cliente (CSV)',
  'finance.create': 'Lançou no financeiro',
  'finance.update': 'Editou lançamento',
  'finance.delete': 'Excluiu lançamento',
  'finance.cancel': 'Cancelou lançamento',
  'finance.pay': 'Registrou pagamento',
  'finance.reverse': 'Estornou pagamento',
  'finance.createAccount': 'Cadastrou conta bancária',
  'finance.updateAccount': 'Editou conta bancária',
  'finance.transfer': 'Transferiu entre contas',
  'lawsuits.create': 'Cadastrou processo',
  'lawsuits.update': 'Editou processo',
  'lawsuits.delete': 'Excluiu processo',
  'lawsuits.clientRenamed': 'Nome do cliente atualizado no processo',
  'lawsuits.addMovement': 'Registrou andamento',
  'lawsuits.updateMovement': 'Editou andamento',
  'lawsuits.hideMovement': 'Ocultou andamento importado',
  'lawsuits.showMovement': 'Voltou a mostrar andamento importado',
  // A run is recorded as it starts and again as it ends, by outcome: a failed run never reads as done.
  'lawsuits.syncMovements': 'Iniciou a atualização de andamentos pelo DataJud',
  'lawsuits.syncMovementsDone': 'Atualizou andamentos pelo DataJud',
  'lawsuits.syncMovementsPartial': 'Atualizou andamentos pelo DataJud, com erros',
  'lawsuits.syncMovementsFailed': 'Falhou ao atualizar andamentos pelo DataJud',
  'lawsuits.importMovements': 'Andamentos importados do DataJud',
  'lawsuits.removeImported': 'Andamentos do DataJud removidos (processo excluído ou renumerado)',
  'intimations.import': 'Intimações recebidas do DJEN',
  'intimations.read': 'Marcou intimação como lida',
  'intimations.unread': 'Marcou intimação como não lida',
  'intimations.acknowledge': 'Marcou intimação como sem prazo (ciente)',
  'intimations.forward': 'Encaminhou intimação',
  'intimations.reopen': 'Reabriu intimação',
  'intimations.prazo': 'Lançou prazo da intimação',
  'intimations.prazoRemoved': 'Intimação voltou a tratar (prazo excluído)',
  'integrations.updateDatajud': 'Alterou a chave do DataJud',
  'integrations.updateDjen': 'Alterou as inscrições monitoradas no DJEN',
  'integrations.syncDatajud': 'Iniciou a sincronização de andamentos do DataJud',
  'integrations.syncDatajudDone': 'Sincronizou andamentos do DataJud',
  'integrations.syncDatajudPartial': 'Sincronizou andamentos do DataJud, com erros ou interrompida',
  'integrations.syncDatajudFailed': 'Falhou ao sincronizar andamentos do DataJud',
  'integrations.syncDjen': 'Iniciou a busca de intimações no DJEN',
  'integrations.syncDjenDone': 'Buscou intimações no DJEN',
  'integrations.syncDjenPartial': 'Buscou intimações no DJEN, com erros ou interrompida',
  'integrations.syncDjenFailed': 'Falhou ao buscar intimações no DJEN',
  'faq.create': 'Criou pergunta frequente',
  'faq.update': 'Editou pergunta frequente',
  'faq.publish': 'Publicou pergunta frequente',
  'faq.unpublish': 'Despublicou pergunta frequente',
  'faq.delete': 'Excluiu pergunta frequente',
  'faq.reorder': 'Reordenou as perguntas frequentes',
  'messages.send': 'Enviou mensagem',
  'messages.reply': 'Respondeu mensagem',
  'messages.markRead': 'Marcou mensagem como lida',
  'messages.markUnread': 'Marcou mensagem como não lida',
  'messages.archive': 'Arquivou mensagem',
  'messages.unarchive': 'Desarquivou mensagem',
  'notifications.markRead': 'Marcou notificação como lida',
  'notifications.markAllRead': 'Marcou todas as notificações como lidas',
  'notifications.preferences': 'Alterou suas preferências de notificação',
  'files.upload': 'Anexou arquivo',
  'files.delete': 'Excluiu arquivo',
  'removal.request': 'Pedido de remoção recebido',
  'removal.resolve': 'Respondeu pedido de remoção',
  'settings.categoryPlan': 'Alterou o plano de contas',
  'staff.create': 'Deu acesso a uma pessoa',
  'staff.setScopes': 'Alterou os acessos',
  'staff.setAdmin': 'Alterou o perfil de administrador',
  'staff.setDisabled': 'Ativou ou desativou a conta',
  'staff.declineRegistration': 'Recusou um cadastro',
  'staff.restoreAccess': 'Recriou a conta de acesso',
  'profile.update': 'Editou o próprio perfil',
  'profile.setPhoto': 'Trocou a foto do perfil',
};

export function auditActionLabel(action: string): string {
  if (action === DENIALS_CAPPED_ACTION) return 'Limite de registros de tentativas atingido nesta hora';
  if (action.startsWith('denied.')) return 'Tentativa recusada';
  return AUDIT_ACTION_LABELS[action] ?? action;
}

/** Field names as the forms call them. Fields the server derives (search keys, authorship) are left out of the log's view. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  kind: 'tipo de pessoa',
  name: 'nome',
  document: 'CPF/CNPJ',
  rg: 'RG',
  birthDate: 'data de nascimento',
  profession: 'profissão',
  maritalStatus: 'estado civil',
  tradeName: 'nome fantasia',
  legalRepresentative: 'representante legal',
  emails: 'e-mails',
  email: 'e-mail',
  phones: 'telefones',
  phone: 'telefone',
  address: 'endereço',
  notes: 'observações',
  tags: 'etiquetas',
  status: 'situação',
  responsibleLawyerId: 'advogado responsável',
  cnj: 'número CNJ',
  internalRef: 'referência interna',
  className: 'classe',
  subject: 'assunto',
  court: 'juízo',
  comarca: 'comarca',
  instance: 'instância',
  filedOn: 'distribuição',
  claimValue: 'valor da causa',
  clientId: 'cliente',
  clientName: 'nome do cliente',
  clientRole: 'polo do cliente',
  opposingParties: 'partes contrárias',
  responsibleLawyerIds: 'advogados responsáveis',
  tribunal: 'tribunal',
  outcome: 'resultado',
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
]);

/** Where a section names a field otherwise ("tipo" of an agenda entry, not "tipo de pessoa"). */
const SECTION_FIELD_LABELS: Partial<Record<AuditSection, Record<string, string>>> = {
  // In the form's order.
  agenda: {
    kind: 'tipo',
    title: 'título',
    date: 'data',
    allDay: 'dia inteiro',
    startsAt: 'início',
    endsAt: 'término',
    prazo: 'prazo fatal e interno',
    location: 'local',
    reminderMinutes: 'lembrete',
    lawsuitId: 'processo',
    clientId: 'cliente',
    ownerId: 'responsável',
    participantIds: 'participantes',
    notes: 'observações',
    status: 'situação',
    token: 'endereço da agenda para calendários',
    minimal: 'detalhes da agenda para calendários',
  },
  // In the form's order, then what payments and accounts add.
  finance: {
    type: 'receita ou despesa',
    kind: 'natureza',
    description: 'descrição',
    amount: 'valor',
    competence: 'competência',
    dueDate: 'vencimento',
    clientId: 'cliente',
    lawsuitId: 'processo',
    category: 'categoria',
    costCenter: 'centro de custo',
    accountId: 'conta',
    method: 'forma de pagamento',
    invoice: 'nota fiscal',
    successFee: 'honorários de êxito',
    notes: 'observações',
    series: 'parcelamento',
    paidAmount: 'valor pago',
    openAmount: 'em aberto',
    settlement: 'situação',
    cancellation: 'cancelamento',
    transactionId: 'lançamento',
    transferId: 'transferência',
    date: 'data do pagamento',
    reversal: 'estorno',
    name: 'nome da conta',
    bank: 'banco',
    openingBalance: 'saldo inicial',
    openingDate: 'data do saldo inicial',
    active: 'conta ativa',
  },
  settings: {
    from: 'primeiro dia',
    to: 'último dia',
    kind: 'tipo',
    name: 'descrição',
    act: 'ato',
    source: 'endereço do ato',
    level: 'abrangência',
    tribunal: 'tribunal',
    comarca: 'comarca',
    plan: 'plano de contas',
  },
  about: {
    name: 'nome',
    role: 'cargo',
    title: 'função',
    staffId: 'conta de acesso',
    oab: 'inscrições na OAB',
    areas: 'áreas de atuação',
    bio: 'apresentação',
    published: 'no site',
    photoPath: 'foto',
  },
  articles: {
    title: 'título',
    slug: 'endereço',
    summary: 'resumo',
    body: 'texto',
    tags: 'etiquetas',
    authorId: 'autor',
    status: 'situação',
    publishAt: 'data de publicação',
    publishedAt: 'data de publicação',
    cover: 'capa',
  },
  faq: {
    question: 'pergunta',
    category: 'categoria',
    answer: 'resposta',
    published: 'publicada',
    ids: 'ordem',
  },
  messages: {
    toIds: 'destinatários',
    subject: 'assunto',
    body: 'mensagem',
    link: 'vínculo',
    unread: 'não lida',
    archived: 'arquivada',
  },
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
