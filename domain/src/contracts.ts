/**
 * One typed contract per callable: its name (`group-action`, as deployed), who may call it, the
 * schema its input must pass and the type of its answer. The functions implement exactly these
 * (`implement(name, handler)` in functions/src/platform), the SPA's `call(name, input)` infers both
 * types from the name, and the authorization matrix enumerates them.
 *
 * A callable `group-action` lives in `functions/src/callables/<group>/<action in kebab-case>.ts`.
 */
import type { ZodType } from 'zod';
import { auditListInput, type AuditPage } from './audit';
import { aboutGetInput, aboutUpdateInput } from './office';
import {
  clientCreateInput,
  clientDeleteInput,
  clientExportInput,
  clientImportInput,
  clientListInput,
  clientUpdateInput,
  type ClientRecord,
  type ImportPreview,
  type ImportResult,
} from './clients';
import { dashboardInput, type DashboardSummary } from './dashboard';
import {
  agendaListInput,
  eventCreateInput,
  eventDeleteInput,
  eventHistoryInput,
  eventRescheduleInput,
  eventSetStatusInput,
  eventUpdateInput,
  type EventHistoryEntry,
  type EventRecord,
  type EventSaved,
} from './agenda';
import { deadlineInput, type DeadlineComputation } from './deadlines';
import {
  closureCreateInput,
  closureDeleteInput,
  closureUpdateInput,
  eventRecalculateInput,
  reviewListInput,
  type ClosureSaved,
  type EventDetail,
  type OfficeClosureRecord,
  type PrazoReviewRecord,
} from './office-calendar';
import { calendarFeedIssueInput, calendarFeedOptionsInput, calendarFeedRevokeInput, type CalendarFeedInfo } from './calendar-feed';
import { filesDeleteInput, filesListInput, type FileEntry } from './file-records';
import {
  lawsuitCreateInput,
  lawsuitDeleteInput,
  lawsuitListInput,
  lawsuitUpdateInput,
  movementAddInput,
  movementListInput,
  movementUpdateInput,
  type LawsuitPage,
  type LawsuitRecord,
} from './lawsuits';
import {
  accountCreateInput,
  accountUpdateInput,
  cashFlowInput,
  categoryPlanUpdateInput,
  categoryBreakdownInput,
  paymentReverseInput,
  statementInput,
  transactionCancelInput,
  transactionCreateInput,
  transactionDeleteInput,
  transactionExportInput,
  transactionListInput,
  transactionPayInput,
  transactionUpdateInput,
  transferInput,
  type BankAccountRecord,
  type BankAccountWithBalance,
  type CashFlow,
  type FinancePage,
  type TransactionDetail,
  type TransactionSaved,
} from './finance';
import { getInput, pageInput, type Listed, type Page } from './lists';
import type { CallablePolicy, SectionId } from './policy';
import type { CategoryTotal } from './finance-rollup';
import type { CategoryPlan } from './finance-labels';
import type { ClientStatement } from './finance-statement';
import { publicOfficeInput, removalRequestInput, removalResolveInput, type PublicOffice, type RemovalDailyUse, type RemovalRequestReceipt } from './public';
import type { MovementRecord, OfficeProfile, RemovalRequestRecord } from './records';
import {
  datajudSettingsInput,
  djenSettingsInput,
  integrationRunsInput,
  intimationListInput,
  intimationSetReadInput,
  lawsuitSyncInput,
  movementHiddenInput,
  syncDjenInput,
  type CourtDataRecord,
  type IntegrationRunRecord,
  type IntegrationsOverview,
  type IntimationPage,
  type IntimationRecord,
  type LawsuitSyncResult,
} from './integrations';
import { intimationAcknowledgeInput, intimationForwardInput, intimationReopenInput } from './intimation-triage-inputs';
import {
  articleCoverInput,
  articleCreateInput,
  articleDeleteInput,
  articleListInput,
  articleUpdateInput,
  publicArticleInput,
  publicArticlesInput,
  type ArticleRecord,
  type PublicArticle,
  type PublicArticleSummary,
} from './articles';
import {
  faqCreateInput,
  faqDeleteInput,
  faqPublishInput,
  faqReorderInput,
  faqUpdateInput,
  publicFaqInput,
  type FaqRecord,
  type FaqState,
  type PublicFaqEntry,
} from './faq';
import {
  practiceAreasUpdateInput,
  teamMemberCreateInput,
  teamMemberDeleteInput,
  teamMemberUpdateInput,
  teamMemberPhotoInput,
  type PracticeArea,
  type PublicTeamMember,
  type TeamMemberRecord,
} from './team';
import {
  mailboxListInput,
  messageReplyInput,
  messageSendInput,
  threadArchiveInput,
  threadInput,
  threadMarkReadInput,
  type MailboxRecord,
  type ThreadView,
} from './messages';
import {
  notificationListInput,
  notificationMarkReadInput,
  notificationPreferencesInput,
  type NotificationPage,
  type NotificationPreferencesView,
} from './notifications';
import { z } from './schema';
import { profileSetPhotoInput, profileUpdateInput, sessionMeInput, type SessionMe } from './session';
import {
  staffCreateInput,
  staffDeclineInput,
  staffRestoreAccessInput,
  staffListInput,
  staffPendingInput,
  staffSetAdminInput,
  staffSetDisabledInput,
  staffSetScopesInput,
  type PendingRegistrations,
  type StaffCreated,
  type StaffMember,
  type StaffPage,
} from './staff';

export interface Contract<I extends ZodType = ZodType, O = unknown, P extends CallablePolicy = CallablePolicy> {
  policy: P;
  input: I;
  /**
   * Changes stored data. Implied by a section's write label; callables under 'admin' or 'staff' that write
   * say so, because a refused write is recorded as a security event in the audit log and a refused read is not.
   */
  writes?: true;
  /** Type-only: the answer's type. Never read at run time. */
  readonly output?: O;
}

/** `contract<Output>()({ policy, input })`: the output is named, the rest inferred. */
const contract =
  <O>() =>
  <I extends ZodType, const P extends CallablePolicy>(spec: { policy: P; input: I; writes?: true }): Contract<I, O, P> =>
    spec;

const read = <const S extends SectionId>(section: S) => ({ section, access: 'read' as const });
const write = <const S extends SectionId>(section: S) => ({ section, access: 'write' as const });
const none = z.object({}).strict();

// ——— inputs and answers that belong to no section module ———

export const REMOVAL_STATUSES = ['aberto', 'concluido', 'recusado'] as const;
export const removalListInput = pageInput.extend({ status: z.enum(REMOVAL_STATUSES).nullish() });

/** A colleague as pickers show them ("advogado responsável"): names and ids only, no scopes, no e-mails. */
export interface DirectoryEntry {
  uid: string;
  name: string;
  /** The office address, to tell apart two people with the same name. */
  email: string;
  /** Can be a responsible lawyer (see isLawyer). */
  lawyer: boolean;
  /** Can be responsible for or take part in an agenda entry (see worksWithAgenda). */
  agenda: boolean;
  /** Reads Processos: can be forwarded an intimação (see readsLawsuits). */
  lawsuits: boolean;
}

/** Sobre: the team in page order, and the office's areas of practice with the version an edit must name (0: never saved). */
export interface TeamState {
  members: Listed<TeamMemberRecord>[];
  areas: PracticeArea[];
  areasVersion: number;
}

/** Sobre: the office profile with the version an edit must name. */
export interface AboutResult {
  profile: OfficeProfile;
  version: number;
  updatedAt: string;
}

export const CALLABLES = {
  'session-me': contract<SessionMe>()({ policy: 'signed-in', input: sessionMeInput }),
  'dashboard-summary': contract<DashboardSummary>()({ policy: 'staff', input: dashboardInput }),
  'profile-update': contract<SessionMe>()({ policy: 'staff', input: profileUpdateInput, writes: true }),
  'profile-setPhoto': contract<{ photoPath: string; version: number }>()({ policy: 'staff', input: profileSetPhotoInput, writes: true }),
  // Mensagens: every active member has a mailbox; each call sees and changes only the caller's own threads.
  'messages-list': contract<Page<MailboxRecord>>()({ policy: 'staff', input: mailboxListInput }),
  'messages-unreadCount': contract<{ unread: number }>()({ policy: 'staff', input: none }),
  'messages-thread': contract<ThreadView>()({ policy: 'staff', input: threadInput }),
  'messages-send': contract<ThreadView>()({ policy: 'staff', input: messageSendInput, writes: true }),
  'messages-reply': contract<ThreadView>()({ policy: 'staff', input: messageReplyInput, writes: true }),
  'messages-markRead': contract<Listed<MailboxRecord>>()({ policy: 'staff', input: threadMarkReadInput, writes: true }),
  'messages-archive': contract<Listed<MailboxRecord>>()({ policy: 'staff', input: threadArchiveInput, writes: true }),
  // Notificações: each person sees and changes only their own.
  'notifications-list': contract<NotificationPage>()({ policy: 'staff', input: notificationListInput }),
  'notifications-unreadCount': contract<{ unread: number }>()({ policy: 'staff', input: none }),
  'notifications-markRead': contract<{ unread: number }>()({ policy: 'staff', input: notificationMarkReadInput, writes: true }),
  'notifications-markAllRead': contract<{ unread: number }>()({ policy: 'staff', input: none, writes: true }),
  'notifications-preferences': contract<NotificationPreferencesView>()({ policy: 'staff', input: none }),
  'notifications-updatePreferences': contract<NotificationPreferencesView>()({ policy: 'staff', input: notificationPreferencesInput, writes: true }),
  'directory-list': contract<DirectoryEntry[]>()({ policy: 'staff', input: none }),
  'attachments-list': contract<FileEntry[]>()({ policy: 'staff', input: filesListInput }),
  'attachments-delete': contract<{ deleted: true }>()({ policy: 'staff', input: filesDeleteInput, writes: true }),

  'about-get': contract<AboutResult>()({ policy: read('about'), input: aboutGetInput }),
  'about-update': contract<AboutResult>()({ policy: write('about'), input: aboutUpdateInput }),
  'about-team': contract<TeamState>()({ policy: read('about'), input: none }),
  'about-createMember': contract<Listed<TeamMemberRecord>>()({ policy: write('about'), input: teamMemberCreateInput }),
  'about-updateMember': contract<Listed<TeamMemberRecord>>()({ policy: write('about'), input: teamMemberUpdateInput }),
  'about-setMemberPhoto': contract<Listed<TeamMemberRecord>>()({ policy: write('about'), input: teamMemberPhotoInput }),
  'about-deleteMember': contract<{ deleted: true }>()({ policy: write('about'), input: teamMemberDeleteInput }),
  'about-updateAreas': contract<TeamState>()({ policy: write('about'), input: practiceAreasUpdateInput }),

  'clients-list': contract<Page<ClientRecord>>()({ policy: read('clients'), input: clientListInput }),
  'clients-get': contract<Listed<ClientRecord>>()({ policy: read('clients'), input: getInput }),
  'clients-create': contract<Listed<ClientRecord>>()({ policy: write('clients'), input: clientCreateInput }),
  'clients-update': contract<Listed<ClientRecord>>()({ policy: write('clients'), input: clientUpdateInput }),
  'clients-delete': contract<{ deleted: true }>()({ policy: write('clients'), input: clientDeleteInput }),
  'clients-exportCsv': contract<{ csv: string; rows: number }>()({ policy: read('clients'), input: clientExportInput }),
  'clients-importPreview': contract<ImportPreview>()({ policy: write('clients'), input: clientImportInput }),
  'clients-importCsv': contract<ImportResult>()({ policy: write('clients'), input: clientImportInput }),

  'lawsuits-list': contract<LawsuitPage>()({ policy: read('lawsuits'), input: lawsuitListInput }),
  'lawsuits-get': contract<Listed<LawsuitRecord>>()({ policy: read('lawsuits'), input: getInput }),
  'lawsuits-create': contract<Listed<LawsuitRecord>>()({ policy: write('lawsuits'), input: lawsuitCreateInput }),
  'lawsuits-update': contract<Listed<LawsuitRecord>>()({ policy: write('lawsuits'), input: lawsuitUpdateInput }),
  'lawsuits-delete': contract<{ deleted: true }>()({ policy: write('lawsuits'), input: lawsuitDeleteInput }),
  'lawsuits-movements': contract<Page<MovementRecord>>()({ policy: read('lawsuits'), input: movementListInput }),
  'lawsuits-addMovement': contract<Listed<MovementRecord>>()({ policy: write('lawsuits'), input: movementAddInput }),
  'lawsuits-updateMovement': contract<Listed<MovementRecord>>()({ policy: write('lawsuits'), input: movementUpdateInput }),
  'lawsuits-setMovementHidden': contract<Listed<MovementRecord>>()({ policy: write('lawsuits'), input: movementHiddenInput }),
  'lawsuits-courtData': contract<CourtDataRecord | null>()({ policy: read('lawsuits'), input: lawsuitSyncInput }),
  'lawsuits-syncMovements': contract<LawsuitSyncResult>()({ policy: write('lawsuits'), input: lawsuitSyncInput }),

  'intimations-list': contract<IntimationPage>()({ policy: read('lawsuits'), input: intimationListInput }),
  'intimations-get': contract<Listed<IntimationRecord>>()({ policy: read('lawsuits'), input: getInput }),
  'intimations-setRead': contract<Listed<IntimationRecord>>()({ policy: write('lawsuits'), input: intimationSetReadInput }),
  // Triage: sem prazo (ciente, with the reason), forwarded to a colleague who reads Processos, or reopened.
  'intimations-acknowledge': contract<Listed<IntimationRecord>>()({ policy: write('lawsuits'), input: intimationAcknowledgeInput }),
  'intimations-forward': contract<Listed<IntimationRecord>>()({ policy: write('lawsuits'), input: intimationForwardInput }),
  'intimations-reopen': contract<Listed<IntimationRecord>>()({ policy: write('lawsuits'), input: intimationReopenInput }),

  'agenda-list': contract<Page<EventRecord>>()({ policy: read('agenda'), input: agendaListInput }),
  'agenda-get': contract<EventDetail>()({ policy: read('agenda'), input: getInput }),
  'agenda-computeDeadline': contract<DeadlineComputation>()({ policy: read('agenda'), input: deadlineInput }),
  'agenda-history': contract<EventHistoryEntry[]>()({ policy: read('agenda'), input: eventHistoryInput }),
  'agenda-create': contract<EventSaved>()({ policy: write('agenda'), input: eventCreateInput }),
  'agenda-update': contract<EventSaved>()({ policy: write('agenda'), input: eventUpdateInput }),
  'agenda-reschedule': contract<EventSaved>()({ policy: write('agenda'), input: eventRescheduleInput }),
  'agenda-setStatus': contract<Listed<EventRecord>>()({ policy: write('agenda'), input: eventSetStatusInput }),
  'agenda-delete': contract<{ deleted: true }>()({ policy: write('agenda'), input: eventDeleteInput }),
  'agenda-recalculate': contract<EventSaved>()({ policy: write('agenda'), input: eventRecalculateInput }),
  // Calendário forense: every member reads the office's closures (the calculator explains with them); administrators change them.
  'courtCalendar-list': contract<Listed<OfficeClosureRecord>[]>()({ policy: 'staff', input: none }),
  'courtCalendar-create': contract<ClosureSaved>()({ policy: 'admin', input: closureCreateInput, writes: true }),
  'courtCalendar-update': contract<ClosureSaved>()({ policy: 'admin', input: closureUpdateInput, writes: true }),
  'courtCalendar-delete': contract<ClosureSaved>()({ policy: 'admin', input: closureDeleteInput, writes: true }),
  'courtCalendar-reviews': contract<Page<PrazoReviewRecord>>()({ policy: read('agenda'), input: reviewListInput }),
  // One's own calendar feed: whoever reads the Agenda may subscribe to their entries; it writes only their feed record.
  'calendarFeed-get': contract<CalendarFeedInfo | null>()({ policy: read('agenda'), input: none }),
  'calendarFeed-issue': contract<CalendarFeedInfo>()({ policy: read('agenda'), input: calendarFeedIssueInput, writes: true }),
  'calendarFeed-setOptions': contract<CalendarFeedInfo>()({ policy: read('agenda'), input: calendarFeedOptionsInput, writes: true }),
  'calendarFeed-revoke': contract<{ revoked: true }>()({ policy: read('agenda'), input: calendarFeedRevokeInput, writes: true }),
  'articles-list': contract<Page<ArticleRecord>>()({ policy: read('articles'), input: articleListInput }),
  'articles-get': contract<Listed<ArticleRecord>>()({ policy: read('articles'), input: getInput }),
  'articles-create': contract<Listed<ArticleRecord>>()({ policy: write('articles'), input: articleCreateInput }),
  'articles-update': contract<Listed<ArticleRecord>>()({ policy: write('articles'), input: articleUpdateInput }),
  'articles-delete': contract<{ deleted: true }>()({ policy: write('articles'), input: articleDeleteInput }),
  'articles-setCover': contract<Listed<ArticleRecord>>()({ policy: write('articles'), input: articleCoverInput }),
  'faq-list': contract<FaqState<Listed<FaqRecord>>>()({ policy: read('faq'), input: none }),
  'faq-create': contract<Listed<FaqRecord>>()({ policy: write('faq'), input: faqCreateInput }),
  'faq-update': contract<Listed<FaqRecord>>()({ policy: write('faq'), input: faqUpdateInput }),
  'faq-setPublished': contract<Listed<FaqRecord>>()({ policy: write('faq'), input: faqPublishInput }),
  'faq-delete': contract<{ deleted: true }>()({ policy: write('faq'), input: faqDeleteInput }),
  'faq-reorder': contract<FaqState<Listed<FaqRecord>>>()({ policy: write('faq'), input: faqReorderInput }),

  'finance-list': contract<FinancePage>()({ policy: read('finance'), input: transactionListInput }),
  'finance-get': contract<TransactionDetail>()({ policy: read('finance'), input: getInput }),
  'finance-create': contract<TransactionSaved>()({ policy: write('finance'), input: transactionCreateInput }),
  'finance-update': contract<TransactionSaved>()({ policy: write('finance'), input: transactionUpdateInput }),
  'finance-delete': contract<{ deleted: true }>()({ policy: write('finance'), input: transactionDeleteInput }),
  'finance-cancel': contract<TransactionDetail>()({ policy: write('finance'), input: transactionCancelInput }),
  'finance-pay': contract<TransactionDetail>()({ policy: write('finance'), input: transactionPayInput }),
  'finance-reverse': contract<TransactionDetail>()({ policy: write('finance'), input: paymentReverseInput }),
  'finance-accounts': contract<BankAccountWithBalance[]>()({ policy: read('finance'), input: none }),
  'finance-createAccount': contract<Listed<BankAccountRecord>>()({ policy: write('finance'), input: accountCreateInput }),
  'finance-updateAccount': contract<Listed<BankAccountRecord>>()({ policy: write('finance'), input: accountUpdateInput }),
  'finance-transfer': contract<BankAccountWithBalance[]>()({ policy: write('finance'), input: transferInput }),
  'finance-cashFlow': contract<CashFlow>()({ policy: read('finance'), input: cashFlowInput }),
  'finance-categories': contract<CategoryTotal[]>()({ policy: read('finance'), input: categoryBreakdownInput }),
  'finance-statement': contract<ClientStatement & { client: { id: string; name: string } }>()({ policy: read('finance'), input: statementInput }),
  'finance-categoryPlan': contract<CategoryPlanState>()({ policy: read('finance'), input: none }),
  'finance-exportCsv': contract<{ csv: string; rows: number }>()({ policy: read('finance'), input: transactionExportInput }),

  'integrations-list': contract<IntegrationsOverview>()({ policy: read('integrations'), input: none }),
  'integrations-runs': contract<Page<IntegrationRunRecord>>()({ policy: read('integrations'), input: integrationRunsInput }),
  'integrations-updateDatajud': contract<IntegrationsOverview>()({ policy: 'admin', input: datajudSettingsInput, writes: true }),
  'integrations-updateDjen': contract<IntegrationsOverview>()({ policy: 'admin', input: djenSettingsInput, writes: true }),
  'integrations-syncDatajud': contract<Listed<IntegrationRunRecord>>()({ policy: write('integrations'), input: none }),
  'integrations-syncDjen': contract<Listed<IntegrationRunRecord>>()({ policy: write('integrations'), input: syncDjenInput }),

  'settings-removalRequests': contract<Page<RemovalRequestRecord> & { today: RemovalDailyUse }>()({ policy: read('settings'), input: removalListInput }),
  'settings-resolveRemoval': contract<Listed<RemovalRequestRecord>>()({ policy: write('settings'), input: removalResolveInput }),

  'settings-categoryPlan': contract<CategoryPlanState & { usage: Record<string, number> }>()({ policy: read('settings'), input: none }),
  'settings-updateCategoryPlan': contract<CategoryPlanState & { usage: Record<string, number> }>()({
    policy: write('settings'),
    input: categoryPlanUpdateInput,
  }),
  'settings-auditLog': contract<AuditPage>()({ policy: 'admin', input: auditListInput }),

  'staff-list': contract<StaffPage>()({ policy: 'admin', input: staffListInput }),
  'staff-create': contract<StaffCreated>()({ policy: 'admin', input: staffCreateInput, writes: true }),
  'staff-setScopes': contract<StaffMember>()({ policy: 'admin', input: staffSetScopesInput, writes: true }),
  'staff-setAdmin': contract<StaffMember>()({ policy: 'admin', input: staffSetAdminInput, writes: true }),
  'staff-setDisabled': contract<StaffMember>()({ policy: 'admin', input: staffSetDisabledInput, writes: true }),
  'staff-pending': contract<PendingRegistrations>()({ policy: 'admin', input: staffPendingInput }),
  'staff-decline': contract<PendingRegistrations>()({ policy: 'admin', input: staffDeclineInput, writes: true }),
  'staff-restoreAccess': contract<StaffCreated>()({ policy: 'admin', input: staffRestoreAccessInput, writes: true }),

  'publicPages-office': contract<PublicOffice>()({ policy: 'public', input: publicOfficeInput }),
  'publicPages-team': contract<{ members: PublicTeamMember[]; areas: PracticeArea[] }>()({ policy: 'public', input: none }),
  'publicPages-articles': contract<{ items: PublicArticleSummary[]; nextCursor: string | null }>()({ policy: 'public', input: publicArticlesInput }),
  'publicPages-article': contract<PublicArticle>()({ policy: 'public', input: publicArticleInput }),
  'publicPages-faq': contract<PublicFaqEntry[]>()({ policy: 'public', input: publicFaqInput }),
  'publicPages-requestRemoval': contract<RemovalRequestReceipt>()({ policy: 'public', input: removalRequestInput }),
} as const;

export type CallableName = keyof typeof CALLABLES;
export type CallableContract<N extends CallableName> = (typeof CALLABLES)[N];
/** What a caller sends (before defaults and transforms). */
/** The plan of accounts and its version (0: the default, never saved). */
export interface CategoryPlanState {
  plan: CategoryPlan;
  version: number;
}

export type CallInput<N extends CallableName> = z.input<CallableContract<N>['input']>;
/** What the handler receives (after the schema's defaults and transforms). */
export type CallParsed<N extends CallableName> = z.output<CallableContract<N>['input']>;
export type CallOutput<N extends CallableName> = CallableContract<N> extends Contract<ZodType, infer O> ? O : never;

/** Whether a callable changes stored data (see `Contract.writes`). */
export function isWriteCallable(name: CallableName): boolean {
  const contract: Contract = CALLABLES[name];
  return contract.writes === true || (typeof contract.policy === 'object' && contract.policy.access === 'write');
}

export const CALLABLE_NAMES = Object.keys(CALLABLES).sort() as CallableName[];

/** `clients-exportCsv` → `clients/export-csv`: where the callable's implementation lives under functions/src/callables. */
export function callableModulePath(name: CallableName): string {
  const [group = '', action = ''] = name.split('-');
  return `${group}/${action.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}
